/// Compares JSON number literals by their exact decimal value, without going through `Double`:
/// `1`, `1.0` and `10e-1` are equal, and `12345678901234567890` is less than
/// `12345678901234567891`.
///
/// ```swift
/// ExactDecimal.compare(Array("1.50".utf8), Array("15e-1".utf8))   // 0
/// ExactDecimal.compare(Array("-2".utf8), Array("1".utf8))         // -1
/// ```
enum ExactDecimal {
    /// -1, 0 or 1 as `a` is less than, equal to or greater than `b`. Both must follow JSON's
    /// number grammar.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        if let small = smallInteger(a), let other = smallInteger(b) {
            return small < other ? -1 : (small == other ? 0 : 1)
        }
        return Parts(a).compare(Parts(b))
    }

    static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in compare(a, b) } }
    }

    /// The value of an integer literal of at most 18 digits (the common case, compared without
    /// allocating), or nil.
    @inline(__always)
    static func smallInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        let digits = bytes.count - index
        guard digits > 0, digits <= 18 else { return nil }
        var value: Int64 = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int64(digit)
            index += 1
        }
        return negative ? -value : value
    }

    /// A number as sign, significant digits and exponent: ±0.d₁d₂…dₙ × 10^exponent with d₁ ≠ 0
    /// and dₙ ≠ 0; zero has no digits.
    private struct Parts {
        var negative = false
        var digits: [UInt8] = []
        var exponent = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            var index = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
                negative = true
                index += 1
            }
            var all: [UInt8] = []
            var integerDigits = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                all.append(bytes[index])
                integerDigits += 1
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    all.append(bytes[index])
                    index += 1
                }
            }
            var written = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                var exponentNegative = false
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                    exponentNegative = bytes[index] == UInt8(ascii: "-")
                    index += 1
                }
                // Exponents beyond any literal's length saturate: the order stays right.
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    written = min(written * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1 << 52)
                    index += 1
                }
                if exponentNegative { written = -written }
            }
            let leadingZeros = all.prefix { $0 == UInt8(ascii: "0") }.count
            let trailingZeros = all.reversed().prefix { $0 == UInt8(ascii: "0") }.count
            guard leadingZeros < all.count else { return }
            digits = Array(all[leadingZeros..<(all.count - trailingZeros)])
            exponent = written + integerDigits - leadingZeros
        }

        var isZero: Bool { digits.isEmpty }

        func compare(_ other: Parts) -> Int {
            let sign = isZero ? 0 : (negative ? -1 : 1)
            let otherSign = other.isZero ? 0 : (other.negative ? -1 : 1)
            if sign != otherSign { return sign < otherSign ? -1 : 1 }
            if sign == 0 { return 0 }
            let magnitude = compareMagnitude(other)
            return negative ? -magnitude : magnitude
        }

        private func compareMagnitude(_ other: Parts) -> Int {
            if exponent != other.exponent { return exponent < other.exponent ? -1 : 1 }
            for (digit, otherDigit) in zip(digits, other.digits) where digit != otherDigit {
                return digit < otherDigit ? -1 : 1
            }
            if digits.count == other.digits.count { return 0 }
            return digits.count < other.digits.count ? -1 : 1
        }
    }
}
