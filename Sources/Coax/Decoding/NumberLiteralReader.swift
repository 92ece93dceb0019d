import Foundation

/// Reads number literals straight from a document's source bytes, for the as-is fast paths of
/// the lenient decoder: no `String` is made for the common integer and short-decimal literals.
enum NumberLiteralReader {
    /// The literal's value when it is a plain integer (`-?[0-9]+`) that fits `T`; nil otherwise.
    static func integer<T: FixedWidthInteger>(_ node: JSONNode, as type: T.Type) -> T? {
        TapeReader(document: node.document).integer(at: node.index, as: T.self)
    }

    /// The value of integer literal bytes when they fit `T`.
    static func integer<T: FixedWidthInteger>(_ bytes: UnsafeBufferPointer<UInt8>, as type: T.Type) -> T? {
        var position = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") {
            guard T.isSigned else { return bytes.count == 2 && bytes[1] == UInt8(ascii: "0") ? 0 : nil }
            negative = true
            position = 1
        }
        guard position < bytes.count else { return nil }
        // Up to 18 digits fit in Int64 whatever they are: no overflow checks per digit.
        if bytes.count - position <= 18 {
            var wide: Int64 = 0
            while position < bytes.count {
                let digit = bytes[position] &- 0x30
                guard digit < 10 else { return nil }
                wide = wide &* 10 &+ Int64(digit)
                position += 1
            }
            return T(exactly: negative ? -wide : wide)
        }
        var value: T = 0
        while position < bytes.count {
            let digit = bytes[position] &- 0x30
            guard digit < 10 else { return nil }
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) =
                negative
                ? shifted.subtractingReportingOverflow(T(digit))
                : shifted.addingReportingOverflow(T(digit))
            guard !overflowA, !overflowB else { return nil }
            value = next
            position += 1
        }
        return value
    }

    /// The `Double` nearest a literal whose digits fit in 2^53 and whose decimal exponent is
    /// within ±22 (`40.9604`, `-33.9415`, `2e3`): the digits and the power of ten are then both
    /// exact doubles, so one multiplication or division rounds correctly, as `Double(text)`
    /// does. Nil for other literals, which take the general path.
    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var position = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { position = 1 }
        var significand: UInt64 = 0
        var exponent = 0
        var seenPoint = false
        while position < bytes.count {
            let byte = bytes[position]
            let digit = byte &- 0x30
            if digit < 10 {
                guard significand < 100_000_000_000_000_000 else { return nil }
                significand = significand * 10 + UInt64(digit)
                if seenPoint { exponent -= 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            position += 1
        }
        if position < bytes.count {
            guard bytes[position] | 0x20 == UInt8(ascii: "e") else { return nil }
            position += 1
            var exponentNegative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            var written = 0
            guard position < bytes.count else { return nil }
            while position < bytes.count {
                let digit = bytes[position] &- 0x30
                guard digit < 10, written < 1000 else { return nil }
                written = written * 10 + Int(digit)
                position += 1
            }
            exponent += exponentNegative ? -written : written
        }
        guard significand <= 1 << 53 else { return nil }
        var value = Double(significand)
        if significand != 0 {
            guard (-22...22).contains(exponent) else { return nil }
            if exponent < 0 {
                value /= powersOfTen[-exponent]
            } else if exponent > 0 {
                value *= powersOfTen[exponent]
            }
        }
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...22).map { power in
        (0..<power).reduce(1.0) { product, _ in product * 10 }
    }

    /// The exact `Decimal` of a literal with at most 18 significant digits and no exponent
    /// (`8.45`, `-1049.5`); nil for other literals, which take the general exact path.
    static func decimal(_ node: JSONNode) -> Decimal? {
        TapeReader(document: node.document).decimal(at: node.index)
    }

    /// ``decimal(_:)`` over literal bytes.
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Decimal? {
        var position = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") {
            negative = true
            position = 1
        }
        var significand: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else {
                let digit = byte &- 0x30
                guard digit < 10, digits < 18 else { return nil }
                significand = significand * 10 + UInt64(digit)
                if significand > 0 || inFraction { digits += 1 }
                if inFraction { fractionDigits += 1 }
            }
            position += 1
        }
        if significand == 0 { return Decimal(0) }
        return Decimal(sign: negative ? .minus : .plus, exponent: -fractionDigits, significand: Decimal(significand))
    }
}
