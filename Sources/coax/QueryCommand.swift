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
        discussion: """
            QUERY is an RFC 9535 JSONPath query: $.statuses[*].user.screen_name, $..id, \
            $.items[-1], $.items[0:10:2], $..[?@.retweet_count > 10 && @.lang == 'en'], \
            $[?match(@.date, '2024-0[1-6].*')], with length(), count(), match(), search() and value(). \
            A path written without $ (the short form statuses[0].id, or a JSON Pointer) selects the one \
            value it names. Values are printed with their literals as in the file; --paths prints each \
            node's normalized path instead, --with-paths prints PATH<TAB>VALUE, --count the number of \
            nodes. An invalid query exits 64 with the query, a caret under the problem and what was \
            expected; a query that exceeds the work limit exits 1. No match is not an error (exit 0, \
            no output).
            """
    )

    @Argument(help: "The JSON file, or - for standard input.")
    var file: String

    @Argument(help: "The query, e.g. '$..id' (quote it for the shell).")
    var query: String

    @Flag(help: "Print each node's normalized path instead of its value.")
    var paths = false

    @Flag(help: "Print each node's normalized path, a tab, then its value.")
    var withPaths = false

    @Flag(help: "Print only the number of nodes.")
    var count = false

    @Option(help: "The most steps the query may take before it is stopped.")
    var maxWork = JSONQueryOptions.defaultWorkLimit

    func validate() throws {
        if [paths, withPaths, count].filter({ $0 }).count > 1 {
            throw ValidationError("--paths, --with-paths and --count cannot be combined")
        }
        if maxWork < 1 {
            throw ValidationError("--max-work must be at least 1")
        }
    }

    func run() throws {
        let parsed = try QueryArgument.parse(query)
        let document = try DocumentInput.load(file)
        let options = JSONQueryOptions(tracksPaths: paths || withPaths, workLimit: maxWork)
        let nodes: JSONNodeList
        do {
            nodes = try parsed.evaluate(on: document, options: options)
        } catch {
            StandardError.write("coax: \(error)")
            throw ExitCode(1)
        }
        if count {
            try StandardOutput.write("\(nodes.count)\n")
            return
        }
        let content: JSONNodeList.LineContent = paths ? .paths : (withPaths ? .pathsAndValues : .values)
        var failure: Int32?
        let written = nodes.writeLines(content) { chunk in
            failure = DescriptorWriter.writeAll(UnsafeRawBufferPointer(chunk), to: STDOUT_FILENO)
            return failure == nil
        }
        if !written {
            let reason = failure.map { String(cString: strerror($0)) } ?? "write failed"
            StandardError.write("coax: cannot write to standard output: \(reason)")
            throw ExitCode(2)
        }
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
