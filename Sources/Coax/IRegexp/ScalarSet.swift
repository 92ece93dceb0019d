/// A set of Unicode scalars as an I-Regexp character class or category escape describes it:
/// ranges and general categories, possibly complemented.
///
/// ```swift
/// // [^a-z\p{Nd}]
/// ScalarSet(ranges: [0x61...0x7A], categories: [.init(mask: ScalarSet.mask("Nd")!, complemented: false)],
///           complemented: true)
/// ```
struct ScalarSet: Sendable, Hashable {
    /// A `\p{…}` (or, complemented, `\P{…}`) item: general categories as bits of a mask.
    struct Categories: Sendable, Hashable {
        var mask: UInt32
        var complemented: Bool

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            let bit = ScalarSet.bit(of: scalar.properties.generalCategory)
            return (mask & bit != 0) != complemented
        }
    }

    var ranges: [ClosedRange<UInt32>] = []
    var categories: [Categories] = []
    var complemented = false

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var found = false
        for range in ranges where range.contains(value) {
            found = true
            break
        }
        if !found {
            for item in categories where item.contains(scalar) {
                found = true
                break
            }
        }
        return found != complemented
    }

    /// The category mask an I-Regexp property name stands for (`L`, `Lu`, `Nd`, …), or nil
    /// for a name RFC 9485 does not define (block names such as `IsBasicLatin` included).
    /// A one-letter name stands for every category whose name starts with it.
    static func mask(_ name: String) -> UInt32? {
        guard name != "Cs" else { return nil }
        var mask: UInt32 = 0
        for (position, category) in categoryNames.enumerated()
        where category == name || (name.count == 1 && category.hasPrefix(name)) {
            mask |= 1 << position
        }
        return mask == 0 ? nil : mask
    }

    /// The two-letter names of the general categories, in the order of their bits in
    /// ``bit(of:)``. `Cs` (surrogates) is not a name of its own in I-Regexp; it counts in `C`.
    private static let categoryNames = [
        "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe",
        "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn",
    ]

    static func bit(of category: Unicode.GeneralCategory) -> UInt32 {
        let position: UInt32 =
            switch category {
            case .uppercaseLetter: 0
            case .lowercaseLetter: 1
            case .titlecaseLetter: 2
            case .modifierLetter: 3
            case .otherLetter: 4
            case .nonspacingMark: 5
            case .spacingMark: 6
            case .enclosingMark: 7
            case .decimalNumber: 8
            case .letterNumber: 9
            case .otherNumber: 10
            case .connectorPunctuation: 11
            case .dashPunctuation: 12
            case .openPunctuation: 13
            case .closePunctuation: 14
            case .initialPunctuation: 15
            case .finalPunctuation: 16
            case .otherPunctuation: 17
            case .mathSymbol: 18
            case .currencySymbol: 19
            case .modifierSymbol: 20
            case .otherSymbol: 21
            case .spaceSeparator: 22
            case .lineSeparator: 23
            case .paragraphSeparator: 24
            case .control: 25
            case .format: 26
            case .surrogate: 27
            case .privateUse: 28
            case .unassigned: 29
            @unknown default: 29
            }
        return 1 << position
    }
}
