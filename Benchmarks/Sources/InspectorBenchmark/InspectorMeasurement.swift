import BenchmarkSupport
import Coax
import CoaxInspector
import Foundation

/// Measures one file and prints a Markdown section.
enum InspectorMeasurement {
    static let size = ScreenSize(rows: 30, columns: 100)

    static func run(file: String) {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        guard let best = bestLoadTimes(file: file, runs: 3) else { return }
        let (checkSeconds, firstSeconds, wholeSeconds) = best
        let peak = ProcessMemory.peak
        guard let document = try? JSONDocument.load(path: file) else { return }
        let inspector = Inspector(document: document, configuration: InspectorConfiguration(fileName: file), size: size)
        let grid = CellGrid(size: size)
        inspector.render(into: grid)

        print("## \(file) (\(String(format: "%.1f", Double(bytes) / 1_000_000)) MB, \(document.valueCount) values)\n")
        print(
            "| first screen | whole document shown | `coax check` (load + index) | first screen / check | peak memory "
                + "| peak / file size |")
        print("|---:|---:|---:|---:|---:|---:|")
        print(
            "| \(ms(firstSeconds)) | \(ms(wholeSeconds)) | \(ms(checkSeconds)) | "
                + "\(String(format: "%.2f", firstSeconds / checkSeconds))× | "
                + "\(String(format: "%.1f", Double(peak) / 1_000_000)) MB | \(String(format: "%.2f", Double(peak) / Double(max(bytes, 1))))× |\n"
        )

        print("| key | first press | median of the next presses |")
        print("|---|---:|---:|")
        let keys: [(String, [InputEvent], Int)] = [
            ("j (down)", [.character("j")], 200),
            ("k (up)", [.character("k")], 200),
            ("J (next sibling)", [.character("J")], 100),
            ("K (previous sibling)", [.character("K")], 100),
            ("PgDn", [.key(.pageDown)], 50),
            ("PgUp", [.key(.pageUp)], 50),
            ("Ctrl-D", [.control("d")], 50),
            ("G (last row)", [.character("G")], 20),
            ("g (first row)", [.character("g")], 20),
            ("Enter (toggle)", [.character("j"), .key(.enter)], 50),
            ("l then h (open, close)", [.character("l"), .character("h")], 50),
            ("x (toggle view)", [.character("x")], 10),
        ]
        for (name, events, repetitions) in keys {
            var times: [Double] = []
            for _ in 0..<repetitions {
                let start = Date()
                for event in events { inspector.handle(event) }
                inspector.render(into: grid)
                times.append(Date().timeIntervalSince(start))
            }
            let rest = times.dropFirst().sorted()
            let median = rest.isEmpty ? times[0] : rest[rest.count / 2]
            print("| \(name) | \(us(times[0])) | \(us(median)) |")
        }
        if inspector.view == .expanded { inspector.handle(.character("x")) }
        inspector.finishPendingWork()

        print("\n| bulk action | the key | background work until complete |")
        print("|---|---:|---:|")
        var start = Date()
        inspector.handle(.character("E"))
        inspector.render(into: grid)
        let expandKey = Date().timeIntervalSince(start)
        start = Date()
        inspector.finishPendingWork()
        print("| E (expand all), then line numbers | \(us(expandKey)) | \(ms(Date().timeIntervalSince(start))) |")
        start = Date()
        for event: InputEvent in [.character("/"), .character("z"), .character("q"), .character("x"), .key(.enter)] {
            inspector.handle(event)
        }
        inspector.render(into: grid)
        let searchKey = Date().timeIntervalSince(start)
        start = Date()
        inspector.finishPendingWork()
        let outcome = inspector.messageText ?? ""
        print("| / (search: \(outcome)), whole document | \(us(searchKey)) | \(ms(Date().timeIntervalSince(start))) |")
        print("")
        if bytes > 10_000_000 { measureFilters(document: document, file: file) }
    }

    /// The filter view: from Enter to the filtered screen drawn, then the cost of keys in it.
    static func measureFilters(document: JSONDocument, file: String) {
        print("| filter (f QUERY Enter) | matches | Enter → filtered screen | (CPU time) | j | J | n | G |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for query in ["$..id", "$.statuses[*].user.followers_count", "$..[?@.retweet_count > 10]"] {
            let inspector = Inspector(
                document: document, configuration: InspectorConfiguration(fileName: file), size: size)
            let grid = CellGrid(size: size)
            inspector.render(into: grid)
            // The user types the query after the first screen; by then the drift analysis and the
            // line count (started with the first screen) are done.
            inspector.finishPendingWork()
            inspector.handle(.character("f"))
            for character in query { inspector.handle(.character(character)) }
            let start = Date()
            let cpuStart = cpuSeconds()
            inspector.handle(.key(.enter))
            // Between key presses the runner gives background work slices like these.
            while !(inspector.messageText ?? "").hasPrefix("filter: ") {
                inspector.performPendingWork(until: Date(timeIntervalSinceNow: 0.015))
            }
            inspector.render(into: grid)
            let complete = Date().timeIntervalSince(start)
            let cpu = cpuSeconds() - cpuStart
            let matches = (inspector.messageText ?? "").split(separator: "(").last.map { "(" + $0 } ?? ""
            var cells: [String] = []
            for key: Character in ["j", "J", "n", "G"] {
                var times: [Double] = []
                for _ in 0..<21 {
                    let keyStart = Date()
                    inspector.handle(.character(key))
                    inspector.render(into: grid)
                    times.append(Date().timeIntervalSince(keyStart))
                }
                cells.append(us(times.sorted()[times.count / 2]))
            }
            print("| `\(query)` | \(matches) | \(ms(complete)) | \(ms(cpu)) | " + cells.joined(separator: " | ") + " |")
        }
        print("")
    }

    /// The inspector's first screen, as `coax FILE` draws it: the input opened as a collection
    /// that loads on its own thread, the first frame drawn as soon as there is something to show
    /// (a large document's start while the rest is parsed; a small one whole); then the time
    /// until the whole document is shown (line numbers are counted afterwards, between key presses).
    static func firstScreenTime(_ file: String) -> (firstScreen: Double, wholeDocument: Double)? {
        let start = Date()
        var options = JSONParseOptions()
        options.replacesInvalidUTF8 = true
        let collection = JSONCollection.open(paths: [file], options: options)
        let inspector = Inspector(
            collection: collection, configuration: InspectorConfiguration(fileName: file), size: size)
        // As `coax FILE` waits before its first frame: until there is something to show (it
        // waits on the collection's lock; a look every millisecond is as soon, give or take one).
        while inspector.isLoading, !inspector.showsDocumentStart, collection.count == 0 {
            inspector.collectLoaded(waitingUntil: Date(timeIntervalSinceNow: 0.001))
        }
        guard collection.status.failure == nil else { return nil }
        let grid = CellGrid(size: size)
        inspector.render(into: grid)
        let firstScreen = Date().timeIntervalSince(start)
        // As the terminal does between key presses: take what loaded, then draw.
        while inspector.isLoading {
            inspector.collectLoaded(waitingUntil: Date(timeIntervalSinceNow: 0.1))
        }
        inspector.render(into: grid)
        guard inspector.loadFailure == nil, !inspector.showsDocumentStart else { return nil }
        return (firstScreen, Date().timeIntervalSince(start))
    }

    /// `coax check`'s time, the first screen's and the whole document's, each the best of `runs`
    /// runs, alternating, so that neither side gains from a warmer page cache (each document is
    /// released before the next run); nil, said, when the file does not load.
    static func bestLoadTimes(file: String, runs: Int) -> (check: Double, firstScreen: Double, wholeDocument: Double)? {
        var best = (check: Double.infinity, firstScreen: Double.infinity, wholeDocument: Double.infinity)
        for _ in 0..<runs {
            guard let check = checkTime(file), let first = firstScreenTime(file) else {
                print("cannot load \(file)")
                return nil
            }
            best.check = min(best.check, check)
            best.firstScreen = min(best.firstScreen, first.firstScreen)
            best.wholeDocument = min(best.wholeDocument, first.wholeDocument)
        }
        return best
    }

    /// The first screen and the whole document of one large file, beside `coax check`, best of
    /// `runs` (a 1 GB file: the other measurements would take minutes and gigabytes more).
    static func runFirstScreen(file: String, runs: Int = 3) {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        guard let best = bestLoadTimes(file: file, runs: runs) else { return }
        let (checkSeconds, firstSeconds, wholeSeconds) = best
        print("## \(file) (\(String(format: "%.1f", Double(bytes) / 1_000_000)) MB): first screen only\n")
        print("| first screen | whole document shown | `coax check` (load + index) | peak memory |")
        print("|---:|---:|---:|---:|")
        print(
            "| \(ms(firstSeconds)) | \(ms(wholeSeconds)) | \(ms(checkSeconds)) | "
                + "\(String(format: "%.1f", Double(ProcessMemory.peak) / 1_000_000)) MB |\n")
    }

    /// What `coax check` does, load and index; the document is released before the inspector's run.
    static func checkTime(_ file: String) -> Double? {
        let start = Date()
        guard let document = try? JSONDocument.load(path: file), document.valueCount > 0 else { return nil }
        return Date().timeIntervalSince(start)
    }

    /// The processor time this process has used, all threads together: on a busy machine, the
    /// work itself, without the waiting for a processor that wall-clock time also counts.
    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    static func us(_ seconds: Double) -> String { String(format: "%.0f µs", seconds * 1_000_000) }

}
