/// Typed arrays: each element through its single-value rule, in order. Elements that give nothing
/// are dropped, or replaced (by the unconvertible marker) so that positions are kept; nothing at
/// all when the value is not an array.
///
/// One walk serves the plain coercions, their reasons and reports: an ``ElementRecorder`` notes
/// what a reason needs, and the plain coercions pass ``NoRecording``, which compiles to nothing.
enum TypedArrayRule {
    /// The converted elements of `value`, or nil when it is not an array.
    ///
    /// - Parameters:
    ///   - replacement: what stands for an element that does not convert; nil drops it.
    ///   - limit: converts only the first `limit` elements (the recorder is told).
    ///   - convert: an element's result, nil when it does not convert; it adds what it lost to its
    ///     second argument (a parameter rather than a tuple result, which unspecialized callers
    ///     would pay generic metadata for on every element).
    static func apply<Value: JSONReadable, Element, Recorder: ElementRecorder<Value>>(
        to value: Value?,
        replacingUnconvertibleWith replacement: Element?,
        limit: Int? = nil,
        recorder: inout Recorder,
        convert: (Value, inout CoercionLoss) -> Element?
    ) -> [Element]? {
        guard let value, value.kind == .array, let elements = value.elements else { return nil }
        var result: [Element] = []
        result.reserveCapacity(limit.map { min($0, elements.underestimatedCount) } ?? elements.underestimatedCount)
        var index = 0
        for item in elements {
            if let limit, index >= limit {
                recorder.stopped(atLimit: limit, of: elements.count)
                break
            }
            var loss: CoercionLoss = []
            if let element = convert(item, &loss) {
                result.append(element)
                recorder.converted(item, at: index, loss: loss)
            } else {
                if let replacement { result.append(replacement) }
                recorder.failed(item, at: index)
            }
            index += 1
        }
        return result
    }

    /// The plain typed array: unconvertible elements dropped, nothing recorded.
    static func apply<Value: JSONReadable, Element>(to value: Value?, rule: ElementRule<Value, Element>) -> [Element]? {
        var recorder = NoRecording<Value>()
        return apply(to: value, replacingUnconvertibleWith: nil, recorder: &recorder, convert: rule.convert)
    }

    /// The plain typed array with a marker standing for each unconvertible element.
    static func apply<Value: JSONReadable, Element>(
        to value: Value?, marker: JSONValue, rule: ElementRule<Value, Element>
    ) -> [MarkedElement<Element>]? {
        var recorder = NoRecording<Value>()
        let convert = rule.convert
        return apply(to: value, replacingUnconvertibleWith: .marker(marker), recorder: &recorder) {
            item, loss in convert(item, &loss).map(MarkedElement.converted)
        }
    }
}

/// What a typed array walk tells about each element, for a reason to be written afterwards.
protocol ElementRecorder<Item> {
    associatedtype Item
    /// The element at `index` converted, losing `loss`.
    mutating func converted(_ item: Item, at index: Int, loss: CoercionLoss)
    /// The element at `index` did not convert.
    mutating func failed(_ item: Item, at index: Int)
    /// The walk stopped at `limit` elements out of `total`.
    mutating func stopped(atLimit limit: Int, of total: Int)
}

/// The recorder of the plain coercions: records nothing.
struct NoRecording<Item>: ElementRecorder {
    @inline(__always) mutating func converted(_ item: Item, at index: Int, loss: CoercionLoss) {}
    @inline(__always) mutating func failed(_ item: Item, at index: Int) {}
    @inline(__always) mutating func stopped(atLimit limit: Int, of total: Int) {}
}
