/// When the strings of a member are an enumeration: `enum` in schemas, a Swift enum with a
/// fallback case in models.
///
/// They are when every non-null value is a string, none has a ``DriftStringForms`` form (dates
/// and ids are not enumerations), there are from 2 to ``maximumValues`` distinct values, each at
/// most ``longestValue`` bytes and a name rather than free text (at most two spaces, not all
/// digits, no `@`, `/` or `:`), and the member has at least ``valuesPerCase`` values per distinct
/// value (few values over many objects). `--enum PATH` asks for one whatever the count, up to
/// ``trackedValues`` distinct values.
///
/// ```swift
/// DriftEnumRule.isEnumeration(report.member(at: "$[*].status")!)   // true: 3 values over 24 users
/// ```
enum DriftEnumRule {
    /// Distinct values an enumeration found by the rule has at most.
    static let maximumValues = 10
    /// Values per distinct value the rule needs.
    static let valuesPerCase = 4
    /// Longer strings are never enumeration values.
    static let longestValue = 64
    /// Distinct values kept per member: the most `--enum` can list.
    static let trackedValues = 64

    /// Whether the member's strings are an enumeration by the rule (or, with `isAsked`, at all).
    static func isEnumeration(_ member: DriftMember, isAsked: Bool = false) -> Bool {
        guard let values = member.stringValues, member.valueKinds == [.string], !values.isEmpty else { return false }
        if isAsked { return true }
        return member.stringForms.isEmpty && values.count >= 2 && values.count <= maximumValues
            && member.valueCount >= valuesPerCase * values.count
            && values.allSatisfy { DriftUnionDetector.isTag($0.utf8) }
    }
}
