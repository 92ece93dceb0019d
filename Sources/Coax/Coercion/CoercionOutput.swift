import Foundation

/// The result of one coercion in a ``CoercionReport``, in a form that can be shown and
/// written as JSON without losing exactness.
///
/// Arrays and objects are held as the original value (a document node stays a node), so building
/// a report never copies a large container; ``jsonText(limit:)`` and `preview(limit:)` can stop
/// early.
///
/// ```swift
/// let report = CoercionReport(JSONValue.string("8.45"))
/// report[.decimal]?.output            // .decimal(8.45, text: "8.45")
/// report[.decimal]?.output.jsonValue  // "8.45"
/// report[.unixDate]?.output.preview() // "1970-01-01T00:00:08.45Z"
/// ```
package enum CoercionOutput<Value: JSONReadable> {
    /// No result: the coercion gave nil.
    case none
    /// A Boolean.
    case bool(Bool)
    /// A signed integer (`integer`, `number`, `forcedNumber`, elements of `array(of: .numbers)`).
    case integer(Int64)
    /// An unsigned integer.
    case unsignedInteger(UInt64)
    /// Text.
    case string(String)
    /// A Unix date, with its exact seconds.
    case date(UnixTime)
    /// A decimal and its canonical text.
    case decimal(Decimal, text: String)
    /// NaN, the forced decimal's fallback.
    case notANumber
    /// An array or object from the input, as it is.
    case original(Value)
    /// An array or object made by the coercion (the `[]` and `{}` fallbacks).
    case json(JSONValue)
    /// The unconvertible marker standing in for an element of a typed array.
    case marker(JSONValue)
    /// A typed array's elements.
    case elements([CoercionOutput])

    /// Whether the coercion gave nil.
    ///
    /// ```swift
    /// CoercionReport(JSONValue.null)[.number]?.output.isNone   // true
    /// ```
    package var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// The Unix date, for `.date`.
    ///
    /// ```swift
    /// CoercionReport(JSONValue.number(8))[.unixDate]?.output.unixTime?.seconds   // "8"
    /// ```
    package var unixTime: UnixTime? {
        if case .date(let time) = self { return time }
        return nil
    }

    /// The result as `coax coerce --format json` writes it: booleans and integers as themselves,
    /// nil as `null`, dates as seconds since 1970 (a number), decimals as canonical text (`"NaN"`
    /// for the fallback), arrays and objects as themselves, markers as given.
    ///
    /// ```swift
    /// CoercionReport(JSONValue.string("x"))[.forcedDecimal]?.output.jsonValue   // "NaN"
    /// ```
    package var jsonValue: JSONValue {
        switch self {
        case .none: .null
        case .bool(let flag): .bool(flag)
        case .integer(let number): .number(JSONNumber(number))
        case .unsignedInteger(let number): .number(JSONNumber(number))
        case .string(let text): .string(text)
        case .date(let time): JSONNumber(literal: time.seconds).map(JSONValue.number) ?? .null
        case .decimal(_, let text): .string(text)
        case .notANumber: .string("NaN")
        case .original(let value): value.jsonValue
        case .json(let value), .marker(let value): value
        case .elements(let elements): .array(elements.map(\.jsonValue))
        }
    }

    /// Compact JSON for ``jsonValue``, escaped for a terminal, cut after `limit` characters with `…`.
    ///
    /// ```swift
    /// CoercionReport(JSONValue.array([1, "2"]))[.arrayOfStrings]?.output.jsonText()   // "[\"1\",\"2\"]"
    /// ```
    ///
    /// - Parameter limit: the most characters before the text is cut; no limit by default.
    /// - Returns: JSON text safe to print; when cut it ends with `…` and is no longer valid JSON.
    package func jsonText(limit: Int = .max) -> String {
        switch self {
        case .none: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .unsignedInteger(let number): return String(number)
        case .string(let text): return JSONPreview.compact(JSONValue.string(text), limit: limit)
        case .date(let time): return ReasonText.number(time.seconds, limit: limit)
        case .decimal(_, let text): return JSONPreview.compact(JSONValue.string(text), limit: limit)
        case .notANumber: return "\"NaN\""
        case .original(let value): return JSONPreview.compact(value, limit: limit)
        case .json(let value), .marker(let value): return JSONPreview.compact(value, limit: limit)
        case .elements(let elements):
            var text = "["
            var used = 1
            for (index, element) in elements.enumerated() {
                let separator = index > 0 ? "," : ""
                guard limit == .max || used + separator.count < limit else { return text + "…" }
                text += separator
                used += separator.count
                let piece = element.jsonText(limit: limit == .max ? .max : limit - used)
                text += piece
                if limit != .max {
                    if piece.hasSuffix("…") { return text }
                    used += piece.unicodeScalars.count
                }
            }
            return text + "]"
        }
    }

    /// One line for a table cell: like ``jsonText(limit:)``, except nil shows as `nil`, dates
    /// as ISO 8601 and decimals without quotes.
    ///
    /// ```swift
    /// CoercionReport(JSONValue.number(1415162234))[.unixDate]?.output.preview()   // "2014-11-05T04:37:14Z"
    /// ```
    ///
    /// - Parameter limit: the most characters before the text is cut with `…`.
    /// - Returns: One terminal-safe line for a table cell.
    package func preview(limit: Int = 40) -> String {
        switch self {
        case .none: return "nil"
        case .date(let time): return time.iso8601
        case .decimal(_, let text): return ReasonText.number(text, limit: limit)
        case .notANumber: return "NaN"
        default: return jsonText(limit: limit)
        }
    }
}

extension CoercionOutput: Sendable where Value: Sendable {}
