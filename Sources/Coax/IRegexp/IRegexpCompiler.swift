/// Reads an I-Regexp (RFC 9485's grammar, exactly) and compiles it into a program for the Pike
/// machine, in one pass with an explicit stack of open groups: no recursion, however deeply the
/// pattern nests.
///
/// Each piece compiles to a block of instructions that falls through to the next; jumps are
/// relative, so a quantified block is repeated by copying it.
struct IRegexpCompiler {
    /// Work allowed for copying blocks while compiling (closing deeply nested groups copies
    /// their contents into the parent), so that no pattern makes compiling slow.
    static let copyBudget = 20_000_000

    private struct Group {
        /// Where the `(` is, in scalars; -1 for the whole pattern.
        var opening: Int
        var branches: [[IRegexpInstruction]] = []
        var current: [IRegexpInstruction] = []
        /// Where the last atom of `current` starts, while a quantifier may still follow it.
        var lastAtomStart: Int?
    }

    private let pattern: String
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var sets: [ScalarSet] = []
    private var copied = 0

    init(_ pattern: String) {
        self.pattern = pattern
        scalars = Array(pattern.unicodeScalars)
    }

    mutating func compile() throws(IRegexpError) -> IRegexpProgram {
        var stack = [Group(opening: -1)]
        while let scalar = peek() {
            let start = position
            switch scalar {
            case "(":
                position += 1
                stack.append(Group(opening: start))
            case ")":
                guard stack.count > 1 else { throw error("')' closes no group (escape it as '\\)')", at: start) }
                position += 1
                let group = stack.removeLast()
                let block = try alternation(group.branches + [group.current], at: start)
                try append(atom: block, to: &stack[stack.count - 1], at: start)
            case "|":
                position += 1
                let branch = stack[stack.count - 1].current
                stack[stack.count - 1].branches.append(branch)
                stack[stack.count - 1].current = []
                stack[stack.count - 1].lastAtomStart = nil
            case "*", "+", "?", "{":
                try quantify(&stack[stack.count - 1])
            case ".":
                position += 1
                try append(atom: [.anyButNewline], to: &stack[stack.count - 1], at: start)
            case "[":
                let set = try parseClassExpression()
                try append(atom: [.set(register(set))], to: &stack[stack.count - 1], at: start)
            case "\\":
                let atom = try parseEscapeAtom()
                try append(atom: atom, to: &stack[stack.count - 1], at: start)
            case "^", "$":
                position += 1
                try append(atom: [scalar == "^" ? .assertStart : .assertEnd], to: &stack[stack.count - 1], at: start)
            case "]", "}":
                throw error("'\(scalar)' must be escaped as '\\\(scalar)' outside a character class", at: start)
            default:
                position += 1
                try append(atom: [.scalar(scalar.value)], to: &stack[stack.count - 1], at: start)
            }
        }
        guard stack.count == 1, let root = stack.first else {
            let opening = stack[stack.count - 1].opening
            throw error("expected ')' to close the group at column \(characterOffset(opening) + 1)", at: position)
        }
        var instructions = try alternation(root.branches + [root.current], at: position)
        instructions.append(.match)
        return IRegexpProgram(instructions: instructions, sets: sets)
    }

    // MARK: Blocks

    private mutating func append(atom: [IRegexpInstruction], to group: inout Group, at offset: Int) throws(IRegexpError)
    {
        try checkSize(group.current.count + atom.count, at: offset)
        try chargeCopy(atom.count, at: offset)
        group.lastAtomStart = group.current.count
        group.current += atom
    }

    private mutating func quantify(_ group: inout Group) throws(IRegexpError) {
        let start = position
        guard let atomStart = group.lastAtomStart else {
            let symbol = scalars[position]
            throw error(
                "'\(symbol)' must follow a character, a class or a group (escape it as '\\\(symbol)')", at: start)
        }
        let (minimum, maximum) = try parseQuantifier()
        let atom = Array(group.current[atomStart...])
        group.current.removeSubrange(atomStart...)
        let block = try repeated(atom, minimum: minimum, maximum: maximum, at: start)
        try checkSize(group.current.count + block.count, at: start)
        group.current += block
        group.lastAtomStart = nil
    }

    /// `atom` at least `minimum` and at most `maximum` (nil: unbounded) times.
    private mutating func repeated(
        _ atom: [IRegexpInstruction], minimum: Int, maximum: Int?, at offset: Int
    ) throws(IRegexpError) -> [IRegexpInstruction] {
        // An empty atom (an empty group) matches the empty text any number of times.
        guard !atom.isEmpty else { return [] }
        let length = atom.count
        let optionalCopies = maximum.map { $0 - minimum } ?? 0
        let (required, overflow1) = length.multipliedReportingOverflow(by: minimum)
        let (optional, overflow2) = (length + 1).multipliedReportingOverflow(by: optionalCopies)
        guard !overflow1, !overflow2, required + optional + length + 2 <= IRegexp.maximumProgramSize else {
            throw tooLarge(at: offset)
        }
        var block: [IRegexpInstruction] = []
        block.reserveCapacity(required + optional + length + 2)
        for _ in 0..<minimum { block += atom }
        if maximum == nil {
            // Zero or more further copies: split into the atom or past the loop; the atom jumps back.
            block.append(.split(1, length + 2))
            block += atom
            block.append(.jump(-(length + 1)))
        } else {
            for _ in 0..<optionalCopies {
                block.append(.split(1, length + 1))
                block += atom
            }
        }
        try chargeCopy(block.count, at: offset)
        return block
    }

    /// Branches as one block: each but the last is `split(next branch)`, the branch, `jump(end)`.
    private mutating func alternation(
        _ branches: [[IRegexpInstruction]], at offset: Int
    ) throws(IRegexpError) -> [IRegexpInstruction] {
        guard branches.count > 1, let last = branches.last else { return branches.first ?? [] }
        let total = branches.reduce(0) { $0 + $1.count } + 2 * (branches.count - 1)
        try checkSize(total, at: offset)
        try chargeCopy(total, at: offset)
        var block: [IRegexpInstruction] = []
        block.reserveCapacity(total)
        for branch in branches.dropLast() {
            block.append(.split(1, branch.count + 2))
            block += branch
            block.append(.jump(total - block.count))
        }
        block += last
        return block
    }

    private func checkSize(_ size: Int, at offset: Int) throws(IRegexpError) {
        if size > IRegexp.maximumProgramSize { throw tooLarge(at: offset) }
    }

    private mutating func chargeCopy(_ count: Int, at offset: Int) throws(IRegexpError) {
        copied += count
        if copied > Self.copyBudget { throw tooLarge(at: offset) }
    }

    private func tooLarge(at offset: Int) -> IRegexpError {
        IRegexpError(
            pattern: pattern, offset: characterOffset(offset),
            message: "the pattern is too large to match safely (more than \(IRegexp.maximumProgramSize) steps per "
                + "character)",
            kind: .tooLarge)
    }

    // MARK: Quantifiers

    /// `*`, `+`, `?`, `{n}`, `{n,}` or `{n,m}`.
    private mutating func parseQuantifier() throws(IRegexpError) -> (Int, Int?) {
        let start = position
        let symbol = scalars[position]
        position += 1
        switch symbol {
        case "*": return (0, nil)
        case "+": return (1, nil)
        case "?": return (0, 1)
        default: break
        }
        let minimum = try parseCount()
        var maximum: Int? = minimum
        if peek() == "," {
            position += 1
            maximum = peek() == "}" ? nil : try parseCount()
        }
        guard peek() == "}" else { throw error("expected '}' to close the repetition count", at: position) }
        position += 1
        if let maximum, maximum < minimum {
            throw error("the smaller count comes first in {n,m}", at: start)
        }
        return (minimum, maximum)
    }

    private mutating func parseCount() throws(IRegexpError) -> Int {
        let start = position
        var value = 0
        while let scalar = peek(), scalar.value >= 0x30, scalar.value <= 0x39 {
            // Counts beyond any possible program size saturate; the size check refuses them.
            value = min(value * 10 + Int(scalar.value - 0x30), IRegexp.maximumProgramSize * 10)
            position += 1
        }
        guard position > start else { throw error("expected a number in the repetition count", at: start) }
        return value
    }

    // MARK: Escapes and classes

    /// After `\` outside a class: a single-character escape or a category escape.
    private mutating func parseEscapeAtom() throws(IRegexpError) -> [IRegexpInstruction] {
        let start = position
        position += 1
        guard let letter = peek() else { throw error("expected a character after '\\'", at: start) }
        if letter == "p" || letter == "P" {
            position = start
            let categories = try parseCategoryEscape()
            return [.set(register(ScalarSet(categories: [categories])))]
        }
        guard let scalar = Self.singleCharacterEscape(letter) else {
            throw invalidEscape(letter, at: start)
        }
        position += 1
        return [.scalar(scalar.value)]
    }

    /// `\p{Name}` or `\P{Name}`, with the position at the backslash.
    private mutating func parseCategoryEscape() throws(IRegexpError) -> ScalarSet.Categories {
        let start = position
        let complemented = scalars[position + 1] == "P"
        position += 2
        guard peek() == "{" else { throw error("expected '{' after '\\\(scalars[start + 1])'", at: position) }
        position += 1
        let nameStart = position
        while let scalar = peek(), scalar != "}" {
            position += 1
        }
        guard peek() == "}" else { throw error("expected '}' to close the category name", at: position) }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<position]))
        position += 1
        guard let mask = ScalarSet.mask(name) else {
            let hint =
                name.hasPrefix("Is")
                ? "Unicode blocks are not part of I-Regexp; use a range such as [\\u0000-\\u007f] written out"
                : "the categories are L, Lu, Ll, Lt, Lm, Lo, M, Mn, Mc, Me, N, Nd, Nl, No, P, Pc, Pd, Ps, Pe, Pi, Pf, "
                    + "Po, Z, Zs, Zl, Zp, S, Sm, Sc, Sk, So, C, Cc, Cf, Co, Cn"
            throw error("unknown category '\(name)': \(hint)", at: start)
        }
        return ScalarSet.Categories(mask: mask, complemented: complemented)
    }

    /// `[…]` or `[^…]`: characters, ranges and category escapes; `-` only first or last.
    private mutating func parseClassExpression() throws(IRegexpError) -> ScalarSet {
        let opening = position
        position += 1
        var set = ScalarSet()
        if peek() == "^" {
            set.complemented = true
            position += 1
        }
        var isFirst = true
        while true {
            let start = position
            guard let scalar = peek() else {
                throw error(
                    "expected ']' to close the character class at column \(characterOffset(opening) + 1)", at: start)
            }
            switch scalar {
            case "]":
                guard !isFirst else {
                    throw error("a character class needs at least one character (write ']' as '\\]')", at: start)
                }
                position += 1
                return set
            case "-":
                position += 1
                if isFirst || peek() == "]" {
                    set.ranges.append(0x2D...0x2D)
                } else {
                    throw error("'-' must come first or last in a class, or be escaped as '\\-'", at: start)
                }
            case "\\" where self.scalar(at: position + 1) == "p" || self.scalar(at: position + 1) == "P":
                set.categories.append(try parseCategoryEscape())
            default:
                let low = try parseClassCharacter()
                if peek() == "-", let following = self.scalar(at: position + 1), following != "]" {
                    position += 1
                    let high = try parseClassCharacter()
                    guard low.value <= high.value else {
                        throw error("the range ends before it starts", at: start)
                    }
                    set.ranges.append(low.value...high.value)
                } else {
                    set.ranges.append(low.value...low.value)
                }
            }
            isFirst = false
        }
    }

    /// One character inside a class: a plain character or a single-character escape.
    private mutating func parseClassCharacter() throws(IRegexpError) -> Unicode.Scalar {
        let start = position
        guard let scalar = peek() else { throw error("expected a character", at: start) }
        switch scalar {
        case "\\":
            position += 1
            guard let letter = peek() else { throw error("expected a character after '\\'", at: start) }
            guard let escaped = Self.singleCharacterEscape(letter) else {
                if letter == "p" || letter == "P" {
                    throw error("a category escape cannot end a range", at: start)
                }
                throw invalidEscape(letter, at: start)
            }
            position += 1
            return escaped
        case "[", "]", "-":
            throw error("'\(scalar)' must be escaped as '\\\(scalar)' here", at: start)
        default:
            position += 1
            return scalar
        }
    }

    /// The character a `\x` escape stands for, for RFC 9485's single-character escapes.
    private static func singleCharacterEscape(_ letter: Unicode.Scalar) -> Unicode.Scalar? {
        switch letter {
        case "n": "\n"
        case "r": "\r"
        case "t": "\t"
        case "(", ")", "*", "+", "-", ".", "?", "[", "\\", "]", "^", "{", "|", "}": letter
        default: nil
        }
    }

    private func invalidEscape(_ letter: Unicode.Scalar, at offset: Int) -> IRegexpError {
        switch letter {
        case "d", "D", "w", "W", "s", "S", "i", "I", "c", "C":
            error(
                "'\\\(letter)' is not part of I-Regexp (RFC 9485); write a class instead, such as [0-9] for \\d",
                at: offset)
        default:
            error(
                "'\\\(letter)' is not an I-Regexp escape; the escapes are \\n \\r \\t, \\p{…}, \\P{…} and \\ before "
                    + "one of ( ) * + - . ? [ \\ ] ^ { | }",
                at: offset)
        }
    }

    private mutating func register(_ set: ScalarSet) -> Int {
        sets.append(set)
        return sets.count - 1
    }

    // MARK: Reading

    private func peek() -> Unicode.Scalar? {
        scalar(at: position)
    }

    private func scalar(at index: Int) -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    private func characterOffset(_ scalarOffset: Int) -> Int {
        let clamped = max(0, min(scalarOffset, scalars.count))
        return String(String.UnicodeScalarView(scalars[..<clamped])).count
    }

    private func error(_ message: String, at scalarOffset: Int) -> IRegexpError {
        IRegexpError(pattern: pattern, offset: characterOffset(scalarOffset), message: message)
    }
}
