/// Integers written with thousands separators, as the status line and counts show them.
///
/// ```swift
/// NumberText.grouped(4_482_216)   // "4,482,216"
/// ```
package enum NumberText {
    /// The integer with a comma every three digits.
    ///
    /// ```swift
    /// NumberText.grouped(-1204)   // "-1,204"
    /// ```
    ///
    /// - Parameter value: any `Int`, negative included.
    /// - Returns: The decimal digits with `,` between groups of three, whatever the locale.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
