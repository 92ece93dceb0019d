import Foundation

/// A JSON number kept exactly as it was written.
///
/// The literal text is the number: integers beyond 2^53, long decimals and
/// exponents survive parsing and writing byte for byte. Conversions read the
/// literal directly; ``decimalValue`` never passes through `Double`.
///
/// ```swift
/// let price = JSONNumber(literal: "0.10")!
/// price.literal          // "0.10"
/// price.decimalValue     // Decimal 0.1, exact
/// JSONNumber(12).literal // "12"
/// ```
public struct JSONNumber: Sendable, Hashable {
    /// The number's text as it appears in JSON, e.g. `-12.5e3`.
    public let literal: String

    /// Creates a number from JSON number text, or nil when the text is not a valid JSON number.
    ///
    /// ```swift
    /// JSONNumber(literal: "1e400")   // valid: kept as written
    /// JSONNumber(literal: "01")      // nil: leading zero
    /// ```
    ///
    /// - Parameter literal: the number as JSON writes it.
    public init?(literal: String) {
        guard JSONNumber.isValidLiteral(literal.utf8) else { return nil }
        self.literal = literal
    }

    /// Creates a number from text already known to be a valid literal (the parser's path).
    init(uncheckedLiteral literal: String) {
        self.literal = literal
    }

    /// Creates a number from an integer.
    ///
    /// ```swift
    /// JSONNumber(-3).literal   // "-3"
    /// ```
    ///
    /// - Parameter value: any integer, of any width.
    public init<I: BinaryInteger>(_ value: I) {
        self.literal = String(value)
    }

    /// Creates a number from a `Double`, or nil for NaN and infinities, which JSON cannot write.
    ///
    /// ```swift
    /// JSONNumber(2.5)?.literal   // "2.5"
    /// JSONNumber(3.0)?.literal   // "3"
    /// ```
    ///
    /// - Parameter value: the number; whole values below 10^15 are written as integers, others as
    ///   Swift's shortest form that reads back as the same `Double`.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            self.literal = String(Int64(value))
        } else {
            self.literal = "\(value)"
        }
    }

    /// Creates a number from a `Decimal`, written in plain notation, or nil for NaN.
    ///
    /// ```swift
    /// JSONNumber(Decimal(string: "8.45")!)?.literal   // "8.45"
    /// ```
    ///
    /// - Parameter value: the decimal, written exactly.
    public init?(_ value: Decimal) {
        guard !value.isNaN else { return nil }
        self.literal = JSONNumber.plainText(of: value)
    }

    /// Whether the literal has no fraction and no exponent (`42`, `-7`, `123456789012345678901234567890`).
    ///
    /// ```swift
    /// JSONNumber(literal: "42")!.isInteger     // true
    /// JSONNumber(literal: "42.0")!.isInteger   // false
    /// ```
    public var isInteger: Bool {
        !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The exact value as `Int64`, or nil when the literal is not an integer or does not fit.
    ///
    /// ```swift
    /// JSONNumber(literal: "9223372036854775807")!.int64Value   // Int64.max
    /// JSONNumber(literal: "9223372036854775808")!.int64Value   // nil
    /// ```
    public var int64Value: Int64? {
        isInteger ? Int64(literal) : nil
    }

    /// The exact value as `UInt64`, or nil when the literal is not a non-negative integer that fits.
    ///
    /// ```swift
    /// JSONNumber(literal: "18446744073709551615")!.uint64Value   // UInt64.max
    /// ```
    public var uint64Value: UInt64? {
        isInteger ? UInt64(literal) : nil
    }

    /// The nearest `Double` (infinite for literals beyond its range, such as `1e400`).
    ///
    /// ```swift
    /// JSONNumber(literal: "0.1")!.doubleValue   // 0.1
    /// ```
    public var doubleValue: Double {
        Double(literal) ?? .nan
    }

    /// The exact value as `Decimal`, read from the literal text, or nil when it is outside
    /// `Decimal`'s range (38 significant digits, exponents -128...127).
    ///
    /// ```swift
    /// JSONNumber(literal: "1415250000.34642456")!.decimalValue   // exact
    /// JSONNumber(literal: "1e400")!.decimalValue                 // nil
    /// ```
    public var decimalValue: Decimal? {
        JSONNumber.exactDecimal(fromLiteral: literal)
    }
}

extension JSONNumber: CustomStringConvertible {
    /// The literal, as written.
    ///
    /// ```swift
    /// "\(JSONNumber(literal: "1.50")!)"   // "1.50"
    /// ```
    public var description: String { literal }
}

extension JSONNumber: ExpressibleByIntegerLiteral {
    /// Lets integer literals stand for JSON numbers.
    ///
    /// ```swift
    /// let n: JSONNumber = 42
    /// n.literal   // → "42"
    /// ```
    public init(integerLiteral value: Int64) {
        self.init(value)
    }
}

extension JSONNumber {
    /// Whether `bytes` follow RFC 8259's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isValidLiteral<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        var index = bytes.startIndex
        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if peek() == UInt8(ascii: "-") { index = bytes.index(after: index) }
        guard let first = peek(), isDigit(first) else { return false }
        index = bytes.index(after: index)
        if first != UInt8(ascii: "0") {
            while isDigit(peek()) { index = bytes.index(after: index) }
        }
        if peek() == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            guard isDigit(peek()) else { return false }
            while isDigit(peek()) { index = bytes.index(after: index) }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index = bytes.index(after: index)
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index = bytes.index(after: index) }
            guard isDigit(peek()) else { return false }
            while isDigit(peek()) { index = bytes.index(after: index) }
        }
        return index == bytes.endIndex
    }

    /// Reads a decimal from JSON-style number text (sign, digits, fraction, exponent) digit by digit,
    /// so that no binary floating point is involved. Nil when out of `Decimal`'s range.
    static func exactDecimal(fromLiteral text: String) -> Decimal? {
        var negative = false
        var digits: [UInt8] = []
        var exponent = 0
        var seenPoint = false
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        if index < utf8.endIndex, utf8[index] == UInt8(ascii: "-") {
            negative = true
            index = utf8.index(after: index)
        }
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte >= 0x30, byte <= 0x39 {
                if digits.isEmpty, byte == 0x30 {
                    if seenPoint { exponent -= 1 }
                } else {
                    digits.append(byte - 0x30)
                    if seenPoint { exponent -= 1 }
                }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                let rest = utf8[utf8.index(after: index)...]
                guard let power = Int(Substring(rest)) ?? (rest.count > 0 ? Int.max : nil) else { return nil }
                if power == Int.max { return digits.isEmpty ? Decimal(0) : nil }
                let (sum, overflow) = exponent.addingReportingOverflow(power)
                guard !overflow else { return digits.isEmpty ? Decimal(0) : nil }
                exponent = sum
                break
            } else {
                return nil
            }
            index = utf8.index(after: index)
        }
        if digits.isEmpty { return Decimal(0) }
        // Drop trailing zeros into the exponent so that long zero tails stay within 38 digits.
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        guard digits.count <= 38 else { return nil }
        // Decimal's exponent range.
        guard exponent >= -128, exponent <= 127 else { return nil }
        var significand = Decimal(0)
        for digit in digits {
            significand = significand * 10 + Decimal(Int(digit))
        }
        let value = Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: significand)
        return value
    }

    /// Plain decimal notation of `value`: no exponent, no trailing fractional zeros, `0` for zero.
    static func plainText(of value: Decimal) -> String {
        if value.isZero { return "0" }
        var text = NSDecimalNumber(decimal: value).description(withLocale: Locale(identifier: "en_US_POSIX"))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
