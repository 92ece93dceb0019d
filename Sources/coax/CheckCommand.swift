import ArgumentParser
import Coax

/// `coax check FILE…`: parse and index the inputs, print one summary line.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that inputs are valid JSON and print a summary.",
        usage: "coax check FILE… [--input-format <format>]",
        discussion: """
            For one JSON document: prints bytes, values, maximum depth, parse time and throughput on one \
            line and exits 0; invalid JSON prints FILE:LINE:COL: error: … with the line and a caret, and \
            exits 1. For a collection (JSON Lines, concatenated JSON, RFC 7464 sequences, several files, \
            a directory, an HTTP archive): one line with the number of documents (and of bad records), \
            bytes, values and throughput; each bad record's error on standard error (the first 20, then \
            a count); exits 1 when a record was bad. An input that is missing, unreadable or empty, or \
            a directory without JSON files, exits 2.
            """
    )

    @Argument(help: "The input: a file, a directory, or - for standard input.")
    var file: String

    @Argument(help: "More inputs, read after the first as one collection.")
    var moreFiles: [String] = []

    @OptionGroup var input: InputFormatOption

    private var files: [String] { [file] + moreFiles }

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let loaded = try CollectionInput.open(files, format: input.inputFormat, keepsDocuments: false)
        if loaded.isSingleDocument, let document = loaded.collection.document(at: 0) {
            let elapsed = clock.now - start
            try StandardOutput.write(
                CheckSummary(document: document, name: CollectionInput.name(of: files), parseDuration: elapsed)
                    .description + "\n")
            return
        }
        for case .badRecord(let index) in loaded.collection.items {
            loaded.report(badRecord: index)
        }
        let elapsed = clock.now - start
        let summary = CheckSummary(
            collection: loaded.collection, name: CollectionInput.name(of: files), parseDuration: elapsed)
        try StandardOutput.write(summary.description + "\n")
        try loaded.finish()
    }
}
