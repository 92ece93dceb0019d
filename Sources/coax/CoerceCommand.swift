import ArgumentParser
import Coax

/// `coax coerce FILE PATH`: every coercion of one value, with results and reasons.
struct CoerceCommand: ParsableCommand {
    /// How the report is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table
        case json
    }

    static let configuration = CommandConfiguration(
        commandName: "coerce",
        abstract: "Show what every coercion gives for the value at a path, and why.",
        usage:
            "coax coerce FILE… PATH [--format <format>] [--marker <json>] [--document <n>] [--input-format <format>]",
        discussion: """
            PATH may be a normalized JSONPath ($['posts'][0]['id']), the short form (posts[0].id), a \
            JSON Pointer (/posts/0/id), or a DecodingError or codingPath as Swift prints it. A key the \
            object lacks is reported as missing, which behaves like null. For a collection (JSON Lines, \
            several files, a directory, an HTTP archive…), the first document where PATH exists is \
            reported and named (the table's first line; on standard error with --format json); \
            --document N picks document N (from 1). --format json prints one object: \
            {"path", "kind", "value", "results": {NAME: {"value", "why"}}, "decoders": {"JSONDecoder": {TYPE: \
            CELL}, "LenientDecoder": {TYPE: CELL}}}, where TYPE is Bool, Int, Int64, UInt64, Double, Float, \
            Decimal, String, URL, UUID, Date.secondsSince1970, Date.millisecondsSince1970, Date.iso8601, \
            Date.rfc1123 or Date.twitter, and CELL is {"value": V} or {"error": CASE, "message": TEXT}.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The inputs (files, directories, - for standard input), then the path.", valueName: "file… path"))
    var operands: [String]

    @Option(help: "Output format: table or json.")
    var format: Format = .table

    // Unconditional, so that negative markers read naturally: `--marker -1`.
    @Option(
        parsing: .unconditional,
        help: "A JSON value that replaces unconvertible elements in the typed arrays (default: drop them).")
    var marker: String?

    @OptionGroup var reading: ReadingOptions

    func validate() throws {
        _ = try InputsAndPath(operands)
    }

    func run() throws {
        let (inputs, argument) = try InputsAndPath.parsingPath(operands)
        var markerValue: JSONValue?
        if let marker {
            do {
                markerValue = JSONValue(try JSONDocument(parsing: marker).root)
            } catch {
                StandardError.write("invalid marker: \(PrintableText.escaped(error.description))")
                throw ExitCode(64)
            }
        }
        let loaded = try CollectionInput.load(inputs, format: reading.inputFormat)
        let number: Int
        var header = ""
        if let document = reading.document {
            number = document
        } else if loaded.isSingleDocument {
            number = 1
        } else {
            number = (loaded.firstDocument(having: argument) ?? 0) + 1
            let note = "document \(number): \(loaded.label(ofDocument: number - 1))"
            if format == .json { StandardError.write("coax: \(note)") } else { header = note + "\n\n" }
        }
        let document = try loaded.document(number: number)
        let parsedPath = argument.path(in: document)
        let report: CoercionReport<JSONNode>
        do {
            report = try CoercionReport(at: parsedPath, in: document.root, unconvertibleMarker: markerValue)
        } catch {
            StandardError.write(PrintableText.escaped(error.description))
            throw ExitCode(1)
        }
        let decoders: DecoderComparison
        if let node = try? parsedPath.resolve(in: document.root) {
            decoders = DecoderComparison(node)
        } else {
            decoders = DecoderComparison(missingKey: PathArgument.lastKey(of: parsedPath))
        }
        let name = Self.locatedName(of: parsedPath, in: document)
        try StandardOutput.write(
            format == .json
                ? report.jsonText(path: name, decoders: decoders)
                : header + report.table(path: name, decoders: decoders))
        try loaded.finish()
    }

    /// The normalized path of the value reported on, as the steps were taken (`$['0']` when an
    /// index selected the member "0", `$['a'][2]` for `$.a[-1]` on three elements); for a missing
    /// member, its object's path and the key.
    static func locatedName(of path: JSONPath, in document: JSONDocument) -> String {
        if let located = try? path.locate(in: document.root) {
            return located.path.normalized
        }
        if let parent = path.parent, let last = path.lastComponent, let located = try? parent.locate(in: document.root)
        {
            return located.path.appending(last).normalized
        }
        return path.normalized
    }
}
