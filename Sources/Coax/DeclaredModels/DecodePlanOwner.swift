/// Holds the object plans of one compiled ``DecodeStep`` tree and frees them with it.
///
/// A recursive type closes on itself: the plan for `struct Tree { let children: [Tree]? }` has a
/// field whose step holds that same plan, a cycle reference counting never frees. The owner
/// goes with the last copy of the checker that keeps it, and then empties every plan's fields,
/// which breaks the cycles.
///
/// ```swift
/// var builder = DecodePlanBuilder(models: models, strategies: DecodeStrategies())
/// let step = builder.step(for: .named("Tree"))
/// let owner = DecodePlanOwner(builder.objectPlans)   // the Tree plan is freed with `owner`
/// ```
final class DecodePlanOwner: Sendable {
    private let plans: [DecodeObjectPlan]

    init(_ plans: [DecodeObjectPlan]) {
        self.plans = plans
    }

    deinit {
        for plan in plans { plan.fields = [] }
    }
}
