import Foundation

/// Making models from JSON bytes, text, a parsed node, or a file: a JSON file or a property
/// list, so objects can be faked from fixtures while an API is not up yet.
extension JSONModel {
    /// Parses `bytes`, which must hold a JSON object.
    ///
    /// ```swift
    /// try Post(json: Array(#"{"id": 7}"#.utf8)).id   // 7
    /// try Post(json: Array("[7]".utf8))               // throws: not an object
    /// ```
    ///
    /// - Parameter bytes: UTF-8 JSON text.
    /// - Throws: ``JSONModelError`` when the bytes are not JSON or the value is not an object.
    public convenience init(json bytes: some Collection<UInt8>) throws(JSONModelError) {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: bytes)
        } catch {
            throw .invalidJSON(error)
        }
        try self.init(node: document.root)
    }

    /// Parses `text`, which must hold a JSON object.
    ///
    /// ```swift
    /// try Post(jsonText: #"{"id": "7", "title": "Hi"}"#).id   // 7
    /// ```
    ///
    /// - Parameter text: JSON text.
    /// - Throws: ``JSONModelError`` when the text is not JSON or the value is not an object.
    public convenience init(jsonText text: String) throws(JSONModelError) {
        try self.init(json: Array(text.utf8))
    }

    /// Copies an object node of a parsed document (order, duplicates and literals kept).
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: #"{"posts": [{"id": 7}]}"#)
    /// let post = try Post(node: document.root["posts"]![0]!)
    /// post.id   // 7
    /// ```
    ///
    /// - Parameter node: an object of a parsed document.
    /// - Throws: ``JSONModelError`` when the node is not an object.
    /// - Complexity: O(size of the object's subtree): the model owns a copy.
    public convenience init(node: JSONNode) throws(JSONModelError) {
        guard case .object(let object) = JSONValue(node) else { throw .notAnObject(found: node.kind) }
        self.init(object: object)
    }

    /// Reads a JSON file whose top-level value is an object.
    ///
    /// ```swift
    /// let fake = try Post(contentsOfJSONFile: "Fixtures/post.json")
    /// fake.title   // what the fixture says
    /// ```
    ///
    /// - Parameter path: the file, or `-` for standard input.
    /// - Throws: ``JSONModelError`` when the file cannot be read, is not JSON, or does not hold
    ///   an object.
    public convenience init(contentsOfJSONFile path: String) throws(JSONModelError) {
        let document: JSONDocument
        do {
            document = try JSONDocument.load(path: path)
        } catch {
            throw .unreadableFile(error)
        }
        try self.init(node: document.root)
    }

    /// Reads a property-list file (XML or binary) whose top-level value is a dictionary, the way
    /// HTObject and CottonObject fake objects. Plist values become JSON with dictionary keys
    /// sorted, dates as Unix seconds and data as Base64.
    ///
    /// ```swift
    /// let fake = try Post(contentsOfPropertyListFile: "Fixtures/post.plist")
    /// fake.title   // what the fixture says
    /// ```
    ///
    /// - Parameter path: the property-list file.
    /// - Throws: ``JSONModelError`` when the file cannot be read, is not a property list, or its
    ///   top-level value is not a dictionary.
    public convenience init(contentsOfPropertyListFile path: String) throws(JSONModelError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidPropertyList(path: path, reason: "the file cannot be read")
        }
        try self.init(propertyList: data, path: path)
    }

    /// Reads property-list data whose top-level value is a dictionary.
    ///
    /// ```swift
    /// let data = Data("<plist><dict><key>id</key><integer>7</integer></dict></plist>".utf8)
    /// let post = try Post(propertyList: data)
    /// post.id   // 7
    /// ```
    ///
    /// - Parameter data: an XML or binary property list.
    /// - Throws: ``JSONModelError`` when the data is not a property list or its top-level value is
    ///   not a dictionary.
    public convenience init(propertyList data: Data) throws(JSONModelError) {
        try self.init(propertyList: data, path: nil)
    }

    private convenience init(propertyList data: Data, path: String?) throws(JSONModelError) {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .invalidPropertyList(path: path, reason: "\(error.localizedDescription)")
        }
        let value: JSONValue
        do {
            value = try PropertyListConversion.jsonValue(from: plist)
        } catch {
            throw .invalidPropertyList(path: path, reason: error.reason)
        }
        guard case .object(let object) = value else { throw .notAnObject(found: value.kind) }
        self.init(object: object)
    }
}

// MARK: - Serialization

extension JSONModel {
    /// The object as compact JSON text: what was read plus every change, keys in order,
    /// duplicates and number literals exactly as read.
    ///
    /// ```swift
    /// try Post(jsonText: #"{"price": 8.450, "id": 7}"#).jsonText   // {"price":8.450,"id":7}
    /// ```
    public var jsonText: String {
        JSONWriter.compact.string(for: .object(object))
    }

    /// The same JSON as ``jsonText``, indented by two spaces.
    ///
    /// ```swift
    /// print(try Post(jsonText: #"{"id": 7, "tags": ["a"]}"#).prettyJSONText)
    /// // {
    /// //   "id": 7,
    /// //   "tags": [
    /// //     "a"
    /// //   ]
    /// // }
    /// ```
    public var prettyJSONText: String {
        JSONWriter.pretty.string(for: .object(object))
    }

    /// ``jsonText`` as UTF-8 bytes.
    ///
    /// ```swift
    /// try Post(jsonText: #"{"id": 7}"#).jsonData.count   // → 8, the bytes of {"id":7}
    /// ```
    public var jsonData: Data {
        Data(JSONWriter.compact.bytes(for: .object(object)))
    }
}
