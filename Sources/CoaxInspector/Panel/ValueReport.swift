/// What the side panel shows for one value beyond its kind and literal: named sections of
/// results, each with the reason it came out that way.
///
/// Each engine behind the panel (Coax's coercion rules today; decoders, drift) produces its own
/// sections, identified by an ``Section/ID``, so the panel lays them out without depending on the
/// engines' types. On small terminals the panel shows one line per row and folds the rows marked
/// ``Row/folds`` into one; the full form (`r`) shows every row with its whole reason.
///
/// ```swift
/// let report = ValueReport(sections: [
///     .init(.coercions, title: "EBTExtractor rules", rows: [
///         .init(name: "integer", value: "5", reason: "5.94 truncated toward zero → 5", losesInformation: true),
///     ]),
/// ])
/// report.sections[0].rows[0].value   // "5"
/// ```
public struct ValueReport: Hashable, Sendable {
    /// One named result.
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
        public var details: [String] = []
        /// Whether the compact panel may fold this row with the section's other folding rows into
        /// one line (results that only say "not applicable to this kind").
        public var folds: Bool = false
    }

    /// A titled group of rows, with free lines under its heading.
    public struct Section: Hashable, Sendable {
        /// Names a section, so that engines can find, replace or order sections.
        public struct ID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
            /// The name.
            public let rawValue: String

            /// Creates an identifier.
            ///
            /// - Parameter rawValue: a name unique among a report's sections.
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// Creates an identifier from a literal.
            public init(stringLiteral value: String) { self.rawValue = value }

            /// The name.
            public var description: String { rawValue }

            /// EBTExtractor's plain readings.
            public static let coercions: ID = "coercions"
            /// EBTExtractor's typed arrays (arrays only).
            public static let typedArrays: ID = "typed-arrays"
            /// EBTExtractor's forced variants.
            public static let forced: ID = "forced"
        }

        /// Which section this is.
        public var id: ID
        /// The heading.
        public var title: String
        /// Lines shown under the heading, before the rows (e.g. what was cut).
        public var notes: [String]
        /// The rows.
        public var rows: [Row]
        /// The section's answer on one line, shown before every section's rows in the compact
        /// panel so that each rule set's answer is in view at 80×24 (the decoders, whose rows come
        /// after the readings): `JSONDecoder: String · URL ·
        /// Date.iso8601 · 10 fail (typeMismatch)`. Nil: the section has no summary line.
        public var summary: String?

        /// Creates a section.
        ///
        /// - Parameters:
        ///   - id: which section this is.
        ///   - title: the heading.
        ///   - notes: lines shown under the heading, before the rows (e.g. what was cut).
        ///   - rows: the rows.
        ///   - summary: the section's answer on one line, if it has one.
        public init(_ id: ID, title: String, notes: [String] = [], rows: [Row], summary: String? = nil) {
            self.id = id
            self.title = title
            self.notes = notes
            self.rows = rows
            self.summary = summary
        }
    }

    /// The sections in display order.
    public var sections: [Section]
    /// A line shown when there is nothing else to say (e.g. why no report was made).
    public var note: String?

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - sections: the sections in display order.
    ///   - note: a line shown when there is nothing else to say (e.g. why no report was made).
    public init(sections: [Section], note: String? = nil) {
        self.sections = sections
        self.note = note
    }
}
