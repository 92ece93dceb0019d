import Coax

/// The vocabulary of generated documents, escaped for JSON once, plus the text builders that
/// assemble titles, sentences and names from it.
///
/// Words are mostly plain English, with accented and non-Latin words, emoji and JSON escape
/// sequences mixed in at a realistic rate, so parsers meet every kind of string content.
enum SampleText {
    /// Plain ASCII words: titles, bodies and slugs.
    static let words: [[UInt8]] = escapeAll([
        "the", "a", "an", "of", "and", "to", "in", "with", "for", "on", "from", "about", "after", "before",
        "our", "your", "this", "that", "every", "new", "old", "best", "quick", "slow", "small", "large",
        "api", "server", "client", "request", "response", "payload", "cache", "index", "query", "schema",
        "release", "version", "update", "review", "guide", "notes", "journey", "lessons", "pattern", "model",
        "coffee", "tea", "bread", "recipe", "kitchen", "market", "garden", "harbour", "mountain", "river",
        "train", "ticket", "station", "weekend", "morning", "evening", "winter", "summer", "autumn", "spring",
        "build", "ship", "test", "measure", "improve", "debug", "deploy", "parse", "decode", "render",
        "simple", "honest", "careful", "tiny", "fast", "steady", "remote", "local", "shared", "private",
        "team", "people", "reader", "writer", "author", "editor", "friend", "neighbour", "family", "city",
        "price", "order", "invoice", "receipt", "discount", "product", "catalogue", "shelf", "basket", "store",
        "why", "how", "when", "what", "finally", "really", "almost", "never", "always", "sometimes",
        "is", "was", "are", "were", "will", "can", "should", "might", "made", "found", "kept", "lost",
        "numbers", "strings", "dates", "decimals", "objects", "arrays", "keys", "values", "fields", "types",
    ])

    /// Words that are not plain ASCII: accents, other scripts, emoji.
    static let unicodeWords: [[UInt8]] = escapeAll([
        "café", "naïve", "über", "résumé", "jalapeño", "façade", "crème brûlée", "smörgåsbord", "piñata",
        "São Paulo", "Zürich", "Kraków", "Reykjavík", "Ålesund", "Besançon", "Dvořák", "Ελλάδα",
        "東京", "ラーメン", "抹茶", "北京", "서울", "москва", "مرحبا", "שלום", "नमस्ते", "สวัสดี",
        "🍕", "☕", "🚀", "👍🏽", "🇯🇵", "👩‍💻", "🎉", "✅", "½", "€", "—", "…",
    ])

    /// Fragments already written with JSON escapes: quotes, backslashes, control escapes,
    /// `\u` escapes and an escaped surrogate pair.
    static let escapedFragments: [[UInt8]] = [
        #"\"quoted\""#, #"C:\\Users\\dev\\notes.txt"#, #"tab\tseparated"#, #"caf\u00e9"#,
        #"line\nbreak"#, #"\u2014"#, #"\ud83d\ude80 launch"#, #"a\/b"#, #"50\u00a0%"#, #"na\u00efve"#,
    ].map { Array($0.utf8) }

    static let firstNames: [[UInt8]] = escapeAll([
        "Ada", "Zoë", "José", "Søren", "Aiko", "Chidi", "Priya", "Mateus", "Ingrid", "Łukasz", "Siobhán",
        "Amara", "Björn", "Chloé", "Dmitri", "Elif", "Farah", "Giulia", "Hiroshi", "Inès", "Jamal", "Keanu",
        "Leïla", "Minh", "Noor", "Oskar", "Paulo", "Quinn", "Renée", "Sakura", "Tomás", "Uma", "Vera", "Wen",
    ])

    static let lastNames: [[UInt8]] = escapeAll([
        "Lovelace", "Okafor", "García", "Kierkegaard", "Tanaka", "Nwosu", "Raman", "Silva", "Berg",
        "Kowalski", "O'Brien", "Mensah", "Lindqvist", "Dubois", "Volkov", "Yılmaz", "Haddad", "Rossi",
        "Yamamoto", "Moreau", "Nguyễn", "Kealoha", "Bakker", "Schröder", "Costa", "Fernández", "Ivanova",
        "Chen", "Park", "Novák", "Ó Súilleabháin", "Abubakar", "Müller", "Takahashi",
    ])

    /// ASCII handles derived from names, for usernames and URLs.
    static let handles: [[UInt8]] = escapeAll([
        "ada", "zoe", "jose", "soren", "aiko", "chidi", "priya", "mateus", "ingrid", "lukasz", "siobhan",
        "amara", "bjorn", "chloe", "dmitri", "elif", "farah", "giulia", "hiroshi", "ines", "jamal", "keanu",
    ])

    static let tags: [[UInt8]] = escapeAll([
        "swift", "json", "api", "performance", "coffee", "travel", "recipes", "linux", "unicode", "design",
        "testing", "databases", "networking", "security", "accessibility", "music", "photography", "books",
        "cycling", "gardening", "privacy", "open-source", "terminal", "typography", "data", "maps",
        "café-culture", "日本", "été",
    ])

    static let languages: [[UInt8]] = escapeAll(["en", "fr", "de", "ja", "pt-BR", "es", "it", "nl", "ko", "sv"])

    static let currencies: [[UInt8]] = escapeAll(["EUR", "USD", "GBP", "JPY", "CHF", "SEK"])

    static let attachmentKinds: [[UInt8]] = escapeAll(["image", "video", "audio", "document"])

    /// Cities with their country and coordinates in ten-thousandths of a degree.
    static let cities: [(name: [UInt8], country: [UInt8], latitude: Int64, longitude: Int64)] = [
        ("Paris", "FR", 488_566, 23_522), ("Tōkyō", "JP", 356_762, 1_396_503), ("São Paulo", "BR", -235_505, -466_333),
        ("Lagos", "NG", 65_244, 33_792), ("Zürich", "CH", 473_769, 85_417), ("Montréal", "CA", 455_017, -735_673),
        ("Reykjavík", "IS", 641_466, -219_426), ("Kraków", "PL", 500_647, 199_450), ("Seoul", "KR", 375_665, 1_269_780),
        ("Cape Town", "ZA", -339_249, 184_241), ("Wellington", "NZ", -412_865, 1_747_762),
        ("Mumbai", "IN", 190_760, 728_777),
        ("Québec", "CA", 468_139, -712_080), ("İstanbul", "TR", 410_082, 289_784), ("Ålesund", "NO", 624_722, 61_495),
    ].map { (escape($0.0), escape($0.1), $0.2, $0.3) }

    static let tagColors: [[UInt8]] = escapeAll(["#F05138", "#1E88E5", "#43A047", "#FDD835", "#8E24AA", "#6D4C41"])

    // MARK: Builders

    /// A sentence of `wordCount` words, first letter capitalised, ending with `.`; now and then a
    /// non-ASCII word or an escaped fragment.
    static func sentence(
        _ random: inout SeededRandomNumberGenerator, words wordCount: Int, into writer: inout JSONByteWriter
    ) {
        for position in 0..<wordCount {
            if position > 0 { writer.fragment(byte: UInt8(ascii: " ")) }
            let roll = random.below(100)
            let word: [UInt8]
            if roll < 6 {
                word = unicodeWords[random.below(unicodeWords.count)]
            } else if roll < 8 {
                word = escapedFragments[random.below(escapedFragments.count)]
            } else {
                word = words[random.below(words.count)]
            }
            if position == 0 {
                capitalized(word, into: &writer)
            } else {
                writer.fragment(word)
            }
        }
        writer.fragment(byte: UInt8(ascii: "."))
    }

    /// A comment's text as a JSON string: one to three sentences of 2 to 14 words.
    static func commentBody(_ random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        writer.beginString()
        for sentence in 0..<random.between(1...3) {
            if sentence > 0 { writer.fragment(byte: UInt8(ascii: " ")) }
            Self.sentence(&random, words: random.between(2...14), into: &writer)
        }
        writer.endString()
    }

    /// Writes `word` with an ASCII lowercase first letter made uppercase.
    private static func capitalized(_ word: [UInt8], into writer: inout JSONByteWriter) {
        if let first = word.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
            writer.fragment(byte: first - 32)
            writer.fragment(word[1...])
        } else {
            writer.fragment(word)
        }
    }

    /// A string value of one or more paragraphs; about one in ten is long (several kilobytes).
    static func body(_ random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        writer.beginString()
        let paragraphs = random.chance(percent: 10) ? random.between(8...30) : random.between(1...3)
        for paragraph in 0..<paragraphs {
            if paragraph > 0 { writer.fragment(#"\n\n"#) }
            let sentences = random.between(1...4)
            for sentence in 0..<sentences {
                if sentence > 0 { writer.fragment(byte: UInt8(ascii: " ")) }
                Self.sentence(&random, words: random.between(4...16), into: &writer)
            }
        }
        writer.endString()
    }

    /// A string value with a title of a few words, no final period.
    static func title(_ random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        writer.beginString()
        let count = random.between(3...8)
        for position in 0..<count {
            if position > 0 { writer.fragment(byte: UInt8(ascii: " ")) }
            let word =
                random.chance(percent: 8)
                ? unicodeWords[random.below(unicodeWords.count)]
                : words[random.below(words.count)]
            if position == 0 {
                capitalized(word, into: &writer)
            } else {
                writer.fragment(word)
            }
        }
        writer.endString()
    }

    /// A URL-style slug: ASCII words joined by `-`, then the number.
    static func slug(_ random: inout SeededRandomNumberGenerator, number: Int64, into writer: inout JSONByteWriter) {
        writer.beginString()
        for _ in 0..<random.between(2...5) {
            writer.fragment(words[random.below(words.count)])
            writer.fragment(byte: UInt8(ascii: "-"))
        }
        writer.fragment(integer: number)
        writer.endString()
    }

    /// A person's full name as a string value.
    static func fullName(_ random: inout SeededRandomNumberGenerator, into writer: inout JSONByteWriter) {
        writer.beginString()
        writer.fragment(firstNames[random.below(firstNames.count)])
        writer.fragment(byte: UInt8(ascii: " "))
        writer.fragment(lastNames[random.below(lastNames.count)])
        writer.endString()
    }

    /// A handle such as `ada_1234`, as a string value; `prefix` is written first (e.g. `@`).
    static func handle(
        _ random: inout SeededRandomNumberGenerator, number: Int64, prefix: StaticString = "",
        into writer: inout JSONByteWriter
    ) {
        writer.beginString()
        writer.fragment(prefix)
        writer.fragment(handles[random.below(handles.count)])
        writer.fragment(byte: UInt8(ascii: "_"))
        writer.fragment(integer: number)
        writer.endString()
    }

    /// An ISO 8601 UTC timestamp string for a unix time.
    static func isoDate(_ seconds: Int64, into writer: inout JSONByteWriter) {
        let date = CivilTime(secondsSince1970: seconds)
        let secondOfDay = date.secondOfDay
        writer.beginString()
        writer.fragment(integer: date.year)
        twoDigits(date.month, after: UInt8(ascii: "-"), into: &writer)
        twoDigits(date.day, after: UInt8(ascii: "-"), into: &writer)
        twoDigits(secondOfDay / 3600, after: UInt8(ascii: "T"), into: &writer)
        twoDigits(secondOfDay / 60 % 60, after: UInt8(ascii: ":"), into: &writer)
        twoDigits(secondOfDay % 60, after: UInt8(ascii: ":"), into: &writer)
        writer.fragment(byte: UInt8(ascii: "Z"))
        writer.endString()
    }

    private static func twoDigits(_ value: Int64, after separator: UInt8, into writer: inout JSONByteWriter) {
        writer.fragment(byte: separator)
        writer.fragment(byte: UInt8(truncatingIfNeeded: value / 10) &+ 0x30)
        writer.fragment(byte: UInt8(truncatingIfNeeded: value % 10) &+ 0x30)
    }

    // MARK: Escaping

    static func escapeAll(_ texts: [String]) -> [[UInt8]] {
        texts.map(escape)
    }

    /// JSON string content for `text`: quotes, backslashes and control characters escaped.
    static func escape(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): result += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\t"): result += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                result += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: result.append(byte)
            }
        }
        return result
    }
}
