/// Read access shared by the parsed document's nodes (``JSONNode``) and owned values (``JSONValue``).
///
/// Coercion, paths and analysis are written once against this protocol, so they run
/// directly on the flat document (no intermediate tree) and on values built in code.
///
/// ```swift
/// func describe<V: JSONReadable>(_ value: V) -> String {
///     "\(value.kind) with \(value.elements?.count ?? value.members?.count ?? 0) children"
/// }
/// ```
///
/// The protocol refines `SendableMetatype` because the coercion rules keep closures over a
/// reading generic in the value's type; those closures capture the metatype and may run on any
/// thread (a collection reads documents on a worker).
public protocol JSONReadable: SendableMetatype {
    /// The elements of an array, in order.
    associatedtype Elements: Collection where Elements.Element == Self
    /// The members of an object, in document order, duplicates included.
    associatedtype Members: Collection where Members.Element == (key: String, value: Self)

    /// The value's kind.
    var kind: JSONKind { get }
    /// The Boolean, when the value is `true` or `false`.
    var bool: Bool? { get }
    /// The number, when the value is a number.
    var number: JSONNumber? { get }
    /// The decoded string, when the value is a string.
    var string: String? { get }
    /// The elements, when the value is an array; nil otherwise.
    var elements: Elements? { get }
    /// The members, when the value is an object; nil otherwise.
    var members: Members? { get }
    /// The value of the last member named `key`, when the value is an object.
    subscript(key: String) -> Self? { get }
    /// An owned copy of the value.
    var jsonValue: JSONValue { get }
}

extension JSONValue: JSONReadable {
    /// The elements, when the value is an array.
    public var elements: [JSONValue]? { array }

    /// The members as `(key, value)` pairs, when the value is an object.
    public var members: LazyMapCollection<JSONObject, (key: String, value: JSONValue)>? {
        object?.lazy.map { (key: $0.key, value: $0.value) }
    }

    /// The value itself.
    public var jsonValue: JSONValue { self }
}
