import BenchmarkSupport
import CoaxSamples
import Foundation

/// Prepares the files and measures each in a child process.
struct InspectorBenchmarkDriver {
    let directory: String

    func run() {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let files = [
            prepare("drifting-1KB.json") {
                try APIDocumentGenerator(variant: .drifting, seed: 2026).write(size: .kilobytes(1), toFile: $0)
            },
            prepare("drifting-100MB.json") {
                try APIDocumentGenerator(variant: .drifting, seed: 2026).write(size: .megabytes(100), toFile: $0)
            },
            prepare("statuses-100MB.json") {
                try APIDocumentGenerator(variant: .statuses, seed: 2026).write(size: .megabytes(100), toFile: $0)
            },
            prepare("array-1M.json") { path in
                var text = "["
                text.reserveCapacity(8_000_000)
                for index in 0..<1_000_000 { text += (index == 0 ? "" : ",") + String(index) }
                try (text + "]").write(toFile: path, atomically: true, encoding: .utf8)
            },
        ].compactMap { $0 }
        // The first screen of a single document of 1 GB, the largest shown by its start.
        let gigabyte = prepare("drifting-1GB.json") {
            try APIDocumentGenerator(variant: .drifting, seed: 2026).write(size: .gigabytes(1), toFile: $0)
        }
        print(RunConditions.header("Inspector benchmarks"))
        for file in files {
            guard let output = MeasurementChild.output(["measure", file]) else { continue }
            print(String(decoding: output, as: UTF8.self))
        }
        if let gigabyte, let output = MeasurementChild.output(["first-screen", gigabyte]) {
            print(String(decoding: output, as: UTF8.self))
        }
        BigValueMeasurement.run()
    }

    private func prepare(_ name: String, _ write: (String) throws -> Void) -> String? {
        let path = "\(directory)/\(name)"
        if FileManager.default.fileExists(atPath: path) { return path }
        print("generating \(path) …")
        do {
            try write(path)
            return path
        } catch {
            print("cannot generate \(path): \(error)")
            return nil
        }
    }
}
