/// What a decoder gave for one value, written exactly, with how it relates to the JSON.
///
/// Numbers are written exactly: integers as digits, a `Double` or `Float` holding an integer
/// (below 10^21) as that integer, any other `Double` or `Float` in the shortest form that reads
/// back as the same value, a `Decimal` as its description. Dates are ISO 8601 in UTC with up to
/// six fraction digits. A value that is not the number the JSON wrote is marked lossy.
///
/// ```swift
/// let cell = DecoderComparison(try JSONDocument(parsing: "505874924095815681").root)
/// let double = cell[.double]?.jsonDecoder.value
/// double?.text      // "505874924095815680"
/// double?.isLossy   // true: the nearest Double is not the literal
/// ```
package struct DecodedValue: Sendable, Hashable {
    /// The value as a person reads it: digits, `true`, a quoted and escaped string, a URL,
    /// a UUID or an ISO 8601 date. Safe for a terminal.
    ///
    /// ```swift
    /// value.text   // "12.9", "\"12.90\"", "2014-08-31T00:29:15Z"
    /// ```
    package var text: String
    /// The value as JSON for `coax coerce --format json`: a number with the exact text above, a
    /// Boolean, or a string (for strings, decimals, URLs, UUIDs and dates).
    ///
    /// ```swift
    /// value.json   // "12.9", "\"12.9\"" for a Decimal
    /// ```
    package var json: String
    /// Whether the value is not what the JSON wrote: a number rounded or cut to fit the type.
    ///
    /// ```swift
    /// value.isLossy   // true for 9007199254740993 as a Double
    /// ```
    package var isLossy: Bool
    /// How the decoder got there, in one line: `as written`, `the nearest Double to …`, or the
    /// lenient decoder's coercion log entry.
    ///
    /// ```swift
    /// value.why   // "\"12.90\" → 12.9 → Double 12.9"
    /// ```
    package var why: String
    /// Whether ``text`` and ``json`` hold only the start of a long string (the inspector's bounded
    /// report); `coax coerce` never cuts.
    ///
    /// ```swift
    /// value.isCut   // true for the String of a 6 MB string in the inspector
    /// ```
    package var isCut: Bool

    /// Creates a value.
    ///
    /// ```swift
    /// DecodedValue(text: "7", json: "7", isLossy: false, why: "as written").isCut   // → false
    /// ```
    ///
    /// - Parameters:
    ///   - text: the value as a person reads it, terminal-safe.
    ///   - json: the value as JSON text.
    ///   - isLossy: whether it differs from what the JSON wrote.
    ///   - why: how the decoder got there, in one line.
    ///   - isCut: whether `text` and `json` hold only the start of a long string.
    init(text: String, json: String, isLossy: Bool, why: String, isCut: Bool = false) {
        self.text = text
        self.json = json
        self.isLossy = isLossy
        self.why = why
        self.isCut = isCut
    }
}
