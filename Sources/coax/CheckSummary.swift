import Coax

/// The one line `coax check` prints for its inputs, a document or a collection alike: what was
/// read, how much, how long it took and the throughput.
///
/// One document is a collection of one that also knows its depth: its line says `valid JSON` and
/// the depth where a collection's counts its documents, bad records and skipped bodies.
///
/// ```swift
/// CheckSummary(document: document, name: "orders.json", parseDuration: .milliseconds(12)).description
/// // orders.json: valid JSON, 1,204,311 bytes, 88,012 values, depth 6, parsed in 12.0 ms (100.4 MB/s)
/// CheckSummary(collection: orders, name: "orders.jsonl", parseDuration: .milliseconds(620)).description
/// // orders.jsonl: 2,000,000 documents, 3 bad records, 1,000,000,000 bytes, 41,998,211 values,
/// // parsed in 0.62 s (1612.9 MB/s)
/// ```
struct CheckSummary: CustomStringConvertible {
    /// What only one kind of input has to say.
    enum Counts {
        /// One document: its deepest container nesting.
        case document(maximumDepth: Int)
        /// A collection: its documents, records that were not valid JSON, and entries of HTTP
        /// archives without a JSON body.
        case collection(documentCount: Int, badRecordCount: Int, skippedBodyCount: Int)
    }

    /// The name shown for the inputs (escaped when printed).
    var name: String
    /// Bytes read.
    var byteCount: Int
    /// Values (scalars and containers) in every document.
    var valueCount: Int
    /// Time spent reading and parsing, measured by the caller.
    var parseDuration: Duration
    var counts: Counts

    /// Summarizes one parsed document.
    init(document: JSONDocument, name: String, parseDuration: Duration) {
        self.name = name
        byteCount = document.byteCount
        valueCount = document.valueCount
        self.parseDuration = parseDuration
        counts = .document(maximumDepth: document.maximumDepth)
    }

    /// Summarizes a collection as loaded so far.
    init(collection: JSONCollection, name: String, parseDuration: Duration) {
        let status = collection.status
        self.name = name
        byteCount = status.bytesRead
        valueCount = status.valueCount
        self.parseDuration = parseDuration
        counts = .collection(
            documentCount: status.documentCount, badRecordCount: status.badRecordCount,
            skippedBodyCount: status.skippedBodyCount)
    }

    var description: String {
        var parts: [String] = []
        switch counts {
        case .document(let maximumDepth):
            parts = [
                "valid JSON", Self.counted(byteCount, "byte", "bytes"), Self.counted(valueCount, "value", "values"),
            ]
            parts.append("depth \(maximumDepth)")
        case .collection(let documentCount, let badRecordCount, let skippedBodyCount):
            parts = [Self.counted(documentCount, "document", "documents")]
            if badRecordCount > 0 { parts.append(Self.counted(badRecordCount, "bad record", "bad records")) }
            if skippedBodyCount > 0 {
                parts.append(Self.counted(skippedBodyCount, "entry", "entries") + " without a JSON body")
            }
            parts += [Self.counted(byteCount, "byte", "bytes"), Self.counted(valueCount, "value", "values")]
        }
        parts.append(timing)
        return "\(PrintableText.escaped(name)): " + parts.joined(separator: ", ")
    }

    /// Megabytes (10^6 bytes) per second; 0 for no time at all.
    var megabytesPerSecond: Double {
        seconds > 0 ? Double(byteCount) / 1_000_000 / seconds : 0
    }

    /// `parsed in 12.0 ms (100.4 MB/s)`, in seconds from one second on.
    private var timing: String {
        let time =
            seconds >= 1 ? "\(Self.fixed(seconds, digits: 2)) s" : "\(Self.fixed(seconds * 1000, digits: 1)) ms"
        return "parsed in \(time) (\(Self.fixed(megabytesPerSecond, digits: 1)) MB/s)"
    }

    private var seconds: Double {
        Double(parseDuration.components.seconds) + Double(parseDuration.components.attoseconds) / 1e18
    }

    /// `1,204,311 bytes`, `1 byte`.
    private static func counted(_ value: Int, _ one: String, _ many: String) -> String {
        "\(NumberText.grouped(value)) \(value == 1 ? one : many)"
    }

    /// `value` rounded to `digits` decimals, with trailing zeros kept (`12.0`).
    private static func fixed(_ value: Double, digits: Int) -> String {
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
