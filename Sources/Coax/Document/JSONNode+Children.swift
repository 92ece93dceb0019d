extension JSONNode {
    /// The children of a container in document order: a forward collection that steps over
    /// each child's subtree in O(1).
    ///
    /// ```swift
    /// let array = try JSONDocument(parsing: "[1, {}, []]").root
    /// array.elements?.map(\.kind)   // [.number, .object, .array]
    /// ```
    public struct Children: Collection, Sendable {
        let document: JSONDocument?
        let start: Int
        let end: Int
        /// 1 for array elements; 2 for object members, whose slots are key then value.
        let stride: Int

        /// An empty collection, handy as a default: `node.elements ?? .init()`.
        package init() {
            document = nil
            start = 0
            end = 0
            stride = 1
        }

        init(document: JSONDocument, start: Int, end: Int, stride: Int) {
            self.document = document
            self.start = start
            self.end = end
            self.stride = stride
        }

        /// Tape indices: of the element, or of the member's key.
        public var startIndex: Int { start }
        public var endIndex: Int { end }

        /// The child at a tape index of this collection (an element, or a member's value).
        ///
        /// - Parameter position: an index from ``startIndex`` stepped with ``index(after:)``, not a count.
        /// - Returns: The element or the member's value.
        public subscript(position: Int) -> JSONNode {
            guard let document else { preconditionFailure("Coax: subscript on an empty JSONNode.Children") }
            return JSONNode(document: document, index: position + stride - 1)
        }

        public func index(after position: Int) -> Int {
            guard let document else { return end }
            let value = JSONNode(document: document, index: position + stride - 1)
            return value.subtreeEnd
        }

        public var count: Int {
            guard let document else { return 0 }
            return Int(document.tape[end].payload)
        }
    }

    /// One member of an object: its key, its value and whether the key is repeated.
    ///
    /// ```swift
    /// let member = try JSONDocument(parsing: #"{"a": 1}"#).root.entries?.first
    /// member?.key   // "a"
    /// ```
    package struct Member: Sendable, Hashable {
        let document: JSONDocument
        /// The tape index of the member's key.
        package let keyIndex: Int
        /// The tape index of the object holding the member.
        package let objectIndex: Int

        /// The decoded key.
        package var key: String { document.decodedString(at: keyIndex) }

        /// The member's value.
        package var value: JSONNode { JSONNode(document: document, index: keyIndex + 1) }

        /// Whether another member of the same object has the same key. Found on first use per
        /// object (O(members) once), then cached by the document.
        package var isDuplicateKey: Bool {
            document.duplicateKeys(inObjectAt: objectIndex).repeated.contains(keyIndex)
        }

        /// Whether a later member with the same key overrides this one (lookup returns the last).
        package var isShadowed: Bool {
            document.duplicateKeys(inObjectAt: objectIndex).shadowed.contains(keyIndex)
        }

        /// The byte offset of the key's opening quote.
        package var keyByteOffset: Int { document.tape[keyIndex].offset }

        func keyMatches(_ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
            let entry = document.tape[keyIndex]
            if entry.stringFlags & TapeEntry.Flag.hasEscapes != 0 {
                return key.utf8.elementsEqual(wanted)
            }
            let range = document.rawStringRange(at: keyIndex)
            guard range.length == wanted.count else { return false }
            guard let wantedBase = wanted.baseAddress else { return range.length == 0 }
            return memcmp(document.source.base + range.start, wantedBase, range.length) == 0
        }

        package static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.document === rhs.document && lhs.keyIndex == rhs.keyIndex
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(document))
            hasher.combine(keyIndex)
        }
    }

    /// The members of an object in document order, duplicates included.
    package struct Entries: Collection, Sendable {
        let children: Children

        package var startIndex: Int { children.startIndex }
        package var endIndex: Int { children.endIndex }
        package func index(after position: Int) -> Int { children.index(after: position) }
        package var count: Int { children.count }
        package var isEmpty: Bool { children.isEmpty }

        /// The member whose key is at a tape index of this collection.
        ///
        /// - Parameter position: an index from ``startIndex`` stepped with ``index(after:)``, not a count.
        /// - Returns: The member's key and value.
        package subscript(position: Int) -> Member {
            guard let document = children.document else {
                preconditionFailure("Coax: subscript on empty JSONNode.Entries")
            }
            return Member(document: document, keyIndex: position, objectIndex: children.start - 1)
        }
    }

    /// The members of an object as `(key, value)` pairs, in document order, duplicates included:
    /// the one way to walk an object, as ``Children`` is the one way to walk an array.
    ///
    /// ```swift
    /// let object = try JSONDocument(parsing: #"{"a": 1, "b": [2], "a": 3}"#).root
    /// object.members?.map(\.key)   // ["a", "b", "a"]
    /// ```
    public struct Members: Collection, Sendable {
        let entries: Entries

        public var startIndex: Int { entries.startIndex }
        public var endIndex: Int { entries.endIndex }
        public func index(after position: Int) -> Int { entries.index(after: position) }
        public var count: Int { entries.count }

        /// The member whose key is at a tape index of this collection.
        ///
        /// - Parameter position: an index from ``startIndex`` stepped with ``index(after:)``, not a count.
        /// - Returns: The member's key and value.
        public subscript(position: Int) -> (key: String, value: JSONNode) {
            let member = entries[position]
            return (key: member.key, value: member.value)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
