import Foundation

/// Setters keyed like the accessors: `set { set(newValue) }` inside a property writes the key
/// named after the property. Nil removes the key (every duplicate of it); a value replaces the
/// last member of that key in place (earlier duplicates go) or is appended. Primitives are stored
/// as JSON numbers and booleans, so every accessor and ``JSONModel/jsonText`` see the change.
extension JSONModel {
    /// Stores a JSON value at `key`, or removes the key for nil.
    ///
    /// ```swift
    /// var extra: JSONValue? { get { value() } set { set(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// post.extra = ["a": 1]
    /// post.jsonText   // → {"id":7,"extra":{"a":1}}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ value: JSONValue?, _ key: String = #function) {
        store(value, at: key, caching: nil)
    }

    /// Stores a string.
    ///
    /// ```swift
    /// var name: String? { get { string() } set { set(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// post.name = "Ada"
    /// post.jsonText   // → {"id":7,"name":"Ada"}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ value: String?, _ key: String = #function) {
        store(value.map(JSONValue.string), at: key, caching: nil)
    }

    /// Stores a JSON `true` or `false`.
    ///
    /// ```swift
    /// var isPublished: Bool { get { forcedBool("published") } set { set(newValue, "published") } }
    /// let post = Post(object: ["id": 7])
    /// post.isPublished = true
    /// post.jsonText   // → {"id":7,"published":true}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ value: Bool?, _ key: String = #function) {
        store(value.map(JSONValue.bool), at: key, caching: nil)
    }

    /// Stores an integer of any width (`Int`, `Int64`, `UInt`, `UInt64`, …) as a JSON number,
    /// exactly.
    ///
    /// ```swift
    /// var count: Int { get { forcedInteger() } set { set(newValue) } }
    /// var seed: UInt64? { get { value().flatMap { $0.number?.uint64Value } } set { set(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// post.count = 3
    /// post.seed = .max
    /// post.jsonText   // → {"id":7,"count":3,"seed":18446744073709551615}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set<Integer: BinaryInteger>(_ value: Integer?, _ key: String = #function) {
        store(value.map { .number(JSONNumber($0)) }, at: key, caching: nil)
    }

    /// Stores a `Double` as a JSON number in its shortest form; NaN and infinities, which JSON
    /// cannot write, are stored as `null`.
    ///
    /// ```swift
    /// var latitude: Double? { get { double("lat") } set { set(newValue, "lat") } }
    /// let post = Post(object: ["id": 7])
    /// post.latitude = 59.91
    /// post.jsonText   // → {"id":7,"lat":59.91}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ value: Double?, _ key: String = #function) {
        store(value.map { JSONNumber($0).map(JSONValue.number) ?? .null }, at: key, caching: nil)
    }

    /// Stores a `Decimal` as a JSON number, exactly, in plain notation; NaN is stored as `null`.
    ///
    /// ```swift
    /// var price: Decimal? { get { decimal() } set { set(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// post.price = Decimal(string: "8.45")
    /// post.jsonText   // → {"id":7,"price":8.45}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ value: Decimal?, _ key: String = #function) {
        store(value.map { JSONNumber($0).map(JSONValue.number) ?? .null }, at: key, caching: nil)
    }

    /// Stores a date as Unix seconds (a JSON number), the form ``unixDate(_:)`` reads.
    ///
    /// ```swift
    /// var updatedAt: Date? { get { unixDate("updated_at") } set { set(newValue, "updated_at") } }
    /// let post = Post(object: ["id": 7])
    /// post.updatedAt = Date(timeIntervalSince1970: 1_700_000_000)
    /// post.jsonText   // → {"id":7,"updated_at":1700000000}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ value: Date?, _ key: String = #function) {
        store(value.map { JSONNumber($0.timeIntervalSince1970).map(JSONValue.number) ?? .null }, at: key, caching: nil)
    }

    /// Stores a date as Unix milliseconds (a JSON number), the form ``unixDateMilliseconds(_:)`` reads.
    ///
    /// ```swift
    /// var sentAt: Date? { get { unixDateMilliseconds() } set { setMilliseconds(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// post.sentAt = Date(timeIntervalSince1970: 1_700_000_000.25)
    /// post.jsonText   // → {"id":7,"sentAt":1700000000250}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func setMilliseconds(_ value: Date?, _ key: String = #function) {
        store(
            value.map { JSONNumber(($0.timeIntervalSince1970 * 1000).rounded()).map(JSONValue.number) ?? .null },
            at: key, caching: nil)
    }

    /// Stores a URL as its absolute string.
    ///
    /// ```swift
    /// var avatar: URL? { get { url() } set { set(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// post.avatar = URL(string: "https://example.com/a.png")
    /// post.jsonText   // → {"id":7,"avatar":"https://example.com/a.png"}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ value: URL?, _ key: String = #function) {
        store(value.map { .string($0.absoluteString) }, at: key, caching: nil)
    }

    /// Stores an object.
    ///
    /// ```swift
    /// var settings: JSONObject? { get { dictionary() } set { set(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// post.settings = ["dark": true]
    /// post.jsonText   // → {"id":7,"settings":{"dark":true}}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ value: JSONObject?, _ key: String = #function) {
        store(value.map(JSONValue.object), at: key, caching: nil)
    }

    /// Stores an array of JSON values.
    ///
    /// ```swift
    /// var raw: [JSONValue]? { get { array() } set { set(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// post.raw = [1, "two", nil]
    /// post.jsonText   // → {"id":7,"raw":[1,"two",null]}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ value: [JSONValue]?, _ key: String = #function) {
        store(value.map(JSONValue.array), at: key, caching: nil)
    }

    /// Stores an array of strings.
    ///
    /// ```swift
    /// var tags: [String]? { get { array(of: .strings) } set { set(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// post.tags = ["swift", "json"]
    /// post.jsonText   // → {"id":7,"tags":["swift","json"]}
    /// ```
    ///
    /// - Parameters:
    ///   - value: what to store; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ value: [String]?, _ key: String = #function) {
        store(value.map { .array($0.map(JSONValue.string)) }, at: key, caching: nil)
    }

    /// Stores a child model's object; the model becomes the cached child for `key`, so later
    /// changes made through it reach this model too.
    ///
    /// ```swift
    /// var author: Author? { get { child() } set { set(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// let author = Author(object: ["name": "Ada"])
    /// post.author = author
    /// author.name = "Grace"
    /// post.jsonText   // → {"id":7,"author":{"name":"Grace"}}
    /// ```
    ///
    /// - Parameters:
    ///   - model: the child whose object is stored; nil removes every member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set(_ model: JSONModel?, _ key: String = #function) {
        guard let model else {
            store(nil, at: key, caching: nil)
            return
        }
        model.attach(to: self, key: key, position: nil)
        store(.object(model.object), at: key, caching: .single(model))
    }

    /// Stores an array of child models' objects; the models become the cached children for `key`.
    ///
    /// ```swift
    /// var comments: [Comment]? { get { children() } set { set(newValue) } }
    /// let post = Post(object: ["id": 7])
    /// post.comments = [Comment(object: ["name": "Ada"])]
    /// post.jsonText   // → {"id":7,"comments":[{"name":"Ada"}]}
    /// ```
    ///
    /// - Parameters:
    ///   - models: the children whose objects are stored as an array, in order; nil removes every
    ///     member named `key`.
    ///   - key: the member's name, or a dotted path into nested objects (`author.name`); by
    ///     default the calling property's name.
    public final func set<Model: JSONModel>(_ models: [Model]?, _ key: String = #function) {
        guard let models else {
            store(nil, at: key, caching: nil)
            return
        }
        for (position, model) in models.enumerated() {
            model.attach(to: self, key: key, position: position)
        }
        store(
            .array(models.map { .object($0.object) }), at: key,
            caching: .array(models: models, positions: Array(models.indices)))
    }

    /// Removes the key (every duplicate of it).
    ///
    /// ```swift
    /// let post = try Post(jsonText: #"{"draft": true, "id": 7, "draft": false}"#)
    /// post.remove("draft")
    /// post.jsonText   // → {"id":7}
    /// ```
    ///
    /// - Parameter key: the member's name, or a dotted path into nested objects (`author.name`);
    ///   by default the calling property's name.
    public final func remove(_ key: String) {
        store(nil, at: key, caching: nil)
    }

    /// Writes `value` at `key`, drops cached children the change can affect, caches `caching`
    /// when given, then lets the parent (if any) follow.
    func store(_ value: JSONValue?, at key: String, caching: CachedChildren?) {
        withState { state in
            ModelKey.setValue(value, in: &state.object, at: key)
            state.cache = state.cache.filter { !ModelKey.overlaps(key, $0.key) }
            if let caching { state.cache[key] = caching }
        }
        propagateChange()
    }
}
