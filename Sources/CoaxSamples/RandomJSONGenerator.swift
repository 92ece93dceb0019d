import Coax

/// Random JSON values of random shape, for round-trip and fuzz-style tests; deterministic per seed.
///
/// Values mix every kind, nest up to ``Limits/maximumDepth``, and lean towards what breaks
/// parsers and writers: duplicate keys, number literals such as `-0`, `1E+5`, `0.000`,
/// `123456789012345678901234567890` and `1e400`, long decimals, and strings with quotes,
/// backslashes, control characters, DEL, C1 controls, combining marks, emoji and ZWJ sequences,
/// U+2028, BOMs and astral characters.
///
/// ```swift
/// var generator = RandomJSONGenerator(seed: 42, limits: .init(maximumDepth: 4, maximumBreadth: 6))
/// for _ in 0..<100 {
///     let value = generator.next()
///     // write `value`, parse it back, and compare
/// }
/// let same = RandomJSONGenerator.value(seed: 42)   // equal to the first value above with default limits
/// ```
public struct RandomJSONGenerator: Sendable {
    /// How large generated values may get.
    public struct Limits: Sendable, Hashable {
        /// The deepest nesting of arrays and objects (0: scalars only).
        ///
        /// ```swift
        /// RandomJSONGenerator.Limits(maximumDepth: 0)   // scalars only
        /// ```
        public var maximumDepth: Int
        /// The most elements of an array or members of an object.
        ///
        /// ```swift
        /// RandomJSONGenerator.Limits(maximumBreadth: 2)   // at most two children per container
        /// ```
        public var maximumBreadth: Int
        /// The most characters in a generated string value or key (keys drawn from the built-in
        /// list of awkward keys, such as `slash/and~tilde`, may be longer).
        ///
        /// ```swift
        /// RandomJSONGenerator.Limits(maximumStringLength: 0)   // empty string values
        /// ```
        public var maximumStringLength: Int

        /// Creates limits; negative values count as 0.
        ///
        /// - Parameters:
        ///   - maximumDepth: the deepest nesting of arrays and objects; 0 gives scalars only.
        ///   - maximumBreadth: the most elements or members of one container.
        ///   - maximumStringLength: the most characters of a string or key.
        public init(maximumDepth: Int = 5, maximumBreadth: Int = 6, maximumStringLength: Int = 16) {
            self.maximumDepth = max(0, maximumDepth)
            self.maximumBreadth = max(0, maximumBreadth)
            self.maximumStringLength = max(0, maximumStringLength)
        }
    }

    /// The limits in effect.
    ///
    /// ```swift
    /// RandomJSONGenerator(seed: 1).limits.maximumDepth   // 5
    /// ```
    public let limits: Limits
    private var random: SeededRandomNumberGenerator

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - seed: the same seed and limits always give the same values in the same order.
    ///   - limits: how deep, broad and long values may be.
    public init(seed: UInt64, limits: Limits = Limits()) {
        self.limits = limits
        self.random = SeededRandomNumberGenerator(seed: seed, stream: 0x5EED)
    }

    /// The first value a generator with this seed and these limits gives.
    ///
    /// ```swift
    /// RandomJSONGenerator.value(seed: 1) == RandomJSONGenerator.value(seed: 1)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - seed: any value.
    ///   - limits: how deep, broad and long the value may be.
    /// - Returns: The same value for the same seed and limits.
    public static func value(seed: UInt64, limits: Limits = Limits()) -> JSONValue {
        var generator = RandomJSONGenerator(seed: seed, limits: limits)
        return generator.next()
    }

    /// The next random value: usually an object or an array, sometimes a scalar (RFC 8259 allows
    /// any value at the top level).
    ///
    /// ```swift
    /// var generator = RandomJSONGenerator(seed: 7)
    /// generator.next().kind   // → .object
    /// ```
    ///
    /// - Returns: An object in about 55 % of calls, an array in 35 %, a scalar otherwise.
    public mutating func next() -> JSONValue {
        let roll = random.below(100)
        if limits.maximumDepth == 0 || roll >= 90 {
            return scalar()
        }
        return roll < 55 ? object(depth: 1) : array(depth: 1)
    }

    // MARK: Containers

    private mutating func value(depth: Int) -> JSONValue {
        guard depth < limits.maximumDepth else { return scalar() }
        switch random.below(100) {
        case 0..<18: return object(depth: depth + 1)
        case 18..<32: return array(depth: depth + 1)
        default: return scalar()
        }
    }

    private mutating func object(depth: Int) -> JSONValue {
        var object = JSONObject()
        for _ in 0..<random.between(0...limits.maximumBreadth) {
            // Now and then repeat an earlier key, so duplicates reach every consumer.
            let key: String
            if let earlier = random.pick(object.keys), random.chance(percent: 12) {
                key = earlier
            } else {
                key = self.key()
            }
            object.append(key: key, value: value(depth: depth))
        }
        return .object(object)
    }

    private mutating func array(depth: Int) -> JSONValue {
        var elements: [JSONValue] = []
        let count = random.between(0...limits.maximumBreadth)
        elements.reserveCapacity(count)
        for _ in 0..<count {
            elements.append(value(depth: depth))
        }
        return .array(elements)
    }

    // MARK: Scalars

    private mutating func scalar() -> JSONValue {
        switch random.below(100) {
        case 0..<8: return .null
        case 8..<18: return .bool(random.chance(percent: 50))
        case 18..<55: return .number(number())
        default: return .string(string())
        }
    }

    private static let keyWords = [
        "id", "name", "type", "value", "items", "data", "price", "created_at", "userId", "tags", "x", "",
        "key.with.dots", "a[0]", "it's", "say \"hi\"", "slash/and~tilde", "~0", "~1", "0", "-1", "$", "*",
        "back\\slash", "new\nline", "tab\tkey", "\u{1B}[31m", "ключ", "キー", "🔑", "e\u{301}", " padded ",
    ]

    private mutating func key() -> String {
        if random.chance(percent: 70), let word = random.pick(Self.keyWords) {
            return word
        }
        return string()
    }

    /// Number literals that break naive parsers and writers, all valid JSON.
    private static let specialLiterals = [
        "0", "-0", "0.0", "-0.0", "0.000", "1E+5", "1e5", "1E-5", "-0.0E-0", "0e0", "1e400", "-1e400", "1e-400",
        "123456789012345678901234567890", "-123456789012345678901234567890", "9007199254740993",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "0.1", "0.30000000000000004", "1415250000.34642456",
        "3.14159265358979323846264338327950288419716939937510", "5e-324", "1.7976931348623157e308", "8.45",
        "0.10", "100.00", "-835.452", "2.5E+0010",
    ]

    private mutating func number() -> JSONNumber {
        if random.chance(percent: 40), let special = random.pick(Self.specialLiterals),
            let number = JSONNumber(literal: special)
        {
            return number
        }
        var literal = random.chance(percent: 25) ? "-" : ""
        let integerDigits = random.chance(percent: 85) ? random.between(1...6) : random.between(7...40)
        literal += digits(integerDigits, leadingZeroAllowed: integerDigits == 1)
        if random.chance(percent: 45) {
            literal +=
                "."
                + digits(
                    random.chance(percent: 80) ? random.between(1...4) : random.between(5...30),
                    leadingZeroAllowed: true)
        }
        if random.chance(percent: 15) {
            literal += random.chance(percent: 50) ? "e" : "E"
            if let sign = random.pick(["", "+", "-"]) { literal += sign }
            literal += digits(random.between(1...3), leadingZeroAllowed: true)
        }
        return JSONNumber(literal: literal) ?? JSONNumber(0)
    }

    private mutating func digits(_ count: Int, leadingZeroAllowed: Bool) -> String {
        var text = ""
        for position in 0..<count {
            let low = position == 0 && !leadingZeroAllowed ? 1 : 0
            text.append(Character(Unicode.Scalar(UInt8(0x30 + random.between(low...9)))))
        }
        return text
    }

    /// Pieces a string is built from; each is one or more whole characters.
    private static let pieces: [[String]] = [
        // Plain ASCII.
        ["a", "b", "z", "A", "Q", "0", "7", " ", "-", "_", ".", ",", ":", "{", "}", "[", "]", "/", "#", "@", "~", "'"],
        // Characters every writer must escape.
        ["\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{01}", "\u{1B}", "\u{1F}"],
        // DEL, C1 controls and invisible or separator characters.
        [
            "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{A0}", "\u{AD}", "\u{200B}", "\u{2028}", "\u{2029}",
            "\u{FEFF}", "\u{FFFF}", "\u{FFFD}", "\u{202E}",
        ],
        // Accents, combining marks, other scripts.
        ["é", "e\u{301}", "ñ", "ß", "Ø", "ł", "Ω", "ж", "ע", "ع", "क्ष", "東", "京", "한", "ไ", "Z\u{351}\u{36B}"],
        // Emoji, including modifiers, ZWJ sequences, flags, keycaps; astral characters.
        ["😀", "🍕", "👍🏽", "👩‍💻", "👨‍👩‍👧‍👦", "🇯🇵", "🏳️‍🌈", "1️⃣", "𝄞", "𐍈", "\u{10FFFF}"],
    ]

    private mutating func string() -> String {
        var text = ""
        let length = random.between(0...limits.maximumStringLength)
        for _ in 0..<length {
            let group: Int =
                switch random.below(100) {
                case 0..<55: 0
                case 55..<67: 1
                case 67..<75: 2
                case 75..<90: 3
                default: 4
                }
            if let piece = random.pick(Self.pieces[group]) {
                text += piece
            }
        }
        return text
    }
}
