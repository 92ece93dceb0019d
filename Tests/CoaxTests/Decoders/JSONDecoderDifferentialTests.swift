import Foundation
import Testing

@testable import Coax

/// The `JSONDecoder` column against the real `JSONDecoder`: every cell (value or error case and
/// message) of every value in SampleData, every scalar in JSONTestSuite's `y_` files, and the
/// edge literals, each decoded by Foundation from the value's whole JSON text.
@Suite struct JSONDecoderDifferentialTests {
    /// The exact source text of a value (a container from its opening to its closing bracket).
    static func sourceText(of node: JSONNode) -> Data {
        let document = node.document
        let entry = document.tape[node.index]
        let end: Int
        switch node.kind {
        case .array, .object: end = document.tape[Int(entry.payload)].offset + 1
        case .string: end = entry.offset + document.rawStringRange(at: node.index).length + 2
        case .number: end = entry.offset + node.numberLength
        case .bool: end = entry.offset + (node.bool == true ? 4 : 5)
        case .null: end = entry.offset + 4
        }
        return Data(document.source.slice(entry.offset, end - entry.offset))
    }

    /// Every value of a document, containers included, in document order.
    static func allNodes(_ document: JSONDocument) -> [JSONNode] {
        var nodes: [JSONNode] = []
        var index = 0
        while index < document.tape.count {
            let node = JSONNode(document: document, index: index)
            switch document.tape[index].kind {
            case .key, .arrayClose, .objectClose: break
            default: nodes.append(node)
            }
            index += 1
        }
        return nodes
    }

    /// Compares every cell of `node`'s comparison; returns the number of cells compared.
    static func compare(_ node: JSONNode, label: String, byteLimit: Int? = nil) -> Int {
        let comparison = DecoderComparison(node, byteLimit: byteLimit)
        let json = sourceText(of: node)
        var compared = 0
        for row in comparison.rows {
            RealJSONDecoder.check(row.jsonDecoder, row.target, json: json, label: label)
            compared += 1
        }
        return compared
    }

    static let sampleFiles: [String] = {
        let folder = PackageRoot.file("SampleData")
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test(arguments: sampleFiles)
    func everyValueInSampleData(_ name: String) throws {
        let document = try JSONDocument.load(path: PackageRoot.file("SampleData/" + name).path)
        var compared = 0
        for node in Self.allNodes(document) {
            compared += Self.compare(node, label: "\(name) \(node.byteOffset)")
        }
        #expect(compared >= 15)
        print("JSONDecoder differential: \(name): \(compared) cells compared")
    }

    static let suiteFiles: [URL] = {
        guard let folder = PackageRoot.jsonTestSuite,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasPrefix("y_") && $0.hasSuffix(".json") }.sorted().map {
            folder.appendingPathComponent($0)
        }
    }()

    @Test func everyScalarInJSONTestSuite() throws {
        var compared = 0
        var scalars = 0
        for file in Self.suiteFiles {
            let bytes = try [UInt8](Data(contentsOf: file))
            // Every y_ file is valid JSON: one Coax cannot read fails here rather than being skipped.
            let document = try JSONDocument(parsing: bytes)
            for node in Self.allNodes(document) where !node.isContainer {
                scalars += 1
                compared += Self.compare(node, label: file.lastPathComponent)
            }
        }
        #expect(scalars > 100)
        print("JSONDecoder differential: JSONTestSuite y_: \(scalars) scalars, \(compared) cells compared")
    }

    /// CI has the suite beside the package: its absence fails here instead of passing silently.
    @Test func jsonTestSuiteIsPresent() throws {
        try #require(
            PackageRoot.jsonTestSuite != nil,
            "JSONTestSuite not found at ../shared/conformance/JSONTestSuite/test_parsing")
        #expect(Self.suiteFiles.count > 90)
    }

    /// The edge literals: integer limits, signed zero, exponents, overflow and underflow, text
    /// that looks like other types, long decimals, and dates in every strategy's format.
    static let edgeLiterals: [String] = [
        "9007199254740991", "9007199254740992", "9007199254740993", "-9007199254740993",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "-1",
        "-0.0", "-0", "0", "0.0", "1.0", "1e2", "1E2", "1e+2", "1.5e1", "1E400", "-1E400", "1e-400", "4.9e-324",
        "2.2250738585072014e-308", "1.7976931348623157e308", "3.4028235e38", "3.4028236e38", "1e39", "1.5",
        "505874924095815681", "12.90", "0.1", "1415162234", "1415162234250", "1415162234.25", "-1.5",
        "123456789012345678901234567890", "3.14159265358979323846264338327950288419716939937510",
        "0.1000000000000000055511151231257827021181583404541015625", "1.00000000000000000000000000000000000000001",
        "12345678901234567890123456789012345678.9", "1e38", "1e128", "1e-128", "1e-130",
        "true", "false", "null", "[]", "{}", "[1, \"2\", null]",
        #"{"exponent": 0, "mantissa": [5, 0, 0, 0, 0, 0, 0, 0], "length": 1, "isNegative": false, "isCompact": true}"#,
        #""1""#, #""true""#, #""12.90""#, #""""#, #"" ""#, #""0x1F""#, #""NaN""#, #""Infinity""#,
        #""2013-01-10T07:58:30Z""#, #""2013-01-10T07:58:30.123Z""#, #""2013-01-10T07:58:30.123456Z""#,
        #""2013-01-10T07:58:30+02:00""#, #""2013-01-10T07:58:30-0530""#, #""2013-01-10T07:58:30.5+01:00""#,
        #""2013-01-10T07:58:30""#, #""2013-01-10""#, #""2013-01-10 07:58:30Z""#, #""2013-01-10T07:58:30z""#,
        #""2013-01-10T07:58:30Zjunk""#, #""2013-02-30T07:58:30Z""#, #""2013-01-10T24:00:00Z""#,
        #""Sun, 31 Aug 2014 00:29:15 GMT""#, #""Sun, 31 Aug 2014 00:29:15 +0000""#, #""Sun, 31 Aug 2014 00:29:15 PST""#,
        #""Sun Aug 31 00:29:15 +0000 2014""#, #""Sun Aug 31 00:29:15 -0800 2014""#, #""Sun Aug 31 00:29:15 +0000 14""#,
        #""http://example.com/a b?q=1#f""#, #""hello world""#, #""a b:c""#, #""http://x.com:abc/""#, #""mailto:a@b.c""#,
        #""http://é.com/""#, #""//x.com""#, #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#,
        #""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#, #""E621E1F8C36C495A93FC0C247A3E6E5F""#,
        #""\uD800""#, #""a\uDC00b""#, #""\uD83D\uDE00""#, #""\u0000""#, #""tab\there""#, #""caf\u00e9""#,
    ]

    @Test(arguments: edgeLiterals)
    func edgeLiteral(_ literal: String) throws {
        let document = try JSONDocument(parsing: literal)
        #expect(Self.compare(document.root, label: literal) == DecodingTarget.allCases.count)
    }

    @Test func edgeLiteralsInsideDocuments() throws {
        // The same literals as members of an object: the node's own text, not the document's, is decoded.
        let text =
            "{" + Self.edgeLiterals.enumerated().map { "\"k\($0.offset)\": \($0.element)" }.joined(separator: ", ")
            + "}"
        let document = try JSONDocument(parsing: text)
        var compared = 0
        for (_, node) in try #require(document.root.members) {
            compared += Self.compare(node, label: "member \(node)")
        }
        #expect(compared == Self.edgeLiterals.count * DecodingTarget.allCases.count)
    }
}
