import Coax
import Foundation

/// A one-line "loading" indicator on standard error for files over 20 MB, updated with the
/// elapsed time until the document is parsed, then erased.
final class LoadProgress: Sendable {
    static let threshold = 20_000_000

    private let worker: WorkerThread

    private init(worker: WorkerThread) {
        self.worker = worker
    }

    /// Starts the indicator when `path` is a large regular file and standard error is a terminal.
    static func start(path: String) -> LoadProgress? {
        guard path != "-", isatty(STDERR_FILENO) == 1,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? Int, size > threshold
        else { return nil }
        let megabytes = String(format: "%.1f MB", Double(size) / 1_000_000)
        let shown = PrintableText.escaped(path)
        let worker = WorkerThread.start(name: "coax-progress") { stopped in
            let start = Date()
            while !stopped.isSet {
                let elapsed = String(format: "%.1f s", Date().timeIntervalSince(start))
                LoadProgress.write("\rcoax: loading \(shown) (\(megabytes))… \(elapsed)\u{1b}[K")
                Thread.sleep(forTimeInterval: 0.1)
            }
            LoadProgress.write("\r\u{1b}[K")
        }
        // Without a thread of its own there is no indicator; the load goes on the same.
        return worker.map(LoadProgress.init(worker:))
    }

    /// Stops and erases the indicator, waiting for its last write.
    func stop() {
        worker.cancel()
        worker.join()
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
