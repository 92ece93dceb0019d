/// Which files of a collection are analysed together: documents from files whose roots differ
/// (two unrelated APIs saved in one directory) are separate groups, labelled by their files,
/// and never compared at their roots.
///
/// A file's root is summed up by its first document: its kind and, for an object, its keys (for
/// an array, the keys of its first object). A file joins the first group whose root has the same
/// kind and shares at least half of the keys of the two (``minimumSharedKeys``); otherwise it
/// starts a group. Every document of a file goes where the file went (the records of a JSON
/// Lines file are one group).
///
/// ```swift
/// var grouping = DriftSourceGrouping()
/// grouping.group(of: weather1)   // 0
/// grouping.group(of: books)      // 1: an array, where the weather readings are objects
/// ```
struct DriftSourceGrouping {
    /// The share of the keys of two roots that both must have.
    static let minimumSharedKeys = 0.5

    private struct Signature {
        let kind: JSONKind
        let keys: Set<String>
    }

    private var signatures: [Signature] = []

    /// The group of a file whose first document is `document`.
    mutating func group(of document: JSONDocument) -> Int {
        let signature = Self.signature(of: document)
        for (index, known) in signatures.enumerated() where Self.isAlike(known, signature) {
            return index
        }
        signatures.append(signature)
        return signatures.count - 1
    }

    private static func signature(of document: JSONDocument) -> Signature {
        let reader = document.reader
        var index = 0
        let kind = document.root.kind
        if kind == .array {
            let first = reader.elements(ofArrayAt: 0).first { reader.kind(at: $0) == .objectOpen }
            guard let first else { return Signature(kind: kind, keys: []) }
            index = first
        } else if kind != .object {
            return Signature(kind: kind, keys: [])
        }
        var keys: Set<String> = []
        for key in reader.memberKeys(ofObjectAt: index) {
            keys.insert(reader.decodedString(at: key))
            if keys.count >= DriftUnionDetector.maximumMembers { break }
        }
        return Signature(kind: kind, keys: keys)
    }

    private static func isAlike(_ left: Signature, _ right: Signature) -> Bool {
        guard left.kind == right.kind else { return false }
        let union = left.keys.union(right.keys).count
        guard union > 0 else { return true }
        return Double(left.keys.intersection(right.keys).count) >= minimumSharedKeys * Double(union)
    }
}
