/// A small, fast, deterministic random number generator (xoshiro256**, seeded through SplitMix64).
///
/// Unlike `SystemRandomNumberGenerator`, the same seed always gives the same sequence, so generated
/// documents are reproducible. The helpers (`below`, `chance`, `pick`) are implemented here rather
/// than through the standard library's `random(in:using:)`, whose algorithm may change between
/// Swift releases.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let roll = random.below(6) + 1           // 1...6, the same on every run
/// let coin = random.chance(percent: 50)
/// var posts = SeededRandomNumberGenerator(seed: 42, stream: 7)   // an independent sequence
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// Creates a generator from a seed; `stream` selects an independent sequence for the same seed
    /// (the document generators use one stream per element).
    ///
    /// ```swift
    /// var a = SeededRandomNumberGenerator(seed: 1, stream: 0)
    /// var b = SeededRandomNumberGenerator(seed: 1, stream: 1)   // unrelated to a
    /// ```
    ///
    /// - Parameters:
    ///   - seed: the same seed and stream always give the same sequence.
    ///   - stream: separates sequences from one seed (one per generator that must not share).
    public init(seed: UInt64, stream: UInt64 = 0) {
        var mixer = seed ^ Self.splitMix(stream &+ 0x632B_E59B_D9B4_E019)
        state = (Self.splitMix(&mixer), Self.splitMix(&mixer), Self.splitMix(&mixer), Self.splitMix(&mixer))
    }

    /// The next 64 random bits.
    ///
    /// ```swift
    /// var random = SeededRandomNumberGenerator(seed: 3)
    /// random.next()   // → 4239133405887640471
    /// ```
    ///
    /// - Returns: 64 uniformly distributed bits (xoshiro256**).
    public mutating func next() -> UInt64 {
        let result = rotateLeft(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotateLeft(state.3, 45)
        return result
    }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    ///
    /// ```swift
    /// var random = SeededRandomNumberGenerator(seed: 3)
    /// random.below(10)   // 0...9
    /// ```
    ///
    /// - Parameter bound: one more than the largest result.
    /// - Returns: A number from 0 to `bound - 1`, consuming one `next()`.
    public mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        // Multiply-high maps 64 random bits onto the range; the bias is below 2^-40 for our bounds.
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    ///
    /// ```swift
    /// var random = SeededRandomNumberGenerator(seed: 3)
    /// random.between(1...6)   // → 2
    /// ```
    ///
    /// - Parameter range: the results allowed, both ends included.
    /// - Returns: A number in `range`, consuming one `next()`.
    public mutating func between(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with the given probability in percent.
    ///
    /// ```swift
    /// var random = SeededRandomNumberGenerator(seed: 3)
    /// random.chance(percent: 10)   // → false (true about one time in ten)
    /// ```
    ///
    /// - Parameter percent: 0 never, 100 always.
    /// - Returns: `true` about `percent` times in a hundred.
    public mutating func chance(percent: Int) -> Bool {
        below(100) < percent
    }

    /// A random element of a non-empty array, or nil when it is empty.
    ///
    /// ```swift
    /// var random = SeededRandomNumberGenerator(seed: 3)
    /// random.pick(["red", "green"])   // "red" or "green"
    /// ```
    ///
    /// - Parameter elements: the choices, each equally likely.
    /// - Returns: One of them; nil (consuming nothing) when the array is empty.
    public mutating func pick<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[below(elements.count)]
    }

    private func rotateLeft(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    private static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return splitMix(state)
    }

    private static func splitMix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
