import Coax
import Foundation
import Synchronization

/// A one-line "loading" indicator on standard error for files over 20 MB, updated with the
/// elapsed time until the document is parsed, then erased.
final class LoadProgress: Sendable {
    static let threshold = 20_000_000

    private let running = Atomic<Bool>(true)
    private let finished = Atomic<Bool>(false)

    /// Starts the indicator when `path` is a large regular file and standard error is a terminal.
    static func start(path: String) -> LoadProgress? {
        guard path != "-", isatty(STDERR_FILENO) == 1,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? Int, size > threshold
        else { return nil }
        let progress = LoadProgress()
        let megabytes = String(format: "%.1f MB", Double(size) / 1_000_000)
        let shown = PrintableText.escaped(path)
        let thread = Thread {
            let start = Date()
            while progress.running.load(ordering: .acquiring) {
                let elapsed = String(format: "%.1f s", Date().timeIntervalSince(start))
                LoadProgress.write("\rcoax: loading \(shown) (\(megabytes))… \(elapsed)\u{1b}[K")
                Thread.sleep(forTimeInterval: 0.1)
            }
            LoadProgress.write("\r\u{1b}[K")
            progress.finished.store(true, ordering: .releasing)
        }
        thread.start()
        return progress
    }

    /// Stops and erases the indicator, waiting for its last write.
    func stop() {
        running.store(false, ordering: .releasing)
        while !finished.load(ordering: .acquiring) { usleep(2_000) }
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
