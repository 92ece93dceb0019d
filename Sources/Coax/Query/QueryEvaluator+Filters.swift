#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Filter expressions: tests, comparisons and functions, evaluated for one current node.
extension QueryEvaluator {
    /// A value in a comparison or a function: RFC 9535's `ValueType`.
    enum Value {
        /// The absence of a value (an empty nodelist, `length` of a number, …).
        case nothing
        case node(Int)
        case literal(QueryLiteral)
        /// A count or a length.
        case integer(Int)
    }

    private enum Category: Equatable {
        case nothing, null, bool(Bool), number, string, array, object
    }

    /// The most patterns from the document kept compiled at once.
    static let patternCacheLimit = 1_024

    mutating func test(_ expression: FilterExpression, current: Int) throws(JSONQueryEvaluationError) -> Bool {
        switch expression {
        case .or(let terms):
            for term in terms {
                if try test(term, current: current) { return true }
            }
            return false
        case .and(let terms):
            for term in terms {
                if try !test(term, current: current) { return false }
            }
            return true
        case .not(let inner):
            return try !test(inner, current: current)
        case .exists(let query):
            if let steps = query.singularSteps {
                return try resolve(steps, from: query.isRelative ? current : argument) != nil
            }
            return try !nodes(of: query, current: current).isEmpty
        case .test(let call):
            return try logical(call, current: current)
        case .comparison(let left, let comparison, let right):
            let leftValue = try value(of: left, current: current)
            let rightValue = try value(of: right, current: current)
            switch comparison {
            case .equal: return try equal(leftValue, rightValue)
            case .notEqual: return try !equal(leftValue, rightValue)
            case .less: return less(leftValue, rightValue)
            case .lessOrEqual:
                if less(leftValue, rightValue) { return true }
                return try equal(leftValue, rightValue)
            case .greater: return less(rightValue, leftValue)
            case .greaterOrEqual:
                if less(rightValue, leftValue) { return true }
                return try equal(leftValue, rightValue)
            }
        }
    }

    /// The node a singular query names, or nil.
    mutating func resolve(_ steps: [SingularStep], from start: Int) throws(JSONQueryEvaluationError) -> Int? {
        var node = start
        for step in steps {
            let opening = tape[node]
            switch step {
            case .name(let name):
                guard opening.rawKind == TapeEntry.Kind.objectOpen.rawValue,
                    let found = try member(named: name, in: node)
                else { return nil }
                node = found
            case .index(let index):
                guard opening.rawKind == TapeEntry.Kind.arrayOpen.rawValue else { return nil }
                let count = Int(tape[Int(opening.payload)].payload)
                let position = index >= 0 ? index : count + index
                guard position >= 0, position < count else { return nil }
                node = try elementIndex(at: position, in: node)
            }
        }
        return node
    }

    private mutating func value(
        of comparable: ComparisonOperand, current: Int
    ) throws(JSONQueryEvaluationError) -> Value {
        switch comparable {
        case .literal(let literal): return .literal(literal)
        case .query(let query): return try singularValue(query, current: current)
        case .function(let call): return try functionValue(call, current: current)
        }
    }

    private mutating func singularValue(_ query: QueryPath, current: Int) throws(JSONQueryEvaluationError) -> Value {
        guard let steps = query.singularSteps else { return .nothing }
        return try resolve(steps, from: query.isRelative ? current : argument).map(Value.node) ?? .nothing
    }

    // MARK: Functions

    private mutating func functionValue(_ call: FunctionCall, current: Int) throws(JSONQueryEvaluationError) -> Value {
        switch call.function {
        case .length:
            switch try argumentValue(call.arguments[0], current: current) {
            case .node(let node):
                switch tape[node].rawKind {
                case TapeEntry.Kind.string.rawValue: return .integer(scalarCount(ofStringAt: node))
                case TapeEntry.Kind.arrayOpen.rawValue, TapeEntry.Kind.objectOpen.rawValue:
                    return .integer(Int(tape[Int(tape[node].payload)].payload))
                default: return .nothing
                }
            case .literal(.string(let text)):
                return .integer(text.text.unicodeScalars.count)
            default:
                return .nothing
            }
        case .count:
            return .integer(try argumentNodes(call.arguments[0], current: current).count)
        case .value:
            let nodes = try argumentNodes(call.arguments[0], current: current)
            return nodes.count == 1 ? .node(nodes[0]) : .nothing
        case .match, .search:
            return .nothing
        }
    }

    private mutating func argumentValue(
        _ argument: FunctionArgument, current: Int
    ) throws(JSONQueryEvaluationError) -> Value {
        switch argument {
        case .literal(let literal): return .literal(literal)
        case .query(let query): return try singularValue(query, current: current)
        case .function(let call): return try functionValue(call, current: current)
        case .logical: return .nothing
        }
    }

    private mutating func argumentNodes(
        _ argument: FunctionArgument, current: Int
    ) throws(JSONQueryEvaluationError) -> [Int] {
        guard case .query(let query) = argument else { return [] }
        if let steps = query.singularSteps {
            return try resolve(steps, from: query.isRelative ? current : self.argument).map { [$0] } ?? []
        }
        return try nodes(of: query, current: current)
    }

    /// `match()` and `search()`: false unless both arguments are strings and the second is an I-Regexp.
    private mutating func logical(_ call: FunctionCall, current: Int) throws(JSONQueryEvaluationError) -> Bool {
        guard let subject = string(of: try argumentValue(call.arguments[0], current: current)) else { return false }
        let regexp: IRegexp
        if let literal = call.literalPattern {
            guard let compiled = literal else { return false }
            regexp = compiled
        } else {
            guard let pattern = string(of: try argumentValue(call.arguments[1], current: current)),
                let compiled = try compiledPattern(pattern)
            else { return false }
            regexp = compiled
        }
        var budget = remainingWork
        let before = budget
        let matched = regexp.matches(subject.unicodeScalars, searching: call.function == .search, budget: &budget)
        try charge(before - max(0, budget))
        guard let matched else { throw .workLimitReached(workLimit) }
        return matched
    }

    private mutating func compiledPattern(_ pattern: String) throws(JSONQueryEvaluationError) -> IRegexp? {
        if let cached = patternCache[pattern] { return cached }
        if patternCache.count >= Self.patternCacheLimit { patternCache.removeAll(keepingCapacity: true) }
        do {
            let compiled = try IRegexp(pattern)
            patternCache[pattern] = compiled
            return compiled
        } catch {
            if error.kind == .tooLarge { throw .patternTooLarge(error) }
            patternCache[pattern] = .some(nil)
            return nil
        }
    }

    private func string(of value: Value) -> String? {
        switch value {
        case .node(let node): document.string(at: node)
        case .literal(.string(let text)): text.text
        default: nil
        }
    }

    private func scalarCount(ofStringAt node: Int) -> Int {
        if tape[node].stringFlags & TapeEntry.Flag.hasEscapes != 0 {
            return document.decodedString(at: node).unicodeScalars.count
        }
        let range = document.rawStringRange(at: node)
        var count = 0
        for offset in range.start..<(range.start + range.length) where source[offset] & 0xC0 != 0x80 {
            count += 1
        }
        return count
    }

    // MARK: Comparisons

    private func category(_ value: Value) -> Category {
        switch value {
        case .nothing: return .nothing
        case .integer: return .number
        case .literal(let literal):
            switch literal {
            case .number: return .number
            case .string: return .string
            case .bool(let flag): return .bool(flag)
            case .null: return .null
            }
        case .node(let node):
            switch tape[node].rawKind {
            case TapeEntry.Kind.null.rawValue: return .null
            case TapeEntry.Kind.true.rawValue: return .bool(true)
            case TapeEntry.Kind.false.rawValue: return .bool(false)
            case TapeEntry.Kind.number.rawValue: return .number
            case TapeEntry.Kind.string.rawValue: return .string
            case TapeEntry.Kind.arrayOpen.rawValue: return .array
            default: return .object
            }
        }
    }

    /// RFC 9535's `==`: nothing equals only nothing; numbers by value, strings by scalars,
    /// arrays and objects member by member.
    private mutating func equal(_ a: Value, _ b: Value) throws(JSONQueryEvaluationError) -> Bool {
        let kind = category(a)
        guard kind == category(b) else { return false }
        switch kind {
        case .nothing, .null, .bool: return true
        case .number: return withNumberBytes(a) { x in withNumberBytes(b) { y in ExactDecimal.compare(x, y) == 0 } }
        case .string: return withStringBytes(a) { x in withStringBytes(b) { y in Self.compareBytes(x, y) == 0 } }
        case .array, .object:
            guard case .node(let x) = a, case .node(let y) = b else { return false }
            return try structurallyEqual(x, y)
        }
    }

    /// RFC 9535's `<`: only between two numbers or two strings.
    private func less(_ a: Value, _ b: Value) -> Bool {
        let kind = category(a)
        guard kind == category(b) else { return false }
        switch kind {
        case .number: return withNumberBytes(a) { x in withNumberBytes(b) { y in ExactDecimal.compare(x, y) < 0 } }
        case .string: return withStringBytes(a) { x in withStringBytes(b) { y in Self.compareBytes(x, y) < 0 } }
        default: return false
        }
    }

    /// Compares two documents' values by content, with a stack of pairs still to compare.
    /// Objects are equal when they have the same names, each with equal values (the last member
    /// of a repeated name counts, as in lookups).
    private mutating func structurallyEqual(_ a: Int, _ b: Int) throws(JSONQueryEvaluationError) -> Bool {
        var pending = [(a, b)]
        while let (x, y) = pending.popLast() {
            try charge(1)
            let kind = category(.node(x))
            guard kind == category(.node(y)) else { return false }
            switch kind {
            case .array:
                let xs = try elementIndicesForComparison(x)
                let ys = try elementIndicesForComparison(y)
                guard xs.count == ys.count else { return false }
                pending.append(contentsOf: zip(xs, ys))
            case .object:
                let xs = try membersByName(x)
                let ys = try membersByName(y)
                guard xs.count == ys.count else { return false }
                for (name, value) in xs {
                    guard let other = ys[name] else { return false }
                    pending.append((value, other))
                }
            default:
                guard try equal(.node(x), .node(y)) else { return false }
            }
        }
        return true
    }

    private mutating func elementIndicesForComparison(_ array: Int) throws(JSONQueryEvaluationError) -> [Int] {
        let end = Int(tape[array].payload)
        var elements: [Int] = []
        var element = array + 1
        while element < end {
            elements.append(element)
            element = subtreeEnd(element)
        }
        try charge(elements.count)
        return elements
    }

    private mutating func membersByName(_ object: Int) throws(JSONQueryEvaluationError) -> [String: Int] {
        let end = Int(tape[object].payload)
        var members: [String: Int] = [:]
        var key = object + 1
        while key < end {
            members[document.decodedString(at: key)] = key + 1
            key = subtreeEnd(key + 1)
        }
        try charge(members.count)
        return members
    }

    private func withNumberBytes<R>(_ value: Value, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch value {
        case .node(let node):
            return body(UnsafeBufferPointer(start: source + tape[node].offset, count: document.numberLength(at: node)))
        case .literal(.number(let bytes)):
            return bytes.withUnsafeBufferPointer(body)
        case .integer(let integer):
            return Array(String(integer).utf8).withUnsafeBufferPointer(body)
        default:
            return [UInt8]().withUnsafeBufferPointer(body)
        }
    }

    private func withStringBytes<R>(_ value: Value, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch value {
        case .node(let node) where tape[node].stringFlags & TapeEntry.Flag.hasEscapes == 0:
            let range = document.rawStringRange(at: node)
            return body(UnsafeBufferPointer(start: source + range.start, count: range.length))
        case .node(let node):
            var decoded = document.decodedString(at: node)
            return decoded.withUTF8(body)
        case .literal(.string(let text)):
            return text.utf8.withUnsafeBufferPointer(body)
        default:
            return [UInt8]().withUnsafeBufferPointer(body)
        }
    }

    /// Lexicographic order of UTF-8 bytes, which is the order of Unicode scalar values.
    private static func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = min(a.count, b.count)
        if shared > 0, let x = a.baseAddress, let y = b.baseAddress {
            let order = memcmp(x, y, shared)
            if order != 0 { return order < 0 ? -1 : 1 }
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }
}
