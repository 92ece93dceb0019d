import ArgumentParser
import Coax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `coax query FILE QUERY`: the nodes an RFC 9535 JSONPath query selects, one per line.
struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Print the nodes a JSONPath query (RFC 9535) selects, one compact JSON value per line.",
        usage:
            "coax query FILE… QUERY [--paths | --with-paths | --count] [--raw] [--with-source] [--document <n>] [--input-format <format>]\n"
            + "       coax query --where EXPR FILE… [--count] [--with-source] [--input-format <format>]",
        discussion: """
            QUERY is an RFC 9535 JSONPath query: $.statuses[*].user.screen_name, $..id, \
            $.items[-1], $.items[0:10:2], $..[?@.retweet_count > 10 && @.lang == 'en'], \
            $[?match(@.date, '2024-0[1-6].*')], with length(), count(), match(), search() and value(). \
            A path written without $ (the short form statuses[0].id, or a JSON Pointer) selects the one \
            value it names. Values are printed with their literals as in the file; --paths prints each \
            node's normalized path instead, --with-paths prints PATH<TAB>VALUE, --count the number of \
            nodes (counted without listing them). An invalid query exits 64 with the query, a caret \
            under the problem and what was expected; a query that exceeds the work limit exits 1, one \
            whose nodes do not fit in memory exits 2. No match is not an error (exit 0, \
            no output). For a collection (JSON Lines, several files, a directory, an HTTP archive…), \
            the query runs on every document in turn; --with-source starts each line with the \
            document's label and a tab (with --count: one count per document); --document N runs it \
            on document N (from 1) alone. --where EXPR keeps whole documents instead: every operand is \
            an input, and each document for which the RFC 9535 filter expression EXPR is true (@ is \
            the document's root) is printed on a line of its own: \
            coax query --where "@.level == 'error'" app.jsonl is jq's select(.level == "error").
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The inputs (files, directories, - for standard input), then the query, e.g. '$..id' (quote it for the shell).",
            valueName: "file… query"))
    var operands: [String]

    @Flag(help: "Print each node's normalized path instead of its value.")
    var paths = false

    @Flag(help: "Print each node's normalized path, a tab, then its value.")
    var withPaths = false

    @Flag(help: "Print only the number of nodes.")
    var count = false

    @Option(help: "The most steps the query may take (per document) before it is stopped.")
    var maxWork = JSONQueryOptions.defaultWorkLimit

    @OptionGroup var lines: ValueLineOptions

    @Option(
        name: .customLong("where"),
        help: ArgumentHelp(
            "Print the whole documents for which this RFC 9535 filter expression is true (@ is each document); "
                + "every operand is then an input.",
            valueName: "expr"))
    var whereExpression: String?

    @OptionGroup var reading: ReadingOptions

    func validate() throws {
        if whereExpression != nil {
            if paths || withPaths {
                throw ValidationError("--where prints whole documents: --paths and --with-paths do not apply")
            }
            if operands.isEmpty {
                throw ValidationError("expected one or more inputs (FILE…, - for standard input) after --where EXPR")
            }
            return
        }
        if lines.raw, paths || count { throw ValidationError("--raw prints values: --paths and --count print none") }
        if [paths, withPaths, count].filter({ $0 }).count > 1 {
            throw ValidationError("--paths, --with-paths and --count cannot be combined")
        }
        if maxWork < 1 {
            throw ValidationError("--max-work must be at least 1")
        }
        _ = try InputsAndPath(operands, pathName: "QUERY")
    }

    func run() throws {
        if let whereExpression {
            try runKeepingDocuments(where: whereExpression)
            return
        }
        let operands = try InputsAndPath(self.operands, pathName: "QUERY")
        let parsed = try QueryArgument.parse(operands.path)
        let document = reading.document
        let loaded = try CollectionInput.open(
            operands.inputs, format: reading.inputFormat, keepsDocuments: document != nil)
        if case let (index, chosen)? = try loaded.soleDocument(number: document) {
            let prefix = lines.withSource && document != nil ? loaded.label(ofDocument: index) + "\t" : ""
            guard try run(parsed, on: chosen, linePrefix: prefix, countPrefix: prefix) != nil else { throw ExitCode(1) }
            if document != nil { try loaded.finish() }
            return
        }
        var total = 0
        var failed = false
        try loaded.forEachDocument { index, chosen in
            let label = loaded.label(ofDocument: index)
            // Paths start at each document's root: without the label, `#N ` says which document.
            let prefix = lines.withSource ? label + "\t" : (paths || withPaths ? "#\(index + 1) " : "")
            guard
                let found = try run(
                    parsed, on: chosen, linePrefix: prefix, countPrefix: lines.withSource ? prefix : nil, name: label)
            else {
                failed = true
                return
            }
            let (sum, overflow) = total.addingReportingOverflow(found)
            guard !overflow else {
                StandardError.write("coax: \(JSONQueryEvaluationError.countTooLarge)")
                throw ExitCode(1)
            }
            total = sum
        }
        if count, !lines.withSource { try StandardOutput.write("\(total)\n") }
        try loaded.finish(failed: failed)
    }

    /// `--where EXPR FILE…`: each document whose root the expression holds for, one per line (or
    /// their number with `--count`).
    private func runKeepingDocuments(where text: String) throws {
        let expression: JSONFilterExpression
        do {
            expression = try JSONFilterExpression(parsing: text)
        } catch {
            StandardError.write("coax: invalid filter expression (column \(error.column)):\n\(error.rendered)")
            throw ExitCode(64)
        }
        let root = try JSONQuery(parsing: "$")
        let loaded = try CollectionInput.open(operands, format: reading.inputFormat, keepsDocuments: false)
        var total = 0
        var failed = false
        try loaded.forEachDocument { index, document in
            let label = loaded.label(ofDocument: index)
            do {
                guard try expression.holds(for: document.root, options: JSONQueryOptions(workLimit: maxWork)) else {
                    return
                }
            } catch {
                StandardError.write("coax: \(label): \(error)")
                failed = true
                return
            }
            total += 1
            if !count {
                _ = try run(
                    root, on: document, linePrefix: lines.withSource ? label + "\t" : "", countPrefix: nil, name: label)
            }
        }
        if count { try StandardOutput.write("\(total)\n") }
        try loaded.finish(failed: failed)
    }

    /// Runs the query on one document and prints its lines (or its count, when `countPrefix` is
    /// given); the number of nodes, or nil when the query failed (reported, naming `name`).
    private func run(
        _ query: JSONQuery, on document: JSONDocument, linePrefix: String, countPrefix: String?, name: String? = nil
    ) throws -> Int? {
        let options = JSONQueryOptions(tracksPaths: paths || withPaths, workLimit: maxWork)
        let nodes: JSONNodeList
        do {
            if count {
                // Counted without listing the nodes.
                let found = try query.count(on: document, options: options)
                if let countPrefix { try StandardOutput.write("\(countPrefix)\(found)\n") }
                return found
            }
            nodes = try query.evaluate(on: document, options: options)
        } catch let error as JSONQueryEvaluationError {
            StandardError.write("coax: " + (name.map { "\($0): " } ?? "") + "\(error)")
            // Out of memory is the machine's limit, not the query's: exit 2, as for input too large.
            if case .outOfMemory = error { throw ExitCode(2) }
            return nil
        }
        if lines.raw {
            var output = OutputBuffer()
            for (position, node) in nodes.enumerated() {
                var line = Array(linePrefix.utf8)
                if withPaths, let path = nodes.normalizedPath(at: position) { line += Array((path + "\t").utf8) }
                try output.append(line + RawValue.bytes(for: node, writer: .compact) + [UInt8(ascii: "\n")])
            }
            try output.flush()
            return nodes.count
        }
        let content: JSONNodeList.LineContent = paths ? .paths : (withPaths ? .pathsAndValues : .values)
        var failure: Int32?
        let written = nodes.writeLines(content, linePrefix: Array(linePrefix.utf8)) { chunk in
            failure = DescriptorWriter.writeAll(UnsafeRawBufferPointer(chunk), to: STDOUT_FILENO)
            return failure == nil
        }
        if !written {
            let reason = failure.map { String(cString: strerror($0)) } ?? "write failed"
            StandardError.write("coax: cannot write to standard output: \(reason)")
            throw ExitCode(2)
        }
        return nodes.count
    }
}

/// Parses a query given on the command line, reporting a bad one with a caret (exit 64).
enum QueryArgument {
    /// An RFC 9535 query when the text starts with `$`; otherwise a path in the short form or a
    /// JSON Pointer, queried as the one value it names.
    static func parse(_ text: String) throws -> JSONQuery {
        do {
            if !text.hasPrefix("$"), let path = try? JSONPath(parsing: text) {
                return JSONQuery(path: path)
            }
            return try JSONQuery(parsing: text)
        } catch {
            StandardError.write("coax: invalid query (column \(error.column)):\n\(error.rendered)")
            throw ExitCode(64)
        }
    }
}
