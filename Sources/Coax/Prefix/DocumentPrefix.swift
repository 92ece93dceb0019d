/// The start of a large JSON document, parsed on its own and closed where it was cut (see
/// ``PrefixCut``), to be shown while the whole document is read and parsed.
///
/// Every value before the cut has the byte offset, source location and tape index it has in the
/// whole document, so a view of the prefix (its cursor, its open containers, by tape index) is a
/// view of the whole document once it is there. The containers the cut went through — the root
/// and the last child of each, down to where it stopped — hold only their first children here:
/// they are ``pendingContainers``, whose sizes are not known yet.
///
/// ```swift
/// let start = Array(#"{"items": [{"id": 1}, {"id": 2}, {"id"#.utf8)
/// let prefix = DocumentPrefix(start: start)
/// prefix?.document.root["items"]?.count   // 3 so far, the third one empty so far
/// prefix?.pendingContainers                // [0, 2, 11]: the root, "items" and the third item
/// prefix?.isPending(tapeIndex: 3)          // false: {"id": 1} is whole
/// ```
package struct DocumentPrefix: Sendable {
    /// Documents at least this large are shown by their start while they are parsed; smaller
    /// ones are parsed whole in about the time the start takes to show (a few hundredths of a second).
    package static let documentSizeThreshold = 8 << 20
    /// How much of the start is read for the first screen: far more than a screen needs, parsed
    /// in a few milliseconds.
    package static let preferredByteCount = 1 << 20

    /// The start of the document, closed: a JSON document of its own.
    package let document: JSONDocument
    /// The tape indices of the containers cut (opening slots), outermost first.
    package let pendingContainers: [Int]
    /// How many bytes of the input it covers.
    package let byteCount: Int

    /// Parses the start of a document; nil when it cannot be cut into a document of its own (see
    /// ``PrefixCut/init(scanning:)``) or when what comes before the cut is not valid JSON (the
    /// whole document's parse then reports the error).
    ///
    /// - Parameters:
    ///   - start: the first bytes of the input.
    ///   - options: how the whole document is parsed (depth limit, byte order mark, invalid UTF-8).
    package init?(start: some Collection<UInt8>, options: JSONParseOptions = .init()) {
        guard let cut = PrefixCut(scanning: start) else { return nil }
        var bytes = Array(start.prefix(cut.end))
        bytes += cut.closers
        var prefixOptions = options
        prefixOptions.progress = nil
        guard let document = try? JSONDocument(source: SourceBuffer(copying: bytes), options: prefixOptions) else {
            return nil
        }
        // The cut containers are the root, its last child, that one's last child…: one per closer.
        var pending: [Int] = []
        var index = 0
        for _ in cut.closers {
            let node = JSONNode(document: document, index: index)
            guard node.isContainer else { return nil }
            pending.append(index)
            // The last child: an object's children are key and value slots.
            let isObject = node.kind == .object
            let close = Int(node.entry.payload)
            var child = index + 1
            var last: Int?
            while child < close {
                let value = isObject ? child + 1 : child
                last = value
                child = JSONNode(document: document, index: value).subtreeEnd
            }
            guard let last else { break }
            index = last
        }
        self.document = document
        self.pendingContainers = pending
        self.byteCount = cut.end
    }

    /// Whether the container at `tapeIndex` was cut (its size is not known yet).
    package func isPending(tapeIndex: Int) -> Bool {
        pendingContainers.contains(tapeIndex)
    }
}
