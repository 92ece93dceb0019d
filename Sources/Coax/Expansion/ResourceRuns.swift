/// The members of resources written more than once, rendered once and then copied as bytes: a
/// resource linked from thousands of places (an author, a tag) is walked on the tape once, not
/// thousands of times.
///
/// A resource has up to three runs: what comes before its relationships (`type`, `id`, `lid`,
/// attributes), what comes after (`links`, `meta`, kept relationship members), and — for copies
/// that expand none of their linkages, the leaves of the expansion — all of its members. The
/// runs are rendered with the output's layout and re-indented where they land (see
/// ``JSONEmitter/appendMemberRun(_:from:)``). Their total size is capped; past the cap, and for
/// resources written once, members are written from the tape.
///
/// It also keeps the writer's stack of open copies, so that it is allocated once.
struct ResourceRuns: ~Copyable {
    private struct Runs {
        var head: MemberRun
        var tail: MemberRun
        var leaf: MemberRun?
    }

    private var arena: JSONEmitter
    /// For each resource, the position of its runs in `rendered`, or -1.
    private var runIndex: [Int32]
    private var rendered: [Runs] = []
    /// How many copies of each resource the output holds.
    private let copyCounts: [Int32]
    private let budget: Int
    private var stack: [JSONAPIPlan.Frame] = []

    /// Runs for the resources of `plan` copied at least twice, at most `budget` bytes of them.
    init(_ plan: JSONAPIPlan, indent: Int?, budget: Int) {
        var counts = [Int32](repeating: 0, count: plan.resources.count)
        for copy in plan.copies {
            counts[Int(copy.resource)] &+= 1
        }
        copyCounts = counts
        runIndex = Array(repeating: -1, count: plan.resources.count)
        self.budget = budget
        arena = JSONEmitter(indent: indent, capacity: min(budget, 1 << 20))
    }

    /// The stack of open copies to write with, empty.
    mutating func takeStack() -> [JSONAPIPlan.Frame] {
        var taken: [JSONAPIPlan.Frame] = []
        swap(&taken, &stack)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    /// Gives the stack back for the next primary resource.
    mutating func returnStack(_ used: [JSONAPIPlan.Frame]) {
        stack = used
    }

    /// Writes what comes before a resource's relationships, from its run when it has one.
    mutating func writeHead(of resource: Int, _ plan: JSONAPIPlan, into emitter: inout JSONEmitter) {
        guard let runs = runs(of: resource, plan) else {
            plan.writeHead(of: resource, into: &emitter)
            return
        }
        emitter.appendMemberRun(runs.head, from: arena)
    }

    /// Writes what comes after a resource's relationships, from its run when it has one.
    mutating func writeTail(of resource: Int, _ plan: JSONAPIPlan, into emitter: inout JSONEmitter) {
        guard let runs = runs(of: resource, plan) else {
            plan.writeTail(of: resource, into: &emitter)
            return
        }
        emitter.appendMemberRun(runs.tail, from: arena)
    }

    /// Writes all members of a copy that expands none of its linkages from the resource's leaf
    /// run; false when it has none (the caller writes the members itself).
    mutating func writeLeaf(of resource: Int, _ plan: JSONAPIPlan, into emitter: inout JSONEmitter) -> Bool {
        guard var known = runs(of: resource, plan) else { return false }
        if known.leaf == nil {
            guard arena.count < budget else { return false }
            known.leaf = arena.memberRun { plan.writeLeafMembers(of: resource, into: &$0) }
            guard !arena.isOutOfMemory else { return false }
            rendered[Int(runIndex[resource])] = known
        }
        guard let leaf = known.leaf else { return false }
        emitter.appendMemberRun(leaf, from: arena)
        return true
    }

    /// Nil once the arena ran out of memory: its bytes from then on overwrite the runs, which
    /// are not used again (every resource is written from the plan).
    private mutating func runs(of resource: Int, _ plan: JSONAPIPlan) -> Runs? {
        guard !arena.isOutOfMemory else { return nil }
        let known = runIndex[resource]
        if known >= 0 { return rendered[Int(known)] }
        guard copyCounts[resource] > 1, arena.count < budget else { return nil }
        let head = arena.memberRun { plan.writeHead(of: resource, into: &$0) }
        let tail = arena.memberRun { plan.writeTail(of: resource, into: &$0) }
        guard !arena.isOutOfMemory else { return nil }
        let runs = Runs(head: head, tail: tail, leaf: nil)
        runIndex[resource] = Int32(rendered.count)
        rendered.append(runs)
        return runs
    }
}
