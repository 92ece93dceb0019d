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
        /// A literal of the program, by number.
        case literal(Int)
        /// A count or a length.
        case integer(Int)
    }

    /// What a value is, as far as comparisons care (a plain tag: comparing two is one instruction).
    private enum Category: UInt8 {
        case nothing, null, `true`, `false`, number, string, array, object
    }

    /// The most patterns from the document kept compiled at once.
    static let patternCacheLimit = 1_024

    /// Whether expression `number` holds for the current node.
    mutating func test(_ number: Int, current: Int) throws(JSONQueryEvaluationError) -> Bool {
        let expression = expressions[number]
        switch expression.kind {
        case .or:
            for term in expression.first..<(expression.first + expression.count) {
                if try test(terms[term], current: current) { return true }
            }
            return false
        case .and:
            for term in expression.first..<(expression.first + expression.count) {
                if try !test(terms[term], current: current) { return false }
            }
            return true
        case .not:
            return try !test(expression.first, current: current)
        case .exists:
            let path = paths[expression.first]
            if path.isSingular {
                return try resolve(path, from: path.isRelative ? current : argument) != nil
            }
            return try !nodes(ofPath: expression.first, current: current).isEmpty
        case .test:
            return try logical(expression.first, current: current)
        case .comparison:
            let left = try value(ofOperand: expression.first, current: current)
            let right = try value(ofOperand: expression.second, current: current)
            switch expression.comparison {
            case .equal: return try equal(left, right)
            case .notEqual: return try !equal(left, right)
            case .less: return less(left, right)
            case .lessOrEqual:
                if less(left, right) { return true }
                return try equal(left, right)
            case .greater: return less(right, left)
            case .greaterOrEqual:
                if less(right, left) { return true }
                return try equal(left, right)
            }
        }
    }

    /// The node a singular path names from `start`, or nil.
    mutating func resolve(_ path: QueryProgram.Path, from start: Int) throws(JSONQueryEvaluationError) -> Int? {
        var node = start
        for number in path.firstStep..<(path.firstStep + path.stepCount) {
            let step = steps[number]
            let opening = tape[node]
            if step.isName {
                guard opening.rawKind == TapeEntry.Kind.objectOpen.rawValue,
                    let found = try member(named: step.value, in: node)
                else { return nil }
                node = found
            } else {
                guard opening.rawKind == TapeEntry.Kind.arrayOpen.rawValue else { return nil }
                let count = Int(tape[Int(opening.payload)].payload)
                let position = step.value >= 0 ? step.value : count + step.value
                guard position >= 0, position < count else { return nil }
                node = try elementIndex(at: position, in: node)
            }
        }
        return node
    }

    /// The value of operand `number`: a literal, a singular query's node, or a function's value.
    private mutating func value(ofOperand number: Int, current: Int) throws(JSONQueryEvaluationError) -> Value {
        let operand = operands[number]
        switch operand.kind {
        case .literal: return .literal(operand.value)
        case .query: return try singularValue(operand.value, current: current)
        case .function: return try functionValue(operand.value, current: current)
        case .logical: return .nothing
        }
    }

    private mutating func singularValue(_ number: Int, current: Int) throws(JSONQueryEvaluationError) -> Value {
        let path = paths[number]
        guard path.isSingular else { return .nothing }
        return try resolve(path, from: path.isRelative ? current : argument).map(Value.node) ?? .nothing
    }

    // MARK: Functions

    private mutating func functionValue(_ number: Int, current: Int) throws(JSONQueryEvaluationError) -> Value {
        let call = calls[number]
        switch call.function {
        case .length:
            switch try value(ofOperand: call.firstArgument, current: current) {
            case .node(let node):
                switch tape[node].rawKind {
                case TapeEntry.Kind.string.rawValue: return .integer(scalarCount(ofStringAt: node))
                case TapeEntry.Kind.arrayOpen.rawValue, TapeEntry.Kind.objectOpen.rawValue:
                    return .integer(Int(tape[Int(tape[node].payload)].payload))
                default: return .nothing
                }
            case .literal(let literal) where literals[literal].kind == .string:
                return .integer(program.takeUnretainedValue().texts[literals[literal].string].unicodeScalars.count)
            default:
                return .nothing
            }
        case .count:
            return .integer(try argumentNodes(call.firstArgument, current: current).count)
        case .value:
            let nodes = try argumentNodes(call.firstArgument, current: current)
            return nodes.count == 1 ? .node(nodes[0]) : .nothing
        case .match, .search:
            return .nothing
        }
    }

    /// The nodes of a nodes-typed argument (a query).
    private mutating func argumentNodes(_ number: Int, current: Int) throws(JSONQueryEvaluationError) -> [Int] {
        let operand = operands[number]
        guard operand.kind == .query else { return [] }
        let path = paths[operand.value]
        if path.isSingular {
            return try resolve(path, from: path.isRelative ? current : argument).map { [$0] } ?? []
        }
        return try nodes(ofPath: operand.value, current: current)
    }

    /// `match()` and `search()`: false unless both arguments are strings and the second is an I-Regexp.
    private mutating func logical(_ number: Int, current: Int) throws(JSONQueryEvaluationError) -> Bool {
        let call = calls[number]
        guard let subject = string(of: try value(ofOperand: call.firstArgument, current: current)) else { return false }
        let regexp: IRegexp
        if call.pattern >= 0 {
            regexp = program.takeUnretainedValue().patterns[call.pattern]
        } else if call.pattern == -2 {
            return false
        } else {
            guard let pattern = string(of: try value(ofOperand: call.firstArgument + 1, current: current)),
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
        case .literal(let number) where literals[number].kind == .string:
            program.takeUnretainedValue().texts[literals[number].string]
        default: nil
        }
    }

    private func scalarCount(ofStringAt node: Int) -> Int {
        if reader.hasEscapes(at: node) {
            return reader.decodedString(at: node).unicodeScalars.count
        }
        var count = 0
        for byte in reader.rawString(at: node) where byte & 0xC0 != 0x80 {
            count += 1
        }
        return count
    }

    // MARK: Comparisons

    private func category(_ value: Value) -> Category {
        switch value {
        case .nothing: return .nothing
        case .integer: return .number
        case .literal(let number):
            switch literals[number].kind {
            case .number: return .number
            case .string: return .string
            case .true: return .true
            case .false: return .false
            case .null: return .null
            }
        case .node(let node):
            switch tape[node].rawKind {
            case TapeEntry.Kind.null.rawValue: return .null
            case TapeEntry.Kind.true.rawValue: return .true
            case TapeEntry.Kind.false.rawValue: return .false
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
        case .nothing, .null, .true, .false: return true
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
                let xs = try elementIndices(of: x)
                let ys = try elementIndices(of: y)
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

    /// The value of each name, the last of repeated ones. Names are keyed by their UTF-8 bytes:
    /// RFC 9535 compares names as scalars, and `String` keys would equate `"é"` and `"e\u0301"`.
    private mutating func membersByName(_ object: Int) throws(JSONQueryEvaluationError) -> [[UInt8]: Int] {
        let end = Int(tape[object].payload)
        var members: [[UInt8]: Int] = [:]
        var key = object + 1
        while key < end {
            members[Array(document.decodedString(at: key).utf8)] = key + 1
            key = subtreeEnd(key + 1)
        }
        try charge(members.count)
        return members
    }

    private func withNumberBytes<R>(_ value: Value, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch value {
        case .node(let node):
            return body(reader.numberLiteral(at: node))
        case .literal(let number) where literals[number].kind == .number:
            return body(string(literals[number].string))
        case .integer(let integer):
            return Array(String(integer).utf8).withUnsafeBufferPointer(body)
        default:
            return [UInt8]().withUnsafeBufferPointer(body)
        }
    }

    private func withStringBytes<R>(_ value: Value, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch value {
        case .node(let node) where !reader.hasEscapes(at: node):
            return body(reader.rawString(at: node))
        case .node(let node):
            var decoded = document.decodedString(at: node)
            return decoded.withUTF8(body)
        case .literal(let number) where literals[number].kind == .string:
            return body(string(literals[number].string))
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
