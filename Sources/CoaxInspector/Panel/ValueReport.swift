/// What the side panel shows for one value beyond its path, kind and literal: sections of
/// named results, each with the reason it came out that way.
///
/// The coercion engine's report is turned into this shape, so the panel's layout does not
/// depend on the engine's types.
///
/// ```swift
/// let report = ValueReport(sections: [
///     .init(title: "Coercions", rows: [
///         .init(name: "integer", value: "5", reason: "5.94 truncated toward zero → 5", losesInformation: true),
///     ]),
/// ])
/// ```
public struct ValueReport: Hashable, Sendable {
    /// One named result.
    ///
    /// ```swift
    /// ValueReport.Row(name: "bool", value: "true", reason: "1 is non-zero", losesInformation: false)
    /// ```
    public struct Row: Hashable, Sendable {
        /// The result's name, e.g. `integer`.
        public var name: String
        /// The result as text, e.g. `5` or `nil`.
        public var value: String
        /// Why the result is what it is.
        public var reason: String
        /// Whether the result loses information (truncation, clamping, cleaning, fallback, …).
        public var losesInformation: Bool
        /// More about the result on lines of their own, e.g. a date in local time.
        public var details: [String]

        /// Creates a row.
        ///
        /// ```swift
        /// ValueReport.Row(name: "string", value: "\"5.94\"", reason: "number printed exactly", losesInformation: false)
        /// ```
        public init(name: String, value: String, reason: String, losesInformation: Bool, details: [String] = []) {
            self.name = name
            self.value = value
            self.reason = reason
            self.losesInformation = losesInformation
            self.details = details
        }
    }

    /// A titled group of rows.
    ///
    /// ```swift
    /// ValueReport.Section(title: "Forced", rows: [])
    /// ```
    public struct Section: Hashable, Sendable {
        /// The heading.
        public var title: String
        /// The rows.
        public var rows: [Row]

        /// Creates a section.
        ///
        /// ```swift
        /// ValueReport.Section(title: "Coercions", rows: rows)
        /// ```
        public init(title: String, rows: [Row]) {
            self.title = title
            self.rows = rows
        }
    }

    /// The sections in display order.
    public var sections: [Section]
    /// A line shown when there is nothing else to say (e.g. why no report was made).
    public var note: String?

    /// Creates a report.
    ///
    /// ```swift
    /// ValueReport(sections: [], note: "no coercion engine")
    /// ```
    public init(sections: [Section], note: String? = nil) {
        self.sections = sections
        self.note = note
    }
}
