import Coax
import Foundation

@testable import CoaxInspector

extension Harness {
    /// Drives an inspector on the JSON Lines `text`, read as the input `name`, once its queued
    /// work (loading, the drift analysis) is done.
    init(jsonLines text: String, name: String, configuration: InspectorConfiguration, rows: Int, columns: Int) {
        let collection = JSONCollection(parsing: text, format: .jsonLines, name: name)
        let inspector = Inspector(
            collection: collection, configuration: configuration, size: ScreenSize(rows: rows, columns: columns))
        inspector.finishPendingWork()
        self.init(inspector: inspector)
    }
}

/// A JSON Lines file in a temporary directory of its own, followed (`--follow`) by an inspector,
/// that a test appends records to. Following stops and the file is removed when it goes away.
final class FollowedJSONLines {
    let directory: URL
    let file: URL
    let collection: JSONCollection
    let inspector: Inspector
    let harness: Harness

    /// Writes `lines` (one record per line) to a new file and follows it in an inspector made
    /// with `configuration`, which is given the file's path.
    init(
        _ lines: String, rows: Int = 14, columns: Int = 150,
        configuration: (String) -> InspectorConfiguration = { _ in
            InspectorConfiguration(fileName: "live.jsonl", reporters: [], expander: nil)
        }
    ) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("coax-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        file = directory.appendingPathComponent("live.jsonl")
        try Data(lines.utf8).write(to: file)
        collection = JSONCollection.open(paths: [file.path], follow: true)
        inspector = Inspector(
            collection: collection, configuration: configuration(file.path),
            size: ScreenSize(rows: rows, columns: columns))
        harness = Harness(inspector: inspector)
    }

    deinit {
        collection.stopLoading()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Appends `text` to the file, as the program writing it would.
    func append(_ text: String) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    /// Takes new records and does queued work, as the terminal's loop does, until `condition`
    /// holds or a minute passes; whether it held.
    func run(until condition: () -> Bool) -> Bool {
        waitUntil {
            inspector.collectLoaded(waitingUntil: Date() + 0.05)
            inspector.performPendingWork(until: Date() + 0.05)
            return true
        } condition: {
            condition()
        }
    }

    /// Takes new records only (no queued work) until `condition` holds or a minute passes.
    func load(until condition: () -> Bool) -> Bool {
        waitUntil {
            inspector.collectLoaded(waitingUntil: Date() + 0.05)
        } condition: {
            condition()
        }
    }
}

/// Calls `step` until `condition` holds or a minute passes (the sanitizer runs are slow);
/// whether it held.
func waitUntil(_ step: () -> Bool, condition: () -> Bool) -> Bool {
    let deadline = Date() + 60
    while !condition() {
        guard Date() < deadline else { return false }
        _ = step()
    }
    return true
}
