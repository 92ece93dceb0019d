import ArgumentParser
import Coax
import CoaxInspector
import CoaxSwiftModels
import Foundation

/// The options that name the user's models and how `JSONDecoder` decodes with them, shared by
/// `coax decode` and the inspector (`coax --model Models.swift --type Product FILE…`, and its `O`
/// prompt): the model files, the type or the routes, `--at`, and the decoder's strategies.
struct ModelOptions: ParsableArguments {
    @Option(
        name: .customLong("model"),
        help: ArgumentHelp("A Swift file or a directory of them with the models (repeatable).", valueName: "file"))
    var models: [String] = []

    @Option(
        help: ArgumentHelp(
            "The type to decode: Product, Page<Product>, [Product], [String: Product].", valueName: "type"))
    var type: String?

    @Option(
        help: ArgumentHelp(
            "Decode the value at this path of each document (codingPaths start there).", valueName: "path"))
    var at: String?

    @Option(help: ArgumentHelp("Key strategy: useDefaultKeys or convertFromSnakeCase.", valueName: "strategy"))
    var keys: DecodeStrategies.Keys = .useDefaultKeys

    @Option(
        help: ArgumentHelp(
            "Date strategy: deferredToDate, iso8601, secondsSince1970, millisecondsSince1970, formatted:FORMAT.",
            valueName: "strategy"))
    var dates: String = "deferredToDate"

    @Option(help: ArgumentHelp("Data strategy: base64 or deferredToData.", valueName: "strategy"))
    var data: DecodeStrategies.DataEncoding = .base64

    @Option(
        name: .customLong("route"),
        help: ArgumentHelp(
            "An HTTP archive route and its type: 'GET /v1/products/{id}=Product' (repeatable).", valueName: "route"))
    var routes: [String] = []

    @Option(
        help: ArgumentHelp(
            "HTTP archive statuses checked: 2xx (default), all, or a list such as 200,404,5xx.", valueName: "list"))
    var status: String = "2xx"

    @Flag(help: "Check request bodies of HTTP archives too.")
    var requests = false

    /// Whether models were named at all.
    var isGiven: Bool { !models.isEmpty }

    /// A problem with the options or the models, as the user is told it (with the file, line and
    /// column of a model that does not parse).
    struct Problem: Error, CustomStringConvertible {
        var description: String
        /// Whether it comes from reading the models (it names its file, line and column) rather
        /// than from the options.
        var isInModels = false
    }

    /// The decoder's options.
    func strategies() throws(Problem) -> DecodeStrategies {
        DecodeStrategies(keys: keys, dates: try dateStrategy(), data: data)
    }

    /// `--at` as a path; nil when not given.
    func path() throws(Problem) -> JSONPath? {
        guard let at else { return nil }
        do { return try JSONPath(parsing: at) } catch {
            throw Problem(description: "invalid --at: \(error.message)\n\(error.rendered)")
        }
    }

    /// The statuses `--status` names.
    func statusRanges() throws(Problem) -> [ClosedRange<Int>] {
        if status == "all" { return [0...999] }
        var ranges: [ClosedRange<Int>] = []
        for part in status.split(separator: ",") {
            let item = part.trimmingCharacters(in: .whitespaces).lowercased()
            if item.count == 3, item.hasSuffix("xx"), let digit = Int(item.prefix(1)) {
                ranges.append((digit * 100)...(digit * 100 + 99))
            } else if let code = Int(item), (100...999).contains(code) {
                ranges.append(code...code)
            } else {
                ranges = []
                break
            }
        }
        guard !ranges.isEmpty else {
            throw Problem(
                description:
                    "invalid --status '\(PrintableText.escaped(status))': expected 2xx, all or codes such as 200,404")
        }
        return ranges
    }

    /// The models read, with the type or routes checked against them, as the inspector takes them.
    ///
    /// - Returns: The setup: models, types, strategies, statuses.
    /// - Throws: ``Problem`` for a missing or unreadable model, a type that names nothing, a bad
    ///   route or option.
    func setup() throws(Problem) -> ModelCheckSetup {
        guard !models.isEmpty else { throw Problem(description: "give the models with --model FILE") }
        guard (type == nil) != routes.isEmpty else {
            throw Problem(
                description: type == nil
                    ? "give the type with --type TYPE or routes with --route" : "give --type or --route, not both")
        }
        let strategies = try strategies()
        let path = try path()
        let statuses = try statusRanges()
        let declared: DeclaredModelSet
        do { declared = try SwiftModelReader.read(files: models) } catch {
            throw Problem(description: "\(error)", isInModels: true)
        }
        func parse(_ text: String) throws(Problem) -> DeclaredTypeReference {
            do { return try TypeExpressionParser.parse(text, in: declared) } catch {
                throw Problem(description: "\(error)", isInModels: true)
            }
        }
        var setup: ModelCheckSetup
        if let type {
            setup = ModelCheckSetup(
                models: declared, type: try parse(type), typeText: type, strategies: strategies, at: path)
        } else {
            var parsed: [(route: DecodeRoute, type: DeclaredTypeReference)] = []
            for text in routes {
                let route: DecodeRoute
                do { route = try DecodeRoute(parsing: text) } catch {
                    throw Problem(description: "invalid --route \(error)")
                }
                parsed.append((route, try parse(route.typeText)))
            }
            setup = ModelCheckSetup(models: declared, routes: parsed, strategies: strategies, at: path)
        }
        setup.statuses = statuses
        setup.checksRequests = requests
        setup.modelFiles = models
        return setup
    }

    private func dateStrategy() throws(Problem) -> DecodeStrategies.Dates {
        switch dates {
        case "deferredToDate": return .deferredToDate
        case "iso8601": return .iso8601
        case "secondsSince1970": return .secondsSince1970
        case "millisecondsSince1970": return .millisecondsSince1970
        default:
            if dates.hasPrefix("formatted:"), dates.count > "formatted:".count {
                return .formatted(String(dates.dropFirst("formatted:".count)))
            }
            throw Problem(
                description: "invalid --dates '\(PrintableText.escaped(dates))': expected deferredToDate, iso8601, "
                    + "secondsSince1970, millisecondsSince1970 or formatted:FORMAT")
        }
    }
}

extension DecodeStrategies.Keys: ExpressibleByArgument {}
extension DecodeStrategies.DataEncoding: ExpressibleByArgument {}

/// What the inspector's `O` prompt takes: the model files and the type as words
/// (`Models.swift Product`), or the options of ``ModelOptions`` (`--model Models.swift --type
/// Product --keys convertFromSnakeCase`), quoted as a shell quotes them.
struct ModelPromptArguments: ParsableArguments {
    @Argument var words: [String] = []
    @OptionGroup var options: ModelOptions

    /// Reads the models a prompt line names.
    ///
    /// ```swift
    /// ModelPromptArguments.setup(from: "SampleData/AppModels Product --keys convertFromSnakeCase")
    /// // .success: Product from SampleData/AppModels, snake-case keys
    /// ```
    ///
    /// - Parameter line: the prompt's text.
    /// - Returns: The setup, or what is wrong with the line or the models.
    static func setup(from line: String) -> Result<ModelCheckSetup, ModelLoadFailure> {
        let parsed: ModelPromptArguments
        do { parsed = try parse(ShellWords.split(line)) } catch {
            return .failure(ModelLoadFailure(message: fullMessage(for: error)))
        }
        var options = parsed.options
        var words = parsed.words
        // The last word names the type when no option does: `Models.swift Product`.
        if options.type == nil, options.routes.isEmpty, words.count >= 2, let last = words.popLast() {
            options.type = last
        }
        options.models += words
        do {
            var setup = try options.setup()
            setup.promptText = line
            return .success(setup)
        } catch {
            return .failure(ModelLoadFailure(message: error.description))
        }
    }
}

/// Splits a line into words as a shell does for the simple cases: at spaces, keeping what single
/// or double quotes enclose together, with `\` escaping the next character outside single quotes.
///
/// ```swift
/// ShellWords.split(#"--route 'GET /v1/products=ProductPage' a\ b.swift"#)
/// // ["--route", "GET /v1/products=ProductPage", "a b.swift"]
/// ```
enum ShellWords {
    /// Words joined into a line that ``split(_:)`` splits back into them: a word with spaces,
    /// quotes or backslashes in single quotes.
    ///
    /// ```swift
    /// ShellWords.quoted(["--route", "GET /v1/products=ProductPage"])   // "--route 'GET /v1/products=ProductPage'"
    /// ```
    static func quoted(_ words: [String]) -> String {
        words.map { word in
            guard word.isEmpty || word.contains(where: { $0.isWhitespace || "'\"\\".contains($0) }) else { return word }
            return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }.joined(separator: " ")
    }

    /// The words of a line.
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\", quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
