/// The one-line summary `coax check` prints for a collection: documents, bad records, bytes,
/// values, time and throughput.
///
/// ```swift
/// let summary = CollectionSummary(collection: orders, name: "orders.jsonl", parseDuration: .milliseconds(620))
/// print(summary)
/// // orders.jsonl: 2,000,000 documents, 3 bad records, 1,000,000,000 bytes, 41,998,211 values,
/// // parsed in 0.62 s (1612.9 MB/s)
/// ```
public struct CollectionSummary: Sendable, CustomStringConvertible {
    /// The name shown for the inputs.
    public var name: String
    /// Documents loaded.
    public var documentCount: Int
    /// Records that were not valid JSON.
    public var badRecordCount: Int
    /// Entries of HTTP archives without a JSON body.
    public var skippedBodies: Int
    /// Bytes read.
    public var byteCount: Int
    /// Values in all documents.
    public var valueCount: Int
    /// Time spent reading and parsing.
    public var parseDuration: Duration

    /// Summarizes a collection (as loaded so far).
    ///
    /// - Parameters:
    ///   - collection: the collection, for its counts as loaded so far.
    ///   - name: the inputs' name as shown (escaped when printed).
    ///   - parseDuration: how long reading and parsing took, measured by the caller.
    public init(collection: JSONCollection, name: String, parseDuration: Duration) {
        let status = collection.status
        self.name = name
        self.documentCount = status.documentCount
        self.badRecordCount = status.badRecordCount
        self.skippedBodies = status.skippedBodies
        self.byteCount = status.bytesRead
        self.valueCount = status.valueCount
        self.parseDuration = parseDuration
    }

    /// Megabytes (10^6 bytes) per second.
    public var megabytesPerSecond: Double {
        ParseTiming(byteCount: byteCount, duration: parseDuration).megabytesPerSecond
    }

    public var description: String {
        var parts = [ParseTiming.counted(documentCount, "document", "documents")]
        if badRecordCount > 0 { parts.append(ParseTiming.counted(badRecordCount, "bad record", "bad records")) }
        if skippedBodies > 0 {
            parts.append(ParseTiming.counted(skippedBodies, "entry", "entries") + " without a JSON body")
        }
        parts.append(ParseTiming.counted(byteCount, "byte", "bytes"))
        parts.append(ParseTiming.counted(valueCount, "value", "values"))
        parts.append(ParseTiming(byteCount: byteCount, duration: parseDuration).text)
        return "\(PrintableText.escaped(name)): " + parts.joined(separator: ", ")
    }
}
