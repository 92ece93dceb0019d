/// The program the benchmark compiles with `swiftc -O` beside the app's model files: it reads a
/// JSON Lines file whole, then decodes every line into the model type with Foundation's
/// `JSONDecoder` under the model's strategies, and prints the seconds spent decoding (reading the
/// file is not counted), the records and the failures as one JSON object.
enum TimingDriver {
    static func source(type: String) -> String {
        """
        import Foundation

        let benchmarkPath = CommandLine.arguments[1]
        guard let benchmarkBytes = FileManager.default.contents(atPath: benchmarkPath) else {
            FileHandle.standardError.write(Data("cannot read \\(benchmarkPath)\\n".utf8))
            exit(1)
        }
        let benchmarkDecoder = JSONDecoder()
        benchmarkDecoder.keyDecodingStrategy = .convertFromSnakeCase
        benchmarkDecoder.dateDecodingStrategy = .iso8601
        var benchmarkRecords = 0
        var benchmarkFailures = 0
        let benchmarkStart = DispatchTime.now().uptimeNanoseconds
        benchmarkBytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            // Each line is copied into a Data of its own: what an app does with each body.
            var lineStart = 0
            for index in 0..<raw.count where raw[index] == 10 {
                if index > lineStart {
                    let line = Data(raw[lineStart..<index])
                    benchmarkRecords += 1
                    if (try? benchmarkDecoder.decode(\(type).self, from: line)) == nil { benchmarkFailures += 1 }
                }
                lineStart = index + 1
            }
        }
        let benchmarkSeconds = Double(DispatchTime.now().uptimeNanoseconds - benchmarkStart) / 1e9
        print("{\\"seconds\\":\\(benchmarkSeconds),\\"records\\":\\(benchmarkRecords),\\"failures\\":\\(benchmarkFailures)}")

        """
    }
}
