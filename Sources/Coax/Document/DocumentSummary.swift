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
    public init(document: JSONDocument, name: String, parseDuration: Duration) {
        self.name = name
        self.byteCount = document.byteCount
        self.valueCount = document.valueCount
        self.maximumDepth = document.maximumDepth
        self.parseDuration = parseDuration
    }

    /// Megabytes (10^6 bytes) per second.
    public var megabytesPerSecond: Double {
        let seconds = Double(parseDuration.components.seconds) + Double(parseDuration.components.attoseconds) / 1e18
        return seconds > 0 ? Double(byteCount) / 1_000_000 / seconds : 0
    }

    public var description: String {
        let seconds = Double(parseDuration.components.seconds) + Double(parseDuration.components.attoseconds) / 1e18
        let time = seconds >= 1 ? "\(Self.fixed(seconds, digits: 2)) s" : "\(Self.fixed(seconds * 1000, digits: 1)) ms"
        return
            "\(PrintableText.escaped(name)): valid JSON, \(NumberText.grouped(byteCount)) \(byteCount == 1 ? "byte" : "bytes"), \(NumberText.grouped(valueCount)) \(valueCount == 1 ? "value" : "values"), "
            + "depth \(maximumDepth), parsed in \(time) (\(Self.fixed(megabytesPerSecond, digits: 1)) MB/s)"
    }

    static func fixed(_ value: Double, digits: Int) -> String {
        let scale = Double((0..<digits).reduce(1) { product, _ in product * 10 })
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        } else if digits > 0 {
            text += "." + String(repeating: "0", count: digits)
        }
        return text
    }
}
