import Testing

@testable import Coax

/// Strict RFC 9535 syntax with located errors: the column of the offending character and what
/// was expected there.
@Suite struct QueryParsingTests {
    func failure(_ query: String) -> JSONPathParseError? {
        do {
            _ = try JSONQuery(parsing: query)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        "$", "$ ['a']", "$.a ..b", "$[ 'a' , \"b\" ]", "$..*", "$[1:2:3]", "$[ ::-1 ]", "$[?@.a]",
        "$[?(@.a == 1 || !(@.b < 2)) && @.c != 'x']", "$[?length(@) > 2]", "$[?count(@.*) == 0]",
        "$[?match(@.a, '[a-z]+')]", "$[?search(@, $.pattern)]", "$[?value(@..x) == null]", "$.ключ.キー._x1",
        "$[-9007199254740991]", "$[?@.a==-0.5e+3]", "$[?@ <= 'z']",
    ])
    func acceptsValidQueries(query: String) {
        #expect(failure(query) == nil, "\(query)")
    }

    @Test(arguments: [
        ("$.&", 2, "expected a name or '*' after '.' (quote other names: ['…'])"),
        ("$.1", 2, "a name after '.' starts with a letter or '_'; write an index as [1], or quote the name: ['1']"),
        ("$.a[?@.b = 1]", 9, "expected '==' (a single '=' is not an operator)"),
        ("$.a ", 3, "a query cannot end with blank space"),
        ("a.b", 0, "expected '$' at the start of the query"),
        ("$[01]", 2, "an index has no leading zeros"),
        ("$[9007199254740992]", 2, "an index must be between -9007199254740991 and 9007199254740991"),
        ("$[-0]", 2, "'-0' is not an index; write 0"),
        (
            "$[?length(@.*) > 1]", 10,
            "length() takes a single value, and this query can select several nodes; use names and indices only, or value(…)"
        ),
        (
            "$[?match(@.a, 'x') == true]", 3,
            "match() gives a logical result, which cannot be compared; use it as a test on its own"
        ),
        ("$[?length(@)]", 3, "length() gives a value, which is not a test by itself; compare it (length(…) > 0)"),
        (
            "$[?@.* == 1]", 3,
            "a comparison needs a singular query (names and indices only), and this one can select several nodes; use value(…) or count(…)"
        ),
        ("$[?foo(@)]", 3, "unknown function 'foo'; the functions are length, count, match, search and value"),
        ("$[?count(1) == 1]", 9, "count() takes a query (such as @.items[*]), not a literal"),
        ("$[?1]", 3, "a literal is not a test by itself; compare it with something (@.a == 1)"),
        ("$['a\\\"']", 4, "\\\" is only an escape inside \"…\" quotes; write \" as it is"),
        (
            "$[?@.a == tru]", 10,
            "'tru' is not a literal or a function call; strings are quoted ('tru'), and names are read from a query (@.tru)"
        ),
        ("$..", 3, "expected a name, '*' or '[…]' after '..'"),
        ("$[1,]", 4, "expected a selector between the brackets"),
        ("$['a'", 5, "expected ']' to close the brackets"),
        ("$[?@.a && ]", 10, "expected a query (@…, $…), a literal ('text', 12, true, false, null) or a function call"),
        (
            "$[?!@.a == 1]", 3,
            "'!' applies to a test, not to a comparison: write !(… == …) or use the opposite operator"
        ),
        ("$[?length (@) > 1]", 9, "no blank space is allowed between a function's name and '('"),
        ("$[?match(@.a)]", 12, "match() takes 2 arguments, not 1"),
    ])
    func rejectsWithTheColumnAndWhatWasExpected(query: String, offset: Int, message: String) throws {
        let error = try #require(failure(query), "\(query) was accepted")
        #expect(error.offset == offset, "\(query): \(error)")
        #expect(error.message == message, "\(query)")
    }

    @Test func theRenderedErrorShowsTheQueryWithACaretUnderTheProblem() throws {
        let error = try #require(failure("$.statuses[?@.user.followers_count = 10]"))
        #expect(
            error.rendered == """
                $.statuses[?@.user.followers_count = 10]
                                                   ^ expected '==' (a single '=' is not an operator)
                """)
    }

    @Test func controlCharactersInTheQueryAreShownEscapedAndTheCaretFollows() throws {
        let error = try #require(failure("$['a']\t\tx"))
        #expect(
            error.rendered == "$['a']\\t\\tx\n          ^ expected '.name', '[…]' or '..' to start the next segment")
        let control = try #require(failure("$['a\u{1B}b']"))
        #expect(control.rendered.hasPrefix("$['a\\u001bb']\n    ^ "))
    }

    @Test func nestingIsLimitedSoNoQueryExhaustsTheStack() throws {
        let fine = "$[?" + String(repeating: "(", count: 60) + "@.a" + String(repeating: ")", count: 60) + "]"
        #expect(failure(fine) == nil)
        for depth in [65, 100_000] {
            let deep = "$[?" + String(repeating: "(", count: depth) + "@.a" + String(repeating: ")", count: depth) + "]"
            let error = try #require(failure(deep))
            #expect(error.message == "the query nests more than 64 levels deep")
        }
        let filters = "$" + String(repeating: "[?@", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(filters)?.message == "the query nests more than 64 levels deep")
        let functions =
            "$[?" + String(repeating: "length(value(", count: 50_000) + "@" + String(repeating: "))", count: 50_000)
            + "]"
        #expect(failure(functions) != nil)
    }

    @Test func tooLargeLiteralPatternsAreRefusedWhenParsing() throws {
        let error = try #require(failure("$[?match(@, 'a{1000000}')]"))
        #expect(error.offset == 12)
        #expect(error.message.hasPrefix("the pattern is too large to match safely"))
        #expect(failure("$[?match(@, '\\\\d')]") == nil, "a pattern that is not I-Regexp is valid and matches nothing")
    }
}
