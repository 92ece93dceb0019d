/// Reads an RFC 9535 query, exactly as its grammar says, and checks that function expressions are
/// well-typed. Errors name the position and what was expected there.
///
/// The parser descends recursively through the expression grammar, but only as deep as the
/// query nests (parentheses, filters, function arguments), and that is limited to
/// ``maximumNesting`` levels: no query can exhaust the stack.
struct QueryParser: PathScanner {
    /// How deeply parentheses, filters and function calls may nest.
    static let maximumNesting = 64

    /// The largest index, slice bound or step RFC 9535 allows (I-JSON's exact integers).
    static let maximumInteger = 9_007_199_254_740_991

    let text: String
    let scalars: [Unicode.Scalar]
    var position = 0
    private var nesting = 0

    init(_ text: String) {
        self.text = text
        scalars = Array(text.unicodeScalars)
    }

    /// A whole query: `$`, segments, and nothing after them.
    mutating func parseQuery() throws(JSONPathParseError) -> QueryPath {
        guard peek() == "$" else {
            if peek() == "@" {
                throw error(.invalid("'@' (the current node) is only used inside a filter; a query starts with '$'"))
            }
            throw error(.expected("'$' at the start of the query"))
        }
        position += 1
        let segments = try parseSegments()
        guard position == scalars.count else { throw trailingError() }
        return QueryPath(isRelative: false, segments: segments)
    }

    /// A whole query that must name at most one node from the root: its names and indices.
    /// Anything else is reported at the segment that makes it select more.
    mutating func parseSingularPath() throws(JSONPathParseError) -> [JSONPath.Component] {
        let query = try parseQuery()
        var components: [JSONPath.Component] = []
        for segment in query.segments {
            let feature: String
            if segment.isDescendant {
                feature = "the descendant segment '..'"
            } else if segment.selectors.count > 1 {
                feature = "a list of selectors"
            } else {
                switch segment.selectors[0] {
                case .name(let name):
                    components.append(.key(name.text))
                    continue
                case .index(let index):
                    components.append(.index(index))
                    continue
                case .wildcard: feature = "the wildcard '*'"
                case .slice: feature = "an array slice"
                case .filter: feature = "a filter '[?…]'"
                }
            }
            throw error(.unsupported(feature), at: segment.offset)
        }
        return components
    }

    private mutating func trailingError() -> JSONPathParseError {
        let rest = scalars[position...]
        if rest.allSatisfy(Self.isBlank) {
            return error(.invalid("a query cannot end with blank space"))
        }
        if let suggestion = quotedNameSuggestion() {
            // Both come from the input and the message reaches a terminal: escaped (the escapes
            // are valid inside a quoted name, so the suggestion still reads as the same name).
            let character = PrintableText.escaped(String(scalars[position]))
            return error(
                .invalid(
                    "'\(character)' cannot be part of a name after '.'; quote the name: "
                        + PrintableText.escaped(suggestion)))
        }
        skipBlanks()
        switch scalars[position] {
        case "]": return error(.invalid("']' closes no '['"))
        case ")": return error(.invalid("')' closes no '('"))
        default: return error(.expected("'.name', '[…]' or '..' to start the next segment"))
        }
    }

    /// When the position is inside what looks like a dotted name that goes on with characters a
    /// shorthand name cannot hold (`$.user-name`), the quoted form to write instead: `['user-name']`.
    private func quotedNameSuggestion() -> String? {
        var start = position
        while start > 0, Self.isNameFirst(scalars[start - 1]) || Self.isDigit(scalars[start - 1]) { start -= 1 }
        guard start < position, start > 0, scalars[start - 1] == ".", !Self.isBlank(scalars[position]),
            scalars[position] != "]", scalars[position] != ")",
            scalars[position] != "[", scalars[position] != "."
        else { return nil }
        var end = position
        while end < scalars.count, !Self.isBlank(scalars[end]), scalars[end] != ".", scalars[end] != "[" {
            end += 1
        }
        let name = String(String.UnicodeScalarView(scalars[start..<end]))
        var quoted: [UInt8] = []
        NormalizedPathWriter.appendName(name.utf8, to: &quoted)
        return String(decoding: quoted, as: UTF8.self)
    }

    // MARK: Segments

    /// `*(S segment)`: stops (before any blank space) at the first thing that is not a segment.
    private mutating func parseSegments() throws(JSONPathParseError) -> [QuerySegment] {
        var segments: [QuerySegment] = []
        while true {
            let beforeBlanks = position
            skipBlanks()
            let start = position
            switch peek() {
            case "[":
                segments.append(QuerySegment(selectors: try parseBracketed(), isDescendant: false, offset: start))
            case "." where scalar(at: position + 1) == ".":
                position += 2
                let selectors: [QuerySelector]
                switch peek() {
                case "[": selectors = try parseBracketed()
                case "*":
                    position += 1
                    selectors = [.wildcard]
                case let first? where Self.isNameFirst(first):
                    selectors = [.name(parseShorthandName())]
                default:
                    throw error(.expected("a name, '*' or '[…]' after '..'"))
                }
                segments.append(QuerySegment(selectors: selectors, isDescendant: true, offset: start))
            case ".":
                position += 1
                let selector: QuerySelector
                switch peek() {
                case "*":
                    position += 1
                    selector = .wildcard
                case let first? where Self.isNameFirst(first):
                    selector = .name(parseShorthandName())
                case let first? where Self.isDigit(first) || first == "-":
                    var end = position + 1
                    while let scalar = scalar(at: end), Self.isDigit(scalar) { end += 1 }
                    let written = String(String.UnicodeScalarView(scalars[position..<end]))
                    throw error(
                        .invalid(
                            "a name after '.' starts with a letter or '_'; write an index as [\(written)], or quote "
                                + "the name: ['\(written)']"))
                case let blank? where Self.isBlank(blank):
                    throw error(.invalid("no blank space is allowed after '.'"))
                case nil:
                    throw error(.expected("a name or '*' after '.'"))
                default:
                    throw error(.expected("a name or '*' after '.' (quote other names: ['…'])"))
                }
                segments.append(QuerySegment(selectors: [selector], isDescendant: false, offset: start))
            default:
                position = beforeBlanks
                return segments
            }
        }
    }

    /// `member-name-shorthand`, the position at its first character (already checked).
    private mutating func parseShorthandName() -> QueryString {
        let start = position
        position += 1
        while let scalar = peek(), Self.isNameFirst(scalar) || Self.isDigit(scalar) {
            position += 1
        }
        return QueryString(String(String.UnicodeScalarView(scalars[start..<position])))
    }

    /// `[` S selector *(S `,` S selector) S `]`.
    private mutating func parseBracketed() throws(JSONPathParseError) -> [QuerySelector] {
        position += 1
        var selectors: [QuerySelector] = []
        while true {
            skipBlanks()
            selectors.append(try parseSelector())
            skipBlanks()
            switch peek() {
            case ",":
                position += 1
            case "]":
                position += 1
                return selectors
            case nil:
                throw error(.expected("']' to close the brackets"))
            default:
                throw error(.expected("',' or ']' after the selector"))
            }
        }
    }

    private mutating func parseSelector() throws(JSONPathParseError) -> QuerySelector {
        switch peek() {
        case "'", "\"":
            return .name(QueryString(try parseQuotedName(escapes: .ownKindOnly)))
        case "*":
            position += 1
            return .wildcard
        case "?":
            position += 1
            skipBlanks()
            return .filter(try nested { (parser) throws(JSONPathParseError) in try parser.parseLogicalExpression() })
        case ":":
            return try parseSlice(start: nil)
        case let first? where first == "-" || Self.isDigit(first):
            let index = try parseInteger(what: "an index")
            let afterIndex = position
            skipBlanks()
            if peek() == ":" { return try parseSlice(start: index) }
            position = afterIndex
            return .index(index)
        case "]":
            throw error(.expected("a selector between the brackets"))
        case nil:
            throw error(.expected("a selector and ']'"))
        default:
            throw error(.expected("a selector: a quoted name, an index, a slice, '*' or a filter '?…'"))
        }
    }

    /// `[start S] ":" S [end S] [":" [S step]]`, the position at the first colon.
    private mutating func parseSlice(start: Int?) throws(JSONPathParseError) -> QuerySelector {
        position += 1
        skipBlanks()
        var end: Int?
        if let scalar = peek(), scalar == "-" || Self.isDigit(scalar) {
            end = try parseInteger(what: "a slice end")
            skipBlanks()
        }
        var step: Int?
        if peek() == ":" {
            position += 1
            skipBlanks()
            if let scalar = peek(), scalar == "-" || Self.isDigit(scalar) {
                step = try parseInteger(what: "a slice step")
            }
        }
        return .slice(start: start, end: end, step: step)
    }

    /// `int`: `0` or an optional `-` and digits without a leading zero, within ±(2^53 − 1).
    private mutating func parseInteger(what: String) throws(JSONPathParseError) -> Int {
        let start = position
        var negative = false
        if peek() == "-" {
            negative = true
            position += 1
        }
        let digitsStart = position
        var value = 0
        var tooLarge = false
        while let scalar = peek(), Self.isDigit(scalar) {
            if !tooLarge {
                value = value * 10 + Int(scalar.value - 0x30)
                if value > Self.maximumInteger { tooLarge = true }
            }
            position += 1
        }
        let digitCount = position - digitsStart
        guard digitCount > 0 else { throw error(.expected("digits after '-'")) }
        if digitCount > 1, scalars[digitsStart] == "0" {
            throw error(.leadingZero, at: digitsStart)
        }
        if negative, value == 0, !tooLarge {
            throw error(.invalid("'-0' is not \(what); write 0"), at: start)
        }
        if tooLarge {
            throw error(.invalid("\(what) must be between -9007199254740991 and 9007199254740991"), at: start)
        }
        return negative ? -value : value
    }

    // MARK: Strings

    // MARK: Logical expressions

    /// What a piece of a logical expression turned out to be: already a logical expression, or a
    /// bare operand (a literal, a query, a function call) whose role depends on where it is.
    private enum Piece {
        case expression(FilterExpression)
        case operand(Operand, at: Int)
    }

    private enum Operand {
        case literal(QueryLiteral)
        case query(QueryPath)
        case function(FunctionCall)
    }

    /// Runs `body` one nesting level deeper, refusing to go past ``maximumNesting``.
    private mutating func nested<Result>(
        _ body: (inout QueryParser) throws(JSONPathParseError) -> Result
    ) throws(JSONPathParseError) -> Result {
        guard nesting < Self.maximumNesting else {
            throw error(.invalid("the query nests more than \(Self.maximumNesting) levels deep"))
        }
        nesting += 1
        defer { nesting -= 1 }
        return try body(&self)
    }

    /// `logical-expr` in a filter or between parentheses.
    private mutating func parseLogicalExpression() throws(JSONPathParseError) -> FilterExpression {
        try expression(from: try parseOr())
    }

    /// `logical-or-expr`; a single bare operand is passed up as it is (for function arguments).
    private mutating func parseOr() throws(JSONPathParseError) -> Piece {
        try parseJunction(.or)
    }

    /// `||` joins `logical-and-expr`s, `&&` joins `basic-expr`s.
    private enum Junction {
        case or, and

        var symbol: Unicode.Scalar { self == .or ? "|" : "&" }
    }

    /// Operands joined by the junction's operator, or a single operand passed up as it is.
    private mutating func parseJunction(_ junction: Junction) throws(JSONPathParseError) -> Piece {
        let symbol = junction.symbol
        var pieces = [try parseOperand(of: junction)]
        while true {
            let save = position
            skipBlanks()
            guard peek() == symbol, scalar(at: position + 1) == symbol else {
                if peek() == symbol {
                    throw error(.expected("'\(symbol)\(symbol)' (a single '\(symbol)' is not an operator)"))
                }
                position = save
                break
            }
            position += 2
            skipBlanks()
            pieces.append(try parseOperand(of: junction))
        }
        guard pieces.count > 1 else { return pieces[0] }
        var terms: [FilterExpression] = []
        for piece in pieces { terms.append(try expression(from: piece)) }
        return .expression(junction == .or ? .or(terms) : .and(terms))
    }

    private mutating func parseOperand(of junction: Junction) throws(JSONPathParseError) -> Piece {
        junction == .or ? try parseJunction(.and) : try parseBasic()
    }

    /// `basic-expr`: a parenthesized expression, a comparison, or a test (possibly negated).
    private mutating func parseBasic() throws(JSONPathParseError) -> Piece {
        let start = position
        switch peek() {
        case "!":
            position += 1
            skipBlanks()
            if peek() == "(" {
                return .expression(.not(try parseParenthesized()))
            }
            let operandStart = position
            let operand = try parseOperand()
            let test = try testExpression(operand, at: operandStart)
            let save = position
            skipBlanks()
            if let comparison = peekComparisonOperator() {
                throw error(
                    .invalid(
                        "'!' applies to a test, not to a comparison: write !(… \(comparison.rawValue) …) or use the "
                            + "opposite operator"),
                    at: start)
            }
            position = save
            return .expression(.not(test))
        case "(":
            return .expression(try parseParenthesized())
        default:
            let operand = try parseOperand()
            let save = position
            skipBlanks()
            guard let comparison = peekComparisonOperator() else {
                if peek() == "=" {
                    throw error(.expected("'==' (a single '=' is not an operator)"))
                }
                position = save
                return .operand(operand, at: start)
            }
            position += comparison.rawValue.unicodeScalars.count
            skipBlanks()
            let rightStart = position
            if peek() == "!" || peek() == "(" {
                throw error(.expected("a literal, a singular query or a function after '\(comparison.rawValue)'"))
            }
            let right = try parseOperand()
            let left = try comparable(operand, at: start)
            return .expression(.comparison(left, comparison, try comparable(right, at: rightStart)))
        }
    }

    private mutating func parseParenthesized() throws(JSONPathParseError) -> FilterExpression {
        try nested { (parser) throws(JSONPathParseError) in
            parser.position += 1
            parser.skipBlanks()
            let inner = try parser.parseLogicalExpression()
            parser.skipBlanks()
            guard parser.peek() == ")" else {
                throw parser.error(.expected("')' to close the parenthesis, or an operator ('&&', '||')"))
            }
            parser.position += 1
            return inner
        }
    }

    private func peekComparisonOperator() -> ComparisonOperator? {
        switch (peek(), scalar(at: position + 1)) {
        case ("=", "="): .equal
        case ("!", "="): .notEqual
        case ("<", "="): .lessOrEqual
        case (">", "="): .greaterOrEqual
        case ("<", _): .less
        case (">", _): .greater
        default: nil
        }
    }

    /// A literal, a query (`@…`, `$…`) or a function call.
    private mutating func parseOperand() throws(JSONPathParseError) -> Operand {
        switch peek() {
        case "@":
            position += 1
            return .query(QueryPath(isRelative: true, segments: try parseSegments()))
        case "$":
            position += 1
            return .query(QueryPath(isRelative: false, segments: try parseSegments()))
        case "'", "\"":
            return .literal(.string(QueryString(try parseQuotedName(escapes: .ownKindOnly))))
        case let first? where first == "-" || Self.isDigit(first):
            return .literal(.number(try parseNumber()))
        case let first? where Self.isLowercaseLetter(first):
            let start = position
            while let scalar = peek(), Self.isLowercaseLetter(scalar) || Self.isDigit(scalar) || scalar == "_" {
                position += 1
            }
            let name = String(String.UnicodeScalarView(scalars[start..<position]))
            if peek() == "(" {
                return .function(try parseFunctionCall(name, at: start))
            }
            switch name {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "null": return .literal(.null)
            default:
                if let blank = peek(), Self.isBlank(blank), QueryFunction(rawValue: name) != nil {
                    throw error(.invalid("no blank space is allowed between a function's name and '('"))
                }
                throw error(
                    .invalid(
                        "'\(name)' is not a literal or a function call; strings are quoted ('\(name)'), "
                            + "and names are read from a query (@.\(name))"),
                    at: start)
            }
        case nil:
            throw error(.expected("a query (@…, $…), a literal or a function call"))
        default:
            throw error(.expected("a query (@…, $…), a literal ('text', 12, true, false, null) or a function call"))
        }
    }

    /// `number`: `(int / "-0") [frac] [exp]`, kept as its text.
    private mutating func parseNumber() throws(JSONPathParseError) -> [UInt8] {
        let start = position
        if peek() == "-" { position += 1 }
        let digitsStart = position
        while let scalar = peek(), Self.isDigit(scalar) { position += 1 }
        guard position > digitsStart else { throw error(.expected("digits after '-'")) }
        if position - digitsStart > 1, scalars[digitsStart] == "0" {
            throw error(.leadingZero, at: digitsStart)
        }
        if peek() == "." {
            position += 1
            let fractionStart = position
            while let scalar = peek(), Self.isDigit(scalar) { position += 1 }
            guard position > fractionStart else { throw error(.expected("digits after the decimal point")) }
        }
        if peek() == "e" || peek() == "E" {
            position += 1
            if peek() == "+" || peek() == "-" { position += 1 }
            let exponentStart = position
            while let scalar = peek(), Self.isDigit(scalar) { position += 1 }
            guard position > exponentStart else { throw error(.expected("digits in the exponent")) }
        }
        return scalars[start..<position].map { UInt8(truncatingIfNeeded: $0.value) }
    }

    // MARK: Functions

    private mutating func parseFunctionCall(_ name: String, at start: Int) throws(JSONPathParseError) -> FunctionCall {
        guard let function = QueryFunction(rawValue: name) else {
            throw error(
                .invalid("unknown function '\(name)'; the functions are length, count, match, search and value"),
                at: start)
        }
        return try nested { (parser) throws(JSONPathParseError) in
            parser.position += 1
            parser.skipBlanks()
            var arguments: [(Piece, Int)] = []
            if parser.peek() != ")" {
                while true {
                    let argumentStart = parser.position
                    arguments.append((try parser.parseOr(), argumentStart))
                    parser.skipBlanks()
                    if parser.peek() == "," {
                        parser.position += 1
                        parser.skipBlanks()
                        continue
                    }
                    guard parser.peek() == ")" else {
                        throw parser.error(.expected("',' or ')' after the argument"))
                    }
                    break
                }
            }
            let closing = parser.position
            parser.position += 1
            let parameters = function.parameters
            guard arguments.count == parameters.count else {
                let count = parameters.count == 1 ? "1 argument" : "\(parameters.count) arguments"
                throw parser.error(
                    .invalid("\(name)() takes \(count), not \(arguments.count)"),
                    at: arguments.count > parameters.count ? arguments[parameters.count].1 : closing)
            }
            var checked: [FunctionArgument] = []
            for ((piece, offset), parameter) in zip(arguments, parameters) {
                checked.append(try parser.argument(piece, for: parameter, of: function, at: offset))
            }
            var call = FunctionCall(function: function, arguments: checked, literalPattern: nil)
            if function == .match || function == .search, case .literal(let literal) = checked[1] {
                call.literalPattern = .some(try parser.literalPattern(literal, at: arguments[1].1))
            }
            return call
        }
    }

    /// A literal pattern compiled once: nil when it is not an I-Regexp (the function is then
    /// false, as RFC 9535 says); a pattern too large to run safely is refused here.
    private func literalPattern(_ literal: QueryLiteral, at offset: Int) throws(JSONPathParseError) -> IRegexp? {
        guard case .string(let pattern) = literal else { return nil }
        do {
            return try IRegexp(pattern.text)
        } catch {
            guard error.kind == .tooLarge else { return nil }
            throw self.error(.invalid(error.message), at: offset)
        }
    }

    /// `query` where a single value is needed, as a value argument of `function` or (nil) as an
    /// operand of a comparison: it must be singular (names and indices only).
    private func singularQuery(
        _ query: QueryPath, asArgumentOf function: QueryFunction?, at offset: Int
    ) throws(JSONPathParseError) -> QueryPath {
        guard query.singularSteps == nil else { return query }
        let message =
            if let function {
                "\(function.rawValue)() takes a single value, and this query can select several nodes; use names "
                    + "and indices only, or value(…)"
            } else {
                "a comparison needs a singular query (names and indices only), and this one can select several "
                    + "nodes; use value(…) or count(…)"
            }
        throw error(.invalid(message), at: offset)
    }

    /// Checks an argument against its parameter's declared type (RFC 9535 §2.4.3).
    private func argument(
        _ piece: Piece, for parameter: QueryFunction.ValueKind, of function: QueryFunction, at offset: Int
    ) throws(JSONPathParseError) -> FunctionArgument {
        let name = function.rawValue
        switch (piece, parameter) {
        case (.operand(.literal(let literal), _), .value):
            return .literal(literal)
        case (.operand(.query(let query), _), .value):
            return .query(try singularQuery(query, asArgumentOf: function, at: offset))
        case (.operand(.query(let query), _), .nodes):
            return .query(query)
        case (.operand(.function(let call), _), _) where call.function.result == parameter:
            return .function(call)
        case (.operand(.function(let call), _), .logical) where call.function.result == .nodes:
            return .function(call)
        case (.operand(.function(let call), _), _):
            throw error(
                .invalid(
                    "\(name)() needs \(Self.describe(parameter)) here, and \(call.function.rawValue)() gives "
                        + Self.describe(call.function.result)),
                at: offset)
        case (.operand(.literal, _), .nodes):
            throw error(.invalid("\(name)() takes a query (such as @.items[*]), not a literal"), at: offset)
        case (.operand(let operand, let start), .logical):
            return .logical(try testExpression(operand, at: start))
        case (.expression(let expression), .logical):
            return .logical(expression)
        case (.expression, _):
            throw error(
                .invalid("\(name)() needs \(Self.describe(parameter)) here, not a logical expression"), at: offset)
        }
    }

    private static func describe(_ kind: QueryFunction.ValueKind) -> String {
        switch kind {
        case .value: "a value"
        case .logical: "a logical result"
        case .nodes: "a nodelist"
        }
    }

    // MARK: Roles of operands

    private func expression(from piece: Piece) throws(JSONPathParseError) -> FilterExpression {
        switch piece {
        case .expression(let expression): expression
        case .operand(let operand, let start): try testExpression(operand, at: start)
        }
    }

    /// An operand used as a test: a query (existence) or a logical or nodes function.
    private func testExpression(_ operand: Operand, at start: Int) throws(JSONPathParseError) -> FilterExpression {
        switch operand {
        case .query(let query):
            return .exists(query)
        case .function(let call) where call.function.result == .logical:
            return .test(call)
        case .function(let call):
            throw error(
                .invalid(
                    "\(call.function.rawValue)() gives a value, which is not a test by itself; compare it "
                        + "(\(call.function.rawValue)(…) > 0)"),
                at: start)
        case .literal:
            throw error(.invalid("a literal is not a test by itself; compare it with something (@.a == 1)"), at: start)
        }
    }

    /// An operand used in a comparison: a literal, a singular query or a value function.
    private func comparable(_ operand: Operand, at start: Int) throws(JSONPathParseError) -> ComparisonOperand {
        switch operand {
        case .literal(let literal):
            return .literal(literal)
        case .query(let query):
            return .query(try singularQuery(query, asArgumentOf: nil, at: start))
        case .function(let call):
            guard call.function.result == .value else {
                throw error(
                    .invalid(
                        "\(call.function.rawValue)() gives a logical result, which cannot be compared; use it as a "
                            + "test on its own"),
                    at: start)
            }
            return .function(call)
        }
    }

    // MARK: Characters

    private static func isLowercaseLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x61 && scalar.value <= 0x7A
    }

    /// `name-first`: an ASCII letter, `_`, or any scalar from U+0080 on.
    private static func isNameFirst(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0x80...: true
        default: false
        }
    }
}
