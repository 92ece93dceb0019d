import Coax
import Testing

@testable import CoaxInspector

/// A document read with its invalid UTF-8 shown as U+FFFD opens with a message saying so.
@Suite("Inspector and invalid UTF-8")
struct InspectorInvalidUTF8Tests {
    @Test func theFirstScreenSaysHowManySequencesWereReplacedAndWhere() throws {
        var options = JSONParseOptions()
        options.replacesInvalidUTF8 = true
        let bytes = Array("{\"a\": \"x".utf8) + [0xFF] + Array("\", \"b\": \"".utf8) + [0xC3] + Array("\"}".utf8)
        let document = try JSONDocument(parsing: bytes, options: options)
        let inspector = Inspector(
            document: document, configuration: InspectorConfiguration(fileName: "bad.json", reporters: []),
            size: ScreenSize(rows: 12, columns: 100))
        #expect(inspector.messages.current?.isError == true)
        #expect(
            inspector.messageText
                == "invalid UTF-8: 2 byte sequences are shown as U+FFFD (the first at 1:9); coax check rejects the file"
        )
    }

    @Test func aValidDocumentOpensWithoutAMessage() throws {
        let harness = try Harness(#"{"a": "é"}"#)
        #expect(harness.inspector.messageText == nil)
    }
}
