extension DecodingContext {
    /// The elements of the array `decoder` stands for, each made by `decodeElement` from its tape
    /// index and its position. An element that fails is left out, and logged as dropped, under
    /// ``LenientDecoder/ArrayElementPolicy/dropElement``; otherwise its error fails the array.
    ///
    /// Every array the lenient decoder reads goes through this walk: the loops specialized for
    /// scalar elements and the one for other elements.
    @inline(__always)
    func arrayElements<Element>(
        of decoder: NodeDecoder, _ decodeElement: (_ index: Int, _ position: Int) throws -> Element
    ) throws -> [Element] {
        let arrayIndex = decoder.index
        var result: [Element] = []
        result.reserveCapacity(reader.childCount(of: arrayIndex))
        let end = reader.containerEnd(of: arrayIndex)
        var index = arrayIndex + 1
        var position = 0
        while index < end {
            defer {
                index = reader.subtreeEnd(of: index)
                position += 1
            }
            do {
                result.append(try decodeElement(index, position))
            } catch  where elementPolicy == .dropElement {
                record(
                    decoder, .element(position), node: JSONNode(document: document, index: index),
                    target: "\(Element.self)", result: "dropped", reason: DecodingContext.reason(of: error))
            }
        }
        return result
    }
}
