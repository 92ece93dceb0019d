import Coax
import Foundation

// Usage:
//   coax-benchmark [--files A,B] [--consistent 10MB,100MB]   measure everything over the files
//                                                  (--consistent generates consistent feeds), print ratios
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
