/// A parsed query lowered into flat tables of plain values that refer to each other by number,
/// so that evaluation reads them without reference counting (walking the syntax tree's enums
/// retained and released their payloads for every node a filter looked at).
///
/// The tables are allocated once, never change, and are freed with the program; the evaluator
/// copies their buffer pointers and keeps the program alive while it runs.
final class QueryProgram: @unchecked Sendable {
    struct Path {
        var firstSegment: Int
        var segmentCount: Int
        var isRelative: Bool
        /// The singular steps in ``steps``, or -1 when the query is not singular.
        var firstStep: Int
        var stepCount: Int
        var isSingular: Bool { firstStep >= 0 }
    }

    struct Segment {
        var firstSelector: Int
        var selectorCount: Int
        var isDescendant: Bool
    }

    enum SelectorKind: UInt8 {
        case name, wildcard, index, slice, filter
    }

    /// A selector: `value` is the string number (name), the index, the slice start, or the
    /// expression number (filter); slices keep their end and step in `end` and `step`.
    struct Selector {
        var kind: SelectorKind
        var value: Int
        var end: Int
        var step: Int
        var hasStart: Bool
        var hasEnd: Bool
    }

    struct Step {
        var isName: Bool
        /// The string number of a name, or the index.
        var value: Int
    }

    enum ExpressionKind: UInt8 {
        case or, and, not, exists, test, comparison
    }

    /// A logical expression: `or`/`and` list their terms in ``terms`` from `first`, `count` of
    /// them; `not` has its operand in `first`; `exists` the path number; `test` the call number;
    /// `comparison` its operands' numbers in `first` and `second`.
    struct Expression {
        var kind: ExpressionKind
        var first: Int
        var second: Int
        var count: Int
        var comparison: ComparisonOperator
    }

    enum OperandKind: UInt8 {
        case literal, query, function, logical
    }

    /// A comparison operand or a function argument: a literal, a path, a call or (arguments only)
    /// an expression, by number.
    struct Operand {
        var kind: OperandKind
        var value: Int
    }

    enum LiteralKind: UInt8 {
        case number, string, `true`, `false`, null
    }

    /// A literal; numbers and strings keep their text (UTF-8) as a string number.
    struct Literal {
        var kind: LiteralKind
        var string: Int
    }

    /// A function call: its arguments in ``arguments``; for `match`/`search` with a literal
    /// pattern, the compiled pattern's number in ``patterns`` (-1: none, -2: not an I-Regexp).
    struct Call {
        var function: QueryFunction
        var firstArgument: Int
        var argumentCount: Int
        var pattern: Int
    }

    /// A string's bytes in ``bytes``.
    struct StringRange {
        var start: Int
        var count: Int
    }

    let paths: UnsafeMutableBufferPointer<Path>
    let segments: UnsafeMutableBufferPointer<Segment>
    let selectors: UnsafeMutableBufferPointer<Selector>
    let steps: UnsafeMutableBufferPointer<Step>
    let expressions: UnsafeMutableBufferPointer<Expression>
    let terms: UnsafeMutableBufferPointer<Int>
    let operands: UnsafeMutableBufferPointer<Operand>
    let literals: UnsafeMutableBufferPointer<Literal>
    let calls: UnsafeMutableBufferPointer<Call>
    let strings: UnsafeMutableBufferPointer<StringRange>
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// The strings as text, for what needs a `String` (patterns, lengths of literals).
    let texts: [String]
    let patterns: [IRegexp]

    /// The query itself is path 0.
    static let root = 0

    init(_ query: QueryPath) {
        var lowering = Lowering()
        _ = lowering.lower(query)
        paths = Self.copy(lowering.paths)
        segments = Self.copy(lowering.segments)
        selectors = Self.copy(lowering.selectors)
        steps = Self.copy(lowering.steps)
        expressions = Self.copy(lowering.expressions)
        terms = Self.copy(lowering.terms)
        operands = Self.copy(lowering.operands)
        literals = Self.copy(lowering.literals)
        calls = Self.copy(lowering.calls)
        strings = Self.copy(lowering.strings)
        bytes = Self.copy(lowering.bytes)
        texts = lowering.texts
        patterns = lowering.patterns
    }

    deinit {
        paths.deallocate()
        segments.deallocate()
        selectors.deallocate()
        steps.deallocate()
        expressions.deallocate()
        terms.deallocate()
        operands.deallocate()
        literals.deallocate()
        calls.deallocate()
        strings.deallocate()
        bytes.deallocate()
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
        // At least one element, so that every buffer has an address.
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(1, array.count))
        _ = buffer.initialize(from: array)
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
    }

    /// The bytes of a string.
    @inline(__always)
    func string(_ number: Int) -> UnsafeBufferPointer<UInt8> {
        let range = strings[number]
        return UnsafeBufferPointer(start: bytes.baseAddress.map { $0 + range.start }, count: range.count)
    }
}

/// Builds the tables from the syntax tree (recursively: the tree is at most
/// ``QueryParser/maximumNesting`` levels deep).
private struct Lowering {
    var paths: [QueryProgram.Path] = []
    var segments: [QueryProgram.Segment] = []
    var selectors: [QueryProgram.Selector] = []
    var steps: [QueryProgram.Step] = []
    var expressions: [QueryProgram.Expression] = []
    var terms: [Int] = []
    var operands: [QueryProgram.Operand] = []
    var literals: [QueryProgram.Literal] = []
    var calls: [QueryProgram.Call] = []
    var strings: [QueryProgram.StringRange] = []
    var bytes: [UInt8] = []
    var texts: [String] = []
    var patterns: [IRegexp] = []

    mutating func lower(_ path: QueryPath) -> Int {
        let number = paths.count
        paths.append(
            QueryProgram.Path(
                firstSegment: 0, segmentCount: 0, isRelative: path.isRelative, firstStep: -1, stepCount: 0))
        // Segments are contiguous: lower the selectors' filters first, then write the segments.
        var lowered: [QueryProgram.Segment] = []
        for segment in path.segments {
            var segmentSelectors: [QueryProgram.Selector] = []
            for selector in segment.selectors {
                segmentSelectors.append(lower(selector))
            }
            lowered.append(
                QueryProgram.Segment(
                    firstSelector: selectors.count, selectorCount: segmentSelectors.count,
                    isDescendant: segment.isDescendant))
            selectors += segmentSelectors
        }
        paths[number].firstSegment = segments.count
        paths[number].segmentCount = lowered.count
        segments += lowered
        if let singular = path.singularSteps {
            paths[number].firstStep = steps.count
            paths[number].stepCount = singular.count
            for step in singular {
                switch step {
                case .name(let name): steps.append(QueryProgram.Step(isName: true, value: string(name.text)))
                case .index(let index): steps.append(QueryProgram.Step(isName: false, value: index))
                }
            }
        }
        return number
    }

    private mutating func lower(_ selector: QuerySelector) -> QueryProgram.Selector {
        var lowered = QueryProgram.Selector(kind: .wildcard, value: 0, end: 0, step: 1, hasStart: false, hasEnd: false)
        switch selector {
        case .name(let name):
            lowered.kind = .name
            lowered.value = string(name.text)
        case .wildcard:
            break
        case .index(let index):
            lowered.kind = .index
            lowered.value = index
        case .slice(let start, let end, let step):
            lowered.kind = .slice
            lowered.value = start ?? 0
            lowered.hasStart = start != nil
            lowered.end = end ?? 0
            lowered.hasEnd = end != nil
            lowered.step = step ?? 1
        case .filter(let expression):
            lowered.kind = .filter
            lowered.value = lower(expression)
        }
        return lowered
    }

    private mutating func lower(_ expression: FilterExpression) -> Int {
        var lowered = QueryProgram.Expression(kind: .or, first: 0, second: 0, count: 0, comparison: .equal)
        switch expression {
        case .or(let items), .and(let items):
            if case .and = expression { lowered.kind = .and }
            let numbers = items.map { lower($0) }
            lowered.first = terms.count
            lowered.count = numbers.count
            terms += numbers
        case .not(let inner):
            lowered.kind = .not
            lowered.first = lower(inner)
        case .exists(let path):
            lowered.kind = .exists
            lowered.first = lower(path)
        case .test(let call):
            lowered.kind = .test
            lowered.first = lower(call)
        case .comparison(let left, let comparison, let right):
            lowered.kind = .comparison
            lowered.first = lower(left)
            lowered.second = lower(right)
            lowered.comparison = comparison
        }
        expressions.append(lowered)
        return expressions.count - 1
    }

    private mutating func lower(_ operand: ComparisonOperand) -> Int {
        let lowered: QueryProgram.Operand
        switch operand {
        case .literal(let literal): lowered = QueryProgram.Operand(kind: .literal, value: lower(literal))
        case .query(let path): lowered = QueryProgram.Operand(kind: .query, value: lower(path))
        case .function(let call): lowered = QueryProgram.Operand(kind: .function, value: lower(call))
        }
        operands.append(lowered)
        return operands.count - 1
    }

    private mutating func lower(_ literal: QueryLiteral) -> Int {
        let lowered: QueryProgram.Literal
        switch literal {
        case .number(let text): lowered = QueryProgram.Literal(kind: .number, string: string(bytes: text))
        case .string(let text): lowered = QueryProgram.Literal(kind: .string, string: string(text.text))
        case .bool(true): lowered = QueryProgram.Literal(kind: .true, string: -1)
        case .bool(false): lowered = QueryProgram.Literal(kind: .false, string: -1)
        case .null: lowered = QueryProgram.Literal(kind: .null, string: -1)
        }
        literals.append(lowered)
        return literals.count - 1
    }

    private mutating func lower(_ call: FunctionCall) -> Int {
        var arguments: [QueryProgram.Operand] = []
        for argument in call.arguments {
            switch argument {
            case .literal(let literal): arguments.append(QueryProgram.Operand(kind: .literal, value: lower(literal)))
            case .query(let path): arguments.append(QueryProgram.Operand(kind: .query, value: lower(path)))
            case .logical(let expression):
                arguments.append(QueryProgram.Operand(kind: .logical, value: lower(expression)))
            case .function(let inner): arguments.append(QueryProgram.Operand(kind: .function, value: lower(inner)))
            }
        }
        var pattern = -1
        if let literal = call.literalPattern {
            if let compiled = literal {
                pattern = patterns.count
                patterns.append(compiled)
            } else {
                pattern = -2
            }
        }
        calls.append(
            QueryProgram.Call(
                function: call.function, firstArgument: operands.count, argumentCount: arguments.count, pattern: pattern
            ))
        operands += arguments
        return calls.count - 1
    }

    private mutating func string(_ text: String) -> Int {
        let number = string(bytes: Array(text.utf8))
        texts[number] = text
        return number
    }

    private mutating func string(bytes text: [UInt8]) -> Int {
        strings.append(QueryProgram.StringRange(start: bytes.count, count: text.count))
        bytes += text
        texts.append(String(decoding: text, as: UTF8.self))
        return strings.count - 1
    }
}
