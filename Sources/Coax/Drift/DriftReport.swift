/// The type drift of a document: every group of objects compared key by key, and the members
/// whose values disagree, most severe first.
///
/// Made by ``DriftAnalyzer``. Write it out with ``json()``.
///
/// ```swift
/// let report = DriftAnalyzer().analyze(try JSONDocument.load(path: "SampleData/type-drift.json"))
/// report.findings.first?.severity        // .textOnly
/// print(report.text(name: "type-drift.json"))
/// ```
public struct DriftReport: Sendable, Hashable {
    /// The path of the value that was analysed (`$` for a whole document).
    public var root: JSONPath
    /// Whether the document was read as a JSON:API compound document (resources grouped by type).
    public var isJSONAPI: Bool
    /// Every group of objects, in the order first met.
    package var groups: [DriftGroup]
    /// Every pattern whose values were compared (members, elements, nested arrays), in the order first met.
    public var members: [DriftMember]
    /// The drifting members, most severe first; within a severity, in the order first met.
    /// For an HTTP archive, endpoint by endpoint in the order first met, then by severity.
    public var findings: [DriftMember]
    /// For a collection, the number of documents compared (documents that do not have the
    /// analysed path are not counted); nil for a single document.
    public var documentCount: Int?
    /// For a collection of HTTP exchanges, the endpoints its documents were grouped by, in the
    /// order first met; empty otherwise.
    package var endpoints: [DriftEndpoint]
    /// The groups of objects found (or named) to be tagged unions, in the order first met.
    package var unions: [DriftUnion]
    /// What locating the drifting values again needs (see `DriftMarks`).
    var routing = DriftRouting()

    /// Creates a report.
    ///
    /// ```swift
    /// DriftReport(root: .root, isJSONAPI: false, groups: [], members: [], findings: []).isConsistent   // → true
    /// ```
    ///
    /// - Parameters:
    ///   - root: the path of the value that was analysed (`$` for a whole document).
    ///   - isJSONAPI: whether the document was read as a JSON:API compound document (resources grouped by type).
    ///   - groups: every group of objects, in the order first met.
    ///   - members: every pattern whose values were compared (members, elements, nested arrays), in the order first met.
    ///   - findings: the drifting members, most severe first; within a severity, in the order first met.
    ///   - documentCount: for a collection, the number of documents compared (documents that do not have the analysed path are not counted); nil for a single document.
    ///   - endpoints: for a collection of HTTP exchanges, the endpoints its documents were grouped by, in the order first met; empty otherwise.
    ///   - unions: the groups of objects found (or named) to be tagged unions, in the order first met.
    init(
        root: JSONPath, isJSONAPI: Bool, groups: [DriftGroup], members: [DriftMember], findings: [DriftMember],
        documentCount: Int? = nil, endpoints: [DriftEndpoint] = [], unions: [DriftUnion] = []
    ) {
        self.root = root
        self.isJSONAPI = isJSONAPI
        self.groups = groups
        self.members = members
        self.findings = findings
        self.documentCount = documentCount
        self.endpoints = endpoints
        self.unions = unions
    }

    /// Whether nothing drifts.
    ///
    /// ```swift
    /// DriftAnalyzer().analyze(try JSONDocument(parsing: #"[{"a": 1}, {"a": 2}]"#)).isConsistent   // true
    /// ```
    package var isConsistent: Bool { findings.isEmpty }

    /// The values at `pattern`.
    ///
    /// ```swift
    /// report.member(DriftPattern(steps: [.key("products"), .element, .key("id")]))?.best   // .integer
    /// ```
    ///
    /// - Parameter pattern: a pattern of the report, as built or as another member's.
    /// - Returns: The member, drifting or not; nil when no object in the report has that member.
    /// - Complexity: O(*n*) in the report's members.
    public func member(_ pattern: DriftPattern) -> DriftMember? {
        members.first { $0.pattern == pattern }
    }

    /// The values at the pattern spelled `pattern` (``DriftPattern/description``).
    ///
    /// ```swift
    /// report.member(at: "$.products[*].variants[*].available")?.severity   // .textOnly
    /// ```
    ///
    /// - Parameter pattern: the pattern as its description spells it (`$.products[*].id`).
    /// - Returns: The member, drifting or not; nil when the spelling matches none.
    /// - Complexity: O(*n*) in the report's members, each pattern spelled out.
    public func member(at pattern: String) -> DriftMember? {
        members.first { $0.pattern.description == pattern }
    }

    /// The group at the pattern spelled `pattern`.
    ///
    /// ```swift
    /// report.group(at: "type:articles")?.objectCount   // 2
    /// ```
    ///
    /// - Parameter pattern: the group's pattern as spelled (`$.products[*]`, `type:articles`).
    /// - Returns: The group of objects; nil when the spelling matches none.
    package func group(at pattern: String) -> DriftGroup? {
        groups.first { $0.pattern.description == pattern }
    }

    /// The number of findings of each severity, most severe first, leaving out empty ones.
    ///
    /// ```swift
    /// report.severityCounts.first?.severity   // .textOnly
    /// ```
    package var severityCounts: [(severity: DriftSeverity, count: Int)] {
        DriftSeverity.allCases.reversed().compactMap { severity in
            let count = findings.count { $0.severity == severity }
            return count > 0 ? (severity, count) : nil
        }
    }

    /// The analysis nodes of the drifting patterns of analysis `section`, for locating their
    /// values again.
    func driftingNodes(section: Int32) -> Set<Int32> {
        Set(findings.filter { $0.section == section }.map(\.node))
    }
}
