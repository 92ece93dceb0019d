@testable import Coax

/// No character that would drive or reorder a terminal survives the escaping policy
/// (``PrintableText``), wherever document text is shown: escaped text, source excerpts, parse
/// errors and their caret lines, paths in every printed form, and path and query errors. The
/// unsafe set is written out here independently of the policy it checks.
enum TerminalTextCheck {
    /// C0 controls (ESC among them), DEL, C1 controls, line and paragraph separators, the byte
    /// order mark, the bidirectional marks, embeddings, overrides and isolates, and what joins
    /// glyphs into one of uncertain width or hides between them: zero-width space, non-joiner and
    /// joiner, word joiner, emoji variation selectors, skin-tone modifiers.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x200B...0x200D, 0x2060, 0xFE0E, 0xFE0F, 0x1F3FB...0x1F3FF: true
        default: false
        }
    }

    /// Fails when `text` holds an unsafe character (other than line breaks, when `lines` is set).
    static func expectSafe(_ text: String, lines: Bool = false, _ what: @autoclosure () -> String) throws(FuzzFailure) {
        for scalar in text.unicodeScalars where isUnsafe(scalar) && !(lines && scalar == "\n") {
            throw FuzzFailure("\(what()) holds U+\(String(scalar.value, radix: 16, uppercase: true)): \(shown(text))")
        }
    }

    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        let text = String(decoding: input, as: UTF8.self)
        try checkEscaping(text)
        try checkExcerpts(text, seed: input.first.map(Int.init) ?? 0)
        try checkPaths(text)
        switch Result(catching: { () throws(JSONParseError) in try JSONDocument(parsing: input) }) {
        case .success(let document):
            try checkDocumentPaths(document)
        case .failure(let error):
            try expectSafe(error.rendered(fileName: "input\u{1B}[2J.json"), lines: true, "the rendered parse error")
            try expect(
                error.rendered(fileName: "f").split(separator: "\n", omittingEmptySubsequences: false).count == 3,
                "the rendered parse error is not three lines")
            try expectSafe(error.description, "the parse error")
        }
    }

    static func checkEscaping(_ text: String) throws(FuzzFailure) {
        let plain = PrintableText.escaped(text)
        try expectSafe(plain, "plain escaped text")
        let json = PrintableText.escaped(text, style: .json)
        try expectSafe(json, "JSON-escaped text")
        // The JSON style is a JSON string body that reads back as the text.
        let decoded = try? JSONDocument(parsing: "\"" + json + "\"").root.string
        try expect(
            decoded.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars),
            "JSON-escaped text reads back as \(shown(decoded as Any))")
        try checkClusters(plain)
        let width = PrintableText.displayWidth(of: text)
        let escapedWidth = plain.unicodeScalars.reduce(0) { $0 + PrintableText.columns(of: $1) }
        try expect(width == escapedWidth, "display width \(width), but the escaped text takes \(escapedWidth) columns")
        try expect(
            CaretLine.render(text: text, offset: text.count / 2, message: text).split(
                separator: "\n", omittingEmptySubsequences: false
            ).count == 2, "a caret line is not two lines")
        try expectSafe(CaretLine.render(text: text, offset: text.count / 2, message: text), lines: true, "a caret line")
    }

    /// In escaped text no grapheme cluster joins two pictographs or wide characters (an emoji
    /// sequence a terminal may draw as one glyph of two columns or as several of two each), so
    /// every cluster takes the columns counted for its scalars, whatever the terminal.
    static func checkClusters(_ escaped: String) throws(FuzzFailure) {
        for cluster in escaped {
            var pictographs = 0
            // Regional indicators pair into flags of two columns, one counted for each.
            for scalar in cluster.unicodeScalars
            where scalar.properties.isEmoji && scalar.value >= 0x80 && !(0x1F1E6...0x1F1FF).contains(scalar.value) {
                pictographs += 1
            }
            try expect(
                pictographs <= 1,
                "escaped text holds a cluster of \(pictographs) pictographs: \(shown(String(cluster)))")
        }
    }

    static func checkExcerpts(_ text: String, seed: Int) throws(FuzzFailure) {
        let count = text.unicodeScalars.count
        for (column, width) in [
            (1, 80), (count / 2 + 1, 10 + seed % 50), (count + 1, 100), (seed % (count + 1) + 1, 3),
        ] {
            for (before, after) in [(false, false), (true, true)] {
                let excerpt = PrintableText.excerpt(
                    of: text, column: column, width: width, isCutBefore: before, isCutAfter: after)
                try expectSafe(excerpt.line, "an excerpt")
                let shownWidth = PrintableText.displayWidth(of: excerpt.line)
                // The character at the caret is always shown; the widest is an escaped astral
                // character (`\ud8bc\udffd`, 12 columns), wider than the narrowest budget (10).
                try expect(
                    shownWidth <= max(width, 12) + 2,
                    "an excerpt for width \(width) takes \(shownWidth) columns: \(shown(excerpt.line))")
                try expect(
                    excerpt.caretColumn >= 0 && excerpt.caretColumn <= shownWidth,
                    "the caret of an excerpt is at \(excerpt.caretColumn) of \(shownWidth) columns")
            }
        }
    }

    /// Paths and queries read from the text: their printed forms and their errors.
    static func checkPaths(_ text: String) throws(FuzzFailure) {
        switch Result(catching: { () throws(JSONPathParseError) in try JSONPath(parsing: text) }) {
        case .success(let path):
            try expectSafe(path.shortForm, "a short-form path")
            try expectSafe(PrintableText.escaped(path.normalized), "an escaped normalized path")
        case .failure(let error):
            try expectSafe(error.description, lines: true, "a path error")
        }
        do {
            _ = try JSONQuery(parsing: text)
        } catch {
            try expectSafe(error.description, lines: true, "a query error")
        }
    }

    /// Every key's path, printed as people see it.
    static func checkDocumentPaths(_ document: JSONDocument) throws(FuzzFailure) {
        var visited = 0
        func walk(_ node: JSONNode, _ path: JSONPath) throws(FuzzFailure) {
            visited += 1
            guard visited < 2_000 else { return }
            if let members = node.members {
                for (key, value) in members {
                    let child = path.appending(key: key)
                    try expectSafe(child.shortForm, "the short form of a path to a key")
                    try expectSafe(PrintableText.escaped(child.normalized), "an escaped normalized path to a key")
                    try expectSafe(PrintableText.escaped(child.pointer), "an escaped pointer to a key")
                    try walk(value, child)
                }
            } else if let elements = node.elements {
                for (index, element) in elements.enumerated() {
                    try walk(element, path.appending(index: index))
                }
            } else if let string = node.string {
                try expectSafe(PrintableText.escaped(string), "an escaped string value")
            }
        }
        try walk(document.root, .root)
    }
}
