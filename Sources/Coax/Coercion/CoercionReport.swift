import Foundation

/// Every coercion of one value, each with its result and reason: what the inspector's coercion
/// panel and `coax coerce` show.
///
/// For an array the typed arrays are included. `elementLimit` bounds their work to the first
/// elements (the reason says so, and ``Entry/isLimited`` is set), so that a report on a
/// 1,000,000-element array costs the same as one on a short array; arrays and objects
/// themselves are held, not copied.
///
/// ```swift
/// let report = CoercionReport(JSONValue.string("the 21.5 slices"))
/// report[.integer]?.output   // .integer(21)
/// report[.integer]?.why      // "\"the 21.5 slices\" → trimmed to \"21.5\" → integer prefix 21"
/// report[.integer]?.loss     // [.cleaned, .truncated]
/// print(report.table(path: "$.slices"))
/// ```
package struct CoercionReport<Value: JSONReadable> {
    /// One coercion's result.
    ///
    /// ```swift
    /// let entry = CoercionReport(JSONValue.number(-3))[.unsignedInteger]
    /// entry?.why       // "-3 is negative → 0"
    /// entry?.isLossy   // true
    /// ```
    package struct Entry {
        /// Which coercion this is.
        ///
        /// ```swift
        /// CoercionReport(JSONValue.null).entries.first?.method   // .bool
        /// ```
        package let method: CoercionMethod
        /// The result.
        ///
        /// ```swift
        /// CoercionReport(JSONValue.string("7"))[.integer]?.output   // .integer(7)
        /// ```
        package let output: CoercionOutput<Value>
        /// Why the result is what it is.
        ///
        /// ```swift
        /// CoercionReport(JSONValue.null)[.forcedString]?.why   // "null → nil → forced fallback \"\""
        /// ```
        package let why: String
        /// What the coercion gave up.
        ///
        /// ```swift
        /// CoercionReport(JSONValue.null)[.forcedString]?.loss   // [.fallback]
        /// ```
        package let loss: CoercionLoss
        /// Whether only the first `CoercionReport.elementLimit` elements were converted.
        ///
        /// ```swift
        /// CoercionReport(JSONValue.array([1, 2, 3]), elementLimit: 2)[.arrayOfNumbers]?.isLimited   // true
        /// ```
        package let isLimited: Bool

        /// Whether the result lost information (the inspector highlights it).
        ///
        /// ```swift
        /// CoercionReport(JSONValue.number(5))[.integer]?.isLossy   // false
        /// ```
        package var isLossy: Bool { !loss.isEmpty }
    }

    /// The value reported on; nil for a missing value.
    ///
    /// ```swift
    /// CoercionReport(JSONValue.number(5)).value   // .number(5)
    /// ```
    package let value: Value?
    /// The marker given to the typed arrays, or nil to drop unconvertible elements.
    ///
    /// ```swift
    /// CoercionReport(JSONValue.array([]), unconvertibleMarker: -1).unconvertibleMarker   // -1
    /// ```
    package let unconvertibleMarker: JSONValue?
    /// The most elements of an array the typed arrays convert, or nil for all of them.
    ///
    /// ```swift
    /// CoercionReport(JSONValue.array([]), elementLimit: 100).elementLimit   // 100
    /// ```
    package let elementLimit: Int?
    /// The results, in `CoercionMethod.methods(for:)` order.
    ///
    /// ```swift
    /// CoercionReport(JSONValue.number(5)).entries.count   // 16
    /// ```
    package let entries: [Entry]

    /// Computes every coercion of `value` (nil for a missing value).
    ///
    /// - Parameters:
    ///   - value: the value, or nil for a key the object lacks.
    ///   - unconvertibleMarker: with a marker, the typed arrays keep every position, putting it where
    ///     an element does not convert; without, those elements are dropped.
    ///   - elementLimit: the most array elements the typed arrays read (the reason says how many were
    ///     left out); nil reads them all. Negative counts as 0.
    package init(_ value: Value?, unconvertibleMarker: JSONValue? = nil, elementLimit: Int? = nil) {
        self.value = value
        self.unconvertibleMarker = unconvertibleMarker
        self.elementLimit = elementLimit.map { max(0, $0) }
        let builder = CoercionReportBuilder(value: value, marker: unconvertibleMarker, limit: self.elementLimit)
        self.entries = CoercionMethod.methods(for: value?.kind).map(builder.entry(for:))
    }

    /// The kind as the report names it: a ``JSONKind`` name, or `missing`.
    ///
    /// ```swift
    /// CoercionReport<JSONValue>(nil).kindName   // "missing"
    /// ```
    package var kindName: String {
        value?.kind.rawValue ?? "missing"
    }

    /// The result of `method`, or nil when it is not part of this report (typed arrays of a non-array).
    ///
    /// ```swift
    /// CoercionReport(JSONValue.bool(true))[.string]?.output   // .string("1")
    /// ```
    ///
    /// - Parameter method: the coercion asked for.
    /// - Returns: Its entry: result, reason and losses.
    package subscript(method: CoercionMethod) -> Entry? {
        entries.first { $0.method == method }
    }
}

extension CoercionReport: Sendable where Value: Sendable {}
extension CoercionReport.Entry: Sendable where Value: Sendable {}
