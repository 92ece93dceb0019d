import Coax
import Foundation
import SwiftParser
import SwiftSyntax

/// Reads the `Decodable` models declared in Swift source files, with swift-syntax, into Coax's
/// plain ``DeclaredModelSet``.
///
/// ```swift
/// let models = try SwiftModelReader.read(sources: [(
///     path: "Models.swift",
///     text: "struct Product: Codable { let id: Int; var tags: [String]? }")])
/// models.type(named: "Product")?.decodedProperties.map(\.name)   // ["id", "tags"]
/// ```
///
/// What the synthesized conformance cannot be simulated for (a hand-written `init(from:)`, a
/// property wrapper, an enum with associated values, a subclass) is kept on the type or property,
/// so that a decode reaching it gets no verdict rather than a guessed one.
public enum SwiftModelReader {
    /// Reads every source; the first syntax error of the first file that has one is thrown.
    ///
    /// - Parameter sources: each file's path as it should appear in diagnostics, and its text.
    /// - Returns: The declared types (nested ones by qualified name) and typealiases.
    /// - Throws: ``SwiftModelReadError`` at the first syntax error, with file, line, column and
    ///   the source line.
    public static func read(
        sources: [(path: String, text: String)]
    ) throws(SwiftModelReadError) -> DeclaredModelSet {
        var collector = ModelDeclarationCollector()
        for source in sources {
            if let place = BracketDepthLimit.firstTooDeep(in: source.text) {
                throw SwiftModelReadError(
                    position: DeclaredSourcePosition(file: source.path, line: place.line, column: place.column),
                    message: Self.tooDeepMessage,
                    sourceLine: sourceLine(source.text, number: place.line))
            }
            let tree = Parser.parse(source: source.text)
            let converter = SourceLocationConverter(fileName: source.path, tree: tree)
            if let error = SyntaxErrorFinder.firstError(in: tree) {
                let location = converter.location(for: error.position)
                throw SwiftModelReadError(
                    position: DeclaredSourcePosition(file: source.path, line: location.line, column: location.column),
                    message: error.message,
                    sourceLine: sourceLine(source.text, number: location.line))
            }
            collector.collect(tree, converter: converter)
        }
        return collector.modelSet()
    }

    static let tooDeepMessage =
        "'[' nested more than \(BracketDepthLimit.maximumDepth) deep; Coax does not read deeper brackets, "
        + "on which the Swift parser's time doubles with each level"

    /// Reads Swift files, and every `.swift` file under the directories among `paths` (sorted by
    /// path, hidden entries skipped).
    ///
    /// - Parameter paths: files and directories, as given on a command line.
    /// - Returns: the models declared across all the files read.
    /// - Throws: ``SwiftModelReadError`` for a path that cannot be read, or at a syntax error.
    public static func read(files paths: [String]) throws(SwiftModelReadError) -> DeclaredModelSet {
        var sources: [(path: String, text: String)] = []
        for path in paths {
            for file in try swiftFiles(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw SwiftModelReadError(position: nil, message: "cannot read model file '\(file)'")
                }
                sources.append((file, String(decoding: data, as: UTF8.self)))
            }
        }
        return try read(sources: sources)
    }

    private static func swiftFiles(at path: String) throws(SwiftModelReadError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SwiftModelReadError(position: nil, message: "no such model file or directory '\(path)'")
        }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw SwiftModelReadError(position: nil, message: "cannot list model directory '\(path)'")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { files.append((path as NSString).appendingPathComponent(relative)) }
        }
        guard !files.isEmpty else {
            throw SwiftModelReadError(position: nil, message: "no .swift files in model directory '\(path)'")
        }
        return files.sorted()
    }

    /// The line `number` (from 1) of `text`, lines ending as Swift's do: at `\n`, `\r\n` or a lone
    /// `\r`. (A `String` split at `"\n"` would keep `"\r\n"`, one `Character`, inside a line.)
    static func sourceLine(_ text: String, number: Int) -> String? {
        var current = 1
        var line = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n", afterCarriageReturn { continue }
            if scalar == "\n" || scalar == "\r" {
                if current == number { return String(line) }
                current += 1
                continue
            }
            if current == number { line.append(scalar) }
        }
        return current == number ? String(line) : nil
    }
}
