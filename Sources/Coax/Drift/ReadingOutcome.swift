/// How one coercion read one value: exactly, with a loss the engine reports, not at all, or
/// (for `bool` only) by collapsing a number other than 0 or 1 to `true`.
struct ReadingOutcome: Hashable, Sendable {
    let rawValue: UInt16

    private static let unreadBit: UInt16 = 0x8000
    private static let collapsedBit: UInt16 = 0x4000

    static let exact = ReadingOutcome(rawValue: 0)
    static let unread = ReadingOutcome(rawValue: unreadBit)
    static let collapsed = ReadingOutcome(rawValue: collapsedBit)

    /// A value that came out, with what the engine says was lost (exact when nothing was).
    static func read(loss: CoercionLoss) -> ReadingOutcome {
        ReadingOutcome(rawValue: loss.rawValue & ~(unreadBit | collapsedBit))
    }

    var isExact: Bool { rawValue == 0 }
    var isUnread: Bool { rawValue & Self.unreadBit != 0 }
    var isCollapsed: Bool { rawValue & Self.collapsedBit != 0 }
    var loss: CoercionLoss { CoercionLoss(rawValue: rawValue & ~(Self.unreadBit | Self.collapsedBit)) }
}
