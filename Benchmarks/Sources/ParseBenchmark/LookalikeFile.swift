import CoaxSamples
import Foundation

/// Generated files shaped like the three files JSON parsers are traditionally compared on, at
/// any size, deterministically (seed 2026):
///
/// - `twitter`: search results like `twitter.json` (``APIDocumentGenerator`` `.statuses`):
///   string-heavy, escapes, non-ASCII text, ids beyond 2^53;
/// - `citm`: an event catalogue like `citm_catalog.json`: objects keyed by numeric ids, arrays
///   of integers, many `null`s, pretty-printed with four spaces (a third of it whitespace);
/// - `canada`: a GeoJSON polygon like `canada.json`: nearly all numbers, 17 significant digits;
/// - `api`: and, for comparison with the other benchmarks, Coax's own generated API feed
///   (``APIDocumentGenerator`` `.drifting`, seed 2026).
///
/// ```swift
/// try LookalikeFile.citm.write(bytes: 100_000_000, to: "generated/citm-100MB.json")
/// ```
enum LookalikeFile: String, CaseIterable {
    case twitter, citm, canada, api

    /// Writes a file of about `bytes` bytes (within a few hundred bytes, one element at most).
    func write(bytes target: Int, to path: String) throws {
        switch self {
        case .twitter:
            try APIDocumentGenerator(variant: .statuses, seed: 2026).write(
                size: SampleSize(bytes: target), toFile: path)
        case .api:
            try APIDocumentGenerator(variant: .drifting, seed: 2026).write(
                size: SampleSize(bytes: target), toFile: path)
        case .citm:
            var output = ChunkedOutput(path: path)
            var writer = CatalogueWriter(target: target)
            try writer.write(to: &output)
            try output.finish()
        case .canada:
            var output = ChunkedOutput(path: path)
            var writer = PolygonWriter(target: target)
            try writer.write(to: &output)
            try output.finish()
        }
    }
}

/// Bytes written to a file a megabyte at a time.
struct ChunkedOutput {
    let path: String
    private var buffer: [UInt8] = []
    private var handle: FileHandle?
    private(set) var written = 0

    init(path: String) {
        self.path = path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        handle = FileHandle(forWritingAtPath: path)
        buffer.reserveCapacity(1 << 20)
    }

    mutating func append(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        written += text.utf8.count
        if buffer.count >= 1 << 20 { try flush() }
    }

    mutating func flush() throws {
        guard let handle else { throw CocoaError(.fileWriteUnknown) }
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func finish() throws {
        try flush()
        try handle?.close()
        handle = nil
    }
}

/// The `citm` look-alike: `areaNames`, `events` keyed by id, `performances` with prices and
/// seat categories, `venueNames`; events take about a fifth of the file.
private struct CatalogueWriter {
    let target: Int
    var random = SeededRandomNumberGenerator(seed: 2026)

    init(target: Int) {
        self.target = target
    }

    static let names = [
        "Orchestre Philharmonique", "30th Anniversary Tour", "Les Arts Florissants", "Quatuor Ébène", "Récital Piano",
        "Ensemble Intercontemporain", "Concert de l'Avent", "Soirée Jazz", "Orchestre de Paris", "Les Siècles",
    ]

    func indent(_ level: Int) -> String { "\n" + String(repeating: "    ", count: level) }

    mutating func identifier() -> Int { 100_000_000 + random.below(300_000_000) }

    mutating func integers(_ count: Int, level: Int) -> String {
        guard count > 0 else { return "[]" }
        let items = (0..<count).map { _ in indent(level + 1) + String(identifier()) }
        return "[" + items.joined(separator: ",") + indent(level) + "]"
    }

    mutating func write(to output: inout ChunkedOutput) throws {
        try output.append("{" + indent(1) + "\"areaNames\": {")
        let areas = (0..<40).map { _ in identifier() }
        try output.append(
            areas.enumerated().map { index, area in
                indent(2) + "\"\(area)\": \"Zone \(index) – parterre\""
            }.joined(separator: ",") + indent(1) + "},")
        try output.append(
            indent(1) + "\"audienceSubCategoryNames\": {" + indent(2) + "\"337100890\": \"Abonné\"" + indent(1) + "},")
        try output.append(indent(1) + "\"blockNames\": {},")
        try output.append(indent(1) + "\"events\": {")
        var events: [Int] = []
        while output.written < target / 5 || events.isEmpty {
            let id = identifier()
            let name = Self.names[random.below(Self.names.count)]
            var event = (events.isEmpty ? "" : ",") + indent(2) + "\"\(id)\": {"
            event += indent(3) + "\"description\": null,"
            event += indent(3) + "\"id\": \(id),"
            event +=
                indent(3)
                + (random.below(3) == 0 ? "\"logo\": \"/images/UE0AAAAACEKo6QAAAAZDSVRN\"," : "\"logo\": null,")
            event += indent(3) + "\"name\": \"\(name)\","
            event += indent(3) + "\"subTopicIds\": " + integers(1 + random.below(4), level: 3) + ","
            event += indent(3) + "\"subjectCode\": null,"
            event += indent(3) + "\"subtitle\": null,"
            event += indent(3) + "\"topicIds\": " + integers(1 + random.below(3), level: 3)
            event += indent(2) + "}"
            try output.append(event)
            events.append(id)
        }
        try output.append(indent(1) + "},")
        try output.append(indent(1) + "\"performances\": [")
        let trailer =
            indent(1) + "]," + indent(1) + "\"venueNames\": {" + indent(2) + "\"PLEYEL_PLEYEL\": \"Salle Pleyel\""
            + indent(1) + "}\n}\n"
        var first = true
        while output.written + trailer.utf8.count < target || first {
            let seatCategory = identifier()
            var performance = (first ? "" : ",") + indent(2) + "{"
            performance += indent(3) + "\"eventId\": \(events[random.below(events.count)]),"
            performance += indent(3) + "\"id\": \(identifier()),"
            performance += indent(3) + "\"logo\": null,"
            performance += indent(3) + "\"name\": null,"
            performance += indent(3) + "\"prices\": ["
            performance += (0..<(1 + random.below(3))).map { _ in
                indent(4) + "{" + indent(5) + "\"amount\": \(random.below(200) * 250)," + indent(5)
                    + "\"audienceSubCategoryId\": 337100890," + indent(5) + "\"seatCategoryId\": \(seatCategory)"
                    + indent(4) + "}"
            }.joined(separator: ",")
            performance += indent(3) + "],"
            performance += indent(3) + "\"seatCategories\": [" + indent(4) + "{" + indent(5) + "\"areas\": ["
            performance += (0..<(1 + random.below(6))).map { _ in
                indent(6) + "{" + indent(7) + "\"areaId\": \(areas[random.below(areas.count)])," + indent(7)
                    + "\"blockIds\": []" + indent(6) + "}"
            }.joined(separator: ",")
            performance += indent(5) + "]," + indent(5) + "\"seatCategoryId\": \(seatCategory)" + indent(4) + "}"
            performance += indent(3) + "],"
            performance += indent(3) + "\"seatMapImage\": null,"
            performance += indent(3) + "\"start\": \(1_372_701_600_000 + random.below(40_000_000) * 1000),"
            performance += indent(3) + "\"venueCode\": \"PLEYEL_PLEYEL\""
            performance += indent(2) + "}"
            try output.append(performance)
            first = false
        }
        try output.append(trailer)
    }
}

/// The `canada` look-alike: one feature whose polygon has rings of coordinate pairs written with
/// 17 significant digits, compact, a ring per line.
private struct PolygonWriter {
    let target: Int
    var random = SeededRandomNumberGenerator(seed: 2026)

    init(target: Int) {
        self.target = target
    }

    /// A coordinate such as `-65.613616999999977`: whole degrees, then 15 decimals.
    mutating func coordinate(_ degrees: Int) -> String {
        let decimals = String(random.below(1_000_000_000)) + String(100_000 + random.below(900_000)).dropFirst()
        let padded = String(repeating: "0", count: max(0, 15 - decimals.count)) + decimals
        return "\(degrees).\(padded)"
    }

    mutating func write(to output: inout ChunkedOutput) throws {
        try output.append(
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Canada"},"#
                + #""geometry":{"type":"Polygon","coordinates":["#)
        let trailer = "]}}]}\n"
        var first = true
        while output.written + trailer.utf8.count < target || first {
            var ring = (first ? "" : ",") + "\n["
            let longitude = -141 + random.below(89)
            let latitude = 42 + random.below(41)
            ring += (0..<(20 + random.below(200))).map { _ in
                "[\(coordinate(longitude)),\(coordinate(latitude))]"
            }.joined(separator: ",")
            ring += "]"
            try output.append(ring)
            first = false
        }
        try output.append(trailer)
    }
}
