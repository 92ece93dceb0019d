import ArgumentParser
import Coax

/// `coax drift FILE`: report the members whose types drift between the objects of each array.
struct DriftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drift",
        abstract: "Report members whose JSON types drift across the objects of each array.",
        discussion: """
            Compares every array of objects (nested ones at their own patterns, such as \
            $.posts[*].comments[*]) and, in a JSON:API document, every resource type across data and \
            included. For each member whose values disagree it prints the kinds with counts and the \
            first path of each, how often it is missing or null, and the coercion that reads every \
            value without loss. Findings are sorted by severity. --format json prints the schema \
            documented in docs/drift.md. Exits 0 whether or not anything drifts.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The JSON file, or - for standard input.")
    var file: String

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        let document = try DocumentInput.load(file)
        let report = DriftAnalyzer().analyze(document)
        switch format {
        case .text:
            try StandardOutput.write(report.text(name: file == "-" ? "<stdin>" : file))
        case .json:
            try StandardOutput.write(JSONWriter.pretty.bytes(for: report.json()) + [UInt8(ascii: "\n")])
        }
    }
}
