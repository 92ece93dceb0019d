/// One instruction of a compiled I-Regexp. Jumps are relative to the instruction itself, so a
/// compiled block can be copied anywhere (which is how counted repetitions are built).
enum IRegexpInstruction: Sendable, Hashable {
    /// Consumes this scalar.
    case scalar(UInt32)
    /// Consumes any scalar but line feed and carriage return (`.`).
    case anyButNewline
    /// Consumes a scalar of the set with this number in ``IRegexpProgram/sets``.
    case set(Int)
    /// Continues at both offsets.
    case split(Int, Int)
    /// Continues at the offset.
    case jump(Int)
    /// Continues only at the start of the text (`^`).
    case assertStart
    /// Continues only at the end of the text (`$`).
    case assertEnd
    /// The pattern has matched.
    case match
}

/// A compiled I-Regexp and the machine that runs it: every thread advances one scalar at a time,
/// in step (a Pike machine), so the work is bounded by text length × program size.
struct IRegexpProgram: Sendable, Hashable {
    let instructions: [IRegexpInstruction]
    let sets: [ScalarSet]

    /// Runs over `scalars`: the whole text must match, or (`searching`) some part of it.
    /// Each thread step costs one unit of `budget`; returns nil when the budget runs out.
    func run(_ scalars: String.UnicodeScalarView, searching: Bool, budget: inout Int) -> Bool? {
        let count = instructions.count
        let matchPosition = count - 1
        // Thread lists: program counters, deduplicated per position with a generation stamp.
        var stamps = [Int](repeating: -1, count: count)
        var current: [Int] = []
        var next: [Int] = []
        var pending: [Int] = []
        current.reserveCapacity(count)
        next.reserveCapacity(count)
        var generation = 0

        func addThread(
            _ start: Int, to list: inout [Int], generation: Int, atStart: Bool, atEnd: Bool, pending: inout [Int]
        ) {
            pending.append(start)
            while let pc = pending.popLast() {
                guard stamps[pc] != generation else { continue }
                stamps[pc] = generation
                switch instructions[pc] {
                case .jump(let offset):
                    pending.append(pc + offset)
                case .split(let first, let second):
                    pending.append(pc + second)
                    pending.append(pc + first)
                case .assertStart:
                    if atStart { pending.append(pc + 1) }
                case .assertEnd:
                    if atEnd { pending.append(pc + 1) }
                default:
                    list.append(pc)
                }
            }
        }

        var index = scalars.startIndex
        let end = scalars.endIndex
        addThread(0, to: &current, generation: generation, atStart: true, atEnd: index == end, pending: &pending)
        while index != end {
            if searching, stamps[matchPosition] == generation { return true }
            if current.isEmpty, !searching { return false }
            budget -= current.count + 1
            if budget < 0 { return nil }
            let value = scalars[index].value
            let scalar = scalars[index]
            index = scalars.index(after: index)
            let atEnd = index == end
            generation += 1
            next.removeAll(keepingCapacity: true)
            for pc in current {
                let consumed: Bool
                switch instructions[pc] {
                case .scalar(let wanted): consumed = value == wanted
                case .anyButNewline: consumed = value != 0x0A && value != 0x0D
                case .set(let number): consumed = sets[number].contains(scalar)
                default: consumed = false
                }
                if consumed {
                    addThread(
                        pc + 1, to: &next, generation: generation, atStart: false, atEnd: atEnd, pending: &pending)
                }
            }
            if searching {
                addThread(0, to: &next, generation: generation, atStart: false, atEnd: atEnd, pending: &pending)
            }
            swap(&current, &next)
        }
        return stamps[matchPosition] == generation
    }
}
