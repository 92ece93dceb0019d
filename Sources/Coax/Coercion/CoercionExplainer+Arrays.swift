/// Rule H, typed arrays, with reasons.
extension CoercionExplainer {
    /// A typed array's elements (markers included) and whether only a prefix was computed.
    struct TypedArray<Element> {
        var result: Coerced<[MarkedElement<Element>]?>
        var isLimited: Bool
    }

    /// How many failed or lossy elements a reason names before summarising the rest.
    static let namedElementLimit = 4
    /// How much of an element or marker a reason shows.
    static let elementDisplayLimit = 20

    /// Rule H: each element through `element`; failures dropped, or replaced by `marker`.
    /// With `limit`, only the first `limit` elements are converted and the reason says so.
    static func typedArray<Value: JSONReadable, Element>(
        _ value: Value?,
        noun: String,
        marker: JSONValue?,
        limit: Int? = nil,
        element: (Value) -> Coerced<Element?>
    ) -> TypedArray<Element> {
        guard let value, value.kind == .array, let elements = value.elements else {
            let why = container(value, of: .array, result: "itself").why
            return TypedArray(result: Coerced(value: nil, why: why), isLimited: false)
        }
        var converted: [MarkedElement<Element>] = []
        var convertedCount = 0
        var failures: [String] = []
        var failureCount = 0
        var lossy: [String] = []
        var lossyCount = 0
        var loss: CoercionLoss = []
        var index = 0
        var isLimited = false
        for item in elements {
            if let limit, index >= limit {
                isLimited = true
                break
            }
            let result = element(item)
            if let value = result.value {
                converted.append(.converted(value))
                convertedCount += 1
                if result.isLossy {
                    loss.formUnion(result.loss)
                    lossyCount += 1
                    if lossy.count < namedElementLimit { lossy.append(name(item, at: index)) }
                }
            } else {
                failureCount += 1
                if failures.count < namedElementLimit { failures.append(name(item, at: index)) }
                if let marker { converted.append(.marker(marker)) }
            }
            index += 1
        }
        var why = "\(ReasonText.describe(value)) → \(ReasonText.counted(convertedCount, noun))"
        if failureCount > 0 {
            let list = listed(failures, total: failureCount)
            if let marker {
                why += "; marker \(JSONText.compact(marker, limit: elementDisplayLimit)) for \(list)"
                loss.insert(.replaced)
            } else {
                why += "; dropped \(list)"
                loss.insert(.dropped)
            }
        }
        if lossyCount > 0 {
            why += "; lossy \(listed(lossy, total: lossyCount))"
        }
        if isLimited, let limit {
            why += "; only the first \(limit) of \(elements.count) elements"
        }
        return TypedArray(result: Coerced(value: converted, why: why, loss: loss), isLimited: isLimited)
    }

    private static func name<Value: JSONReadable>(_ item: Value, at index: Int) -> String {
        "#\(index) \(ReasonText.describe(item, limit: elementDisplayLimit))"
    }

    private static func listed(_ names: [String], total: Int) -> String {
        let list = names.joined(separator: ", ")
        return total > names.count ? "\(list) and \(total - names.count) more" : list
    }
}
