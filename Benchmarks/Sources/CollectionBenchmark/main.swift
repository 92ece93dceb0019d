import Coax
import CoaxInspector
import Foundation

// Collections at scale, each figure measured in a child process of its own:
//   collection-benchmark [--dir DIR] [--size 1GB] [--coax PATH-TO-coax] [--runs N] [--only first-screen,get]
//       generates DIR/records-SIZE.jsonl and the same records as one array (once), then measures
//       indexing both, the inspector's first screen, peak memory, and `coax get` against `jq -c`
//   collection-benchmark measure NAME FILE
//       one measurement as JSON
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "measure", arguments.count >= 3 {
    let result = CollectionMeasurement.measure(arguments[1], file: arguments[2])
    FileHandle.standardOutput.write((try? JSONEncoder().encode(result)) ?? Data())
    exit(0)
}

CollectionBenchmarkDriver(arguments: arguments).run()
