/// The integer at the start of a (cleaned) string, as ``IntegerReading`` reads text.
///
/// Reads like C's `strtoll` in base 10: optional leading whitespace, one optional sign, then
/// ASCII digits up to the first non-digit. No fraction, exponent, hex or grouping, and no digit
/// after the sign reads as `0`. Overflow saturates at `Int64.min`/`Int64.max`.
struct IntegerPrefix: Sendable, Hashable {
    /// The integer read.
    var value: Int64
    /// Whether any digit followed the optional sign.
    var hasDigits: Bool
    /// Whether a sign was read.
    var hasSign: Bool
    /// Whether the whole text was read.
    var isWholeText: Bool
    /// Whether the digits did not fit in `Int64`.
    var isSaturated: Bool

    init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var index = bytes.startIndex
        while index < bytes.endIndex, IntegerPrefix.isSpace(bytes[index]) {
            index = bytes.index(after: index)
        }
        var negative = false
        hasSign = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            hasSign = true
            index = bytes.index(after: index)
        }
        // Accumulate on the negative side so that Int64.min itself is reachable.
        var accumulated: Int64 = 0
        var saturated = false
        hasDigits = false
        while index < bytes.endIndex, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            hasDigits = true
            if !saturated {
                let (shifted, overflowA) = accumulated.multipliedReportingOverflow(by: 10)
                let (next, overflowB) = shifted.subtractingReportingOverflow(Int64(bytes[index] - 0x30))
                if overflowA || overflowB {
                    saturated = true
                } else {
                    accumulated = next
                }
            }
            index = bytes.index(after: index)
        }
        if saturated {
            value = negative ? .min : .max
        } else if negative {
            value = accumulated
        } else if accumulated == .min {
            saturated = true
            value = .max
        } else {
            value = -accumulated
        }
        isSaturated = saturated
        isWholeText = index == bytes.endIndex
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
