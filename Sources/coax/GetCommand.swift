import ArgumentParser
import Coax

/// `coax get FILE PATH`: print the value at a path as JSON with exact literals.
struct GetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print the value at a path as JSON, literals exactly as in the file.",
        discussion: """
            PATH may be a normalized JSONPath ($['posts'][0]['id']), the short form (posts[0].id, \
            $.posts[0].id, $["key.with.dots"]) or a JSON Pointer (/posts/0/id). \
            A path that does not exist names the longest prefix that does and what is there (exit 1).             PATH may also be a DecodingError as Swift prints it, or a printed codingPath: the value it             is about is printed (for keyNotFound, the object that lacks the key), and one line on             standard error says what the error means for it.
            """
    )

    @Argument(help: "The JSON file, or - for standard input.")
    var file: String

    @Argument(help: "The path of the value to print.")
    var path: String

    @Flag(help: "Indent the output by two spaces per level.")
    var pretty = false

    func run() throws {
        let argument = try PathArgument.parse(path)
        let document = try DocumentInput.load(file)
        let node = try argument.resolve(in: document)
        let writer = pretty ? JSONWriter.pretty : JSONWriter.compact
        try StandardOutput.write(writer.bytes(for: node) + [UInt8(ascii: "\n")])
    }
}
