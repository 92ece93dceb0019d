#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value inside a ``JSONDocument``: a cheap view made of the document and a tape index.
///
/// Nodes decode nothing until asked: ``string`` and ``number`` read their bytes on access,
/// ``elements`` and ``members`` walk the tape, skipping whole subtrees in O(1).
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"posts": [{"id": "7"}, {"id": 7}]}"#)
/// for post in document.root["posts"]?.elements ?? .init() {
///     print(post["id"]?.kind ?? .null)   // string, then number
/// }
/// ```
public struct JSONNode: Sendable {
    /// The document the node belongs to.
    public let document: JSONDocument
    /// The node's position on the document's tape (document order).
    package let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    var entry: TapeEntry { document.tape[index] }

    /// The node's kind.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "12").root.kind   // .number
    /// ```
    public var kind: JSONKind { entry.kind.jsonKind }

    /// Whether the node is an array or an object.
    public var isContainer: Bool {
        entry.kind == .arrayOpen || entry.kind == .objectOpen
    }

    /// The tape index just past this node's subtree: the next sibling's index, if any.
    ///
    /// ```swift
    /// let document = try JSONDocument(parsing: "[[1, 2], 3]")
    /// document.root[0]?.subtreeEnd   // 5: the index of `3`
    /// ```
    package var subtreeEnd: Int {
        isContainer ? Int(entry.payload) + 1 : index + 1
    }

    /// The number of elements or members (duplicates included); 0 for scalars. O(1): the parser
    /// stores it.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"a":1,"a":2}"#).root.count   // 2
    /// ```
    public var count: Int {
        guard isContainer else { return 0 }
        return Int(document.tape[Int(entry.payload)].payload)
    }

    /// Whether the node has no children.
    public var isEmpty: Bool { count == 0 }

    /// The byte offset where the value starts, from the document's first byte (for a document
    /// of a ``JSONCollection``, ``location`` gives the offset in the whole input).
    package var byteOffset: Int { entry.offset }

    /// The line and column where the value starts.
    ///
    /// - Complexity: the first location asked of a document indexes its lines, O(document size)
    ///   once; after that O(log lines) plus the characters before the value on its line.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[\n  true]").root[0]?.location.description   // "2:3"
    /// ```
    public var location: SourceLocation { document.location(ofByte: byteOffset) }

    /// The Boolean, when the node is `true` or `false`.
    public var bool: Bool? {
        switch entry.kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// Whether the node is `null`.
    public var isNull: Bool { entry.kind == .null }

    /// The number's literal text exactly as written, when the node is a number.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "1.50").root.numberLiteral   // "1.50"
    /// ```
    public var numberLiteral: String? { document.numberLiteral(at: index) }

    /// The number, when the node is a number.
    public var number: JSONNumber? {
        numberLiteral.map(JSONNumber.init(uncheckedLiteral:))
    }

    /// The decoded string, when the node is a string.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #""caf\u00e9""#).root.string   // "café"
    /// ```
    public var string: String? {
        guard entry.kind == .string else { return nil }
        return document.decodedString(at: index)
    }

    /// The string's raw JSON text between the quotes, escapes as written.
    package var rawStringContents: String? {
        guard entry.kind == .string else { return nil }
        return String(decoding: document.reader.rawString(at: index), as: UTF8.self)
    }

    /// The elements, when the node is an array.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[1, [2], 3]").root.elements?.count   // 3
    /// ```
    public var elements: Children? {
        guard entry.kind == .arrayOpen else { return nil }
        return Children(document: document, start: index + 1, end: Int(entry.payload), stride: 1)
    }

    /// The members with their tape positions and duplicate flags, when the node is an object: what
    /// the inspector and the writers need beyond ``members``.
    ///
    /// ```swift
    /// let object = try JSONDocument(parsing: #"{"a":1,"a":2}"#).root
    /// object.entries?.map(\.isDuplicateKey)   // [true, true]
    /// object.entries?.map(\.isShadowed)       // [true, false]
    /// ```
    package var entries: Entries? {
        guard entry.kind == .objectOpen else { return nil }
        return Entries(children: Children(document: document, start: index + 1, end: Int(entry.payload), stride: 2))
    }

    /// The members as `(key, value)` pairs, when the node is an object.
    public var members: Members? {
        entries.map(Members.init)
    }

    /// The value of the last member named `key` (the last duplicate wins), when the node is an object.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"a":1,"a":2}"#).root["a"]?.numberLiteral   // "2"
    /// ```
    ///
    /// - Parameter key: the member's name, compared with the decoded keys.
    /// - Returns: the value, or nil when the node is not an object or has no such member.
    /// - Complexity: O(*n*) in the object's members, every time: the last duplicate wins, so the
    ///   scan cannot stop at the first match. For many lookups in one object, read ``members``
    ///   once into a dictionary.
    public subscript(key: String) -> JSONNode? {
        guard let entries else { return nil }
        var found: JSONNode?
        var wanted = key
        wanted.withUTF8 { keyBytes in
            for member in entries where member.keyMatches(keyBytes) {
                found = member.value
            }
        }
        return found
    }

    /// The element at `position`, when the node is an array and the position exists.
    ///
    /// ```swift
    /// try JSONDocument(parsing: "[10, 20]").root[1]?.numberLiteral   // "20"
    /// ```
    ///
    /// - Parameter position: the element's offset from the first element (0-based).
    /// - Returns: the element, or nil when the node is not an array or `position` is out of range.
    /// - Complexity: O(*position*): elements are found by skipping the earlier ones on the tape
    ///   (each in O(1)). To visit every element, iterate ``elements`` instead of subscripting in a
    ///   loop, which is quadratic.
    public subscript(position: Int) -> JSONNode? {
        guard let elements, position >= 0 else { return nil }
        var current = elements.startIndex
        var remaining = position
        while current < elements.endIndex {
            if remaining == 0 { return elements[current] }
            remaining -= 1
            current = elements.index(after: current)
        }
        return nil
    }

    /// An owned copy of the value and everything below it.
    ///
    /// ```swift
    /// try JSONDocument(parsing: #"{"a": [1]}"#).root.jsonValue   // .object(["a": [1]])
    /// ```
    ///
    /// - Complexity: O(size of the subtree): every string is decoded and every container
    ///   allocated. On the root of a large document this is a second copy of all of it; read
    ///   through the node where you can.
    public var jsonValue: JSONValue { JSONValue(self) }

    var numberLength: Int { document.numberLength(at: index) }
}

extension JSONNode: Hashable {
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        lhs.document === rhs.document && lhs.index == rhs.index
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(document))
        hasher.combine(index)
    }
}

extension JSONNode: JSONReadable {}

extension JSONNode: CustomStringConvertible {
    /// The value as compact JSON, literals exactly as read.
    ///
    /// ```swift
    /// "\(try JSONDocument(parsing: "[ 1.50 , true ]").root)"   // "[1.50,true]"
    /// ```
    public var description: String { JSONWriter.compact.string(for: self) }
}
