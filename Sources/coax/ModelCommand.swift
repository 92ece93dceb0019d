import ArgumentParser
import Coax

/// `coax model FILE PATH --name Post`: Swift source for a `Decodable` model of the value at PATH.
struct ModelCommand: InputsThenPathCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Print a Decodable Swift model that reads every value at a path.",
        usage: "coax model FILE… PATH [--name <name>] [--document <n>] [--input-format <format>]",
        discussion: """
            PATH names an object, or an array of objects (any path syntax: $.products, products, \
            /products). The struct's property types are chosen from the values actually there so that \
            plain JSONDecoder (through the generated makeDecoder(), which sets the date strategy) reads \
            all of them: optional where a key is sometimes missing or null, an enum with a case per \
            kind where the kinds differ (a number or a string), maps keyed by ids as dictionaries, \
            Decimal for money-like decimals, Date, UUID and URL for values of those forms. \
            Nested objects and arrays of objects become nested structs. Drifting properties carry a \
            comment. For a collection (JSON Lines, several files, a directory, an HTTP archive…), the \
            model decodes the value at PATH in every document that has one; --document N reads only \
            document N (from 1). Objects that are a tagged union (a member such as type whose values \
            decide the other members) become an enum with a case per variant: --by names the \
            discriminator, --no-variants turns the search off. A path that does not exist or holds no \
            object exits 1; an invalid path or name exits 64.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The inputs (files, directories, - for standard input), then the path of the object or array of objects to model.",
            valueName: "file… path"))
    var operands: [String]

    @Option(help: "The name of the outermost struct.")
    var name: String = "Model"

    @OptionGroup var reading: ReadingOptions

    @OptionGroup var unions: UnionOptions

    func run() throws {
        let (inputs, argument) = try inputsAndPath()
        let options = try unions.driftOptions()
        let loaded = try CollectionInput.load(inputs, format: reading.inputFormat)
        let file = inputs[0]
        let generator = ModelGenerator(
            typeName: name, sourceName: inputs.count > 1 || file == "-" ? nil : Self.fileName(file),
            options: options)
        let source: String
        do {
            if reading.document == nil, !loaded.isSingleDocument {
                // Every document that has the path: the model decodes each of them.
                guard let first = loaded.firstDocument(having: argument),
                    let sample = loaded.collection.document(at: first)
                else {
                    StandardError.write("coax: \(PrintableText.escaped(argument.path.shortForm)) is in no document")
                    throw ExitCode(1)
                }
                source = try generator.generate(for: loaded.collection, at: argument.path(in: sample))
            } else {
                let chosen = try loaded.document(number: reading.document ?? 1)
                let parsedPath = argument.path(in: chosen)
                let node = try PathArgument.resolve(parsedPath, in: chosen)
                source = try generator.generate(for: node, at: parsedPath)
            }
        } catch let error as ModelGenerationError {
            StandardError.write(error.description)
            if case .invalidTypeName = error.reason { throw ExitCode(64) }
            throw ExitCode(1)
        }
        try StandardOutput.write(source)
        try loaded.finish()
    }

    /// The last component of a path, so the output does not depend on where it was run from.
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
