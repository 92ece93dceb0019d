import Coax
import CoaxSamples
import Foundation
import Testing

/// Every command that reads a document (check, get, coerce, expand, drift), run as the built binary on
/// inputs meant to break it. The process always exits by itself with a documented status, never
/// prints a raw control character, and reports invalid JSON exactly as the library locates it.
/// The library tests (HostileInputTests, MutatedDocumentTests) cover the same ground in depth;
/// this is the representative subset that proves the binary wires it up.
@Suite struct HostileInputCommandTests {
    struct Input: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: @Sendable () -> [UInt8]
        /// The first line `coax check` prints on standard error after `FILE:`, nil when valid.
        let error: String?
        /// What `coax expand` exits with when the document is valid.
        var expandStatus: Int32 = 1

        var testDescription: String { name }
    }

    static let inputs: [Input] = [
        Input(
            name: "1,000,000 nested arrays", bytes: { Array(repeating: UInt8(ascii: "["), count: 1_000_000) },
            error: "1:1025: error: nesting too deep (limit 1024)"),
        Input(
            name: "a 10 MB string", bytes: { Array(("\"" + String(repeating: "ab\\n", count: 2_500_000) + "\"").utf8) },
            error: nil),
        Input(name: "a huge exponent", bytes: { Array("[1e999999999, -1e999999999, 1e-999999999]".utf8) }, error: nil),
        Input(name: "negative zero", bytes: { Array("-0".utf8) }, error: nil),
        Input(
            name: "a 400-digit integer",
            bytes: { Array(("{\"id\": " + String(repeating: "9", count: 400) + "}").utf8) },
            error: nil),
        Input(
            name: "invalid UTF-8", bytes: { [0x7B, 0x22, 0x61, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D] },
            error: "1:4: error: invalid UTF-8 byte 0xFF"),
        Input(
            name: "ESC and C1 in a string", bytes: { Array("[\"\u{1B}[2J\u{9B}31m\"]".utf8) },
            error: "1:3: error: control character U+001B must be escaped in a string"),
        Input(
            name: "NUL bytes", bytes: { [0x5B, 0x31, 0x00, 0x5D, 0x00] },
            error: "1:3: error: unexpected character U+0000: expected ',' or ']' after an array element"),
        Input(
            name: "a byte order mark", bytes: { Array("\u{FEFF}{\"data\": {\"type\": \"a\", \"id\": \"1\"}}".utf8) },
            error: nil, expandStatus: 0),
        Input(
            name: "CRLF line endings", bytes: { Array("{\r\n  \"data\": [\r\n    1\r\n    2\r\n  ]\r\n}\r\n".utf8) },
            error: "4:5: error: unexpected '2': expected ',' or ']' after an array element"),
        Input(
            name: "a minified 5 MB line with an error in the middle", bytes: { minifiedWithError().bytes },
            error: "1:\(minifiedWithError().column): error: unexpected ':': expected ',' or '}' after an object member"),
    ]

    /// About 5 MB on one line, with `"b":1:2` (a second colon) halfway.
    static func minifiedWithError() -> (bytes: [UInt8], column: Int) {
        var text = "{\"items\":["
        var index = 0
        var column = 0
        while text.utf8.count < 5_000_000 {
            if column == 0, text.utf8.count >= 2_500_000 {
                text += "{\"b\":1"
                column = text.utf8.count + 1
                text += ":2},"
            }
            text += "{\"id\":\(index),\"name\":\"item \(index)\",\"price\":\"\(index % 100).5\"},"
            index += 1
        }
        text += "{}]}"
        return (Array(text.utf8), column)
    }

    /// Runs check, get, coerce, expand and drift on one file.
    static func runAll(on path: String) throws -> [String: CoaxRun] {
        [
            "check": try CoaxRun(["check", path]),
            "get": try CoaxRun(["get", path, "$"]),
            "coerce": try CoaxRun(["coerce", path, "$"]),
            "expand": try CoaxRun(["expand", path]),
            "drift": try CoaxRun(["drift", path]),
        ]
    }

    /// Raw C0 (but newline), DEL and C1 controls in text meant for a terminal.
    static func rawControls(in bytes: [UInt8]) -> [UInt32] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
            .filter { ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) }
    }

    @Test(arguments: inputs)
    func everyCommandExitsCleanlyAndPrintsNothingRaw(_ input: Input) throws {
        let directory = try TemporaryDirectory()
        let bytes = input.bytes()
        let path = try directory.write(bytes, named: "input.json")
        let runs = try Self.runAll(on: path)
        for (command, run) in runs {
            #expect(run.exitedCleanly, "\(command): status \(run.status), signal \(String(describing: run.signal))")
            #expect(Self.rawControls(in: run.errorBytes).isEmpty, "\(command) standard error")
            #expect(Self.rawControls(in: run.outputBytes).isEmpty, "\(command) standard output")
        }
        guard let error = input.error else {
            #expect(runs["check"]?.status == 0)
            #expect(runs["coerce"]?.status == 0)
            #expect(runs["expand"]?.status == input.expandStatus)
            #expect(runs["drift"]?.status == 0)
            let document = try JSONDocument(parsing: bytes)
            #expect(runs["get"]?.outputBytes == JSONWriter.compact.bytes(for: document.root) + [0x0A])
            return
        }
        for (command, run) in runs {
            #expect(run.status == 1, "\(command)")
            #expect(run.outputBytes.isEmpty, "\(command)")
            let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 4, "\(command): FILE:LINE:COL: error, the line, the caret, a final newline")
            #expect(lines.first.map(String.init) == "\(path):\(error)", "\(command)")
            #expect(lines.count > 1 && lines[1].count <= 102, "\(command): the shown line is cut")
        }
    }

    @Test func theMinifiedLineIsCutWithTheCaretUnderTheError() throws {
        let directory = try TemporaryDirectory()
        let (bytes, column) = Self.minifiedWithError()
        let path = try directory.write(bytes, named: "minified.json")
        let run = try CoaxRun(["check", path])
        #expect(run.status == 1)
        let lines = run.error.split(separator: "\n").map(String.init)
        try #require(lines.count == 3)
        #expect(lines[0] == "\(path):1:\(column): error: unexpected ':': expected ',' or '}' after an object member")
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        #expect(lines[1].contains(#"{"b":1:2},"#))
        let caret = lines[2].count - 1
        #expect(lines[2] == String(repeating: " ", count: caret) + "^")
        #expect(Array(lines[1])[caret] == ":")
        #expect(Array(lines[1])[caret - 1] == "1")
    }

    @Test func largeAndDeepInputsArriveThroughStandardInputToo() throws {
        let string = "\"" + String(repeating: "x", count: 10_000_000) + "\""
        let valid = try CoaxRun(["check", "-"], input: string)
        #expect(valid.status == 0)
        #expect(valid.output.hasPrefix("<stdin>: valid JSON, 10,000,002 bytes, 1 value, depth 0, parsed in "))
        let deep = try CoaxRun(["get", "-", "$"], inputBytes: Array(repeating: UInt8(ascii: "["), count: 1_000_000))
        #expect(deep.status == 1)
        #expect(deep.error.hasPrefix("<stdin>:1:1025: error: nesting too deep (limit 1024)\n"))
    }

    /// A few seeded mutants of every sample, through every command. The library's
    /// MutatedDocumentTests run many more without starting processes.
    static let mutants: [(name: String, bytes: [UInt8])] = {
        let folder = CoaxRun.packageRoot + "/SampleData"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        var mutator = DocumentMutator(seed: 0x5EED)
        return names.flatMap { name -> [(name: String, bytes: [UInt8])] in
            guard let original = FileManager.default.contents(atPath: folder + "/" + name) else { return [] }
            return (0..<4).map { number in
                let mutant = mutator.mutate([UInt8](original))
                return (name: "\(name) mutant \(number): \(mutant.edits.joined(separator: ", "))", bytes: mutant.bytes)
            }
        }
    }()

    @Test func mutantsOfTheSamplesNeverCrashAnyCommand() throws {
        #expect(Self.mutants.count >= 24)
        for mutant in Self.mutants {
            let directory = try TemporaryDirectory()
            let path = try directory.write(mutant.bytes, named: "mutant.json")
            let runs = try Self.runAll(on: path)
            for (command, run) in runs {
                #expect(run.exitedCleanly, "\(command), \(mutant.name): status \(run.status)")
                #expect(Self.rawControls(in: run.errorBytes).isEmpty, "\(command), \(mutant.name)")
            }
            do {
                _ = try JSONDocument(parsing: mutant.bytes)
                #expect(runs["check"]?.status == 0, "\(mutant.name)")
                #expect(runs["get"]?.status == 0, "\(mutant.name)")
            } catch {
                let expected = error.rendered(fileName: path) + "\n"
                for (command, run) in runs {
                    #expect(run.status == 1, "\(command), \(mutant.name)")
                    #expect(run.error == expected, "\(command), \(mutant.name)")
                }
            }
        }
    }
}
