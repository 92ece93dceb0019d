import ArgumentParser
import Coax

/// `--input-format`, for every command that reads documents.
struct InputFormatOption: ParsableArguments {
    @Option(
        name: .customLong("input-format"),
        help: ArgumentHelp(
            "How to read the inputs: auto, json, jsonl, seq or har.",
            discussion: "auto: .jsonl/.ndjson are JSON Lines, .har HTTP archives, anything else one document "
                + "unless its first value is followed by another (JSON Lines, concatenated JSON) or it starts "
                + "with 0x1E (RFC 7464).",
            valueName: "format"))
    var inputFormat: JSONInputFormat = .auto
}

extension JSONInputFormat: ExpressibleByArgument {}

/// The inputs of a command that reads a collection from its files alone (`coax drift`, `coax schema`).
struct InputFiles: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "The inputs: JSON files, JSON Lines, HTTP archives, directories; - for standard input.",
            valueName: "file"))
    var files: [String] = ["-"]
}

/// `--document` and `--input-format`: what a command that can read one document of a collection
/// is given to read.
struct ReadingOptions: ParsableArguments {
    @Option(help: "For a collection: read only document N (from 1).")
    var document: Int?

    @OptionGroup var input: InputFormatOption

    var inputFormat: JSONInputFormat { input.inputFormat }
}

/// `--with-source` and `--raw`: how the commands that print values (`coax get`, `coax query`)
/// write each one.
struct ValueLineOptions: ParsableArguments {
    @Flag(help: "For a collection: start each line with the document's label and a tab.")
    var withSource = false

    @Flag(help: "Print strings as their text, without quotes or escapes (as jq -r does); other values as JSON.")
    var raw = false
}

/// `--by` and `--no-variants`: how the commands that compare objects find tagged unions.
struct UnionOptions: ParsableArguments {
    @Option(
        name: .customLong("by"),
        help: ArgumentHelp(
            "A discriminator: a key (type) for every group of objects that has it, or one group's member ($.events[*].kind).",
            valueName: "path"))
    var discriminators: [String] = []

    @Flag(help: "Do not look for tagged unions (discriminators named with --by still apply).")
    var noVariants = false

    @Option(
        name: .customLong("union"),
        help: ArgumentHelp(
            "A tagged union: the objects' path and their discriminator ($.events[*]=kind).", valueName: "path=member"))
    var unions: [String] = []

    @Option(
        name: .customLong("no-union"), help: ArgumentHelp("Objects never split into variants.", valueName: "path"))
    var plainGroups: [String] = []

    @Option(
        name: .customLong("map"),
        help: ArgumentHelp("Objects that are maps keyed by data, whatever their keys.", valueName: "path"))
    var maps: [String] = []

    @Option(
        name: .customLong("record"),
        help: ArgumentHelp("Objects that are records, whatever their keys.", valueName: "path"))
    var records: [String] = []

    @Option(
        name: .customLong("enum"),
        help: ArgumentHelp("Strings to describe as an enumeration of the values seen.", valueName: "path"))
    var enums: [String] = []

    /// The drift options these ask for; an invalid `--by` is reported and exits 64.
    func driftOptions() throws -> DriftOptions {
        var options = DriftOptions(findsVariants: !noVariants)
        for text in discriminators {
            do {
                options.discriminators.append(try DriftDiscriminator(parsing: text))
            } catch {
                StandardError.write("invalid --by: \(error.message)\n\(error.rendered)")
                throw ExitCode(64)
            }
        }
        for text in unions {
            options.discriminators.append(try Self.parsed("--union", text, DriftDiscriminator.init(parsingUnion:)))
        }
        options.plainGroups = try plainGroups.map { text in
            try Self.parsed("--no-union", text, DriftPattern.init(parsing:))
        }
        options.mapPatterns = try maps.map { text in try Self.parsed("--map", text, DriftPattern.init(parsing:)) }
        options.recordPatterns = try records.map { text in
            try Self.parsed("--record", text, DriftPattern.init(parsing:))
        }
        options.enumPatterns = try enums.map { text in try Self.parsed("--enum", text, DriftPattern.init(parsing:)) }
        return options
    }

    /// `text` read by `parse`; an invalid one is reported and exits 64.
    private static func parsed<Value>(
        _ option: String, _ text: String, _ parse: (String) throws(JSONPathParseError) -> Value
    ) throws -> Value {
        do {
            return try parse(text)
        } catch {
            StandardError.write("invalid \(option): \(error.message)\n\(error.rendered)")
            throw ExitCode(64)
        }
    }
}

/// `FILE… PATH`: the operands of commands that take inputs then one path or query (a positional
/// list cannot be followed by another positional argument, so they come as one list).
/// A command whose operands are its inputs followed by one path (`coax get`, `coax coerce`,
/// `coax model`): the operands are checked before anything is read, and split the same way.
protocol InputsThenPathCommand: ParsableCommand {
    /// The inputs, then the path, as typed.
    var operands: [String] { get }
}

extension InputsThenPathCommand {
    /// Refuses operands that are not one or more inputs followed by a path (usage error, exit 64).
    func validate() throws {
        _ = try InputsAndPath(operands)
    }

    /// The inputs and the parsed path (an invalid path is reported and exits 64).
    func inputsAndPath() throws -> (inputs: [String], path: PathArgument) {
        try InputsAndPath.parsingPath(operands)
    }
}

struct InputsAndPath {
    let inputs: [String]
    let path: String

    init(_ operands: [String], pathName: String = "PATH") throws {
        guard operands.count >= 2, let last = operands.last else {
            throw ValidationError("expected one or more inputs (FILE…, - for standard input) followed by \(pathName)")
        }
        inputs = Array(operands.dropLast())
        path = last
    }

    /// The inputs and the parsed path (an invalid path is reported and exits 64).
    static func parsingPath(_ operands: [String]) throws -> (inputs: [String], path: PathArgument) {
        let split = try InputsAndPath(operands)
        return (split.inputs, try PathArgument.parse(split.path))
    }
}

/// Loads the inputs a command was given as a collection, and turns what went wrong into messages
/// on standard error and the exit status: 2 when an input cannot be read (or is one document that
/// is empty, too large…), 1 when the one plain document or a record is not valid JSON.
final class CollectionInput {
    /// Bad records shown in full before the rest are only counted.
    static let shownBadRecords = 20

    let collection: JSONCollection
    private var reportedBadRecords = 0
    private var reportedInputErrors = 0

    private init(_ collection: JSONCollection) {
        self.collection = collection
    }

    /// Starts loading `paths` (the command reads the items as they arrive; with `keepsDocuments`
    /// false, only once and in order) — or, for one input
    /// that fails as a whole, reports it and exits as ``DocumentInput`` does.
    static func open(_ paths: [String], format: JSONInputFormat, keepsDocuments: Bool = true) throws -> CollectionInput
    {
        // A command that reads the items once in order lets each chunk go behind it, so that memory
        // stays at a few chunks however large the input.
        let collection = JSONCollection.open(paths: paths, format: format, keepsDocuments: keepsDocuments)
        if paths.count == 1 {
            // One input fails as a whole only while it is being opened: wait for that, or for data.
            collection.waitForItems(count: 1)
            if let failure = collection.status.failure {
                throw DocumentInput.reported(failure)
            }
        }
        return CollectionInput(collection)
    }

    /// Loads `paths` completely (for commands that need every document, or the first where a
    /// path exists).
    static func load(_ paths: [String], format: JSONInputFormat) throws -> CollectionInput {
        let input = try open(paths, format: format)
        input.collection.waitUntilLoaded()
        return input
    }

    /// How the inputs are named in a command's summary: the one input's name (`<stdin>` for `-`),
    /// or how many there are.
    static func name(of paths: [String]) -> String {
        guard paths.count == 1 else { return "\(NumberText.grouped(paths.count)) inputs" }
        return paths[0] == "-" ? "<stdin>" : paths[0]
    }

    /// Whether the inputs are one plain document: commands then behave exactly as for one file.
    var isSingleDocument: Bool {
        collection.waitForItems(count: 1)
        return collection.isSingleDocument
    }

    /// The document a command reads alone, with its index: document `number` when `--document`
    /// was given, else the one plain document; nil when the inputs are a collection to be read
    /// document by document (``forEachDocument(beforeReport:_:)``).
    func soleDocument(number: Int?) throws -> (index: Int, document: JSONDocument)? {
        guard number != nil || isSingleDocument else { return nil }
        let index = (number ?? 1) - 1
        return (index, try document(number: index + 1))
    }

    /// Calls `body` with each document in input order as it arrives, and reports each bad record
    /// in its place — after `beforeReport`, which writes out what the command has buffered, so
    /// that output and messages keep their order.
    func forEachDocument(
        beforeReport: () throws -> Void = {}, _ body: (_ index: Int, _ document: JSONDocument) throws -> Void
    ) rethrows {
        for item in collection.items {
            switch item {
            case .badRecord(let index):
                try beforeReport()
                report(badRecord: index)
            case .document(let index):
                guard let document = collection.document(at: index) else { continue }
                try body(index, document)
            }
        }
    }

    /// Reports a bad record (the first ``shownBadRecords`` in full) and inputs that could not be
    /// read, as they are met.
    func report(badRecord index: Int) {
        reportInputErrors()
        guard index >= reportedBadRecords else { return }
        for shown in reportedBadRecords...index where shown < CollectionInput.shownBadRecords {
            if let record = collection.badRecord(at: shown) { StandardError.write(record.rendered()) }
        }
        reportedBadRecords = index + 1
    }

    private func reportInputErrors() {
        let errors = collection.status.inputErrors
        for error in errors.dropFirst(reportedInputErrors) {
            StandardError.write(error.description)
        }
        reportedInputErrors = errors.count
    }

    /// After the command's output: reports what is left, and exits 2 when an input could not be
    /// read, 1 when a record was bad (or `failed`), normally otherwise.
    func finish(failed: Bool = false) throws {
        collection.waitUntilLoaded()
        let unreported = collection.status.badRecordCount
        if unreported > reportedBadRecords { report(badRecord: unreported - 1) }
        reportInputErrors()
        let status = collection.status
        if status.badRecordCount > CollectionInput.shownBadRecords {
            let more = status.badRecordCount - CollectionInput.shownBadRecords
            StandardError.write(
                "coax: \(NumberText.grouped(more)) more bad \(more == 1 ? "record" : "records") not shown")
        }
        if let failure = status.failure {
            throw DocumentInput.reported(failure)
        }
        if !status.inputErrors.isEmpty { throw ExitCode(2) }
        if status.badRecordCount > 0 || failed { throw ExitCode(1) }
    }

    /// The document `number` (1-based, as `--document` counts), or a usage error.
    func document(number: Int) throws -> JSONDocument {
        collection.waitUntilLoaded()
        guard number >= 1, let document = collection.document(at: number - 1) else {
            let count = collection.count
            StandardError.write(
                "coax: --document \(number): the input has \(NumberText.grouped(count)) \(count == 1 ? "document" : "documents")"
            )
            throw ExitCode(64)
        }
        return document
    }

    /// The index of the first document where the path exists, if any.
    func firstDocument(having path: PathArgument) -> Int? {
        collection.waitUntilLoaded()
        for index in 0..<collection.count {
            if let document = collection.document(at: index),
                (try? path.path(in: document).resolve(in: document.root)) != nil
            {
                return index
            }
        }
        return nil
    }

    /// How the document at `index` is named in messages and output (terminal-safe).
    func label(ofDocument index: Int) -> String {
        PrintableText.escaped(collection.source(ofDocument: index)?.label ?? "#\(index + 1)")
    }
}
