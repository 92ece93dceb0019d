import Coax
import Testing

@Suite("A filter expression tested on a value itself")
struct FilterExpressionTests {
    static let record = try! JSONDocument(
        parsing: #"{"level": "error", "status": 503, "tags": ["db", "retry"], "user": {"id": 7}}"#)

    @Test func atStandsForTheValueItself() throws {
        #expect(try JSONFilterExpression(parsing: "@.level == 'error'").holds(for: Self.record.root))
        #expect(try !JSONFilterExpression(parsing: "@.level == 'info'").holds(for: Self.record.root))
        #expect(try JSONFilterExpression(parsing: "@.status >= 500 && @.tags[0] == 'db'").holds(for: Self.record.root))
        #expect(try JSONFilterExpression(parsing: "$.user.id == 7").holds(for: Self.record.root))
        #expect(try JSONFilterExpression(parsing: "!@.missing").holds(for: Self.record.root))
        #expect(try JSONFilterExpression(parsing: "length(@.tags) == 2").holds(for: Self.record.root))
        #expect(try JSONFilterExpression(parsing: "match(@.level, 'err.*')").holds(for: Self.record.root))
    }

    @Test func aLeadingQuestionMarkIsSkipped() throws {
        #expect(try JSONFilterExpression(parsing: "?@.status == 503").holds(for: Self.record.root))
    }

    @Test func aNestedValueCanBeTested() throws {
        let user = try #require(Self.record.root["user"])
        #expect(try JSONFilterExpression(parsing: "@.id == 7").holds(for: user))
    }

    @Test func anInvalidExpressionSaysWhereInTheTextAsTyped() {
        #expect(throws: JSONPathParseError.self) { try JSONFilterExpression(parsing: "@.level = 'error'") }
        do {
            _ = try JSONFilterExpression(parsing: "@.level = 'error'")
        } catch {
            #expect(error.text == "@.level = 'error'")
            #expect(error.column == 9)
        }
    }

    @Test func textThatClosesTheFilterEarlyIsNotOneExpression() {
        #expect(throws: JSONPathParseError.self) { try JSONFilterExpression(parsing: "true], $[?false") }
        #expect(throws: JSONPathParseError.self) { try JSONFilterExpression(parsing: "true, ?false") }
    }
}
