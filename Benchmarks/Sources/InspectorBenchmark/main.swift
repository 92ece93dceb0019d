import Coax
import CoaxInspector
import CoaxSamples
import Foundation

// The inspector's speed, measured in release builds (not by timed tests):
// - first screen: from opening the file to the inspector's first frame, as `coax FILE` draws
//   it (a large document's start while the rest is parsed), and to the whole document shown,
//   against load + parse alone (what `coax check` does), with the process's peak memory; on a
//   1 GB document too (`inspector-benchmark first-screen FILE` measures only that);
// - keystroke cost: the median time of one key (handled and the whole screen redrawn) for
//   each kind of key, on a small file, a 100 MB file and a 1,000,000-element array;
// - expand-all and search on the large files: the key itself, then the background work;
// - the filter view on the large files: Enter to the filtered screen, and keys in it.
//
// - big values: a key onto a 6 MB string or a 1,000,000-member object against a key onto a
//   small value, in the same run (alone: `inspector-benchmark big-values`).
//
// Run: swift run -c release --package-path Benchmarks inspector-benchmark [--dir generated]
//      (inspector-benchmark filter FILE measures only the filter view on FILE)
// Each file is measured in a child process, so each peak-memory figure is its own.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "measure", arguments.count == 2 {
    InspectorMeasurement.run(file: arguments[1])
} else if arguments.first == "first-screen", arguments.count == 2 {
    InspectorMeasurement.runFirstScreen(file: arguments[1])
} else if arguments.first == "big-values" {
    BigValueMeasurement.run()
} else if arguments.first == "filter", arguments.count == 2 {
    // The filter view alone: inspector-benchmark filter FILE
    if let document = try? JSONDocument.load(path: arguments[1]) {
        InspectorMeasurement.measureFilters(document: document, file: arguments[1])
    }
} else {
    var directory = "generated"
    if let index = arguments.firstIndex(of: "--dir"), index + 1 < arguments.count { directory = arguments[index + 1] }
    InspectorBenchmarkDriver(directory: directory).run()
}
