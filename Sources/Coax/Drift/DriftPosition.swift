/// Where a value met by the analysis is: the number of its document in the input (0 for a
/// single document) and its tape index there, packed in one word so that counts per pattern stay
/// small and positions compare in input order.
///
/// The analysis does not always meet values in input order (objects of a group are sampled
/// before they are compared, see ``DriftWalker``), so every "first" it keeps is the least
/// position seen, not the first one met.
struct DriftPosition: Hashable, Comparable, Sendable {
    let rawValue: UInt64

    private static let indexBits: UInt64 = 36
    private static let indexMask: UInt64 = (1 << indexBits) - 1

    /// No position: greater than every real one, so `min` replaces it.
    static let none = DriftPosition(rawValue: .max)

    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Documents past 2^28 and tape indices past 2^36 share the last position: far beyond what
    /// the parser and a collection hold.
    init(document: Int, index: Int) {
        let document = UInt64(min(max(0, document), (1 << 28) - 1))
        let index = UInt64(min(max(0, index), Int(Self.indexMask)))
        rawValue = document << Self.indexBits | index
    }

    var document: Int { Int(rawValue >> Self.indexBits) }
    var index: Int { Int(rawValue & Self.indexMask) }
    var isNone: Bool { rawValue == .max }

    static func < (lhs: DriftPosition, rhs: DriftPosition) -> Bool { lhs.rawValue < rhs.rawValue }
}
