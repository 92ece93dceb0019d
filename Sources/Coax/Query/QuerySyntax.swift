/// The parsed form of an RFC 9535 query: what the parser produces and the evaluator runs.

/// A query: `$` or `@`, then segments.
struct QueryPath: Sendable {
    /// Whether the query starts at the current node (`@`) rather than the root (`$`).
    var isRelative: Bool
    var segments: [QuerySegment]
    /// The steps of a singular query (only child segments with one name or index each), or nil.
    var singularSteps: [SingularStep]?

    init(isRelative: Bool, segments: [QuerySegment]) {
        self.isRelative = isRelative
        self.segments = segments
        var steps: [SingularStep] = []
        for segment in segments {
            guard !segment.isDescendant, segment.selectors.count == 1 else {
                singularSteps = nil
                return
            }
            switch segment.selectors[0] {
            case .name(let name): steps.append(.name(name))
            case .index(let index): steps.append(.index(index))
            default:
                singularSteps = nil
                return
            }
        }
        singularSteps = steps
    }
}

/// One step of a singular query.
enum SingularStep: Sendable {
    case name(QueryString)
    case index(Int)
}

/// A child segment (`[…]`, `.name`, `.*`) or a descendant segment (`..[…]`, `..name`, `..*`).
struct QuerySegment: Sendable {
    var selectors: [QuerySelector]
    var isDescendant: Bool
    /// Where the segment starts in the query, in Unicode scalars.
    var offset: Int
}

/// A selector inside a segment.
enum QuerySelector: Sendable {
    case name(QueryString)
    case wildcard
    case index(Int)
    case slice(start: Int?, end: Int?, step: Int?)
    case filter(FilterExpression)
}

/// A member name or a string literal, kept as text and as the UTF-8 bytes keys and strings are
/// compared with.
struct QueryString: Sendable {
    let text: String
    let utf8: [UInt8]

    init(_ text: String) {
        self.text = text
        utf8 = Array(text.utf8)
    }
}

/// A filter's logical expression.
enum FilterExpression: Sendable {
    case or([FilterExpression])
    case and([FilterExpression])
    indirect case not(FilterExpression)
    /// An existence test: whether the query selects at least one node.
    case exists(QueryPath)
    /// A function of logical type (`match`, `search`) used as a test.
    case test(FunctionCall)
    case comparison(ComparisonOperand, ComparisonOperator, ComparisonOperand)
}

/// One side of a comparison.
enum ComparisonOperand: Sendable {
    case literal(QueryLiteral)
    /// A singular query: its node's value, or nothing.
    case query(QueryPath)
    /// A function of value type (`length`, `count`, `value`).
    case function(FunctionCall)
}

enum ComparisonOperator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
}

/// A literal in a filter: a number (its text), a string, `true`, `false` or `null`.
enum QueryLiteral: Sendable {
    case number([UInt8])
    case string(QueryString)
    case bool(Bool)
    case null
}

/// A call of one of RFC 9535's five functions, with arguments already checked against its types.
struct FunctionCall: Sendable {
    var function: QueryFunction
    var arguments: [FunctionArgument]
    /// For `match` and `search` with a literal pattern: the pattern compiled once, or nil when it
    /// is not an I-Regexp (the function is then false for every value).
    var literalPattern: IRegexp??
}

/// An argument of a function call.
enum FunctionArgument: Sendable {
    case literal(QueryLiteral)
    case query(QueryPath)
    case logical(FilterExpression)
    case function(FunctionCall)
}

/// RFC 9535's function extensions and their declared types.
enum QueryFunction: String, Sendable, CaseIterable {
    case length, count, match, search, value

    /// The three types of RFC 9535's type system.
    enum ValueKind: Sendable {
        case value, logical, nodes
    }

    var parameters: [ValueKind] {
        switch self {
        case .length: [.value]
        case .count, .value: [.nodes]
        case .match, .search: [.value, .value]
        }
    }

    var result: ValueKind {
        switch self {
        case .length, .count, .value: .value
        case .match, .search: .logical
        }
    }
}
