import ArgumentParser
import Coax

/// `coax model FILE PATH --name Post`: Swift source for a `Decodable` model of the value at PATH.
struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Print a Decodable Swift model that reads every value at a path.",
        discussion: """
            PATH names an object, or an array of objects (any path syntax: $.products, products, \
            /products). The struct's property types are chosen from the values actually there so that \
            Coax's LenientDecoder reads all of them: optional where a key is sometimes missing or null, \
            Decimal for money-like decimals, Date only for Unix-time fields whose name says so. \
            Nested objects and arrays of objects become nested structs. Drifting properties carry a \
            comment. A path that does not exist or holds no object exits 1; an invalid path or name \
            exits 64.
            """
    )

    @Argument(help: "The JSON file, or - for standard input.")
    var file: String

    @Argument(help: "The path of the object or array of objects to model.")
    var path: String

    @Option(help: "The name of the outermost struct.")
    var name: String = "Model"

    func run() throws {
        let argument = try PathArgument.parse(path)
        let document = try DocumentInput.load(file)
        let parsedPath = argument.path(in: document)
        let node = try PathArgument.resolve(parsedPath, in: document)
        let generator = ModelGenerator(typeName: name, sourceName: file == "-" ? nil : Self.fileName(file))
        let source: String
        do {
            source = try generator.generate(for: node, at: parsedPath)
        } catch {
            StandardError.write(error.description)
            if case .invalidTypeName = error.reason { throw ExitCode(64) }
            throw ExitCode(1)
        }
        try StandardOutput.write(source)
    }

    /// The last component of a path, so the output does not depend on where it was run from.
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
