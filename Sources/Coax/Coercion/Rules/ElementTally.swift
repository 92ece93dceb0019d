/// The record a typed array's reason is written from: how many elements converted, which did
/// not, which lost something, and whether the walk stopped early.
struct ElementTally<Item: JSONReadable>: ElementRecorder {
    /// How many failed or lossy elements a reason names before summarising the rest.
    static var namedElementLimit: Int { 4 }
    /// How much of an element or marker a reason shows.
    static var elementDisplayLimit: Int { 20 }

    private(set) var convertedCount = 0
    private(set) var failureCount = 0
    private(set) var lossyCount = 0
    /// The losses of the converted elements together.
    private(set) var elementLoss: CoercionLoss = []
    /// The first few elements that did not convert, with their positions.
    private var failures: [(index: Int, item: Item)] = []
    /// The first few elements that converted with a loss, with their positions.
    private var lossy: [(index: Int, item: Item)] = []
    /// The limit the walk stopped at, and the array's length.
    private var stop: (limit: Int, total: Int)?

    /// Whether only a prefix of the array was converted.
    var isLimited: Bool { stop != nil }

    mutating func converted(_ item: Item, at index: Int, loss: CoercionLoss) {
        convertedCount += 1
        guard !loss.isEmpty else { return }
        elementLoss.formUnion(loss)
        lossyCount += 1
        if lossy.count < Self.namedElementLimit { lossy.append((index, item)) }
    }

    mutating func failed(_ item: Item, at index: Int) {
        failureCount += 1
        if failures.count < Self.namedElementLimit { failures.append((index, item)) }
    }

    mutating func stopped(atLimit limit: Int, of total: Int) {
        stop = (limit, total)
    }

    /// The typed array's result with its reason (`array (3 elements) → 2 numbers; dropped #1 "bar"`)
    /// and losses; `marker` is the one that replaced failures, nil when they were dropped.
    func explained<Result>(
        _ result: Result, of array: Item, noun: String, marker: JSONValue?
    ) -> Coerced<Result> {
        var why = "\(ReasonText.describe(array)) → \(ReasonText.counted(convertedCount, noun))"
        var loss = elementLoss
        if failureCount > 0 {
            let list = Self.listed(failures, total: failureCount)
            if let marker {
                why += "; marker \(JSONPreview.compact(marker, limit: Self.elementDisplayLimit)) for \(list)"
                loss.insert(.replaced)
            } else {
                why += "; dropped \(list)"
                loss.insert(.dropped)
            }
        }
        if lossyCount > 0 {
            why += "; lossy \(Self.listed(lossy, total: lossyCount))"
        }
        if let stop {
            why += "; only the first \(stop.limit) of \(stop.total) elements"
        }
        return Coerced(value: result, why: why, loss: loss)
    }

    private static func listed(_ named: [(index: Int, item: Item)], total: Int) -> String {
        let list = named.map { "#\($0.index) \(ReasonText.describe($0.item, limit: elementDisplayLimit))" }
            .joined(separator: ", ")
        return total > named.count ? "\(list) and \(total - named.count) more" : list
    }
}

extension TypedArrayRule {
    /// A typed array with its reason: the walk with an ``ElementTally``, or the container rule's
    /// reason when the value is not an array.
    ///
    /// - Parameters:
    ///   - noun: what a converted element is called in the reason (`number`, `date`).
    ///   - marker: the unconvertible marker named in the reason, nil when failures are dropped.
    ///   - replacement: what stands for an element that does not convert; nil drops it.
    static func explained<Value: JSONReadable, Element>(
        _ value: Value?,
        noun: String,
        marker: JSONValue?,
        replacingUnconvertibleWith replacement: Element?,
        limit: Int? = nil,
        convert: (Value, inout CoercionLoss) -> Element?
    ) -> (result: Coerced<[Element]?>, isLimited: Bool) {
        var tally = ElementTally<Value>()
        guard
            let value,
            let elements = apply(
                to: value, replacingUnconvertibleWith: replacement, limit: limit, recorder: &tally, convert: convert)
        else {
            let why = ContainerRule.explained(value, as: .array, result: "itself").why
            return (Coerced(value: nil, why: why), false)
        }
        return (tally.explained(elements, of: value, noun: noun, marker: marker), tally.isLimited)
    }
}
