import ArgumentParser
import Coax
import CoaxInspector
import CoaxTerminal
import Foundation

/// `coax [FILE]`: the terminal inspector (the default command).
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Browse a JSON document in the terminal, with every coercion of the selected value.",
        discussion: """
            FILE may be - for standard input; with no FILE, piped input is read, and on a terminal the \
            built-in demo opens. Keys come from the terminal even when the document is piped in. \
            When standard output is not a terminal, the document is printed as pretty JSON instead. \
            The keys are jless's: j k h l J K H 0 $ % to move, E C to open or close the selection and \
            its siblings, / n N * # to search (every document of a collection, in order), yy the value, \
            yv the value on one line, ys a string's text, yk the key, yp the dot path, yb the bracket \
            path, yq the jq path (y$ yn y/ Coax's other path forms), :q or q to quit; : goes to a path, \
            f filters (f ?EXPR keeps whole documents for which a filter expression holds), } { move \
            between the panel's sections, V shows a string's text. With --model FILE and --type TYPE (or \
            --route, and coax decode's strategies), the values where your own Decodable models fail to \
            decode are marked in the gutter, the panel starts with why and the change that fixes it, u U go between \
            them and L lists them; O loads models while running. Press ? or F1 in the inspector for \
            every key. NO_COLOR or --no-color gives a monochrome screen. Under a locale without UTF-8, \
            non-ASCII text is shown as \\u escapes.
            """
    )

    @Argument(help: "The inputs: files, directories, or - for standard input.")
    var files: [String] = []

    @OptionGroup var input: InputFormatOption

    @Flag(name: .customLong("no-color"), help: "Draw without colours (also when NO_COLOR is set).")
    var noColor = false

    // Unconditional, so that `--depth -1` reaches the check below instead of reading as an option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Open with N levels shown (1: the root's children; 3d does the same inside).", valueName: "N"))
    var depth = 2

    @Flag(
        help: ArgumentHelp(
            "Keep reading the inputs as they grow: new records appear as they are written (G goes to the newest)."))
    var follow = false

    @Option(
        name: .customLong("print-path"),
        help: ArgumentHelp(
            "After quitting, print the selection's path on standard output: normalized (the default, as with a "
                + "bare --print-path), short, pointer, jq or jq-any.",
            valueName: "format"))
    var printPath: JSONPath.Style?

    @Flag(help: "After quitting, print the selected value as pretty JSON on standard output.")
    var printValue = false

    @OptionGroup(title: "Your models") var model: ModelOptions

    func validate() throws {
        guard depth >= 1 else { throw ValidationError("--depth must be at least 1 (1 shows the root's children)") }
    }

    /// The inputs: those given, standard input when it is piped, none for the demo.
    private var inputs: [String] {
        if !files.isEmpty { return files }
        return isatty(STDIN_FILENO) == 0 ? ["-"] : []
    }

    func run() throws {
        let printsJSON = isatty(STDOUT_FILENO) == 0 && printPath == nil && !printValue
        // Models that do not read are an error before the terminal is taken.
        var modelCheck: ModelCheckSetup?
        if model.isGiven || model.type != nil || !model.routes.isEmpty {
            do { modelCheck = try model.setup() } catch {
                StandardError.write(error.isInModels ? error.description : "coax: \(error.description)")
                throw ExitCode(64)
            }
            modelCheck?.promptText = ShellWords.quoted(Self.modelArguments(CommandLine.arguments))
        }
        if printsJSON, !inputs.isEmpty {
            return try printInputs()
        }
        // The viewer shows a document with invalid UTF-8 (as U+FFFD, with a message); printed
        // JSON would silently differ from the input, so there it is an error, as in `coax check`.
        let shown: Shown
        if inputs.isEmpty || printsJSON {
            let (document, name) = try loadDocument(replacingInvalidUTF8: !printsJSON)
            shown = .document(document, name: name)
        } else {
            shown = try openInputs()
        }
        if printsJSON, case .document(let document, _) = shown {
            try StandardOutput.write(document.root, as: .pretty)
            return
        }
        let environment = ProcessInfo.processInfo.environment
        TerminalSignals.install()
        let session: TerminalSession
        do {
            session = try TerminalSession(colors: !noColor && (environment["NO_COLOR"] ?? "").isEmpty)
        } catch {
            StandardError.write("coax: \(error)")
            throw ExitCode(2)
        }
        var configuration = InspectorConfiguration(
            fileName: shown.name, theme: session.usesColor ? .color : .monochrome, openDepth: depth)
        // One file shown as one document, or by its start while it is parsed: R reads it again.
        var isOneDocument = false
        switch shown {
        case .document: isOneDocument = true
        case .collection(let collection, _): isOneDocument = collection.documentPrefix != nil
        }
        if isOneDocument, inputs.count == 1, let file = inputs.first, file != "-" {
            configuration.reload = {
                var options = JSONParseOptions()
                options.replacesInvalidUTF8 = true
                do throws(JSONLoadError) {
                    return .loaded(try JSONDocument.load(path: file, options: options))
                } catch {
                    return .failed(error.description)
                }
            }
        }
        configuration.modelCheck = modelCheck
        configuration.modelLoader = { ModelPromptArguments.setup(from: $0) }
        let inspector: Inspector
        switch shown {
        case .document(let document, _):
            inspector = Inspector(document: document, configuration: configuration, size: session.size)
        case .collection(let collection, _):
            inspector = Inspector(collection: collection, configuration: configuration, size: session.size)
        }
        if ASCIIFallback.isOn { inspector.showMessage(ASCIIFallback.notice) }
        let ending = InspectorRunner.run(inspector, on: session, insideTmux: environment["TMUX"] != nil)
        session.end()
        switch ending {
        case .signal(let number):
            throw ExitCode(128 + number)
        case .quitPrinting(let text):
            // p or P: the key says what to print, whatever the flags asked for.
            try StandardOutput.write(text + "\n")
        case .loadFailed:
            // Reported below, with the line and a caret, as for a file that does not parse.
            break
        case .quit:
            if printValue, inspector.selectionIsStillParsing, case .collection(let collection, _) = shown {
                // The value asked for is the whole document's, not the part shown: wait for it.
                StandardError.write("coax: waiting for the whole document to print the value (Ctrl-C stops)")
                collection.waitUntilLoaded()
                inspector.collectLoaded()
                if inspector.loadFailure != nil { break }
            }
            if let printPath {
                // In a collection the path says which document it is in: `#412 $['price']`.
                let path = inspector.selectionDocumentPrefix + inspector.selectionPath(in: printPath)
                try StandardOutput.write(path + "\n")
            }
            if printValue { try StandardOutput.write(inspector.selectionValueText + "\n") }
        }
        if case .collection(let collection, _) = shown { try finish(collection) }
    }

    /// After quitting a collection: the same exit status as every command that reads one (and as
    /// `coax FILE… | cat`): 2 when an input could not be read, 1 when a record was bad (the rows
    /// showed them; standard error says how many), 0 otherwise. What `p`, `P`, `--print-path` or
    /// `--print-value` printed is on standard output either way, so a script gets the selection
    /// and learns that the input was not clean.
    private func finish(_ collection: JSONCollection) throws {
        collection.stopLoading()
        let status = collection.status
        for error in status.inputErrors { StandardError.write(error.description) }
        if status.badRecordCount > 0 {
            let count = status.badRecordCount
            let reading = status.isFinished ? "" : " in what was read"
            StandardError.write(
                "coax: \(NumberText.grouped(count)) bad \(count == 1 ? "record" : "records")\(reading) "
                    + "(coax check lists them)")
        }
        if let failure = status.failure {
            // One input that turned out bad as a whole once the inspector was open (a pipe).
            throw DocumentInput.reported(failure)
        }
        if !status.inputErrors.isEmpty { throw ExitCode(2) }
        if status.badRecordCount > 0 { throw ExitCode(1) }
    }

    /// Standard output is not a terminal: one document as pretty JSON, as before; a collection as
    /// JSON Lines, one compact document per line with every literal as it was.
    private func printInputs() throws {
        let loaded = try CollectionInput.open(inputs, format: input.inputFormat, keepsDocuments: false)
        if loaded.isSingleDocument, let document = loaded.collection.document(at: 0) {
            try StandardOutput.write(document.root, as: .pretty)
            return
        }
        var output = OutputBuffer()
        try loaded.forEachDocument(beforeReport: { try output.flush() }) { _, document in
            try output.append(JSONWriter.compact.bytes(for: document.root) + [UInt8(ascii: "\n")])
        }
        try output.flush()
        try loaded.finish()
    }

    /// What the inspector opens, and the name shown for it.
    private enum Shown {
        case document(JSONDocument, name: String)
        case collection(JSONCollection, name: String)

        var name: String {
            switch self {
            case .document(_, let name), .collection(_, let name): name
            }
        }
    }

    /// Starts loading the inputs and waits for their first record, or the start of one large
    /// document (shown while the rest is parsed), or their end (a small document, loaded whole).
    /// Standard input and followed inputs are waited for only briefly: a slow or endless one shows
    /// `reading standard input…` in the inspector, which takes the records as they come.
    private func openInputs() throws -> Shown {
        var options = JSONParseOptions()
        options.replacesInvalidUTF8 = true
        let collection = JSONCollection.open(paths: inputs, format: input.inputFormat, options: options, follow: follow)
        let progress = inputs.count == 1 ? LoadProgress.start(path: inputs[0]) : nil
        if inputs.contains("-"), isatty(STDIN_FILENO) == 1, !follow {
            // Keys and the document would both come from the terminal: the document is read to its
            // end first (Ctrl-D), so that no key is taken as input and no key is lost to it.
            StandardError.write("coax: reading JSON from the terminal; Ctrl-D ends it")
            collection.waitUntilLoaded()
        } else if follow || inputs.contains("-") {
            collection.waitForFirstScreen(until: Date(timeIntervalSinceNow: InspectCommand.briefWait))
        } else {
            // A large single document: its start, shown while the rest is parsed.
            collection.waitForFirstScreen()
        }
        progress?.stop()
        if inputs.count == 1, let failure = collection.status.failure {
            throw DocumentInput.reported(failure)
        }
        let name = inputs.joined(separator: " ")
        if collection.isSingleDocument, let document = collection.document(at: 0) {
            return .document(document, name: name)
        }
        return .collection(collection, name: name)
    }

    /// The command line's model options (`--model`, `--type`, the strategies…), which the `O`
    /// prompt offers again to edit.
    ///
    /// ```swift
    /// InspectCommand.modelArguments(["coax", "--model", "M.swift", "--type", "P", "a.har"])
    /// // ["--model", "M.swift", "--type", "P"]
    /// ```
    static func modelArguments(_ arguments: [String]) -> [String] {
        let valued: Set<String> = ["--model", "--type", "--at", "--keys", "--dates", "--data", "--route", "--status"]
        var kept: [String] = []
        var position = arguments.startIndex
        while position < arguments.endIndex {
            let argument = arguments[position]
            let name = String(argument.prefix { $0 != "=" })
            if argument == "--requests" {
                kept.append(argument)
            } else if valued.contains(name) {
                kept.append(argument)
                if name == argument, position + 1 < arguments.endIndex {
                    position += 1
                    kept.append(arguments[position])
                }
            }
            position += 1
        }
        return kept
    }

    /// How long standard input or a followed input is waited for before the inspector opens.
    static let briefWait = 0.3

    /// The document and the name shown for it: the file, piped standard input, or the demo.
    private func loadDocument(replacingInvalidUTF8: Bool) throws -> (JSONDocument, String) {
        let path: String
        if let file = inputs.first {
            path = file
        } else {
            do {
                return (try JSONDocument(parsing: InspectorDemo.document), InspectorDemo.name)
            } catch {
                StandardError.write(error.rendered(fileName: InspectorDemo.name))
                throw ExitCode(1)
            }
        }
        let progress = LoadProgress.start(path: path)
        defer { progress?.stop() }
        var options = JSONParseOptions()
        options.replacesInvalidUTF8 = replacingInvalidUTF8
        return (try DocumentInput.load(path, options: options), path)
    }
}

extension JSONPath.Style: ExpressibleByArgument {}

/// `--print-path` takes an optional format: a bare `--print-path` means `--print-path=normalized`.
enum PrintPathArgument {
    /// The arguments with each bare `--print-path` (before a `--`) given its default format.
    ///
    /// ```swift
    /// PrintPathArgument.normalize(["--print-path", "a.json"])   // ["--print-path=normalized", "a.json"]
    /// ```
    static func normalize(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var ended = false
        for argument in arguments {
            if argument == "--" { ended = true }
            result.append(!ended && argument == "--print-path" ? "--print-path=normalized" : argument)
        }
        return result
    }
}
