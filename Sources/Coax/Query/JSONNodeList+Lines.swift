/// Writing a nodelist as lines, the way `coax query` prints it.
extension JSONNodeList {
    /// What each line holds.
    package enum LineContent: Sendable, Hashable {
        /// The node's value as compact JSON, literals as in the source.
        case values
        /// The node's normalized path (RFC 9535 §2.7).
        case paths
        /// The normalized path, a tab, and the value as compact JSON.
        case pathsAndValues
    }

    /// Writes one line per node to `sink`, in chunks of about `chunkSize` bytes. Values are
    /// compact JSON with literals as in the source (as ``JSONWriter`` writes them), so a line
    /// never holds a raw tab or line break; paths are normalized paths whose names escape what
    /// JSON output escapes (controls, DEL, C1, U+2028, U+2029; see
    /// ``JSONPath/normalizedForOutput``), so they stay on one line and safe to print too. Lines with paths need a list that kept its paths. Each line starts
    /// with `linePrefix` (such as a document's label and a tab).
    ///
    /// - Returns: false when `sink` refused a chunk (nothing more is written then).
    ///
    /// ```swift
    /// let nodes = try JSONQuery(parsing: "$..id").evaluate(on: document)
    /// var text: [UInt8] = []
    /// _ = nodes.writeLines(.pathsAndValues) { chunk in text.append(contentsOf: chunk); return true }
    /// // $['statuses'][0]['id']\t1234\n…
    /// ```
    ///
    /// - Complexity: O(size of the output).
    ///
    /// - Parameters:
    ///   - content: values, normalized paths, or both separated by a tab.
    ///   - linePrefix: bytes written at the start of every line.
    ///   - chunkSize: about how many bytes are gathered before `sink` is called.
    ///   - sink: takes each chunk (valid only during the call); returns false to stop.
    package func writeLines(
        _ content: LineContent, linePrefix: [UInt8] = [], chunkSize: Int = 1 << 18,
        to sink: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        var output = JSONOutput(indent: nil)
        var path: [UInt8] = []
        for position in indices {
            if !linePrefix.isEmpty { output.appendRaw(linePrefix) }
            if content != .values {
                path.removeAll(keepingCapacity: true)
                appendNormalizedPath(at: position, to: &path, escapingControls: true)
                output.appendRaw(path)
            }
            if content == .pathsAndValues {
                output.appendRaw(CollectionOfOne(UInt8(ascii: "\t")))
            }
            if content != .paths {
                output.write(self[position])
            }
            output.appendRaw(CollectionOfOne(UInt8(ascii: "\n")))
            if output.bytes.count >= chunkSize {
                guard output.bytes.withUnsafeBufferPointer(sink) else { return false }
                output.removeAll()
            }
        }
        guard !output.bytes.isEmpty else { return true }
        return output.bytes.withUnsafeBufferPointer(sink)
    }
}
