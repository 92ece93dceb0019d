/// The fixed members of resources written more than once, rendered once and then copied as
/// bytes: a resource linked from thousands of places (an author, a tag) is walked on the tape
/// once, not thousands of times.
///
/// A resource has two runs: what comes before its relationships (`type`, `id`, `lid`,
/// attributes) and what comes after (`links`, `meta`, kept relationship members). The runs are
/// rendered with the output's layout and re-indented where they land (see
/// ``JSONEmitter/appendMemberRun(_:)``). Their total size is capped; resources past the cap are
/// written from the tape each time, as resources written once always are.
struct ResourceRuns: ~Copyable {
    private struct Runs {
        var head: Range<Int>
        var tail: Range<Int>
    }

    private var arena: JSONEmitter
    /// The writer's stack of open copies, kept between primary resources so it is allocated once.
    private var stack: [JSONAPIPlan.Frame] = []
    private var runs: [Runs?]
    /// How many copies of each resource the output holds.
    private let copyCounts: [Int32]
    private let budget: Int

    /// Runs for the resources of `plan` copied at least twice, at most `budget` bytes of them.
    init(_ plan: JSONAPIPlan, indent: Int?, budget: Int) {
        var counts = [Int32](repeating: 0, count: plan.resources.count)
        for copy in plan.copies {
            counts[Int(copy.resource)] &+= 1
        }
        copyCounts = counts
        runs = Array(repeating: nil, count: plan.resources.count)
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
        arena.withBytes(in: runs.head) { emitter.appendMemberRun($0) }
    }

    /// Writes what comes after a resource's relationships, from its run when it has one.
    mutating func writeTail(of resource: Int, _ plan: JSONAPIPlan, into emitter: inout JSONEmitter) {
        guard let runs = runs(of: resource, plan) else {
            plan.writeTail(of: resource, into: &emitter)
            return
        }
        arena.withBytes(in: runs.tail) { emitter.appendMemberRun($0) }
    }

    private mutating func runs(of resource: Int, _ plan: JSONAPIPlan) -> Runs? {
        if let known = runs[resource] { return known }
        guard copyCounts[resource] > 1, arena.count < budget else { return nil }
        let head = arena.memberRun { plan.writeHead(of: resource, into: &$0) }
        let tail = arena.memberRun { plan.writeTail(of: resource, into: &$0) }
        let rendered = Runs(head: head, tail: tail)
        runs[resource] = rendered
        return rendered
    }
}
