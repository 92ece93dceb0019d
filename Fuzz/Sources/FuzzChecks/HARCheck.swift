import Coax

/// The bodies of an HTTP archive: each line of the input is one entry's response body, its
/// values separated by U+001F (written as newlines: a body of JSON Lines), said to be JSON by
/// its media type or not.
///
/// - A body whose values are each valid JSON gives exactly those values as documents, in order,
///   labelled with its entry and located at its text in the archive.
/// - A bad value of a body that says JSON is reported with a line of its own body's text, never
///   the framing between bodies or another body's text.
/// - A body that does not say JSON gives no bad record.
///
/// Input: the first byte chooses one-line or pretty archive text; every following line is a body.
enum HARCheck {
    struct Body {
        let text: String
        /// Its values (blank ones left out), and whether each is valid JSON on its own.
        let values: [(text: String, isValid: Bool)]
        let claimsJSON: Bool
    }

    static func run(_ input: [UInt8]) throws(FuzzFailure) {
        guard let flags = input.first else { return }
        let lines = input.dropFirst().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(16)
        var bodies: [Body] = []
        for (index, line) in lines.enumerated() {
            // The archive's text is a JSON string: a byte order mark or U+001E in a body is
            // another path (a body that cannot be JSON), left to the other checks.
            let text = String(decoding: line, as: UTF8.self).unicodeScalars
                .filter { $0 != "\u{FEFF}" && $0 != "\u{1E}" }
                .map { $0 == "\u{1F}" ? "\n" : String($0) }.joined()
            let values = text.split(separator: "\n", omittingEmptySubsequences: true)
                .filter { $0.contains { !" \t\r".contains($0) } }
                .map { (String($0), (try? JSONDocument(parsing: String($0))) != nil) }
            bodies.append(Body(text: text, values: values, claimsJSON: (index + Int(flags)) % 3 != 0))
        }
        let entries = bodies.enumerated().map { index, body in
            let text = JSONWriter.compact.string(for: JSONValue.string(body.text))
            let mimeType = body.claimsJSON ? "application/json" : "application/x-ndjson"
            return #"{"request": {"method": "GET", "url": "https://x.test/\#(index)"}, "#
                + #""response": {"status": 200, "content": {"mimeType": "\#(mimeType)", "text": \#(text)}}}"#
        }
        let separator = flags & 1 == 0 ? ", " : ",\n  "
        let archiveText = #"{"log": {"entries": ["# + entries.joined(separator: separator) + "]}}"
        let archive: JSONDocument
        do {
            archive = try JSONDocument(parsing: archiveText)
        } catch {
            throw FuzzFailure("the archive made does not parse: \(error)")
        }
        let collection = JSONCollection(parsing: archiveText, format: .har, name: "f.har")
        let texts = archive.root["log"]?["entries"]?.elements?.map { $0["response"]?["content"]?["text"] } ?? []

        var documentsByEntry: [Int: [Int]] = [:]
        for position in 0..<collection.count {
            guard let exchange = collection.source(ofDocument: position)?.exchange else {
                throw FuzzFailure("document \(position) has no exchange")
            }
            documentsByEntry[exchange.entryIndex, default: []].append(position)
            // Located at its body's text, as the archive document locates that string.
            if let node = texts[exchange.entryIndex], let source = collection.source(ofDocument: position) {
                let expected = node.location
                try expect(
                    source.line == expected.line && source.column == expected.column,
                    "document \(position) is at \(source.line):\(source.column), its body at \(expected)")
            }
        }
        var badByEntry: [Int: [BadRecord]] = [:]
        for record in collection.badRecords {
            guard let entry = record.source.exchange?.entryIndex else {
                throw FuzzFailure("a bad record has no exchange")
            }
            badByEntry[entry, default: []].append(record)
        }
        for (index, body) in bodies.enumerated() {
            let documents = documentsByEntry[index] ?? []
            let bad = badByEntry[index] ?? []
            if body.values.allSatisfy(\.isValid) {
                let found = documents.map { JSONWriter.compact.string(for: collection[$0].root) }
                let expected = body.values.compactMap { value in
                    (try? JSONDocument(parsing: value.text)).map { JSONWriter.compact.string(for: $0.root) }
                }
                try expect(
                    found == expected && bad.isEmpty,
                    "body \(index) \(shown(body.text)) gives \(shown(found)) and \(bad.count) bad records, not \(shown(expected))"
                )
            } else if body.claimsJSON {
                // A line that is not one value may still be several (`1 2`): what is bad is
                // reported, with its own text.
                for record in bad {
                    let line = record.error.sourceLine
                    try expect(
                        !line.unicodeScalars.contains("\u{1E}") && (line.isEmpty || contains(body.text, line)),
                        "a bad record of body \(index) \(shown(body.text)) shows \(shown(line))")
                    try expect(
                        !record.rendered().unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
                        "a bad record of body \(index) renders a raw control")
                }
            } else {
                try expect(
                    bad.isEmpty,
                    "body \(index) \(shown(body.text)) does not say JSON but gives \(bad.count) bad records")
            }
        }
    }

    /// Whether `part` is in `text` scalar by scalar: an excerpt may end inside a grapheme
    /// cluster (`]` before a combining accent), which `String.contains` would not find.
    static func contains(_ text: String, _ part: String) -> Bool {
        Array(text.unicodeScalars).firstRange(of: Array(part.unicodeScalars)) != nil
    }
}
