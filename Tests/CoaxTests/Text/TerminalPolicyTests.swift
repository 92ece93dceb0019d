import Testing

@testable import Coax

#if canImport(Glibc)
import Glibc
#endif

/// One definition of "unsafe for a terminal", applied to every text Coax shows people, and one
/// width table. The list below is the specification, written independently of the code.
@Suite struct TerminalPolicyTests {
    /// Characters that move the cursor, change the terminal's state, reorder or hide text, or
    /// draw differently from terminal to terminal.
    static let unsafe: [Unicode.Scalar] = {
        var values: [UInt32] = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
        values += [0x2028, 0x2029]  // line and paragraph separators
        values += [0x061C, 0x200E, 0x200F]  // bidirectional marks
        values += Array(0x202A...0x202E) + Array(0x2066...0x2069)  // embeddings, overrides, isolates
        values += Array(0x206A...0x206F)  // deprecated format controls (shaping, symmetric swapping)
        values += [0xFEFF] + Array(0xFFF9...0xFFFB)  // byte order mark, interlinear annotations
        values += [0x0378, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF, 0xE0080]  // unassigned, noncharacters
        // Invisible, or joining glyphs into ones whose width terminals disagree on: zero-width
        // space, non-joiner and joiner, word joiner and invisible operators, Mongolian selectors,
        // emoji variation selectors, skin-tone modifiers, tags.
        values += Array(0x200B...0x200D) + Array(0x2060...0x2064) + Array(0x180B...0x180F) + [0xFE0E, 0xFE0F]
        values += Array(0x1F3FB...0x1F3FF) + [0xE0001] + Array(0xE0020...0xE007F)
        return values.compactMap(Unicode.Scalar.init)
    }()

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { unsafe.contains(scalar) }

    static func rawUnsafe(in text: String) -> [String] {
        text.unicodeScalars.filter(isUnsafe).map { PrintableText.codePointName($0.value) }
    }

    /// For texts of several lines: the lines must be safe; the newlines between them are the text's own.
    static func rawUnsafe(inLines text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { rawUnsafe(in: String($0)) }
    }

    /// All the unsafe characters with some ordinary text between them.
    static let hostile = unsafe.map { "a" + String($0) + "b" }.joined()

    @Test func thePolicyEscapesExactlyTheListedCharactersAmongThoseTested() {
        for scalar in Self.unsafe { #expect(PrintableText.needsEscape(scalar), "\(scalar.value)") }
        for safe in ["a", "é", "界", "😀", "\u{301}", "\u{FE00}", "\u{E000}", "€", "\u{A0}", "\u{AD}"] {
            for scalar in safe.unicodeScalars { #expect(!PrintableText.needsEscape(scalar), "\(scalar.value)") }
        }
    }

    @Test(arguments: [EscapeStyle.plain, .json])
    func escapedTextHoldsNoUnsafeCharacterAndReadsBack(style: EscapeStyle) {
        let escaped = PrintableText.escaped(Self.hostile, style: style)
        #expect(Self.rawUnsafe(in: escaped).isEmpty)
        #expect(escaped.contains("\\u202e"))
        if style == .json {
            // JSON-style escapes are a JSON string's contents: reading them back gives the text.
            let document = try? JSONDocument(parsing: "\"" + escaped + "\"")
            #expect(document?.root.string == Self.hostile)
        }
    }

    @Test func reasonsAndPreviewsAreSafe() {
        let value = JSONValue.string(Self.hostile)
        #expect(Self.rawUnsafe(in: ReasonText.quoted(Self.hostile, limit: .max)).isEmpty)
        #expect(Self.rawUnsafe(in: JSONPreview.compact(JSONValue.object([Self.hostile: value]))).isEmpty)
        for entry in CoercionReport(value).entries {
            #expect(Self.rawUnsafe(in: entry.why).isEmpty, "\(entry.method)")
        }
    }

    @Test func pathsShownToPeopleAreSafe() throws {
        let path = JSONPath([.key(Self.hostile), .index(2), .key("x\u{202E}y")])
        // The normalized form is RFC 9535's machine form; what people see is escaped on top of it.
        for text in [path.shortForm, PrintableText.escaped(path.normalized)] {
            #expect(Self.rawUnsafe(in: text).isEmpty, "\(text)")
        }
        let document = try JSONDocument(parsing: #"{"a\u202e": {"b": 1}}"#)
        do {
            _ = try JSONPath([.key("a\u{202E}"), .key("c\u{2066}")]).resolve(in: document.root)
        } catch {
            #expect(Self.rawUnsafe(in: error.description).isEmpty, "\(error.description)")
        }
        do {
            _ = try JSONPath(parsing: "$['a\u{202E}b'")
        } catch {
            #expect(Self.rawUnsafe(inLines: error.rendered).isEmpty)
            #expect(Self.rawUnsafe(in: error.description).isEmpty)
        }
    }

    @Test func expansionWarningsAreSafe() throws {
        let root: JSONValue = [
            "data": [
                "type": "posts", "id": "1",
                "relationships": ["author\u{202E}": ["data": ["type": "people\u{2066}", "id": "9\u{202E}"]]],
            ]
        ]
        let expansion = try Expander().expand(root)
        #expect(!expansion.warnings.isEmpty)
        for warning in expansion.warnings {
            #expect(Self.rawUnsafe(in: warning.description).isEmpty, "\(warning.description)")
        }
        let links: JSONValue = ["links": ["a\u{202E}": "x", "b.\u{2067}": "{c}"], "b": []]
        for warning in try Expander().expand(links).warnings {
            #expect(Self.rawUnsafe(in: warning.description).isEmpty, "\(warning.description)")
        }
    }

    @Test func diagnosticsAndLoadErrorsAreSafe() {
        do {
            _ = try JSONDocument(parsing: "[\"\u{202E}\u{2066}\", x]")
        } catch {
            #expect(Self.rawUnsafe(inLines: error.rendered(fileName: "f\u{202E}.json")).isEmpty)
        }
        let load = JSONLoadError.unreadable(path: "a\u{202E}b\u{FEFF}.json", reason: "x\u{2067}")
        #expect(Self.rawUnsafe(in: load.description).isEmpty)
    }

    @Test func driftTextIsSafe() throws {
        let document = try JSONDocument(
            parsing: #"[{"k\u202e": 1, "\u2066x": "a"}, {"k\u202e": "1", "\u2066x": 2}]"#)
        let text = DriftAnalyzer().analyze(document).text(name: "f\u{202E}.json")
        #expect(text.contains("\\u202e"))
        #expect(Self.rawUnsafe(inLines: text).isEmpty)
    }

    // MARK: - Width

    @Test(arguments: [
        ("a", 1), ("é", 1), ("界", 2), ("한", 2), ("Ａ", 2), ("😀", 2), ("🍵", 2), ("⌚", 2), ("\u{3000}", 2),
        ("\u{301}", 0), ("\u{200B}", 0), ("\u{1160}", 0), ("\u{600}", 1), ("→", 1), ("\u{AD}", 1),
        // Regional indicators: one column each, as the C library and terminals count them.
        ("🇩", 1),
        // Emoji modifiers (skin tones) are drawn, two columns.
        ("\u{1F3FB}", 2),
    ])
    func columnsFollowTheTerminalConvention(character: String, width: Int) throws {
        let scalar = try #require(character.unicodeScalars.first)
        #expect(PrintableText.columns(of: scalar) == width)
    }

    /// The C library's `wcwidth`, when it can be found, and its `C.UTF-8` locale.
    static let cLibraryWidth: (@convention(c) (Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()
    static var hasUTF8Locale: Bool {
        guard let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return false }
        freelocale(locale)
        return true
    }

    @Test(.enabled(if: cLibraryWidth != nil && hasUTF8Locale, "no wcwidth in a C.UTF-8 locale"))
    func theTableAgreesWithTheCLibraryOnEveryCharacterItKnows() throws {
        let wcwidth = try #require(Self.cLibraryWidth)
        let locale = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        // This thread only: other tests run beside this one.
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        // Characters whose Unicode properties changed between the C library's Unicode version and
        // Swift's: a Mn mark that became a spacing one.
        let knownDifferences: Set<UInt32> = [0x1171E]
        var differences: [String] = []
        var compared = 0
        for value in UInt32(0xA0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !PrintableText.needsEscape(scalar),
                !knownDifferences.contains(value)
            else { continue }
            let expected = wcwidth(Int32(value))
            if expected >= 0 { compared += 1 }
            if expected >= 0, Int(expected) != PrintableText.columns(of: scalar) {
                differences.append(
                    "\(PrintableText.codePointName(value)): \(PrintableText.columns(of: scalar)) vs \(expected)")
            }
        }
        #expect(compared > 100_000, "the C library knows too few characters to compare")
        #expect(differences.isEmpty, "\(differences.prefix(40))")
    }

    @Test func theWidthOfTextCountsItsEscapes() {
        #expect(PrintableText.displayWidth(of: "日本\u{1B}") == 4 + 6)
        #expect(PrintableText.displayWidth(of: "a\u{202E}") == 1 + 6)
    }
}
