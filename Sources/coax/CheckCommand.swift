import ArgumentParser
import Coax

/// `coax check FILE`: parse and index a file, print one summary line.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that a file is valid JSON and print a summary.",
        discussion: """
            Prints bytes, values, maximum depth, parse time and throughput on one line and exits 0. \
            Invalid JSON prints FILE:LINE:COL: error: … with the line and a caret, and exits 1. \
            A missing, unreadable or empty file, or a directory, exits 2.
            """
    )

    @Argument(help: "The JSON file to check, or - for standard input.")
    var file: String

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let document = try DocumentInput.load(file)
        let elapsed = clock.now - start
        let summary = DocumentSummary(document: document, name: file == "-" ? "<stdin>" : file, parseDuration: elapsed)
        try StandardOutput.write(summary.description + "\n")
    }
}
