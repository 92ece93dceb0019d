import Foundation

// Usage:
//   coax-benchmark [--dir DIR] [--sizes 10MB,100MB] [--group TEXT]
//       generates the files (once), measures every group, prints Markdown tables and ratios
//   coax-benchmark measure CONTENDER FILE
//       one measurement as JSON (the driver runs this in a child process)
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "measure", arguments.count >= 3 {
    let measurement = Contenders.measure(contender: arguments[1], file: arguments[2])
    FileHandle.standardOutput.write((try? JSONEncoder().encode(measurement)) ?? Data())
    exit(0)
}

BenchmarkDriver(arguments: arguments).run()
