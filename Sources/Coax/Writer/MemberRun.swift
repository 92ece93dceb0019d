/// Members written once by ``JSONEmitter/memberRun(_:)`` to be copied many times: where they
/// are in the emitter's buffer, and how many lines they span (for re-indenting).
struct MemberRun: Sendable {
    let start: Int
    let count: Int
    let newlines: Int
}
