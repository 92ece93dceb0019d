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

/// `FILE… PATH`: the operands of commands that take inputs then one path or query (a positional
/// list cannot be followed by another positional argument, so they come as one list).
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
                StandardError.write(failure.description)
                throw DocumentInput.exitCode(for: failure)
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

    /// Whether the inputs are one plain document: commands then behave exactly as for one file.
    var isSingleDocument: Bool {
        collection.waitForItems(count: 1)
        return collection.isSingleDocument
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
            StandardError.write(failure.description)
            throw DocumentInput.exitCode(for: failure)
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
