import Foundation
import Testing

@testable import Coax

/// Reads the expansion fixtures (`Fixtures/` beside this file) and the sample documents.
enum ExpansionFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    static func document(_ name: String) throws -> JSONDocument {
        try JSONDocument(parsing: try text(name))
    }

    static func sample(_ name: String) throws -> JSONDocument {
        try JSONDocument.load(path: PackageRoot.file("SampleData/\(name)").path)
    }

    /// The names (without `.input.json`) of the input/expected pairs under `Fixtures/<format>/`.
    static func cases(in format: String) -> [String] {
        let folder = directory.appendingPathComponent(format)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".input.json") }
            .map { String($0.dropLast(".input.json".count)) }
            .sorted()
    }

    /// JSON text in the one layout every comparison uses: pretty, two spaces, a final newline.
    static func pretty(_ value: JSONValue) -> String {
        JSONWriter.pretty.string(for: value) + "\n"
    }
}
