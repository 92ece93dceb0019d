import ArgumentParser
import Coax

/// `coax drift FILE…`: report the members whose types drift between the objects of each array,
/// across the documents of a collection, per endpoint and per variant of tagged unions.
struct DriftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drift",
        abstract: "Report members whose JSON types drift across objects and documents.",
        discussion: """
            Compares every array of objects (nested ones at their own patterns, such as \
            $.posts[*].comments[*]), in a JSON:API document every resource type across data and \
            included, and, for a collection (JSON Lines, several files, a directory, an HTTP \
            archive), the same path in every document. HTTP archive bodies are compared per \
            endpoint (GET /products/{id} → 200; request bodies apart). Groups of objects that are \
            tagged unions (a member such as type whose values decide the other members) are \
            compared per variant: --by names the discriminator, --no-variants turns the search off. \
            For each member whose values disagree it prints the kinds with counts and the first \
            place of each, how often it is missing or null, and the coercion that reads every value \
            without loss. Findings are sorted by severity. --format json prints the schema \
            documented in docs/drift.md. Exits 0 whether or not anything drifts; 1 after the \
            report when a record was bad.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var inputs: InputFiles

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var input: InputFormatOption

    @OptionGroup var unions: UnionOptions

    func run() throws {
        let options = try unions.driftOptions()
        // The analysis visits each document once: the collection lets them go behind it.
        let loaded = try CollectionInput.open(inputs.files, format: input.inputFormat, keepsDocuments: false)
        let report = DriftAnalyzer(options: options).analyze(loaded.collection)
        if let failure = loaded.collection.status.failure {
            throw DocumentInput.reported(failure)
        }
        let name = CollectionInput.name(of: inputs.files)
        switch format {
        case .text:
            try StandardOutput.write(report.text(name: name))
        case .json:
            try StandardOutput.write(JSONWriter.pretty.bytes(for: report.json()) + [UInt8(ascii: "\n")])
        }
        try loaded.finish()
    }
}
