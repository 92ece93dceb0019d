import Foundation
import Testing

@testable import Coax

/// No coercion output puts a raw control character on a terminal.
@Suite struct TerminalSafetyTests {
    static let hostile: [JSONValue] = [
        "\u{1B}[31m5\u{1B}[0m", "\u{9B}2J 7", "tab\there 8", "line\nbreak 9", "del\u{7F} 1", "nul\u{0} 3",
        "bell\u{07}", "\u{202E}42", "x\u{2028}4", ["\u{1B}]0;title\u{07}": "\u{1B}c"],
        ["\u{1B}[2J", 5, "\u{85}6"], "\u{1B}", "quote\" back\\slash 5",
    ]

    @Test(arguments: hostile)
    func reasonsNeverContainRawControlCharacters(value: JSONValue) {
        let report = CoercionReport(value, unconvertibleMarker: "\u{1B}[5m")
        for entry in report.entries {
            #expect(!Fixture.hasRawControl(entry.why), "\(entry.method): \(entry.why)")
            #expect(!Fixture.hasRawControl(entry.output.preview()), "\(entry.method)")
            #expect(!Fixture.hasRawControl(entry.output.jsonText()), "\(entry.method)")
        }
    }

    @Test(arguments: hostile)
    func tablesAndJSONAreSafe(value: JSONValue) {
        let report = CoercionReport(value)
        let table = report.table(path: "$['\u{1B}']")
        let json = report.jsonText(path: "$['\u{1B}']")
        // Lines are separated by newlines; nothing else may be a control character.
        for line in table.split(separator: "\n") + json.split(separator: "\n") {
            #expect(!Fixture.hasRawControl(String(line)), "\(line)")
        }
        #expect(json.contains("\\u001b"))
    }

    @Test func escapesAreReadable() {
        let why = Coercion(JSONValue.string("\u{1B}[31m5")).explained.integer.why
        #expect(why == #""\u001b[31m5" → trimmed to "31m5" → integer prefix 31"#)
        #expect(ReasonText.quoted("a\tb\n\u{9B}\u{7F}") == #""a\tb\n\u009b\u007f""#)
    }
}
