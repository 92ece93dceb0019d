import Coax
import CoaxSwiftModels
import Testing

@Suite struct SwiftModelReadErrorTests {
    @Test func aPositionedErrorPrintsAsACompilerDiagnosticWithACaret() {
        let error = SwiftModelReadError(
            position: DeclaredSourcePosition(file: "Models.swift", line: 3, column: 5),
            message: "expected '}'",
            sourceLine: "let x"
        )
        #expect(error.description == "Models.swift:3:5: error: expected '}'\nlet x\n    ^")
    }

    @Test func anErrorWithoutAPlaceSaysOnlyTheMessage() {
        let error = SwiftModelReadError(position: nil, message: "no type named 'Prodct'")
        #expect(error.description == "error: no type named 'Prodct'")
    }

    /// Found by the model-reader fuzz target: swift-syntax quotes the source in its messages, so
    /// a C1 control (U+009B, a terminal's CSI) in a comment-like line reached the terminal raw.
    @Test func sourceTextInTheMessageAndTheLineIsEscapedForATerminal() throws {
        let source = "enum Status: String, Codable {\n    case can as `GET /v1/orders/{id}\u{9B}returns it.\n}\n"
        #expect(throws: SwiftModelReadError.self) { try SwiftModelReader.read(sources: [("Fuzz.swift", source)]) }
        do {
            _ = try SwiftModelReader.read(sources: [("Fuzz.swift", source)])
        } catch {
            let text = error.description
            #expect(!text.unicodeScalars.contains { $0.value == 0x9B }, "raw CSI in \(text.debugDescription)")
            #expect(text.contains("\\u009b"), "written as the one escaping policy writes it: \(text)")
        }
    }

    @Test func theCaretStaysUnderTheColumnAfterEscapesAndMultibyteCharacters() {
        // Column 10 in UTF-8 bytes, as swift-syntax counts: after "é" (2 bytes) and a tab.
        let error = SwiftModelReadError(
            position: DeclaredSourcePosition(file: "M.swift", line: 1, column: 10),
            message: "x", sourceLine: "let é\t= 1")
        let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        let caret = lines[2].count - 1
        let shown = String(lines[1])
        #expect(shown.hasPrefix("let é"))
        // The caret is under the "1" however the tab is shown.
        #expect(Array(shown)[caret] == "1", "\(shown) / \(lines[2])")
    }

    /// Swift ends lines at `\r\n` and at a lone `\r` too (the model-reader fuzzer found a lone
    /// `\r`): the error's line is the one swift-syntax counted.
    @Test(arguments: ["\r\n", "\r"])
    func theSourceLineIsFoundWhateverEndsTheLines(newline: String) throws {
        let source = ["struct A: Decodable {", "    let x: = 1", "}", ""].joined(separator: newline)
        do {
            _ = try SwiftModelReader.read(sources: [("M.swift", source)])
            Issue.record("the source does not parse, and was read")
        } catch {
            #expect(error.position?.line == 2)
            #expect(error.sourceLine == "    let x: = 1")
        }
    }
}
