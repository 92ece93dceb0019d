import Coax
import Foundation
import Testing

/// Generated models compiled with `swiftc` and run: each decodes every input document with the
/// real `JSONDecoder` under the strategies it writes down (`makeDecoder()`), on generated corpora
/// with maps, counts, tags, nulls, missing keys and dates, and on sample data.
@Suite struct JSONDecoderModelTests {
    /// A model to compile: its type, source, the file it reads and how (`whole`: one value,
    /// `array`: an array of values, `lines`: one value per line).
    struct Case {
        let type: String
        let source: String
        let file: String
        let reading: String
        let count: Int
    }

    private static func modelOfDocument(
        _ json: String, type: String, path: JSONPath = .root, scratch: ScratchFiles, count: Int
    ) throws -> Case {
        let document = try JSONDocument(parsing: json)
        let node = try path.resolve(in: document.root)
        let source = try ModelGenerator(typeName: type).generate(for: node, at: path)
        let file = try scratch.write(JSONWriter.compact.string(for: node), named: type + ".json")
        return Case(
            type: type, source: source, file: file, reading: node.kind == .array ? "array" : "whole", count: count)
    }

    @Test func everyGeneratedModelDecodesEveryInputWithJSONDecoder() throws {
        let scratch = try ScratchFiles()
        var cases = [
            try Self.modelOfDocument(RealPayloadCorpora.catalogue(), type: "Catalogue", scratch: scratch, count: 1),
            try Self.modelOfDocument(RealPayloadCorpora.users(), type: "User", scratch: scratch, count: 24),
            try Self.modelOfDocument(
                RealPayloadCorpora.statuses(withTag: true), type: "Search", scratch: scratch, count: 1),
            try Self.modelOfDocument(
                RealPayloadCorpora.statuses(withTag: false), type: "PlainSearch", scratch: scratch, count: 1),
        ]
        // Members whose kind drifts (a number or a string, a Bool or 0/1, an object or an array).
        let typeDrift = try String(
            contentsOfFile: PackageRoot.url.path + "/SampleData/type-drift.json", encoding: .utf8)
        cases.append(
            try Self.modelOfDocument(
                typeDrift, type: "Product", path: try JSONPath(parsing: "$.products"), scratch: scratch, count: 10))
        let orders = try scratch.write(RealPayloadCorpora.kindDrift(), named: "orders.jsonl")
        for (file, type, count) in [
            (PackageRoot.url.path + "/SampleData/payment-events.jsonl", "PaymentEvent", 14),
            (PackageRoot.url.path + "/SampleData/github-events.jsonl", "GitHubEvent", 24),
            (orders, "Order", 40),
        ] {
            let collection = try JSONCollection.load(path: file)
            let source = try ModelGenerator(typeName: type).generate(for: collection, at: .root)
            cases.append(Case(type: type, source: source, file: file, reading: "lines", count: count))
        }
        var main = ["import Foundation", "var failures = 0"]
        for (position, model) in cases.enumerated() {
            try scratch.write(model.source, named: "program/Model\(position).swift")
            main.append(
                """
                do {
                    let data = try Data(contentsOf: URL(fileURLWithPath: \(SwiftLiteral.string(model.file))))
                    let decoder = \(model.type).makeDecoder()
                    var count = 0
                    switch "\(model.reading)" {
                    case "array": count = try decoder.decode([\(model.type)].self, from: data).count
                    case "lines":
                        for line in data.split(separator: UInt8(ascii: "\\n")) where !line.isEmpty {
                            _ = try decoder.decode(\(model.type).self, from: Data(line))
                            count += 1
                        }
                    default:
                        _ = try decoder.decode(\(model.type).self, from: data)
                        count = 1
                    }
                    print("\(model.type) \\(count)")
                } catch {
                    print("\(model.type) failed: \\(error)")
                }
                """)
        }
        try scratch.write(main.joined(separator: "\n") + "\n", named: "program/main.swift")
        let sources =
            (0..<cases.count).map { scratch.path + "/program/Model\($0).swift" } + [
                scratch.path + "/program/main.swift"
            ]
        let binary = scratch.path + "/decode"
        let compiled = try Self.run("swiftc", ["-o", binary] + sources)
        #expect(compiled.status == 0, "\(compiled.output)")
        guard compiled.status == 0 else { return }
        let ran = try Self.run(binary, [])
        let expected = cases.map { "\($0.type) \($0.count)" }
        #expect(ran.output.split(separator: "\n").map(String.init) == expected, "\(ran.output)")
    }

    @Test func mapsDatesIdsLinksAndEnumsGetTheirSwiftTypes() throws {
        let catalogue = try ModelGenerator(typeName: "Catalogue").generate(
            for: try JSONDocument(parsing: RealPayloadCorpora.catalogue()).root, at: .root)
        #expect(catalogue.contains("let areaNames: [String: String]"))
        #expect(catalogue.contains("let events: [String: Event]"))
        #expect(catalogue.contains("let prices: [String: Int]"))
        #expect(catalogue.components(separatedBy: "struct ").count - 1 == 2, "\(catalogue)")
        let users = try ModelGenerator(typeName: "User").generate(
            for: try JSONDocument(parsing: RealPayloadCorpora.users()).root, at: .root)
        #expect(users.contains("let id: UUID"))
        #expect(users.contains("let createdAt: Date"))
        #expect(users.contains("let tweeted: Date"))
        #expect(users.contains("let modified: Date"))
        #expect(users.contains("let seenMs: Date"))
        #expect(users.contains("let profile: URL"))
        #expect(users.contains("let status: Status"))
        #expect(users.contains("enum Status: Decodable, Hashable {"))
        #expect(users.contains("case other(String)"))
        #expect(users.contains("let nickname: String?"))
        #expect(users.contains("decoder.dateDecodingStrategy = .custom"))
        let search = try ModelGenerator(typeName: "Search").generate(
            for: try JSONDocument(parsing: RealPayloadCorpora.statuses(withTag: false)).root, at: .root)
        #expect(!search.contains("value58"))
        #expect(search.contains("let retweetCount: Int"))
    }

    @Test func membersWhoseKindDriftsGetAnEnumWithACasePerKind() throws {
        let scratch = try ScratchFiles()
        let orders = try JSONCollection.load(
            path: try scratch.write(RealPayloadCorpora.kindDrift(), named: "orders.jsonl"))
        let source = try ModelGenerator(typeName: "Order").generate(for: orders, at: .root)
        // The orders are a union by `kind`: each variant's members are typed from its own objects.
        #expect(source.contains("enum Order: Decodable {\n    case sale(Sale)\n    case refund(Refund)"), "\(source)")
        #expect(source.contains("let id: IdValue"))
        #expect(
            source.contains("enum IdValue: Decodable {\n            case string(String)\n            case number(Int)"))
        #expect(
            source.contains("enum PaidValue: Decodable {\n            case bool(Bool)\n            case number(Int)"))
        #expect(source.contains("case number(Decimal)"))
        #expect(source.contains("case object(Shipping)"))
        #expect(source.contains("case array([ShippingItem])"))
        #expect(source.contains("let lines: [String: Line]"))
        #expect(source.contains("let retweets: Int"))
        #expect(source.contains("let note: String?"))
        #expect(source.contains("null ×13"))
        #expect(source.contains("missing ×13"))
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/env")
        process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

/// Swift string literals for paths written into generated test programs.
enum SwiftLiteral {
    static func string(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
