/// Computes one ``CoercionReport`` entry per coercion, mapping explained results to outputs.
struct CoercionReportBuilder<Value: JSONReadable> {
    typealias Output = CoercionOutput<Value>
    typealias Entry = CoercionReport<Value>.Entry

    let value: Value?
    let marker: JSONValue?
    let limit: Int?

    func entry(for method: CoercionMethod) -> Entry {
        let result: Coerced<Output>
        switch method {
        case .arrayOfNumbers, .arrayOfStrings, .arrayOfUnixDates, .arrayOfDecimals, .arrayOfArrays,
            .arrayOfDictionaries, .forcedArrayOfNumbers, .forcedArrayOfStrings, .forcedArrayOfUnixDates,
            .forcedArrayOfDecimals, .forcedArrayOfArrays, .forcedArrayOfDictionaries:
            return typedArrayEntry(for: method)
        case .bool: result = CoercionExplainer.bool(value).map(Output.bool)
        case .integer: result = CoercionExplainer.integer(value).map(Output.integer)
        case .unsignedInteger: result = CoercionExplainer.unsignedInteger(value).map(Output.unsignedInteger)
        case .number: result = optional(CoercionExplainer.number(value), Output.integer)
        case .forcedNumber: result = forced(CoercionExplainer.number(value), Output.integer, .integer(0), "0")
        case .string: result = optional(CoercionExplainer.string(value), Output.string)
        case .forcedString: result = forced(CoercionExplainer.string(value), Output.string, .string(""), "\"\"")
        case .unixDate, .unixDateMilliseconds:
            let milliseconds = method == .unixDateMilliseconds
            result = optional(CoercionExplainer.unixDate(value, milliseconds: milliseconds), Output.date)
        case .forcedUnixDate:
            result = forced(
                CoercionExplainer.unixDate(value, milliseconds: false), Output.date,
                .date(.epoch), UnixTime.epoch.iso8601)
        case .decimal: result = optional(CoercionExplainer.decimal(value), decimalOutput)
        case .forcedDecimal:
            result = forced(CoercionExplainer.decimal(value), decimalOutput, .notANumber, "NaN")
        case .array: result = optional(container(.array), Output.original)
        case .forcedArray: result = forced(container(.array), Output.original, .json([]), "[]")
        case .dictionary: result = optional(container(.object), Output.original)
        case .forcedDictionary:
            result = forced(container(.object), Output.original, .json(.object(JSONObject())), "{}")
        }
        return Entry(method: method, output: result.value, why: result.why, loss: result.loss, isLimited: false)
    }

    private func typedArrayEntry(for method: CoercionMethod) -> Entry {
        let typed: CoercionExplainer.TypedArray<Output>
        switch method.plain {
        case .arrayOfNumbers:
            typed = elements(noun: "number") { optional(CoercionExplainer.number($0), Output.integer) }
        case .arrayOfStrings:
            typed = elements(noun: "string") { optional(CoercionExplainer.string($0), Output.string) }
        case .arrayOfUnixDates:
            typed = elements(noun: "date") {
                optional(CoercionExplainer.unixDate($0, milliseconds: false), Output.date)
            }
        case .arrayOfDecimals:
            typed = elements(noun: "decimal") { optional(CoercionExplainer.decimal($0), decimalOutput) }
        case .arrayOfArrays:
            typed = elements(noun: "array") {
                optional(CoercionExplainer.container($0, of: .array, result: "itself"), Output.original)
            }
        case .arrayOfDictionaries:
            typed = elements(noun: "object") {
                optional(CoercionExplainer.container($0, of: .object, result: "itself"), Output.original)
            }
        default:
            // Only typed array methods come here; `plain` maps each to one of the cases above.
            return entry(for: method.plain)
        }
        let list = typed.result.map { elements in
            elements.map { list in
                Output.elements(
                    list.map { element in
                        switch element {
                        case .converted(let output): output
                        case .marker(let marker): .marker(marker)
                        }
                    })
            }
        }
        let result =
            method.isForced
            ? CoercionExplainer.forced(list, fallback: .elements([]), shown: "[]")
            : list.map { $0 ?? .none }
        return Entry(
            method: method, output: result.value, why: result.why, loss: result.loss, isLimited: typed.isLimited)
    }

    private func elements(
        noun: String, _ element: (Value) -> Coerced<Output?>
    ) -> CoercionExplainer.TypedArray<Output> {
        CoercionExplainer.typedArray(value, noun: noun, marker: marker, limit: limit, element: element)
    }

    private func container(_ kind: JSONKind) -> Coerced<Value?> {
        CoercionExplainer.container(value, of: kind, result: "itself")
    }

    private func decimalOutput(_ number: DecimalDigits) -> Output {
        .decimal(number.decimal, text: number.canonicalText)
    }

    private func optional<T>(_ result: Coerced<T?>, _ transform: (T) -> Output) -> Coerced<Output?> {
        result.map { $0.map(transform) }
    }

    private func optional<T>(_ result: Coerced<T?>, _ transform: (T) -> Output) -> Coerced<Output> {
        result.map { $0.map(transform) ?? .none }
    }

    private func forced<T>(
        _ result: Coerced<T?>, _ transform: (T) -> Output, _ fallback: Output, _ shown: String
    ) -> Coerced<Output> {
        CoercionExplainer.forced(result.map { $0.map(transform) }, fallback: fallback, shown: shown)
    }
}
