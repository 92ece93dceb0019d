import ArgumentParser
import Coax
import CoaxInspector
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

    @OptionGroup var model: ModelOptions

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

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var input: InputFormatOption

    @Argument(
        help: ArgumentHelp(
            "The inputs: files, JSON Lines, HTTP archives, directories; - for standard input.", valueName: "file"))
    var files: [String] = ["-"]

    func run() throws {
        if exact && lenient { throw usage("give --exact or --lenient, not both") }
        guard exactTimeout > 0 else { throw usage("--exact-timeout takes a number of seconds above 0") }
        let setup: ModelCheckSetup
        do { setup = try model.setup() } catch {
            StandardError.write(error.isInModels ? error.description : "coax decode: \(error.description)")
            throw ExitCode(64)
        }
        let strategies = setup.strategies
        let path = setup.targets.first?.checker.path
        let declared = setup.models
        let targets = setup.targets
        // Documents are read once in order; those kept for checking the suggested changes are held
        // here: every failing one, and the others up to a bound.
        let loaded = try CollectionInput.open(files, format: input.inputFormat, keepsDocuments: false)
        var report = DecodeReport()
        var items: [ModelSuggester.Item] = []
        var output = OutputBuffer()
        func check(
            index: Int, document: JSONDocument, source: DocumentSource?, chosen: ModelCheckSetup.Target,
            exactVerdict: DecodeVerdict?, simulated: SimulatedDecode? = nil
        ) throws {
            let label = source?.label ?? "#\(index + 1)"
            let group =
                chosen.route?.endpoint ?? source?.exchange.map { "\($0.method) \(Self.path(of: $0.url))" }
                ?? source?.inputName ?? "#\(index + 1)"
            let (verdict, lenientVerdict) = report.add(
                document: index, source: group, route: chosen.route.map { "\($0.endpoint)=\($0.typeText)" },
                checker: chosen.checker, in: document, lenient: lenient, exact: exactVerdict, simulated: simulated)
            switch format {
            case .json:
                let line = verdict.jsonLine(
                    document: index + 1, source: label, route: chosen.route?.endpoint,
                    type: chosen.route == nil ? nil : chosen.typeText, lenient: lenient ? nil : lenientVerdict)
                try output.append(JSONWriter.compact.bytes(for: line) + [UInt8(ascii: "\n")])
            case .text:
                if verdict.isDecoded == false || items.count < Self.keptDocuments {
                    items.append(ModelSuggester.Item(document: document, type: chosen.checker.type, path: path))
                }
            }
        }
        // --exact decodes every document in one run of the compiled driver per type, so the
        // documents are gathered first. Otherwise they are simulated in batches on two threads
        // (PairedSimulations) and reported in order; --lenient decodes each as it comes.
        var gathered: [(index: Int, document: JSONDocument, source: DocumentSource?, target: Int)] = []
        let paired = exact || lenient ? nil : PairedSimulations(checkers: targets.map(\.checker))
        defer { paired?.stop() }
        func checkGathered() throws {
            guard let paired, !gathered.isEmpty else { return }
            let simulations = paired.simulations(for: gathered.map { ($0.document, $0.target) })
            for (item, simulated) in zip(gathered, simulations) {
                try check(
                    index: item.index, document: item.document, source: item.source, chosen: targets[item.target],
                    exactVerdict: nil, simulated: simulated)
            }
            gathered.removeAll(keepingCapacity: true)
        }
        try loaded.forEachDocument(beforeReport: {
            // What was read before a bad record is reported before it.
            try checkGathered()
            try output.flush()
        }) { index, document in
            let source = loaded.collection.source(ofDocument: index)
            guard let position = setup.targetPosition(for: source) else {
                report.uncoveredCount += 1
                return
            }
            let chosen = targets[position]
            if exact || paired != nil {
                gathered.append((index, document, source, position))
                if paired != nil, gathered.count == Self.simulationBatch { try checkGathered() }
            } else {
                try check(index: index, document: document, source: source, chosen: chosen, exactVerdict: nil)
            }
        }
        try checkGathered()
        if exact {
            var verdicts = [DecodeVerdict?](repeating: nil, count: gathered.count)
            for (number, chosen) in targets.enumerated() {
                let positions = gathered.indices.filter { gathered[$0].target == number }
                guard !positions.isEmpty else { continue }
                var runner = ExactDecodeRunner(
                    modelFiles: model.models, typeExpression: chosen.typeText, strategies: strategies)
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
                model.type.map { "as \($0)" }
                ?? "on \(NumberText.grouped(targets.count)) \(targets.count == 1 ? "route" : "routes")"
            try output.append(report.text(typeName: name, suggestions: suggestions, lenient: lenient))
        }
        try output.flush()
        try loaded.finish(failed: report.failedCount > 0)
    }

    /// How many documents that decode are kept to check suggested changes on (with every failing
    /// one), so that memory stays bounded on large inputs.
    static let keptDocuments = 100_000

    /// Documents simulated together on two threads: enough that sharing them out costs little
    /// beside checking them, few enough that memory stays small.
    static let simulationBatch = 512

    private func usage(_ message: String) -> ExitCode {
        StandardError.write("coax decode: \(message)")
        return ExitCode(64)
    }

    private static func path(of url: String) -> String {
        let target = HTTPExchange.pathAndQuery(of: url)
        return String(target.prefix { $0 != "?" && $0 != "#" })
    }
}
