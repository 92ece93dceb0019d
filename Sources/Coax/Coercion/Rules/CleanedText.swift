/// Cleaning: the part of a string that the numeric readings (``IntegerReading``,
/// ``DecimalReading``) look at.
///
/// Every character that is not a decimal digit, `.` or `-` is stripped from both ends (only
/// the ends): `"the 21.5 slices"` → `"21.5"`, `"+5"` → `"5"`. Unicode decimal digits (`٣`, `５`)
/// count as digits, so they are never stripped, though the readers that follow only read
/// ASCII digits. A string with no decimal digit at all has no cleaned text.
struct CleanedText {
    /// The text between the first and the last kept character.
    let text: Substring
    /// Whether anything was stripped.
    let wasCleaned: Bool

    /// Cleans `string`; nil when it contains no decimal digit.
    init?(_ string: String) {
        let scalars = string.unicodeScalars
        // Most strings that reach a numeric reading are plain numbers: skip the scan.
        if let first = scalars.first, let last = scalars.last,
            first.isASCIIDigit || first == "-" || first == ".", last.isASCIIDigit
        {
            text = Substring(string)
            wasCleaned = false
            return
        }
        guard let start = scalars.firstIndex(where: CleanedText.isKept),
            let end = scalars.lastIndex(where: CleanedText.isKept)
        else { return nil }
        let kept = scalars[start...end]
        guard kept.contains(where: CleanedText.isDecimalDigit) else { return nil }
        text = Substring(kept)
        wasCleaned = start != scalars.startIndex || scalars.index(after: end) != scalars.endIndex
    }

    /// Whether `scalar` survives stripping.
    static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "-" || isDecimalDigit(scalar)
    }

    /// Whether `scalar` is a decimal digit in any script (Unicode general category Nd).
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.isASCIIDigit }
        return scalar.properties.numericType == .decimal
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is one of `0`…`9`.
    var isASCIIDigit: Bool { value >= 0x30 && value <= 0x39 }
}

// MARK: - Reasons

extension CleanedText {
    /// How a reason starts for a string read as a number: the string, then what cleaning kept when
    /// it stripped anything (`"$5" → trimmed to "5"`).
    var reasonStart: String {
        let original = ReasonText.quoted(text.base)
        return wasCleaned ? "\(original) → trimmed to \(ReasonText.quoted(text))" : original
    }

    /// The steps for a string with no decimal digit, which no numeric reading reads:
    /// `"potato" has no digit`.
    static func stepsWithoutDigit(_ text: String) -> String {
        "\(ReasonText.quoted(text)) has no digit"
    }

    /// Whether the kept text starts with a character the readers do not read as a digit because it
    /// is not ASCII (`"٣٤"`).
    var startsWithNonASCII: Bool {
        text.unicodeScalars.first.map { !$0.isASCII } ?? false
    }
}
