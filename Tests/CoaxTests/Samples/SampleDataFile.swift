import Coax
import Foundation

/// Reads files from the package's `SampleData/` folder.
enum SampleDataFile {
    static let folder = PackageRoot.file("SampleData")

    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func value(_ name: String) throws -> JSONValue {
        JSONValue(try JSONDocument(parsing: bytes(name)).root)
    }

    static var jsonFileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }
}
