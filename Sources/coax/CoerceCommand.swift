import ArgumentParser
import Coax

/// `coax coerce FILE PATH`: every coercion of one value, with results and reasons.
struct CoerceCommand: InputsThenPathCommand {
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
            Date.rfc1123 or Date.twitter, and CELL is {"value": V} or {"error": CASE, "message": TEXT}. \
            As in the inspector, the typed arrays convert the first 1,000 elements of an array and the \
            readings look at the first 4,096 bytes of a string (the reasons say so); a cell whose answer \
            needs more of a longer string or number is {"pending": WHY}.
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

    func run() throws {
        let (inputs, argument) = try inputsAndPath()
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
        let name = Self.locatedName(of: parsedPath, in: document)
        let decoders: DecoderComparison
        var note: String?
        let text: String
        if let node = try? parsedPath.resolve(in: document.root) {
            // Bounded as the inspector's panel is: the typed arrays convert the first elements,
            // the readings and decoders look at the start of a long string, and say so.
            decoders = DecoderComparison(node, byteLimit: DecoderComparison.defaultByteLimit)
            if node.kind == .string, let prefix = node.stringPrefix(maxBytes: Self.stringByteLimit), !prefix.isWhole {
                note = "readings use the first \(NumberText.grouped(Self.stringByteLimit)) bytes of the string"
                let report = CoercionReport(
                    JSONValue.string(prefix.text), unconvertibleMarker: markerValue, elementLimit: Self.elementLimit)
                text = render(report, path: name, decoders: decoders)
            } else {
                let report = CoercionReport(node, unconvertibleMarker: markerValue, elementLimit: Self.elementLimit)
                text = render(report, path: name, decoders: decoders)
            }
        } else {
            decoders = DecoderComparison(missingKey: PathArgument.lastKey(of: parsedPath), at: parsedPath)
            let report: CoercionReport<JSONNode>
            do {
                report = try CoercionReport(at: parsedPath, in: document.root, unconvertibleMarker: markerValue)
            } catch {
                StandardError.write(PrintableText.escaped(error.description))
                throw ExitCode(1)
            }
            text = render(report, path: name, decoders: decoders)
        }
        if let note {
            if format == .json { StandardError.write("coax: \(note)") } else { header += note + "\n\n" }
        }
        try StandardOutput.write(format == .json ? text : header + text)
        try loaded.finish()
    }

    /// The most elements of an array the typed arrays convert (as in the inspector's panel); the
    /// reasons say how many were left out.
    static let elementLimit = 1_000
    /// The most bytes of a string the readings look at (the decoders look at
    /// ``DecoderComparison/defaultByteLimit``; longer values leave their cells pending, saying why).
    static let stringByteLimit = 4_096

    private func render<Value>(
        _ report: CoercionReport<Value>, path: String, decoders: DecoderComparison
    ) -> String {
        format == .json ? report.jsonText(path: path, decoders: decoders) : report.table(path: path, decoders: decoders)
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
