import Foundation

/// A typed wrapper around one JSON object, in the manner of HTObject and CottonObject: app code
/// reads `post.title` instead of `dictionary["title"]`, and a server that switches a field's type
/// costs at worst a missing value, never a crash.
///
/// Subclass it and write each property as a one-line accessor. The key is the property's own
/// name, passed by a `#function` default argument (Swift's counterpart of Objective-C's `_cmd`);
/// pass a string where the JSON name differs, or a dotted path into nested objects.
///
/// The model keeps the object it was made from exactly (member order, duplicate keys, number
/// literals), exposed read-only as ``object``; setters change it, and ``jsonText`` writes it back.
///
/// **Thread safety.** Every model guards its object and its cache of children with a lock, so
/// reads and writes from several threads never crash or tear. A child writes its changes into
/// its parent after releasing its own lock, so locks are never held in both directions; when two
/// threads change the same key at once, the last writer wins. The base class does not declare
/// `Sendable` (that would make every subclass restate it); declare `@unchecked Sendable` on a
/// subclass you share across tasks, which the lock makes sound as long as the subclass adds no
/// unguarded stored state.
///
/// ```swift
/// final class Post: JSONModel {
///     override class var expectedKeys: [String] { ["id", "title", "author"] }
///     var id: Int? { integer() }                          // key "id"
///     var title: String? { get { string() } set { set(newValue) } }
///     var authorName: String? { string("author.name") }  // dotted path
///     var author: Author? { child() }                     // built once, cached
///     var comments: [Comment]? { children() }
/// }
/// let post = try Post(jsonText: #"{"id": "7", "title": "Hi", "author": {"name": "Ada"}}"#)
/// post.id           // 7
/// post.title = nil  // removes "title"
/// post.jsonText     // {"id":"7","author":{"name":"Ada"}}
/// ```
open class JSONModel: Codable {
    /// The mutable state, only touched under ``state``'s lock.
    struct State {
        var object: JSONObject
        /// Children built by ``child(_:_:)`` and ``children(_:_:)``, by key.
        var cache: [String: CachedChildren] = [:]
        /// Where this model lives inside its parent, when it was built as a child.
        var link: ParentLink?
    }

    /// Guards ``storage``. `NSLock` rather than `Mutex`, because the state holds child models,
    /// which are not `Sendable`.
    private let lock = NSLock()
    private var storage: State

    /// Wraps `object`; every other initializer ends here.
    ///
    /// ```swift
    /// Post(object: ["id": 7, "title": "Hi"]).jsonText   // → {"id":7,"title":"Hi"}
    /// ```
    ///
    /// - Parameter object: the members, kept with their order, duplicates and number literals;
    ///   unknown keys survive into ``jsonText``.
    public required init(object: JSONObject) {
        storage = State(object: object)
    }

    /// Decodes the model from any decoder. ``LenientDecoder`` hands over its node, so the object
    /// is kept exactly (order, duplicates, literals); other decoders keep what they expose: key
    /// order as their `allKeys` gives it, one value per key, numbers by value.
    ///
    /// ```swift
    /// let post = try LenientDecoder().decode(Post.self, from: Array(#"{"id": "7"}"#.utf8))
    /// post.id   // 7
    /// ```
    ///
    /// - Parameter decoder: the decoder, positioned at an object.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object, or what the
    ///   decoder throws while reading it.
    public required init(from decoder: any Decoder) throws {
        storage = State(object: try JSONModel.decodeObject(from: decoder))
    }

    /// Encodes the object. A `JSONEncoder` writes each member with its value; see ``jsonText``
    /// for output that keeps duplicate keys and number literals exactly.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(Post(object: ["id": 7]))
    /// String(decoding: data, as: UTF8.self)   // {"id":7}
    /// ```
    ///
    /// - Parameter encoder: the encoder to write the object to.
    /// - Throws: what the encoder throws.
    open func encode(to encoder: any Encoder) throws {
        try EncodableJSONValue(.object(object)).encode(to: encoder)
    }

    /// The object the model reads from: what it was made from plus every change since, including
    /// changes made through its children. Read-only; change it through the setters.
    ///
    /// ```swift
    /// Post(object: ["b": 1, "a": 2]).object.keys   // ["b", "a"]
    /// ```
    public var object: JSONObject {
        withState { $0.object }
    }

    /// Runs `body` on the state under the lock.
    final func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&storage)
    }

    /// The keys a model of this type expects, declared once per type; dotted paths reach into
    /// nested objects. ``missingKeys`` lists those the object lacks.
    ///
    /// ```swift
    /// final class User: JSONModel {
    ///     override class var expectedKeys: [String] { ["id", "name", "address.city"] }
    /// }
    /// ```
    open class var expectedKeys: [String] { [] }
}

extension JSONModel: Equatable {
    /// Two models are equal when they are of the same type and their objects are equal
    /// (order-sensitive, duplicates and literals included).
    ///
    /// ```swift
    /// Post(object: ["id": 7]) == Post(object: ["id": 7])   // true
    /// ```
    public static func == (lhs: JSONModel, rhs: JSONModel) -> Bool {
        type(of: lhs) == type(of: rhs) && lhs.object == rhs.object
    }
}

extension JSONModel: Hashable {
    /// Hashes the model's type and object.
    ///
    /// ```swift
    /// let unique = Set([Post(object: ["id": 7]), Post(object: ["id": 7])])   // 1 model
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: self)))
        hasher.combine(object)
    }
}

extension JSONModel: CustomStringConvertible {
    /// The type's name followed by the object as compact JSON.
    ///
    /// ```swift
    /// "\(Post(object: ["id": 7]))"   // Post {"id":7}
    /// ```
    public var description: String {
        "\(type(of: self)) \(jsonText)"
    }
}
