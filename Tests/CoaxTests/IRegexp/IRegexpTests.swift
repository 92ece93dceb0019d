import Testing

@testable import Coax

/// RFC 9485's semantics (XSD regular expressions, whole-text matching, scalars), its grammar (what
/// is not I-Regexp is refused with a position), and bounded work on hostile patterns.
@Suite struct IRegexpTests {
    @Test(arguments: [
        ("abc", "abc", true), ("abc", "abcd", false), ("a.c", "a\u{1F600}c", true),
        ("a.c", "a\nc", false), ("a.c", "a\rc", false), ("a.c", "a\u{2028}c", true),
        ("colou?r", "color", true), ("colou?r", "colouur", false), ("(ab)+", "ababab", true),
        ("(ab)+", "", false), ("(ab)*", "", true), ("a{3}", "aaa", true), ("a{3}", "aa", false),
        ("a{2,}", "aaaaa", true), ("a{2,3}", "aaaa", false), ("a{0,1}b", "b", true),
        ("a|b|", "", true), ("a|bc", "bc", true), ("[a-c]+", "abcabc", true), ("[^a-c]", "d", true),
        ("[^a-c]", "b", false), ("[-a]", "-", true), ("[a-]", "-", true), ("[\\-x]", "-", true),
        ("[\\]]", "]", true), ("\\p{Lu}\\p{Ll}+", "Émile", true), ("\\P{L}", "1", true), ("\\P{L}", "x", false),
        ("\\p{Nd}{2}", "٣4", true), ("[\\p{Lu}0-9]+", "AB12", true), ("\\\\", "\\", true), ("\\t\\n", "\t\n", true),
        ("()", "", true), ("(){5}", "", true), ("x(){100000000}y", "xy", true), ("^ab", "ab", true),
        ("[$]", "$", true), ("\\^", "^", true), ("[a^]", "^", true), ("\\p{Zs}", "\u{A0}", true),
    ])
    func matchesTheWholeText(pattern: String, text: String, expected: Bool) throws {
        #expect(try IRegexp(pattern).matches(text) == expected, "\(pattern) on \(text.debugDescription)")
    }

    @Test(arguments: [
        ("[BR]ob", "Bobby", true), ("[BR]ob", "bob", false), ("", "anything", true), ("^ab", "xab", false),
        ("ab$", "xab", true), ("ab$", "abx", false), ("b+", "aaabbb", true), ("a.c", "xx\nabc\n", true),
    ])
    func searchFindsAPart(pattern: String, text: String, expected: Bool) throws {
        #expect(try IRegexp(pattern).containsMatch(in: text) == expected, "\(pattern) in \(text.debugDescription)")
    }

    @Test(arguments: [
        ("\\d", 0), ("\\w+", 0), ("a**", 2), ("a{3,1}", 1), ("(a", 2), ("a)", 1), ("[a", 2), ("[]a]", 1),
        ("[^]", 2), ("[a-\\p{L}]", 3), ("[b-a]", 1), ("\\p{IsBasicLatin}", 0), ("\\p{Xx}", 0), ("a{,3}", 2),
        ("{1}", 0), ("]", 0), ("}", 0), ("*a", 0), ("[a--]", 3), ("\\u0041", 0), ("a{2", 3), ("\\", 0),
    ])
    func rejectsWhatIsNotIRegexpWithAPosition(pattern: String, column: Int) {
        #expect {
            try IRegexp(pattern)
        } throws: { error in
            guard let error = error as? IRegexpError else { return false }
            return error.kind == .invalid && error.offset == column
        }
    }

    @Test func errorsRenderThePatternWithACaret() {
        do {
            _ = try IRegexp("ab(c")
            Issue.record("accepted")
        } catch {
            #expect(error.rendered == "ab(c\n    ^ expected ')' to close the group at column 3")
            #expect(error.description == "column 5: expected ')' to close the group at column 3")
        }
    }

    @Test func countedRepetitionsBeyondTheProgramLimitAreRefusedNotCompiled() {
        for pattern in ["a{1000000}", "(a{1000}){1000}", "((a{100}){100}){100}", "a{99999999999999999999}"] {
            #expect {
                try IRegexp(pattern)
            } throws: { error in
                (error as? IRegexpError)?.kind == .tooLarge
            }
        }
    }

    @Test func deeplyNestedGroupsCompileWithoutRecursion() throws {
        let depth = 50_000
        let pattern = String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
        #expect(try IRegexp(pattern).matches("a"))
    }

    @Test func classicBacktrackingTrapsTakeStepsProportionalToTheText() throws {
        // (a+)+b and (a|a)* blow up backtracking engines on a run of a's; the machine here
        // steps each thread once per character, so a budget of (text × program) always suffices.
        let text = String(repeating: "a", count: 100_000)
        for (pattern, searching, expected) in [
            ("(a+)+b", false, false), ("(a|a)*c", true, false), ("(a*)*", false, true),
        ] {
            let regexp = try IRegexp(pattern)
            var budget = (text.count + 1) * (regexp.program.instructions.count + 1)
            #expect(
                regexp.matches(text.unicodeScalars, searching: searching, budget: &budget) == expected, "\(pattern)")
        }
    }

    @Test func aBudgetStopsMatchingAndSaysSo() throws {
        let regexp = try IRegexp("a{1,1000}b")
        var budget = 10_000
        let text = String(repeating: "a", count: 10_000)
        #expect(regexp.matches(text.unicodeScalars, searching: true, budget: &budget) == nil)
    }

    @Test func aOneLetterCategoryIsEveryCategoryOfThatLetterAndSurrogatesHaveNoNameOfTheirOwn() {
        func bits(_ categories: Unicode.GeneralCategory...) -> UInt32 {
            categories.reduce(0) { $0 | ScalarSet.bit(of: $1) }
        }
        #expect(ScalarSet.mask("Lu") == bits(.uppercaseLetter))
        #expect(ScalarSet.mask("Cn") == bits(.unassigned))
        #expect(
            ScalarSet.mask("L")
                == bits(.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter))
        #expect(ScalarSet.mask("Z") == bits(.spaceSeparator, .lineSeparator, .paragraphSeparator))
        #expect(ScalarSet.mask("C") == bits(.control, .format, .surrogate, .privateUse, .unassigned))
        for name in ["Cs", "", "X", "Lx", "LuL", "IsBasicLatin"] {
            #expect(ScalarSet.mask(name) == nil, "\(name)")
        }
    }
}
