/// One element of a typed array read with an unconvertible marker: either the converted
/// element, or the marker standing in for an element that could not be converted.
///
/// EBTExtractor lets the marker be any object; in Coax it is any JSON value (including `null`),
/// kept as given, so that positions in the original array are preserved without pretending the
/// marker is of the requested type.
///
/// ```swift
/// let ids: JSONValue = ["4", "bar", "9.24"]
/// Coercion(ids).array(of: .numbers, unconvertibleMarker: -1)
/// // [.converted(4), .marker(-1), .converted(9)]
/// ```
public enum MarkedElement<Element> {
    /// The element, converted by the single-value rule.
    case converted(Element)
    /// The unconvertible marker, in place of an element that could not be converted.
    case marker(JSONValue)

    /// The converted element, or nil for a marker.
    ///
    /// ```swift
    /// MarkedElement<Int64>.converted(4).converted   // 4
    /// ```
    public var converted: Element? {
        if case .converted(let element) = self { return element }
        return nil
    }

    /// Whether this is the marker.
    ///
    /// ```swift
    /// MarkedElement<Int64>.marker(nil).isMarker   // true
    /// ```
    public var isMarker: Bool { converted == nil }
}

extension MarkedElement: Sendable where Element: Sendable {}
extension MarkedElement: Equatable where Element: Equatable {}
extension MarkedElement: Hashable where Element: Hashable {}
