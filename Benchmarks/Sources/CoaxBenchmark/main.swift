import Coax
import Foundation

// Usage:
//   coax-benchmark [--dir DIR] [--sizes 10MB,100MB]   generate files, measure everything, print ratios
//   coax-benchmark measure CONTENDER FILE              one measurement as JSON (run by the driver)
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "measure", arguments.count >= 3 {
    let measurement = Contenders.measure(contender: arguments[1], file: arguments[2])
    let data = (try? JSONEncoder().encode(measurement)) ?? Data()
    FileHandle.standardOutput.write(data)
    exit(0)
}

var driver = BenchmarkDriver(arguments: arguments)
driver.run()
