import Foundation

/// An exact decimal number as sign, significant digits and a power of ten:
/// `value = ±digits × 10^exponent`.
///
/// Every numeric rule reads numbers into this form straight from text (a JSON literal or a
/// cleaned string), so that no value ever passes through binary floating point. Leading and
/// trailing zeros are folded away: zero has no digits.
struct DecimalDigits: Sendable, Hashable {
    /// The largest number of characters ``canonicalText`` writes in plain notation; beyond it
    /// (`1e100000`) the text keeps an exponent, so that a short literal cannot produce megabytes.
    static let maximumPlainLength = 1024
    /// The number of significant digits `Decimal` holds exactly.
    static let decimalPrecision = 38
    /// Exponents beyond this are clamped while reading; such numbers are far outside every range anyway.
    private static let exponentLimit = 1_000_000_000

    /// Whether the number is below zero. Never true for zero.
    var isNegative: Bool
    /// Significant digits, each 0...9, with no leading or trailing zero; empty for zero.
    var digits: [UInt8]
    /// The power of ten applied to ``digits``.
    var exponent: Int

    init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        var digits = digits
        var exponent = exponent
        var leading = 0
        while leading < digits.count, digits[leading] == 0 { leading += 1 }
        if leading > 0 { digits.removeFirst(leading) }
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        self.isNegative = isNegative && !digits.isEmpty
        self.digits = digits
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    /// Zero.
    static let zero = DecimalDigits(isNegative: false, digits: [], exponent: 0)
    /// One.
    static let one = DecimalDigits(isNegative: false, digits: [1], exponent: 0)

    /// Whether the number is exactly zero.
    var isZero: Bool { digits.isEmpty }

    /// Whether the number has no fractional part.
    var isIntegral: Bool { exponent >= 0 }

    /// The number divided by 1000, exactly.
    var dividedByThousand: DecimalDigits {
        isZero ? self : DecimalDigits(isNegative: isNegative, digits: digits, exponent: exponent - 3)
    }
}

// MARK: - Reading text

extension DecimalDigits {
    /// The result of reading the longest decimal prefix of some text.
    struct Prefix {
        /// The number read, or nil when the prefix holds no digit.
        var number: DecimalDigits?
        /// How many bytes (UTF-8) the prefix covers.
        var length: Int
        /// Whether the prefix is the whole text.
        var isWholeText: Bool
    }

    /// Reads a complete JSON number literal (`-12.5e3`); nil when the text is not one number.
    init?(literal: String) {
        let prefix = DecimalDigits.readPrefix(literal.utf8, allowPlus: false)
        guard let number = prefix.number, prefix.isWholeText else { return nil }
        self = number
    }

    /// Reads the longest valid decimal prefix: optional sign, digits, optional `.` and digits,
    /// optional exponent (`e`/`E`, optional sign, digits). Only ASCII digits are read.
    static func readPrefix<Bytes: Collection>(_ bytes: Bytes, allowPlus: Bool = true) -> Prefix
    where Bytes.Element == UInt8 {
        var index = bytes.startIndex
        var length = 0
        var negative = false
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func advance() {
            index = bytes.index(after: index)
            length += 1
        }
        if index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-") {
                negative = true
                advance()
            } else if allowPlus, byte == UInt8(ascii: "+") {
                advance()
            }
        }
        var digits: [UInt8] = []
        var exponent = 0
        var sawDigit = false
        while index < bytes.endIndex, isDigit(bytes[index]) {
            digits.append(bytes[index] - 0x30)
            sawDigit = true
            advance()
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            let lookahead = bytes.index(after: index)
            let hasFractionDigit = lookahead < bytes.endIndex && isDigit(bytes[lookahead])
            if sawDigit || hasFractionDigit {
                advance()
                while index < bytes.endIndex, isDigit(bytes[index]) {
                    digits.append(bytes[index] - 0x30)
                    exponent -= 1
                    sawDigit = true
                    advance()
                }
            }
        }
        guard sawDigit else {
            return Prefix(number: nil, length: 0, isWholeText: bytes.isEmpty)
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var cursor = bytes.index(after: index)
            var consumed = 1
            var exponentNegative = false
            if cursor < bytes.endIndex, bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") {
                exponentNegative = bytes[cursor] == UInt8(ascii: "-")
                cursor = bytes.index(after: cursor)
                consumed += 1
            }
            if cursor < bytes.endIndex, isDigit(bytes[cursor]) {
                var power = 0
                while cursor < bytes.endIndex, isDigit(bytes[cursor]) {
                    power = min(power * 10 + Int(bytes[cursor] - 0x30), exponentLimit)
                    cursor = bytes.index(after: cursor)
                    consumed += 1
                }
                exponent += exponentNegative ? -power : power
                index = cursor
                length += consumed
            }
        }
        return Prefix(
            number: DecimalDigits(isNegative: negative, digits: digits, exponent: exponent),
            length: length,
            isWholeText: index == bytes.endIndex
        )
    }
}

// MARK: - Conversions

extension DecimalDigits {
    /// The integer part, truncated toward zero and saturated at `Int64.min`/`Int64.max`.
    struct IntegerPart: Sendable, Hashable {
        var value: Int64
        /// A non-zero fraction was dropped.
        var isTruncated: Bool
        /// The integer part did not fit in `Int64`.
        var isSaturated: Bool
    }

    /// The integer part, truncated toward zero, saturating.
    var integerPart: IntegerPart {
        if isZero { return IntegerPart(value: 0, isTruncated: false, isSaturated: false) }
        let integerDigitCount = digits.count + exponent
        if integerDigitCount <= 0 { return IntegerPart(value: 0, isTruncated: true, isSaturated: false) }
        let saturatedValue = isNegative ? Int64.min : Int64.max
        if integerDigitCount > 19 { return IntegerPart(value: saturatedValue, isTruncated: false, isSaturated: true) }
        // Accumulate on the negative side so that Int64.min itself is reachable.
        var value: Int64 = 0
        for position in 0..<integerDigitCount {
            let digit = position < digits.count ? Int64(digits[position]) : 0
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = shifted.subtractingReportingOverflow(digit)
            if overflowA || overflowB {
                return IntegerPart(value: saturatedValue, isTruncated: false, isSaturated: true)
            }
            value = next
        }
        if !isNegative {
            guard value != Int64.min else {
                return IntegerPart(value: saturatedValue, isTruncated: false, isSaturated: true)
            }
            value = -value
        }
        return IntegerPart(value: value, isTruncated: digits.count > integerDigitCount, isSaturated: false)
    }

    /// The number as `Decimal` holds it: at most 38 significant digits (rounded half to even
    /// beyond that, and below 10^-128) and a power of ten in `-128...127`. Nil when the number is
    /// outside that range: too large, or with no significant digit at or above 10^-128.
    var representable: (number: DecimalDigits, isRounded: Bool)? {
        var result = self
        var rounded = false
        if result.digits.count > DecimalDigits.decimalPrecision {
            result = result.rounded(toSignificantDigits: DecimalDigits.decimalPrecision)
            rounded = true
        }
        if result.exponent > 127 {
            // A larger power is still representable while the mantissa has room for its zeros;
            // canonical text and `decimal` handle that shape themselves.
            guard result.digits.count + (result.exponent - 127) <= DecimalDigits.decimalPrecision,
                !result.decimal.isNaN
            else { return nil }
        }
        if !result.isZero, result.exponent < -128 {
            // Digits below 10^-128 are rounded away while some remain; a number entirely below
            // that is outside the range rather than silently zero.
            let excess = -128 - result.exponent
            guard excess < result.digits.count else { return nil }
            result = result.rounded(toSignificantDigits: result.digits.count - excess)
            rounded = true
        }
        return (result, rounded)
    }

    /// `Decimal` for a number already checked by ``representable``.
    var decimal: Decimal {
        if isZero { return Decimal(0) }
        if exponent > 127 {
            // The zeros must live in the mantissa, and Decimal's arithmetic would fold them back into
            // the exponent (overflowing it): only its own reader builds this shape.
            var text = ""
            append(digits[...], to: &text)
            text += String(repeating: "0", count: exponent - 127) + "e127"
            let magnitude = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
            return isNegative ? -magnitude : magnitude
        }
        if digits.count <= 18 {
            return Decimal(sign: isNegative ? .minus : .plus, exponent: exponent, significand: Decimal(smallMantissa))
        }
        var significand = Decimal(0)
        var chunkStart = 0
        while chunkStart < digits.count {
            let chunkEnd = min(chunkStart + 18, digits.count)
            var chunk: UInt64 = 0
            var scale: UInt64 = 1
            for digit in digits[chunkStart..<chunkEnd] {
                chunk = chunk * 10 + UInt64(digit)
                scale *= 10
            }
            significand = significand * Decimal(scale) + Decimal(chunk)
            chunkStart = chunkEnd
        }
        return Decimal(sign: isNegative ? .minus : .plus, exponent: exponent, significand: significand)
    }

    /// The nearest `Double`, for `Date`, which stores seconds as a `Double`.
    var doubleValue: Double {
        if isZero { return 0 }
        // Both operands exact and one IEEE operation: correctly rounded, as strtod's fast path.
        if digits.count <= 15, (-22...22).contains(exponent) {
            let mantissa = Double(smallMantissa)
            let scale = DecimalDigits.exactPowersOfTen[abs(exponent)]
            let magnitude = exponent >= 0 ? mantissa * scale : mantissa / scale
            return isNegative ? -magnitude : magnitude
        }
        var text = isNegative ? "-" : ""
        text.reserveCapacity(digits.count + 16)
        for digit in digits { text.unicodeScalars.append(Unicode.Scalar(digit + 0x30)) }
        text += "e\(exponent)"
        return Double(text) ?? 0
    }

    /// 10^0 ... 10^22, every one exactly representable as a `Double`.
    private static let exactPowersOfTen: [Double] = (0...22).map { power in
        (0..<power).reduce(1.0) { product, _ in product * 10 }
    }

    /// The digits as an integer, for at most 18 of them.
    private var smallMantissa: UInt64 {
        digits.reduce(0) { $0 * 10 + UInt64($1) }
    }

    private func rounded(toSignificantDigits count: Int) -> DecimalDigits {
        guard digits.count > count else { return self }
        var kept = Array(digits[0..<count])
        let dropped = digits[count...]
        let first = dropped[dropped.startIndex]
        let restIsZero = dropped.dropFirst().allSatisfy { $0 == 0 }
        let roundUp = first > 5 || (first == 5 && (!restIsZero || (kept.last ?? 0) % 2 == 1))
        var newExponent = exponent + (digits.count - count)
        if roundUp, DecimalDigits.addOneInLastPlace(&kept) {
            kept.insert(1, at: 0)
            kept.removeLast()
            newExponent += 1
        }
        return DecimalDigits(isNegative: isNegative, digits: kept, exponent: newExponent)
    }

    /// Adds one in the last place of `digits` (decimal digits, most significant first), carrying
    /// leftwards: `[1, 9, 9]` becomes `[2, 0, 0]`.
    ///
    /// - Returns: whether the carry went out of the first digit (`[9, 9]` becomes `[0, 0]`), so
    ///   that the caller owes a leading 1.
    static func addOneInLastPlace(_ digits: inout [UInt8]) -> Bool {
        var position = digits.count - 1
        while position >= 0 {
            if digits[position] == 9 {
                digits[position] = 0
                position -= 1
            } else {
                digits[position] += 1
                return false
            }
        }
        return true
    }
}

// MARK: - Text

extension DecimalDigits {
    /// Canonical decimal text: plain notation, no exponent, no trailing zeros, a `0` before a
    /// leading point, zero written `0`. Numbers whose plain form would be longer than
    /// ``maximumPlainLength`` keep an exponent instead (`1.5e100000`).
    var canonicalText: String {
        if isZero { return "0" }
        var text = isNegative ? "-" : ""
        let plainLength = exponent >= 0 ? digits.count + exponent : max(digits.count, -exponent) + 2
        if plainLength > DecimalDigits.maximumPlainLength {
            append(digits[0..<1], to: &text)
            if digits.count > 1 {
                text += "."
                append(digits[1...], to: &text)
            }
            text += "e\(exponent + digits.count - 1)"
            return text
        }
        if exponent >= 0 {
            append(digits[...], to: &text)
            text += String(repeating: "0", count: exponent)
        } else {
            let integerCount = digits.count + exponent
            if integerCount > 0 {
                append(digits[0..<integerCount], to: &text)
                text += "."
                append(digits[integerCount...], to: &text)
            } else {
                text += "0."
                text += String(repeating: "0", count: -integerCount)
                append(digits[...], to: &text)
            }
        }
        return text
    }

    /// Whether ``canonicalText`` had to keep an exponent.
    var needsExponent: Bool {
        let plainLength = exponent >= 0 ? digits.count + exponent : max(digits.count, -exponent) + 2
        return !isZero && plainLength > DecimalDigits.maximumPlainLength
    }

    private func append(_ slice: ArraySlice<UInt8>, to text: inout String) {
        for digit in slice { text.unicodeScalars.append(Unicode.Scalar(digit + 0x30)) }
    }
}
