import ArgumentParser
import Coax
import CoaxSwiftModels
import Foundation

/// `coax decode --model FILE… --type TYPE INPUT…`: which documents the user's own `Decodable`
/// models fail to decode with `JSONDecoder`, where, why, and the change to the model that decodes
/// them all.
struct DecodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Check documents against your own Decodable models, as JSONDecoder decodes them.",
        usage: "coax decode --model <file>… (--type <type> | --route <route>…) [options] <file>…",
        discussion: """
            Reads the models from Swift source with swift-syntax (structs, classes and raw-valued \
            enums conforming to Decodable, their CodingKeys, nested and generic types, typealiases) \
            and decodes each document as Swift 6.3's JSONDecoder would with the synthesized \
            conformances: the first error, with its case, codingPath, key, expected type and debug \
            description. A hand-written init(from:), a property wrapper or an enum with associated \
            values gets no verdict ("ok": null). The text report groups failures by route, place \
            and error, with an example, JSONDecoder's message, what LenientDecoder gives, and the \
            changes to the model that decode every document seen, checked by decoding them again. \
            --format json prints one line per document. HTTP archives: --route 'GET /v1/products/{id}=Product' \
            (repeatable) checks each route's 2xx response bodies (--status, --requests). Exit \
            status: 0 when every document decodes, 1 when one fails (or a record is bad), 2 when an \
            input cannot be read, 64 for bad arguments or models.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(
        name: .customLong("model"),
        help: ArgumentHelp("A Swift file or a directory of them with the models (repeatable).", valueName: "file"))
    var models: [String] = []

    @Option(
        help: ArgumentHelp(
            "The type to decode: Product, Page<Product>, [Product], [String: Product].", valueName: "type"))
    var type: String?

    @Option(
        help: ArgumentHelp(
            "Decode the value at this path of each document (codingPaths start there).", valueName: "path"))
    var at: String?

    @Option(help: ArgumentHelp("Key strategy: useDefaultKeys or convertFromSnakeCase.", valueName: "strategy"))
    var keys: DecodeStrategies.Keys = .useDefaultKeys

    @Option(
        help: ArgumentHelp(
            "Date strategy: deferredToDate, iso8601, secondsSince1970, millisecondsSince1970, formatted:FORMAT.",
            valueName: "strategy"))
    var dates: String = "deferredToDate"

    @Option(help: ArgumentHelp("Data strategy: base64 or deferredToData.", valueName: "strategy"))
    var data: DecodeStrategies.DataEncoding = .base64

    @Flag(help: "Give LenientDecoder's verdicts instead of JSONDecoder's.")
    var lenient = false

    @Flag(help: "Decode with the real JSONDecoder, compiling the models with swiftc.")
    var exact = false

    @Option(
        name: .customLong("exact-timeout"),
        help: ArgumentHelp(
            "With --exact, the seconds one document may take before it is given up (no verdict).",
            valueName: "seconds"))
    var exactTimeout: Int = 120

    @Option(
        name: .customLong("route"),
        help: ArgumentHelp(
            "An HTTP archive route and its type: 'GET /v1/products/{id}=Product' (repeatable).", valueName: "route"))
    var routes: [String] = []

    @Option(
        help: ArgumentHelp(
            "HTTP archive statuses checked: 2xx (default), all, or a list such as 200,404,5xx.", valueName: "list"))
    var status: String = "2xx"

    @Flag(help: "Check request bodies of HTTP archives too.")
    var requests = false

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var input: InputFormatOption

    @Argument(
        help: ArgumentHelp(
            "The inputs: files, JSON Lines, HTTP archives, directories; - for standard input.", valueName: "file"))
    var files: [String] = ["-"]

    /// A type a document is checked against: one for --type, one per route.
    private struct Target {
        /// Its place among the targets.
        var number: Int
        var route: DecodeRoute?
        var checker: DeclaredModelChecker
        var text: String
    }

    func run() throws {
        if exact && lenient { throw usage("give --exact or --lenient, not both") }
        guard exactTimeout > 0 else { throw usage("--exact-timeout takes a number of seconds above 0") }
        guard !models.isEmpty else { throw usage("give the models with --model FILE") }
        guard (type == nil) != routes.isEmpty else {
            throw usage(
                type == nil
                    ? "give the type with --type TYPE or routes with --route" : "give --type or --route, not both")
        }
        let strategies = DecodeStrategies(keys: keys, dates: try dateStrategy(), data: data)
        let statuses = try StatusFilter(status)
        let path = try at.map(Self.parsePath)
        let declared: DeclaredModelSet
        do { declared = try SwiftModelReader.read(files: models) } catch {
            StandardError.write("\(error)")
            throw ExitCode(64)
        }
        let targets = try makeTargets(declared, strategies: strategies, path: path)
        // Documents are read once in order; those kept for checking the suggested changes are held
        // here: every failing one, and the others up to a bound.
        let loaded = try CollectionInput.open(files, format: input.inputFormat, keepsDocuments: false)
        var report = DecodeReport()
        var items: [ModelSuggester.Item] = []
        var output = OutputBuffer()
        func check(
            index: Int, document: JSONDocument, source: DocumentSource?, chosen: Target, exactVerdict: DecodeVerdict?
        ) throws {
            let label = source?.label ?? "#\(index + 1)"
            let group =
                chosen.route?.endpoint ?? source?.exchange.map { "\($0.method) \(Self.path(of: $0.url))" }
                ?? source?.inputName ?? "#\(index + 1)"
            let (verdict, lenientVerdict) = report.add(
                document: index, source: group, route: chosen.route.map { "\($0.endpoint)=\($0.typeText)" },
                checker: chosen.checker, in: document, lenient: lenient, exact: exactVerdict)
            switch format {
            case .json:
                let line = verdict.jsonLine(
                    document: index + 1, source: label, route: chosen.route?.endpoint,
                    type: chosen.route == nil ? nil : chosen.text, lenient: lenient ? nil : lenientVerdict)
                try output.append(JSONWriter.compact.bytes(for: line) + [UInt8(ascii: "\n")])
            case .text:
                if verdict.isDecoded == false || items.count < Self.keptDocuments {
                    items.append(ModelSuggester.Item(document: document, type: chosen.checker.type, path: path))
                }
            }
        }
        // --exact decodes every document in one run of the compiled driver per type, so the
        // documents are gathered first.
        var gathered: [(index: Int, document: JSONDocument, source: DocumentSource?, target: Int)] = []
        try loaded.forEachDocument(beforeReport: { try output.flush() }) { index, document in
            let source = loaded.collection.source(ofDocument: index)
            guard let chosen = target(for: source?.exchange, targets: targets, statuses: statuses) else {
                report.uncoveredCount += 1
                return
            }
            if exact {
                gathered.append((index, document, source, chosen.number))
            } else {
                try check(index: index, document: document, source: source, chosen: chosen, exactVerdict: nil)
            }
        }
        if exact {
            var verdicts = [DecodeVerdict?](repeating: nil, count: gathered.count)
            for (number, chosen) in targets.enumerated() {
                let positions = gathered.indices.filter { gathered[$0].target == number }
                guard !positions.isEmpty else { continue }
                var runner = ExactDecodeRunner(modelFiles: models, typeExpression: chosen.text, strategies: strategies)
                runner.documentTimeLimit = .seconds(exactTimeout)
                do {
                    let found = try runner.verdicts(for: positions.map { gathered[$0].document }, at: path)
                    for (position, verdict) in zip(positions, found) { verdicts[position] = verdict }
                } catch {
                    try output.flush()
                    StandardError.write("\(error)")
                    throw ExitCode(64)
                }
            }
            for (position, item) in gathered.enumerated() {
                try check(
                    index: item.index, document: item.document, source: item.source, chosen: targets[item.target],
                    exactVerdict: verdicts[position] ?? .notSimulated("no verdict"))
            }
        }
        if format == .text {
            let suggestions =
                report.failedCount > 0 && !lenient
                ? ModelSuggester(models: declared, strategies: strategies).suggest(for: items) : nil
            let name =
                type.map { "as \($0)" }
                ?? "on \(NumberText.grouped(targets.count)) \(targets.count == 1 ? "route" : "routes")"
            try output.append(report.text(typeName: name, suggestions: suggestions, lenient: lenient))
        }
        try output.flush()
        try loaded.finish(failed: report.failedCount > 0)
    }

    /// How many documents that decode are kept to check suggested changes on (with every failing
    /// one), so that memory stays bounded on large inputs.
    static let keptDocuments = 100_000

    private static func parsePath(_ text: String) throws -> JSONPath {
        do { return try JSONPath(parsing: text) } catch {
            StandardError.write("invalid --at: \(error.message)\n\(error.rendered)")
            throw ExitCode(64)
        }
    }

    private func usage(_ message: String) -> ExitCode {
        StandardError.write("coax decode: \(message)")
        return ExitCode(64)
    }

    private func dateStrategy() throws -> DecodeStrategies.Dates {
        switch dates {
        case "deferredToDate": return .deferredToDate
        case "iso8601": return .iso8601
        case "secondsSince1970": return .secondsSince1970
        case "millisecondsSince1970": return .millisecondsSince1970
        default:
            if dates.hasPrefix("formatted:"), dates.count > "formatted:".count {
                return .formatted(String(dates.dropFirst("formatted:".count)))
            }
            throw usage(
                "invalid --dates '\(PrintableText.escaped(dates))': expected deferredToDate, iso8601, "
                    + "secondsSince1970, millisecondsSince1970 or formatted:FORMAT")
        }
    }

    private func makeTargets(
        _ declared: DeclaredModelSet, strategies: DecodeStrategies, path: JSONPath?
    ) throws -> [Target] {
        func parse(_ text: String) throws -> DeclaredTypeReference {
            do { return try TypeExpressionParser.parse(text, in: declared) } catch {
                StandardError.write("\(error)")
                throw ExitCode(64)
            }
        }
        if let type {
            return [
                Target(
                    number: 0, route: nil,
                    checker: DeclaredModelChecker(
                        models: declared, type: try parse(type), strategies: strategies, at: path), text: type)
            ]
        }
        return try routes.enumerated().map { number, text in
            let route: DecodeRoute
            do { route = try DecodeRoute(parsing: text) } catch {
                StandardError.write("coax decode: invalid --route \(error)")
                throw ExitCode(64)
            }
            let checker = DeclaredModelChecker(
                models: declared, type: try parse(route.typeText), strategies: strategies, at: path)
            return Target(number: number, route: route, checker: checker, text: route.typeText)
        }
    }

    /// The target for a document: the most specific matching route, or the one type; nil when the
    /// document is left out (no route covers it, or its status or body is not checked).
    private func target(for exchange: HTTPExchange?, targets: [Target], statuses: StatusFilter) -> Target? {
        if let exchange {
            guard exchange.body == .response ? statuses.contains(exchange.status) : requests else { return nil }
        }
        guard !routes.isEmpty else { return targets.first }
        guard let exchange else { return nil }
        return targets.filter { $0.route?.matches(method: exchange.method, url: exchange.url) == true }
            .max { ($0.route?.literalSegmentCount ?? 0) < ($1.route?.literalSegmentCount ?? 0) }
    }

    private static func path(of url: String) -> String {
        let target = HTTPExchange.pathAndQuery(of: url)
        return String(target.prefix { $0 != "?" && $0 != "#" })
    }
}

/// `--status`: which response statuses are checked.
struct StatusFilter {
    private var ranges: [ClosedRange<Int>] = []

    init(_ text: String) throws {
        if text == "all" {
            ranges = [0...999]
            return
        }
        for part in text.split(separator: ",") {
            let item = part.trimmingCharacters(in: .whitespaces).lowercased()
            if item.count == 3, item.hasSuffix("xx"), let digit = Int(item.prefix(1)) {
                ranges.append((digit * 100)...(digit * 100 + 99))
            } else if let code = Int(item), (100...999).contains(code) {
                ranges.append(code...code)
            } else {
                StandardError.write(
                    "coax decode: invalid --status '\(PrintableText.escaped(text))': expected 2xx, all or codes such as 200,404"
                )
                throw ExitCode(64)
            }
        }
        if ranges.isEmpty { throw ExitCode(64) }
    }

    func contains(_ status: Int) -> Bool { ranges.contains { $0.contains(status) } }
}

extension DecodeStrategies.Keys: ExpressibleByArgument {}
extension DecodeStrategies.DataEncoding: ExpressibleByArgument {}
