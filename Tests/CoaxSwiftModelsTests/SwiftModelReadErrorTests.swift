import Coax
import Foundation
import Testing

@testable import CoaxSwiftModels

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

    /// Found by the model-reader fuzz target: on this mangled source (327 bytes, invalid UTF-8
    /// replaced as a file is read) swift-syntax's diagnostic generator built a Fix-It with no
    /// change and trapped, ending the process; the reader finds the error itself.
    @Test func aSourceOnWhichSwiftSyntaxsDiagnosticsTrapIsAnError() throws {
        let base64 =
            "d3RydWN7U3RyaWduIDEwIH0KCnN0cnVjdCBLaW5kOiBTdHJpbmcsIERtIEtpbmQ6IFN0cmluZywgRGVjb2RhYmxlIP//////"
            + "////////////////////////////////////////////////////////////////////////PSAiR29sbHVtRXZlbnQiLCB3"
            + "YXRjaCCD9d/f39+TlXQga2luZDogS2luZC41CiAgICBsZXQgY291bnRzOiBbU3RyaW5nOiBbSW50P11dCiAgICBsZXQgYnlJ"
            + "RDogW0ludDogRHVjaW1hbF0/CiAgICBsZXQgYXQ6IERhdGUKICAgIGxldCBibG9iOiBEYXRhCn0KCmV4dGVuc2lvbiBFdmVu"
            + "dDogRGVjb2RhYmxlIHt9CgpzAAB0aHJvd3PMgSJmYSJ6eXAlInQK"
        let bytes = try #require(Data(base64Encoded: base64))
        #expect(bytes.count == 327)
        let source = String(decoding: bytes, as: UTF8.self)
        do {
            _ = try SwiftModelReader.read(sources: [("Fuzz.swift", source)])
            Issue.record("the source does not parse, and was read")
        } catch {
            let position = try #require(error.position)
            #expect(position.file == "Fuzz.swift" && position.line == 1 && position.column == 14)
            #expect(
                error.description.hasPrefix("Fuzz.swift:1:14: error: expected ';' or a line break between statements"),
                "\(error.description)")
        }
    }

    /// The reader's own messages name what was expected or not, and the declaration it is in.
    @Test(arguments: [
        ("struct A: Decodable {\n    let y: = 3\n}\n", 2, 12, "expected a type in struct 'A'"),
        ("struct A: Decodable {\n    let y: Int\n", 2, 15, "expected '}' in struct 'A'"),
        ("struct B: Codable { let x: Int }\n}\n", 2, 1, "unexpected code '}'"),
        ("struct B: Codable { let x: Int ]] }\n", 1, 28, "expected '[' in struct 'B'"),
        ("struct C: Codable { let s: String = \"\\q\" }\n", 1, 38, "invalid escape sequence in string literal"),
    ])
    func aSyntaxErrorSaysWhatAndWhere(source: String, line: Int, column: Int, message: String) {
        do {
            _ = try SwiftModelReader.read(sources: [("M.swift", source)])
            Issue.record("the source does not parse, and was read")
        } catch {
            #expect(error.position?.line == line)
            #expect(error.position?.column == column)
            #expect(error.message == message)
        }
    }

    @Test func aTypeExpressionThatIsNotATypeSaysWhy() {
        do {
            _ = try TypeExpressionParser.parse("[Product")
            Issue.record("'[Product' was read as a type")
        } catch {
            #expect(error.position == nil)
            #expect(error.message == "'[Product' is not a type: expected ']'")
        }
    }

    /// Found by the model-reader fuzz target: a 144-byte source with a hundred `[` in a row did
    /// not finish (swift-syntax's lookahead doubles its time at each level). Deep brackets are
    /// refused at the first one too deep; brackets in comments and strings do not count.
    @Test func bracketsNestedTooDeepAreAnErrorAtTheFirstOneTooDeep() throws {
        let runaway = "s tru" + String(repeating: "[", count: 100) + "ct\"A: Decodab,e {\n"
        do {
            _ = try SwiftModelReader.read(sources: [("Fuzz.swift", runaway)])
            Issue.record("the source does not parse, and was read")
        } catch {
            #expect(error.position?.line == 1)
            #expect(error.position?.column == 6 + BracketDepthLimit.maximumDepth)
            #expect(error.message.hasPrefix("'[' nested more than 12 deep"))
        }
        let deep = String(repeating: "[", count: 13) + "Int" + String(repeating: "]", count: 13)
        #expect(throws: SwiftModelReadError.self) { try TypeExpressionParser.parse(deep) }
    }

    @Test func bracketsInCommentsAndStringsAndModerateNestingAreRead() throws {
        let brackets = String(repeating: "[", count: 40)
        let source = """
            // \(brackets)
            /* \(brackets) /* nested */ \(brackets) */
            struct A: Decodable {
                let grid: [[[[[[Int]]]]]]
                let note = "\(brackets)\\"\(brackets)"
                let block = \"\"\"
                    \(brackets)
                    \"\"\"
            }
            """
        let models = try SwiftModelReader.read(sources: [("M.swift", source)])
        #expect(models.type(named: "A")?.decodedProperties.map(\.name) == ["grid"])
        #expect(BracketDepthLimit.firstTooDeep(in: source) == nil)
    }
}
