import Coax
import Foundation
import Testing

/// Models generated over every document of a collection, where the documents are a tagged union:
/// the committed models (`Generated/GitHubEventModel.swift`, `Generated/PaymentEventModel.swift`)
/// compile with the tests and decode every sample document into the case its discriminator names.
@Suite struct UnionModelTests {
    static let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Generated")

    static func collection(_ name: String) throws -> JSONCollection {
        let text = String(decoding: try SampleDataFile.bytes(name), as: UTF8.self)
        return JSONCollection(parsing: text, format: .jsonLines, name: name)
    }

    static func model(_ name: String, type: String) throws -> String {
        try ModelGenerator(typeName: type, sourceName: name).generate(for: collection(name), at: .root)
    }

    @Test(arguments: [
        ("github-events.jsonl", "GitHubEvent", "GitHubEventModel.swift"),
        ("payment-events.jsonl", "PaymentEvent", "PaymentEventModel.swift"),
    ])
    func theCommittedModelIsWhatTheGeneratorWrites(sample: String, type: String, file: String) throws {
        let committed = try String(contentsOf: Self.generated.appendingPathComponent(file), encoding: .utf8)
        #expect(
            try Self.model(sample, type: type) == committed,
            "regenerate with: cd SampleData && coax model \(sample) '$' --name \(type)")
    }

    @Test func aUnionBecomesAnEnumWithACasePerVariantDecodedByTheDiscriminator() throws {
        let source = try Self.model("github-events.jsonl", type: "GitHubEvent")
        #expect(source.contains("enum GitHubEvent: Decodable {"))
        #expect(source.contains("    case pushEvent(PushEvent)\n    case issuesEvent(IssuesEvent)\n"))
        #expect(source.contains(#"case "WatchEvent": self = .watchEvent(try WatchEvent(from: decoder))"#))
        #expect(source.contains("case let other: self = .other(other)"))
        // The variant's own members are not optional: they are in every object of the variant.
        #expect(source.contains("        struct Payload: Decodable {\n            let action: String\n        }"))
        // Only a member that really drifts within a variant gets a drift comment.
        #expect(source.components(separatedBy: "Drift (kinds differ").count == 2)
    }

    @Test func everyGitHubEventDecodesIntoItsCaseWithTheLenientDecoder() throws {
        let collection = try Self.collection("github-events.jsonl")
        var cases: [String] = []
        var sizes: [Int] = []
        try collection.forEachDocument { _, document in
            let event = try LenientDecoder().decode(GitHubEvent.self, from: document)
            let type = document.root["type"]?.string
            switch event {
            case .pushEvent(let push):
                #expect(type == "PushEvent")
                #expect(push.type == "PushEvent")
                switch push.payload.size {
                case .string(let text): sizes.append(Int(text) ?? -1)
                case .number(let size): Issue.record("the lenient decoder reads \(size) as text first")
                }
                cases.append("push")
            case .issuesEvent(let issue):
                #expect(issue.payload.issue.number > 0)
                cases.append("issues")
            case .watchEvent(let watch):
                #expect(watch.payload.action == "started")
                cases.append("watch")
            case .other(let other):
                Issue.record("unexpected variant \(other)")
            }
        }
        #expect(cases.count == collection.count)
        #expect(cases.count(where: { $0 == "push" }) == 11)
        #expect(cases.count(where: { $0 == "issues" }) == 8)
        #expect(cases.count(where: { $0 == "watch" }) == 5)
        // `size` is sometimes text ("3"): its enum tries the string case first, which the lenient
        // decoder reads from numbers too, as written (plain JSONDecoder takes the number case).
        #expect(sizes.count == 11 && sizes.allSatisfy { $0 >= 0 })
    }

    @Test func everyPaymentEventDecodesWithTheLenientDecoderAndWithJSONDecoder() throws {
        // Nothing drifts within a variant, so the model uses strict types only and Foundation's
        // decoder reads every document too (Unix seconds as dates).
        let collection = try Self.collection("payment-events.jsonl")
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .secondsSince1970
        var amounts: [Int] = []
        try collection.forEachDocument { _, document in
            let lenient = try LenientDecoder().decode(PaymentEvent.self, from: document)
            let strict = try foundation.decode(
                PaymentEvent.self, from: Data(JSONWriter.compact.bytes(for: document.root)))
            switch (lenient, strict) {
            case (.chargeSucceeded(let charge), .chargeSucceeded(let same)):
                #expect(charge.data.object.amount == same.data.object.amount)
                #expect(charge.created == same.created)
                amounts.append(charge.data.object.amount)
            case (.customerCreated(let customer), .customerCreated(let same)):
                #expect(customer.data.object.email == same.data.object.email)
            case (.invoicePaid(let invoice), .invoicePaid(let same)):
                #expect(invoice.data.object.lines.data.count == same.data.object.lines.data.count)
                #expect(!invoice.data.object.lines.data.isEmpty)
            default:
                Issue.record("the decoders disagree or the variant is unknown: \(lenient) \(strict)")
            }
        }
        #expect(amounts.count == 6)
    }

    @Test func aDiscriminatorValueNoSampleHadIsKeptAsOther() throws {
        let event = try LenientDecoder().decode(
            GitHubEvent.self, fromText: #"{"type": "ForkEvent", "id": "1", "payload": {}}"#)
        guard case .other(let type) = event else {
            Issue.record("expected .other, got \(event)")
            return
        }
        #expect(type == "ForkEvent")
        let strict = try JSONDecoder().decode(PaymentEvent.self, from: Data(#"{"type": "payout.paid"}"#.utf8))
        guard case .other("payout.paid") = strict else {
            Issue.record("expected .other(\"payout.paid\"), got \(strict)")
            return
        }
    }

    @Test func withoutVariantsTheModelIsOneStructWithOptionalMembers() throws {
        let source = try ModelGenerator(typeName: "Event", options: DriftOptions(findsVariants: false))
            .generate(for: Self.collection("github-events.jsonl"), at: .root)
        #expect(!source.contains("enum Event"))
        #expect(source.contains("struct Event: Decodable {"))
        #expect(source.contains("let issue: Issue?"))
    }

    @Test func aDiscriminatorNamedWithByMakesTheEnumFromSmallIntegersToo() throws {
        let lines = """
            {"kind": 1, "url": "a", "width": 3}
            {"kind": 2, "body": "b"}
            {"kind": 1, "url": "c", "width": 4}
            {"kind": 2, "body": "d"}
            """
        var options = DriftOptions(findsVariants: false)
        options.discriminators = [DriftDiscriminator(key: "kind")]
        let source = try ModelGenerator(typeName: "Item", options: options)
            .generate(for: JSONCollection(parsing: lines, format: .jsonLines, name: "items.jsonl"), at: .root)
        #expect(source.contains("switch try container.decode(Int.self, forKey: .kind) {"))
        #expect(source.contains("case 1: self = .value1(try Value1(from: decoder))"))
    }
}
