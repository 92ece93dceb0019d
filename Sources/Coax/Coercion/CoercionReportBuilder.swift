/// Computes one ``CoercionReport`` entry per coercion, mapping explained results to outputs.
///
/// The value is read once per reading (integer-style, decimal, text) and each reading's steps are
/// written once; the coercions made of a reading share them.
struct CoercionReportBuilder<Value: JSONReadable> {
    typealias Output = CoercionOutput<Value>
    typealias Entry = CoercionReport<Value>.Entry

    let value: Value?
    let marker: JSONValue?
    let limit: Int?
    private let integerReading: ExplainedReading<IntegerReading>
    private let decimalReading: ExplainedReading<DecimalReading>
    private let text: Coerced<String?>

    init(value: Value?, marker: JSONValue?, limit: Int?) {
        self.value = value
        self.marker = marker
        self.limit = limit
        integerReading = IntegerReading(value).explained(value)
        decimalReading = DecimalReading(value).explained(value)
        text = TextReading(value).explained(value)
    }

    func entry(for method: CoercionMethod) -> Entry {
        let result: Coerced<Output>
        switch method {
        case .arrayOfNumbers, .arrayOfStrings, .arrayOfUnixDates, .arrayOfDecimals, .arrayOfArrays,
            .arrayOfDictionaries, .forcedArrayOfNumbers, .forcedArrayOfStrings, .forcedArrayOfUnixDates,
            .forcedArrayOfDecimals, .forcedArrayOfArrays, .forcedArrayOfDictionaries:
            return typedArrayEntry(for: method)
        case .bool: result = integerReading.bool.map(Output.bool)
        case .integer: result = integerReading.integer.map(Output.integer)
        case .unsignedInteger: result = integerReading.unsignedInteger.map(Output.unsignedInteger)
        case .number: result = optional(integerReading.number, Output.integer)
        case .forcedNumber: result = forced(integerReading.number, Output.integer, .integer(0), "0")
        case .string: result = optional(text, Output.string)
        case .forcedString: result = forced(text, Output.string, .string(""), "\"\"")
        case .unixDate: result = optional(decimalReading.unixDate(milliseconds: false), Output.date)
        case .unixDateMilliseconds: result = optional(decimalReading.unixDate(milliseconds: true), Output.date)
        case .forcedUnixDate:
            result = forced(
                decimalReading.unixDate(milliseconds: false), Output.date, .date(.epoch), UnixTime.epoch.iso8601)
        case .decimal: result = optional(decimalReading.decimal, decimalOutput)
        case .forcedDecimal: result = forced(decimalReading.decimal, decimalOutput, .notANumber, "NaN")
        case .array: result = optional(container(.array), Output.original)
        case .forcedArray: result = forced(container(.array), Output.original, .json([]), "[]")
        case .dictionary: result = optional(container(.object), Output.original)
        case .forcedDictionary:
            result = forced(container(.object), Output.original, .json(.object(JSONObject())), "{}")
        }
        return Entry(method: method, output: result.value, why: result.why, loss: result.loss, isLimited: false)
    }

    private func typedArrayEntry(for method: CoercionMethod) -> Entry {
        let typed: (result: Coerced<[Output]?>, isLimited: Bool)
        switch method.plain {
        case .arrayOfNumbers: typed = elements(.numbers, Output.integer)
        case .arrayOfStrings: typed = elements(.strings, Output.string)
        case .arrayOfUnixDates: typed = elements(.unixSeconds(milliseconds: false)) { .date(UnixTime(seconds: $0)) }
        case .arrayOfDecimals: typed = elements(.decimalDigits, decimalOutput)
        case .arrayOfArrays: typed = elements(.containers(.array, noun: "array"), Output.original)
        case .arrayOfDictionaries: typed = elements(.containers(.object, noun: "object"), Output.original)
        default:
            // Only typed array methods come here; `plain` maps each to one of the cases above.
            return entry(for: method.plain)
        }
        let list = typed.result.map { $0.map(Output.elements) }
        let result =
            method.isForced
            ? Coerced(forcing: list, fallback: .elements([]), shown: "[]")
            : list.map { $0 ?? .none }
        return Entry(
            method: method, output: result.value, why: result.why, loss: result.loss, isLimited: typed.isLimited)
    }

    private func elements<Element>(
        _ rule: ElementRule<Value, Element>, _ output: @escaping (Element) -> Output
    ) -> (result: Coerced<[Output]?>, isLimited: Bool) {
        TypedArrayRule.explained(
            value, noun: rule.noun, marker: marker, replacingUnconvertibleWith: marker.map(Output.marker), limit: limit,
            convert: rule.converting(output).convert)
    }

    private func container(_ kind: JSONKind) -> Coerced<Value?> {
        ContainerRule.explained(value, as: kind, result: "itself")
    }

    private func decimalOutput(_ number: DecimalDigits) -> Output {
        .decimal(number.decimal, text: number.canonicalText)
    }

    private func optional<T>(_ result: Coerced<T?>, _ transform: (T) -> Output) -> Coerced<Output> {
        result.map { $0.map(transform) ?? .none }
    }

    private func forced<T>(
        _ result: Coerced<T?>, _ transform: (T) -> Output, _ fallback: Output, _ shown: String
    ) -> Coerced<Output> {
        Coerced(forcing: result.map { $0.map(transform) }, fallback: fallback, shown: shown)
    }
}
