import BenchmarkSupport
import Coax
import CoaxInspector
import Foundation

/// One measurement in this process: its time, and the peak resident memory it added.
struct CollectionResult: Codable {
    var name: String
    var seconds: Double
    var peakBytes: Int
    var note: String
}

enum CollectionMeasurement {
    static let screen = ScreenSize(rows: 24, columns: 80)

    static func measure(_ name: String, file: String) -> CollectionResult {
        let before = ProcessMemory.current
        let start = DispatchTime.now().uptimeNanoseconds
        var note = ""
        switch name {
        case "index-jsonl":
            // What `coax check` does for a collection: every record parsed and indexed, kept.
            let collection = try? JSONCollection.load(path: file)
            note = "\(collection?.count ?? 0) documents, \(collection?.status.valueCount ?? 0) values"
        case "index-array":
            let document = try? JSONDocument.load(path: file)
            note = "\(document?.root.count ?? 0) elements, \(document?.valueCount ?? 0) values"
        case "first-screen":
            // The inspector's first frame: open, wait for the first record, draw.
            let collection = JSONCollection.open(paths: [file])
            collection.waitForDocuments(count: 1)
            let inspector = Inspector(
                collection: collection, configuration: InspectorConfiguration(fileName: file), size: screen)
            let grid = CellGrid(size: screen)
            inspector.render(into: grid)
            note = grid.text.split(separator: "\n").first.map { String($0.prefix(40)) } ?? ""
            let seconds = elapsed(since: start)
            collection.stopLoading()
            return CollectionResult(
                name: name, seconds: seconds, peakBytes: ProcessMemory.peak - before, note: note)
        case "stream-jsonl":
            // Every record read once and let go (what check, get and drift do).
            var values = 0
            let read = try? JSONCollection.stream(paths: [file]) { _, document, _ in values += document.valueCount }
            note = "\(read?.status.documentCount ?? 0) documents, \(values) values"
        default:
            note = "unknown measurement"
        }
        return CollectionResult(
            name: name, seconds: elapsed(since: start), peakBytes: ProcessMemory.peak - before, note: note)
    }

    static func elapsed(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
