#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a parsed query over a document's tape: segment by segment, each turning a list of tape
/// indices into the next, with paths kept in a shared arena when asked for.
///
/// Descendant segments walk the subtree with an explicit stack, so document depth never becomes
/// call depth; filters call back into the evaluator for their own queries, which nest only as deep
/// as the query does (``QueryParser/maximumNesting``). Every step is counted against the work
/// limit, and the control is consulted every few thousand steps.
struct QueryEvaluator {
    /// Steps between two looks at the work limit and the control.
    static let checkInterval = 16_384

    /// Nodes, with their path entries when paths are kept.
    struct NodeBuffer {
        var nodes: [Int] = []
        var entries: [Int] = []
        /// While counting (``count()``): how many times each node was selected.
        var multiplicities: [Int] = []
    }

    let document: JSONDocument
    /// Reads the document's slots and bytes (its invariants are ``TapeReader``'s); `tape` is its
    /// tape, walked here by container links.
    let reader: TapeReader
    let tape: UnsafeMutableBufferPointer<TapeEntry>
    /// The tape index of the query argument (`$`).
    let argument: Int
    /// The query's tables; the caller keeps the program alive while the evaluator runs.
    let program: Unmanaged<QueryProgram>
    let paths: UnsafeMutableBufferPointer<QueryProgram.Path>
    let segments: UnsafeMutableBufferPointer<QueryProgram.Segment>
    let selectors: UnsafeMutableBufferPointer<QueryProgram.Selector>
    let steps: UnsafeMutableBufferPointer<QueryProgram.Step>
    let expressions: UnsafeMutableBufferPointer<QueryProgram.Expression>
    let terms: UnsafeMutableBufferPointer<Int>
    let operands: UnsafeMutableBufferPointer<QueryProgram.Operand>
    let literals: UnsafeMutableBufferPointer<QueryProgram.Literal>
    let calls: UnsafeMutableBufferPointer<QueryProgram.Call>
    let strings: UnsafeMutableBufferPointer<QueryProgram.StringRange>
    let stringBytes: UnsafeMutableBufferPointer<UInt8>

    private let tracksPaths: Bool
    let workLimit: Int
    private let control: JSONQueryControl?

    private(set) var work = 0
    private var nextCheck: Int
    private(set) var arena: QueryPathArena

    /// How deep in filter queries the evaluation is (0: the query itself).
    var level = 0
    /// For progress: the segment being applied and the tape index reached in it.
    private var segmentNumber = 0
    private var segmentCount = 1
    private var progressPosition = 0

    /// Picked children of the container being selected from: tape index and, for elements, the
    /// position in the array (-1 for members). Used as a stack: nested evaluations pick above
    /// the marks of the evaluations that called them.
    private var pickedNodes: [Int] = []
    private var pickedPositions: [Int] = []

    /// Patterns found in the document, compiled once (nil: not an I-Regexp).
    var patternCache: [String: IRegexp?] = [:]

    /// Whether the query's segments are being applied to count their nodes rather than list
    /// them (``count()``): the selections of the last one are counted in ``countedNodes`` and let
    /// go, those of the others are tallied in ``tally``.
    private var isCounting = false
    private var isLastSegment = false
    private var countedNodes = 0
    private var tally = QueryNodeTally()
    /// While counting: how many times the node a segment is being applied to was selected.
    private var multiplicity = 1

    /// An evaluator of `program` with `argument` as `$`. The program must outlive the evaluator.
    init(program: QueryProgram, argument: JSONNode, options: JSONQueryOptions) {
        document = argument.document
        reader = argument.document.reader
        tape = reader.tape
        self.argument = argument.index
        self.program = Unmanaged.passUnretained(program)
        paths = program.paths
        segments = program.segments
        selectors = program.selectors
        steps = program.steps
        expressions = program.expressions
        terms = program.terms
        operands = program.operands
        literals = program.literals
        calls = program.calls
        strings = program.strings
        stringBytes = program.bytes
        tracksPaths = options.tracksPaths
        workLimit = min(max(0, options.workLimit), Int.max / 2)
        control = options.control
        nextCheck = min(Self.checkInterval, workLimit + 1)
        arena = QueryPathArena(argument: argument.index)
    }

    /// Evaluates the whole query from the argument.
    mutating func run() throws(JSONQueryEvaluationError) -> JSONNodeList {
        let path = paths[QueryProgram.root]
        segmentCount = max(1, path.segmentCount)
        var result = NodeBuffer(nodes: [argument], entries: tracksPaths ? [0] : [])
        for number in 0..<path.segmentCount {
            segmentNumber = number
            result = try apply(segment: path.firstSegment + number, to: result, withPaths: tracksPaths)
        }
        control?.report(progress: 1)
        return JSONNodeList(document: document, nodes: result.nodes, pathEntries: result.entries, arena: arena)
    }

    /// Evaluates the whole query and counts the nodes it selects without listing them: the last
    /// segment's nodes are counted and let go, and every other segment's nodes are kept as a
    /// ``QueryNodeTally`` (each distinct node once, with the number of times it was selected),
    /// from which the next segment selects once per distinct node.
    ///
    /// - Complexity: At most the work of ``run()``, and much less when nodes are selected many
    ///   times (`$..*..*..*` on a deep document: the work of its segments applied once to each
    ///   node); memory for the document's distinct nodes at most.
    mutating func count() throws(JSONQueryEvaluationError) -> Int {
        let path = paths[QueryProgram.root]
        segmentCount = max(1, path.segmentCount)
        guard path.segmentCount > 0 else { return 1 }
        var input = NodeBuffer(nodes: [argument], multiplicities: [1])
        isCounting = true
        defer {
            isCounting = false
            tally = QueryNodeTally()
        }
        for number in 0..<path.segmentCount {
            segmentNumber = number
            isLastSegment = number == path.segmentCount - 1
            _ = try apply(segment: path.firstSegment + number, to: input, withPaths: false)
            input = NodeBuffer(nodes: tally.nodes, multiplicities: tally.multiplicities)
            tally = QueryNodeTally()
        }
        control?.report(progress: 1)
        return countedNodes
    }

    /// The nodes path `number` selects from `current` (or the argument, for `$` queries), without paths.
    mutating func nodes(ofPath number: Int, current: Int) throws(JSONQueryEvaluationError) -> [Int] {
        let path = paths[number]
        var result = NodeBuffer(nodes: [path.isRelative ? current : argument])
        level += 1
        defer { level -= 1 }
        for segment in path.firstSegment..<(path.firstSegment + path.segmentCount) {
            result = try apply(segment: segment, to: result, withPaths: false)
            if result.nodes.isEmpty { break }
        }
        return result.nodes
    }

    // MARK: Segments

    private mutating func apply(
        segment number: Int, to input: NodeBuffer, withPaths: Bool
    ) throws(JSONQueryEvaluationError) -> NodeBuffer {
        let segment = segments[number]
        var output = NodeBuffer()
        for position in input.nodes.indices {
            let node = input.nodes[position]
            let entry = withPaths ? input.entries[position] : -1
            if level == 0 { progressPosition = node }
            if isCounting, level == 0 { multiplicity = input.multiplicities[position] }
            if segment.isDescendant {
                try applyDescendant(segment, to: node, entry: entry, into: &output, withPaths: withPaths)
            } else {
                let mark = pickedNodes.count
                try pick(segment, from: node)
                try flush(from: mark, parentEntry: entry, into: &output, withPaths: withPaths)
            }
        }
        return output
    }

    /// A frame of the descendant walk: a container and how far through its children it is.
    private struct Frame {
        var node: Int
        var cursor: Int
        var end: Int
        var isObject: Bool
        var nextPosition = 0
        /// The container's path entry; -1 until a selection below it needs it.
        var entry: Int
        /// The container's position in its parent array, -1 for a member.
        var position: Int
    }

    /// Applies the segment's selectors to `start` and to every container below it, in document
    /// order (each container before its descendants).
    private mutating func applyDescendant(
        _ segment: QueryProgram.Segment, to start: Int, entry: Int, into output: inout NodeBuffer, withPaths: Bool
    ) throws(JSONQueryEvaluationError) {
        guard let first = frame(for: start, entry: entry, position: -1) else { return }
        var frames = [first]
        var mark = pickedNodes.count
        try pick(segment, from: start)
        try flush(from: mark, parentEntry: entry, into: &output, withPaths: withPaths)
        while let top = frames.last {
            guard top.cursor < top.end else {
                frames.removeLast()
                continue
            }
            let child = top.isObject ? top.cursor + 1 : top.cursor
            let opening = tape[child]
            let isContainer = opening.isContainerOpening
            let last = frames.count - 1
            frames[last].cursor = isContainer ? Int(opening.payload) + 1 : child + 1
            frames[last].nextPosition += 1
            try charge(1)
            guard isContainer,
                let next = frame(for: child, entry: -1, position: top.isObject ? -1 : top.nextPosition)
            else { continue }
            if level == 0 { progressPosition = child }
            frames.append(next)
            mark = pickedNodes.count
            try pick(segment, from: child)
            if pickedNodes.count > mark {
                let parentEntry = try withPaths ? materialize(&frames, selected: output.nodes.count) : -1
                try flush(from: mark, parentEntry: parentEntry, into: &output, withPaths: withPaths)
            }
        }
    }

    private func frame(for node: Int, entry: Int, position: Int) -> Frame? {
        let opening = tape[node]
        guard opening.isContainerOpening else { return nil }
        return Frame(
            node: node, cursor: node + 1, end: Int(opening.payload),
            isObject: opening.rawKind == TapeEntry.Kind.objectOpen.rawValue, entry: entry, position: position)
    }

    /// Gives the top frame (and the frames above it without one) a path entry.
    private mutating func materialize(
        _ frames: inout [Frame], selected: Int
    ) throws(JSONQueryEvaluationError) -> Int {
        var known = frames.count - 1
        while known > 0, frames[known].entry < 0 { known -= 1 }
        guard arena.reserve(adding: frames.count - known) else { throw .outOfMemory(nodes: selected) }
        var index = known + 1
        while index < frames.count {
            frames[index].entry = arena.append(
                parent: frames[index - 1].entry, node: frames[index].node, position: frames[index].position)
            index += 1
        }
        return frames[frames.count - 1].entry
    }

    /// Moves the children picked since `mark` into `output`, with path entries under `parentEntry`
    /// (or, in ``count()``, counts them for the last segment and tallies them for the others).
    /// The memory for them is checked before it is asked for: a query can select far more nodes
    /// than the document has.
    private mutating func flush(
        from mark: Int, parentEntry: Int, into output: inout NodeBuffer, withPaths: Bool
    ) throws(JSONQueryEvaluationError) {
        let count = pickedNodes.count
        guard count > mark else { return }
        defer {
            pickedNodes.removeLast(count - mark)
            pickedPositions.removeLast(count - mark)
        }
        if isCounting, level == 0 {
            guard isLastSegment else {
                for index in mark..<count { try tally.add(pickedNodes[index], times: multiplicity) }
                return
            }
            let (selected, overflow) = (count - mark).multipliedReportingOverflow(by: multiplicity)
            let (sum, overflowsSum) = countedNodes.addingReportingOverflow(selected)
            guard !overflow, !overflowsSum else { throw .countTooLarge }
            countedNodes = sum
            return
        }
        let selected = output.nodes.count
        guard MemoryBudget.reserve(&output.nodes, adding: count - mark),
            !withPaths
                || (MemoryBudget.reserve(&output.entries, adding: count - mark) && arena.reserve(adding: count - mark))
        else { throw .outOfMemory(nodes: selected) }
        for index in mark..<count {
            output.nodes.append(pickedNodes[index])
            if withPaths {
                output.entries.append(
                    arena.append(parent: parentEntry, node: pickedNodes[index], position: pickedPositions[index]))
            }
        }
    }

    // MARK: Selectors

    /// Picks the children of `container` that the segment's selectors select, selector by selector.
    private mutating func pick(
        _ segment: QueryProgram.Segment, from container: Int
    ) throws(JSONQueryEvaluationError) {
        let opening = tape[container]
        guard opening.isContainerOpening else { return }
        let isObject = opening.rawKind == TapeEntry.Kind.objectOpen.rawValue
        let end = Int(opening.payload)
        // Several index or slice selectors on one array: find the elements once.
        var elements: [Int]?
        if !isObject, segment.selectorCount > 1 {
            elements = try elementIndices(of: container)
        }
        for number in segment.firstSelector..<(segment.firstSelector + segment.selectorCount) {
            let selector = selectors[number]
            switch selector.kind {
            case .name:
                guard isObject, let found = try member(named: selector.value, in: container) else { continue }
                pickedNodes.append(found)
                pickedPositions.append(-1)
            case .wildcard, .filter:
                // Every child, or those the filter's test selects.
                let isWildcard = selector.kind == .wildcard
                var cursor = container + 1
                var position = 0
                while cursor < end {
                    let child = isObject ? cursor + 1 : cursor
                    try charge(1)
                    var isSelected = true
                    if !isWildcard { isSelected = try test(selector.value, current: child) }
                    if isSelected {
                        pickedNodes.append(child)
                        pickedPositions.append(isObject ? -1 : position)
                    }
                    position += 1
                    cursor = subtreeEnd(child)
                }
            case .index:
                guard !isObject else { continue }
                let count = Int(tape[end].payload)
                let position = selector.value >= 0 ? selector.value : count + selector.value
                guard position >= 0, position < count else { continue }
                let element: Int
                if let elements {
                    element = elements[position]
                } else {
                    element = try elementIndex(at: position, in: container)
                }
                pickedNodes.append(element)
                pickedPositions.append(position)
            case .slice:
                guard !isObject else { continue }
                try pickSlice(
                    container: container, start: selector.hasStart ? selector.value : nil,
                    end: selector.hasEnd ? selector.end : nil, step: selector.step, elements: elements)
            }
        }
    }

    /// RFC 9535's slice: bounds normalized and clamped, then every `step`-th element between them.
    private mutating func pickSlice(
        container: Int, start: Int?, end: Int?, step: Int, elements known: [Int]?
    ) throws(JSONQueryEvaluationError) {
        guard step != 0 else { return }
        let count = Int(tape[Int(tape[container].payload)].payload)
        func normalized(_ index: Int) -> Int { index >= 0 ? index : count + index }
        if step > 0 {
            let lower = min(max(normalized(start ?? 0), 0), count)
            let upper = min(max(normalized(end ?? count), 0), count)
            guard lower < upper else { return }
            var element: Int
            if let known {
                element = known[lower]
            } else {
                element = try elementIndex(at: lower, in: container)
            }
            var position = lower
            while position < upper {
                pickedNodes.append(element)
                pickedPositions.append(position)
                // Step over `step` elements, or stop at the upper bound.
                var skipped = 0
                while skipped < step, position < upper {
                    position += 1
                    skipped += 1
                    if position < upper {
                        element = known?[position] ?? subtreeEnd(element)
                    }
                }
                try charge(skipped)
            }
        } else {
            let upper = min(max(normalized(start ?? count - 1), -1), count - 1)
            let lower = min(max(normalized(end ?? -count - 1), -1), count - 1)
            guard lower < upper else { return }
            let elements: [Int]
            if let known {
                elements = known
            } else {
                elements = try elementIndices(of: container)
            }
            var position = upper
            while lower < position {
                try charge(1)
                pickedNodes.append(elements[position])
                pickedPositions.append(position)
                position += step
            }
        }
    }

    /// The value of the last member named by string `name` of the program, or nil.
    mutating func member(named name: Int, in object: Int) throws(JSONQueryEvaluationError) -> Int? {
        let wanted = string(name)
        let end = Int(tape[object].payload)
        var key = object + 1
        var found: Int?
        var members = 0
        while key < end {
            members += 1
            if keyMatches(key, wanted) { found = key + 1 }
            key = subtreeEnd(key + 1)
        }
        try charge(members)
        return found
    }

    /// The tape index of element `position` (which must exist), by skipping the ones before it.
    mutating func elementIndex(at position: Int, in array: Int) throws(JSONQueryEvaluationError) -> Int {
        var element = array + 1
        for _ in 0..<position {
            element = subtreeEnd(element)
        }
        try charge(position)
        return element
    }

    /// The tape indices of an array's elements.
    mutating func elementIndices(of array: Int) throws(JSONQueryEvaluationError) -> [Int] {
        let end = Int(tape[array].payload)
        var elements: [Int] = []
        elements.reserveCapacity(Int(tape[end].payload))
        var element = array + 1
        while element < end {
            elements.append(element)
            element = subtreeEnd(element)
        }
        try charge(elements.count)
        return elements
    }

    /// The bytes of the program's string `number`.
    @inline(__always)
    func string(_ number: Int) -> UnsafeBufferPointer<UInt8> {
        let range = strings[number]
        return UnsafeBufferPointer(start: stringBytes.baseAddress.map { $0 + range.start }, count: range.count)
    }

    // MARK: Tape

    @inline(__always)
    func subtreeEnd(_ index: Int) -> Int {
        let entry = tape[index]
        return entry.isContainerOpening ? Int(entry.payload) + 1 : index + 1
    }

    /// Whether the key at `index` is `name`: its bytes compared directly when it has no escapes
    /// (short keys byte by byte, which costs less than a call to `memcmp`).
    @inline(__always)
    func keyMatches(_ index: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        if reader.hasEscapes(at: index) {
            return reader.decodedString(at: index).utf8.elementsEqual(name)
        }
        let contents = reader.rawString(at: index)
        let length = contents.count
        guard length == name.count else { return false }
        guard length > 0, let wanted = name.baseAddress, let key = contents.baseAddress else { return true }
        if length > 16 { return memcmp(key, wanted, length) == 0 }
        var offset = 0
        while offset < length {
            if key[offset] != wanted[offset] { return false }
            offset += 1
        }
        return true
    }

    // MARK: Work

    /// Counts `units` steps; past the limit, or once cancelled, throws.
    @inline(__always)
    mutating func charge(_ units: Int) throws(JSONQueryEvaluationError) {
        work += units
        if work >= nextCheck { try checkpoint() }
    }

    private mutating func checkpoint() throws(JSONQueryEvaluationError) {
        if work > workLimit { throw .workLimitReached(workLimit) }
        nextCheck = min(work + Self.checkInterval, workLimit + 1)
        guard let control else { return }
        if control.isCancelled { throw .cancelled }
        let within = Double(progressPosition) / Double(max(1, tape.count))
        control.report(progress: (Double(segmentNumber) + within) / Double(segmentCount))
    }

    /// What is left of the work limit, for machines that count their own steps.
    var remainingWork: Int { max(0, workLimit - work) }
}

extension TapeEntry {
    /// Whether the slot opens an array or an object.
    @inline(__always)
    var isContainerOpening: Bool {
        let kind = rawKind
        return kind == TapeEntry.Kind.arrayOpen.rawValue || kind == TapeEntry.Kind.objectOpen.rawValue
    }
}
