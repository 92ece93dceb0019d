/// A set of 128 bits standing for object keys: each key sets one bit chosen from its length and
/// a few of its bytes, so equal keys always set the same bit, and keys whose bits differ are
/// certainly different. A cheap first test before comparing keys byte for byte.
struct KeySignature: Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The empty set.
    init() {}

    /// The set of the one bit `bit` (taken modulo 128).
    init(bit: Int) {
        let position = UInt64(truncatingIfNeeded: bit & 127)
        if position < 64 {
            low = 1 &<< position
        } else {
            high = 1 &<< (position - 64)
        }
    }

    var isEmpty: Bool { low | high == 0 }

    func intersects(_ other: KeySignature) -> Bool {
        low & other.low | high & other.high != 0
    }

    func intersection(_ other: KeySignature) -> KeySignature {
        var result = KeySignature()
        result.low = low & other.low
        result.high = high & other.high
        return result
    }

    mutating func formUnion(_ other: KeySignature) {
        low |= other.low
        high |= other.high
    }
}
