import ArgumentParser
import Coax

/// `coax get FILE… PATH`: print the value at a path as JSON with exact literals — for a
/// collection, in every document that has it.
struct GetCommand: InputsThenPathCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print the value at a path as JSON, literals exactly as in the file.",
        usage: "coax get FILE… PATH [--pretty] [--raw] [--with-source] [--document <n>] [--input-format <format>]",
        discussion: """
            PATH may be a normalized JSONPath ($['posts'][0]['id']), the short form (posts[0].id, \
            $.posts[0].id, $["key.with.dots"]) or a JSON Pointer (/posts/0/id). For one document, a path \
            that does not exist names the longest prefix that does and what is there (exit 1). PATH may \
            also be a DecodingError as Swift prints it, or a printed codingPath: the value it is about is \
            printed (for keyNotFound, the object that lacks the key), and one line on standard error says \
            what the error means for it. For a collection (JSON Lines, several files, a directory, an \
            HTTP archive…), the value is printed for every document that has it, one compact line per \
            document in input order; exit 1 when none has it or a record was bad. --with-source puts \
            the document's label and a tab before each line; --document N reads document N (from 1) alone.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The inputs (files, directories, - for standard input), then the path.", valueName: "file… path"))
    var operands: [String]

    @Flag(help: "Indent the output by two spaces per level.")
    var pretty = false

    @OptionGroup var lines: ValueLineOptions

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        let (inputs, argument) = try inputsAndPath()
        let document = reading.document
        let loaded = try CollectionInput.open(
            inputs, format: reading.inputFormat, keepsDocuments: document != nil)
        let writer = pretty ? JSONWriter.pretty : JSONWriter.compact
        if case let (index, chosen)? = try loaded.soleDocument(number: document) {
            let node = try argument.resolve(in: chosen)
            if lines.withSource, document != nil { try StandardOutput.write(loaded.label(ofDocument: index) + "\t") }
            if lines.raw {
                try StandardOutput.write(RawValue.bytes(for: node, writer: writer) + [UInt8(ascii: "\n")])
            } else {
                try StandardOutput.write(node, as: writer)
            }
            if document != nil { try loaded.finish() }
            return
        }
        var output = OutputBuffer()
        var found = 0
        var firstMiss: String?
        try loaded.forEachDocument(beforeReport: { try output.flush() }) { index, document in
            let node: JSONNode
            do {
                node = try argument.path(in: document).resolve(in: document.root)
            } catch {
                if firstMiss == nil { firstMiss = "\(error)" }
                return
            }
            // A write that fails ends the command (reported once), outside the catch above.
            if lines.withSource { try output.append(loaded.label(ofDocument: index) + "\t") }
            try output.append(value(node, writer) + [UInt8(ascii: "\n")])
            found += 1
        }
        try output.flush()
        if found == 0 {
            let reason = firstMiss.map { PrintableText.escaped($0) } ?? "the input has no documents"
            StandardError.write(
                "coax: no document has \(PrintableText.escaped(argument.path.normalized)) (in the first: \(reason))")
        }
        try loaded.finish(failed: found == 0)
    }

    /// The value as JSON, or with `--raw` a string as its text.
    private func value(_ node: JSONNode, _ writer: JSONWriter) -> [UInt8] {
        lines.raw ? RawValue.bytes(for: node, writer: writer) : writer.bytes(for: node)
    }
}
