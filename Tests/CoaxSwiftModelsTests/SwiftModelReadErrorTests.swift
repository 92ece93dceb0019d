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
}
