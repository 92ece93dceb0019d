import Foundation
import Testing

@testable import Coax

/// The JSONPath Compliance Test Suite (`../shared/conformance/jsonpath-compliance-test-suite/cts.json`),
/// read with Coax's own parser so that every number literal arrives exactly as written.
enum ComplianceTestSuite {
    /// One case of the suite: its position in the `tests` array and its name.
    struct Case: Sendable, CustomTestStringConvertible {
        let number: Int
        let name: String
        var testDescription: String { "\(number): \(name)" }
    }

    static let location: URL? = {
        let file = PackageRoot.url.deletingLastPathComponent()
            .appendingPathComponent("shared/conformance/jsonpath-compliance-test-suite/cts.json")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }()

    static let document: JSONDocument? = {
        guard let location, let bytes = try? [UInt8](Data(contentsOf: location)) else { return nil }
        return try? JSONDocument(parsing: bytes)
    }()

    static var tests: [JSONNode] {
        Array(document?.root["tests"]?.elements ?? .init())
    }

    static let cases: [Case] = tests.enumerated().map { number, test in
        Case(number: number, name: test["name"]?.string ?? "(unnamed)")
    }

    /// Whether two values are the same JSON: numbers by exact value, objects regardless of order.
    static func sameJSON(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.kind, b.kind) {
        case (.number, .number):
            guard let x = a.numberLiteral, let y = b.numberLiteral else { return false }
            return ExactDecimal.compare(Array(x.utf8), Array(y.utf8)) == 0
        case (.string, .string): return a.string == b.string
        case (.bool, .bool): return a.bool == b.bool
        case (.null, .null): return true
        case (.array, .array):
            let xs = Array(a.elements ?? .init())
            let ys = Array(b.elements ?? .init())
            return xs.count == ys.count && zip(xs, ys).allSatisfy(sameJSON)
        case (.object, .object):
            guard let xs = a.members.map(Array.init), let ys = b.members.map(Array.init), xs.count == ys.count
            else { return false }
            return xs.allSatisfy { member in
                ys.contains { $0.key == member.key && sameJSON($0.value, member.value) }
            }
        default: return false
        }
    }
}
