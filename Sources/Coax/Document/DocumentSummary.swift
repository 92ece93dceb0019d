/// The one-line summary `coax check` prints: size, values, depth, parse time and throughput.
///
/// ```swift
/// let summary = DocumentSummary(document: document, name: "orders.json", parseDuration: .milliseconds(12))
/// print(summary)
/// // orders.json: valid JSON, 1,204,311 bytes, 88,012 values, depth 6, parsed in 12.0 ms (100.4 MB/s)
/// ```
public struct DocumentSummary: Sendable, CustomStringConvertible {
    /// The name shown for the input.
    public var name: String
    /// Bytes in the source.
    public var byteCount: Int
    /// Values (scalars and containers).
    public var valueCount: Int
    /// Deepest container nesting.
    public var maximumDepth: Int
    /// Time spent reading and parsing.
    public var parseDuration: Duration

    /// Summarizes a parsed document.
    ///
    /// - Parameters:
    ///   - document: the parsed document, for its size, value count and depth.
    ///   - name: the input's name as shown (escaped when printed).
    ///   - parseDuration: how long reading and parsing took, measured by the caller.
    public init(document: JSONDocument, name: String, parseDuration: Duration) {
        self.name = name
        self.byteCount = document.byteCount
        self.valueCount = document.valueCount
        self.maximumDepth = document.maximumDepth
        self.parseDuration = parseDuration
    }

    /// Megabytes (10^6 bytes) per second.
    public var megabytesPerSecond: Double {
        ParseTiming(byteCount: byteCount, duration: parseDuration).megabytesPerSecond
    }

    public var description: String {
        let timing = ParseTiming(byteCount: byteCount, duration: parseDuration)
        let parts = [
            "valid JSON", ParseTiming.counted(byteCount, "byte", "bytes"),
            ParseTiming.counted(valueCount, "value", "values"), "depth \(maximumDepth)", timing.text,
        ]
        return "\(PrintableText.escaped(name)): " + parts.joined(separator: ", ")
    }
}
