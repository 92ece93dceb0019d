import Foundation
import Testing

/// `coax decode`, run as the built binary on the sample data with the models a team would write.
@Suite struct DecodeCommandTests {
    static let events = CoaxRun.sample("github-events.jsonl")
    static let shop = CoaxRun.sample("shop-api.har")

    static let eventModels = """
        import Foundation

        struct Event: Decodable {
            let id: String
            let type: EventType
            let actor: Actor
            let org: Actor
            let isPublic: Bool
            let createdAt: Date

            enum CodingKeys: String, CodingKey {
                case id, type, actor, org
                case isPublic = "public"
                case createdAt = "created_at"
            }
        }

        enum EventType: String, Decodable {
            case push = "PushEvent"
            case issues = "IssuesEvent"
        }

        struct Actor: Decodable {
            let id: Int
            let login: String
            let avatarURL: URL

            enum CodingKeys: String, CodingKey {
                case id, login
                case avatarURL = "avatar_url"
            }
        }
        """

    static let shopModels = """
        import Foundation

        struct Product: Codable {
            let id: Int
            let sku: String
            let price: Double
            let tags: [String]
        }

        struct ProductPage: Decodable { let items: [Product] }

        struct User: Decodable {
            let id: UUID
            let newsletter: Bool
        }

        struct Order: Decodable {
            let id: String
            let status: Status
            let total: Double
            let paidAt: Date?

            enum Status: String, Decodable { case pending, paid }
            enum CodingKeys: String, CodingKey {
                case id, status, total
                case paidAt = "paid_at"
            }
        }
        """

    static let shopRoutes = [
        "--route", "GET /api/products/{id}=Product", "--route", "GET /api/products=ProductPage",
        "--route", "GET /api/users/{id}=User", "--route", "GET /api/orders/{id}=Order",
        "--route", "POST /api/orders=Order", "--dates", "secondsSince1970",
    ]

    @Test func theEventsReportNamesEachBrokenFieldAndTheChangesDecodeEveryEvent() throws {
        let directory = try TemporaryDirectory()
        let models = try directory.write(Self.eventModels, named: "Events.swift")
        let run = try CoaxRun(["decode", "--model", models, "--type", "Event", "--dates", "iso8601", Self.events])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "5 of 24 documents decode as Event; 19 fail.")
        #expect(lines.contains("$.org  keyNotFound 'org': 14 documents, in \(Self.events)"))
        #expect(lines.contains("  change          Event.org: `let org: Actor` → `let org: Actor?`"))
        #expect(lines.contains("  example         #3 $.type: \"WatchEvent\""))
        #expect(lines.contains("  change          EventType: add `case watch = \"WatchEvent\"`"))
        #expect(
            lines.contains(
                "  JSONDecoder     DecodingError.dataCorrupted: Data was corrupted. Path: type. Debug description: "
                    + "Cannot initialize EventType from invalid String value WatchEvent"))
        #expect(lines.contains { $0.hasPrefix("Changes to the model (checked: with all of them, every one of the 24") })

        // The changes, made by hand in the source as a person would, decode every event.
        let fixed = Self.eventModels
            .replacingOccurrences(of: "let org: Actor\n", with: "let org: Actor?\n")
            .replacingOccurrences(
                of: "case issues = \"IssuesEvent\"",
                with: "case issues = \"IssuesEvent\"\n    case watch = \"WatchEvent\"")
        let fixedModels = try directory.write(fixed, named: "Fixed.swift")
        let again = try CoaxRun([
            "decode", "--model", fixedModels, "--type", "Event", "--dates", "iso8601", Self.events,
        ])
        #expect(again.status == 0)
        #expect(again.output == "24 of 24 documents decode as Event.\n")
    }

    @Test func routesCheckEachEndpointsResponsesAndTheSuggestedChangesDecodeWithTheRealDecoder() throws {
        let directory = try TemporaryDirectory()
        let models = try directory.write(Self.shopModels, named: "Shop.swift")
        let run = try CoaxRun(["decode", "--model", models] + Self.shopRoutes + [Self.shop])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "6 of 11 documents decode on 5 routes; 5 fail, 7 not covered by a route or --status.")
        #expect(lines.contains("GET /api/products=ProductPage"))
        #expect(lines.contains("  example         #2 $.items[1].price: \"9.90\""))
        #expect(
            lines.contains("  change          Product.price: `let price: Double` → `let price: NumberOrText<Double>`"))
        #expect(
            lines.contains("  change          User.newsletter: `let newsletter: Bool` → `let newsletter: BoolOrNumber`")
        )
        #expect(!run.output.contains("LenientDecoder`"))

        // The changes made as the report words them, the declarations it prints added, and the
        // real JSONDecoder decodes every response.
        let changesStart = try #require(lines.firstIndex { $0.hasPrefix("Changes to the model (checked:") })
        let declarationsStart = try #require(lines.firstIndex { $0.hasPrefix("Add to the models") })
        var fixed = Self.shopModels
        for line in lines[(changesStart + 1)..<declarationsStart] where !line.isEmpty {
            let parts = line.components(separatedBy: "`")
            try #require(parts.count == 5 && parts[2] == " → ", "a change of a declaration: \(line)")
            try #require(fixed.components(separatedBy: parts[1]).count == 2, "`\(parts[1])` is written once")
            fixed = fixed.replacingOccurrences(of: parts[1], with: parts[3])
        }
        let declarations = lines[(declarationsStart + 1)...].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
        let fixedModels = try directory.write(fixed, named: "ShopFixed.swift")
        let added = try directory.write(declarations.joined(separator: "\n"), named: "Added.swift")
        let exact = try CoaxRun(
            ["decode", "--model", fixedModels, "--model", added, "--exact"] + Self.shopRoutes + [Self.shop],
            timeLimit: 600)
        #expect(exact.status == 0, "\(exact.output)\(exact.error)")
        #expect(exact.output.hasPrefix("11 of 11 documents decode on 5 routes;"))
    }

    @Test func jsonLinesCarryRouteTypeErrorAndTheLenientVerdict() throws {
        let directory = try TemporaryDirectory()
        let models = try directory.write(Self.shopModels, named: "Shop.swift")
        let run = try CoaxRun(
            ["decode", "--model", models, "--format", "json", "--route", "GET /api/users/{id}=User", Self.shop])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2)
        let second = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(second["document"] as? Int == 8)
        #expect(second["route"] as? String == "GET /api/users/{id}")
        #expect(second["type"] as? String == "User")
        #expect(second["ok"] as? Bool == false)
        let error = try #require(second["error"] as? [String: Any])
        #expect(error["kind"] as? String == "typeMismatch")
        #expect(error["codingPath"] as? [String] == ["newsletter"])
        #expect(error["expected"] as? String == "Bool")
        #expect(error["path"] as? String == "$['newsletter']")
        #expect((second["lenient"] as? [String: Any])?["ok"] as? Bool == true)
    }

    @Test func atDecodesTheValueAtAPathAndNotSimulatedGetsNoVerdict() throws {
        let directory = try TemporaryDirectory()
        let models = try directory.write(
            """
            struct Note: Decodable { let text: String }
            struct Money: Decodable {
                let cents: Int
                init(from decoder: any Decoder) throws { cents = 0 }
            }
            """, named: "Models.swift")
        let input = #"{"data": [{"text": 3}]}"# + "\n" + #"{"data": [{"text": "ok"}]}"# + "\n"
        let run = try CoaxRun(
            ["decode", "--model", models, "--type", "[Note]", "--at", "$.data", "--format", "json", "-"], input: input)
        #expect(run.status == 1)
        let first = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.split(separator: "\n")[0].utf8)) as? [String: Any])
        let error = try #require(first["error"] as? [String: Any])
        #expect(error["codingPath"] as? [AnyHashable] == [0, "text"])
        #expect(error["path"] as? String == "$['data'][0]['text']")
        let money = try CoaxRun(["decode", "--model", models, "--type", "Money", "--format", "json", "-"], input: "{}")
        #expect(
            money.output == #"{"document":1,"source":"<stdin>","ok":null,"notSimulated":"Money.init(from:)"}"# + "\n")
    }

    @Test func exitStatusesAndModelDiagnostics() throws {
        let directory = try TemporaryDirectory()
        let models = try directory.write(Self.shopModels, named: "Shop.swift")
        #expect(try CoaxRun(["decode", "--model", models, "--type", "[Int]", "-"], input: "[1, 2]").status == 0)
        #expect(try CoaxRun(["decode", "--model", models, "--type", "[Int]", "-"], input: "[1, \"2\"]").status == 1)
        #expect(try CoaxRun(["decode", "--model", models, "--type", "[Int]", "/nonexistent/coax.json"]).status == 2)
        let unknown = try CoaxRun(["decode", "--model", models, "--type", "Prodct", "-"], input: "{}")
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("'Prodct'"))
        let broken = try directory.write(
            "struct A: Decodable {\n    let x: Int\n    let y: = 3\n}\n", named: "Broken.swift")
        let diagnostic = try CoaxRun(["decode", "--model", broken, "--type", "A", "-"], input: "{}")
        #expect(diagnostic.status == 64)
        let errorLines = diagnostic.error.split(separator: "\n").map(String.init)
        #expect(errorLines.first?.hasPrefix("\(broken):3:12: error: ") == true)
        #expect(errorLines.dropFirst().first == "    let y: = 3")
        #expect(errorLines.dropFirst(2).first == "           ^")
        #expect(try CoaxRun(["decode", "--type", "A", "-"], input: "{}").status == 64)
        #expect(
            try CoaxRun(["decode", "--model", models, "--type", "User", "--dates", "x", "-"], input: "{}").status == 64)
    }

    @Test func exactDecodesWithTheRealJSONDecoderInTheSameFormatsAndGivesCompilerDiagnostics() throws {
        let directory = try TemporaryDirectory()
        let models = try directory.write(
            """
            struct Note: Decodable { let text: String }
            struct Money: Decodable {
                let cents: Int
                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    cents = try container.decode(Int.self) * 100
                }
            }
            """, named: "Models.swift")
        let input = #"{"data": [{"text": 3}]}"# + "\n" + #"{"data": [{"text": "ok"}]}"# + "\n"
        let arguments = ["decode", "--model", models, "--type", "[Note]", "--at", "$.data", "--format", "json", "-"]
        let simulated = try CoaxRun(arguments, input: input)
        let exact = try CoaxRun(arguments + ["--exact"], input: input)
        #expect(exact.status == 1)
        #expect(exact.error.isEmpty)
        // The real JSONDecoder agrees with the simulation line for line, message included.
        #expect(exact.output == simulated.output)
        let lines = exact.output.split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let error = try #require(first["error"] as? [String: Any])
        #expect(error["codingPath"] as? [AnyHashable] == [0, "text"])
        #expect(error["path"] as? String == "$['data'][0]['text']")
        #expect(error["debugDescription"] as? String == "Expected to decode String but found number instead.")
        // A hand-written init(from:) gets a verdict from its own code.
        let money = try CoaxRun(
            ["decode", "--model", models, "--type", "Money", "--exact", "--format", "json", "-"], input: "3\n\"x\"\n")
        #expect(money.status == 1)
        let moneyLines = money.output.split(separator: "\n")
        #expect(moneyLines.first == #"{"document":1,"source":"<stdin>:1","ok":true}"#)
        #expect(moneyLines.dropFirst().first?.contains(#""kind":"typeMismatch""#) == true)
        let text = try CoaxRun(
            ["decode", "--model", models, "--type", "[Note]", "--at", "$.data", "--exact", "-"], input: input)
        #expect(text.status == 1)
        #expect(text.output.hasPrefix("1 of 2 documents decode"))
        #expect(text.output.contains("Expected to decode String but found number instead."))
        // A model that parses but does not compile: the compiler's diagnostics, exit 64.
        let wrong = try directory.write("struct Bad: Decodable { let x: Missing }\n", named: "Wrong.swift")
        let diagnostics = try CoaxRun(["decode", "--model", wrong, "--type", "[Bad]", "--exact", "-"], input: "[]")
        #expect(diagnostics.status == 64)
        #expect(diagnostics.error.contains("error: cannot find type 'Missing' in scope"))
        #expect(
            try CoaxRun(["decode", "--model", models, "--type", "Note", "--exact", "--lenient", "-"], input: "{}")
                .status
                == 64)
    }
}
