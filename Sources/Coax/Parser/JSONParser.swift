import CCoaxBlocks

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A strict RFC 8259 parser that fills a document's tape in one pass, without recursion.
///
/// Nesting is tracked on an explicit stack, so depth is bounded only by
/// ``JSONParseOptions/maximumDepth``, never by the thread's stack.
struct JSONParser {
    struct Result {
        let tape: UnsafeMutableBufferPointer<TapeEntry>
        let valueCount: Int
        let maximumDepth: Int
        /// Whether a second thread's segment was used.
        let usedSegment: Bool
    }

    /// An open container: its opening slot, kind and children so far (a C struct, so that
    /// `coax_walk` pushes and pops the same frames; see the extension below).
    private typealias Frame = CoaxFrame

    /// A container that a segment closed without having opened it (it was opened before the split).
    struct Underflow {
        let closeTapeIndex: Int
        let isObject: Bool
        let childCount: UInt32
    }

    /// How a run of the state machine ended.
    enum Exit {
        /// The top-level value is complete and only whitespace follows.
        case finished
        /// A value starts at or after the speculative split position.
        case reachedSplit(Int)
        /// Segment mode: the end of the input, after the segment closed containers it did not open.
        case segmentEnd
        /// Record mode: the top-level value ends just before this position.
        case recordEnd(Int)
    }

    private let source: SourceBuffer
    private let base: UnsafeMutablePointer<UInt8>
    private let end: Int
    private let options: JSONParseOptions
    private var tape: TapeBuilder
    /// The innermost open container (`openIndex == -1` at the top level) and its parents.
    private var top = Frame(openIndex: -1, isObject: false)
    private let parents = ScratchStack<Frame>()
    private(set) var depth = 0
    private(set) var valueCount = 0
    private(set) var deepest = 0
    /// Where a speculative segment parse started; the main run stops at the first value there.
    private var splitPosition = Int.max
    /// Set for a segment parse: it starts inside an array it did not open.
    private let isSegment: Bool
    /// Segment mode: the containers closed that were opened before the split, innermost first.
    private var underflows: [Underflow] = []
    /// Segment mode: how far below its starting level the segment has climbed.
    private var depthOffset = 0
    private let cancellation: CancellationFlag?
    /// How many times the indexed run left a step to the byte-at-a-time one (never, on valid
    /// input; tests check).
    private(set) var handOvers = 0
    /// How many steps of the indexed run the Swift loop took rather than `coax_walk` (on valid
    /// input, about one per chunk of marks; tests check the walk does the rest).
    private(set) var indexedStepsInSwift = 0
    /// Record mode: each top-level value is a record of its own, whose slots are self-relative
    /// (links count from its first slot, offsets from its first byte), and parsing stops after it.
    private let isRecordMode: Bool
    /// Record mode: the tape index and byte position where the current record starts (0 otherwise).
    private var recordTapeStart = 0
    private var recordByteStart = 0

    init(source: SourceBuffer, options: JSONParseOptions) {
        // A typical API document has about one tape slot per 8 bytes; start there and grow. The
        // tape's pages are faulted in on another processor, when there is one: on the same one,
        // that would only add the pages faulted ahead to the peak.
        self.init(
            source: source, end: source.count, options: options, isSegment: false, isRecordMode: false,
            cancellation: nil, tapeCapacity: source.count / 8, prefault: ProcessorAffinity.count >= 2)
    }

    /// A parser for the elements of an array from `start` to the array's closing `]`.
    init(segmentOf source: SourceBuffer, from start: Int, options: JSONParseOptions, cancellation: CancellationFlag) {
        self.init(
            source: source, end: source.count, options: options, isSegment: true, isRecordMode: false,
            cancellation: cancellation, tapeCapacity: (source.count - start) / 8, prefault: false)
    }

    /// A parser for a run of records (the values of JSON Lines, concatenated JSON or a JSON text
    /// sequence) in `source` up to `end`, each parsed by ``parseRecord(at:)`` onto one tape.
    /// Errors carry the byte offset only (line 0): the caller locates them from a nearby line
    /// start instead of counting lines from the start of the source.
    init(recordsOf source: SourceBuffer, end: Int, options: JSONParseOptions, tapeCapacity: Int) {
        self.init(
            source: source, end: end, options: options, isSegment: false, isRecordMode: true,
            cancellation: nil, tapeCapacity: tapeCapacity, prefault: false)
    }

    /// The one initializer the three kinds of parse go through; the tape starts with room for at
    /// least 16 slots.
    private init(
        source: SourceBuffer, end: Int, options: JSONParseOptions, isSegment: Bool, isRecordMode: Bool,
        cancellation: CancellationFlag?, tapeCapacity: Int, prefault: Bool
    ) {
        self.source = source
        self.base = source.base
        self.end = end
        self.options = options
        self.isSegment = isSegment
        self.cancellation = cancellation
        self.isRecordMode = isRecordMode
        self.tape = TapeBuilder(
            initialCapacity: max(16, tapeCapacity), prefault: prefault, allocator: options.tapeAllocator)
    }

    /// One record parsed by ``parseRecord(at:)``.
    struct Record {
        /// The position just past the value.
        let end: Int
        /// The values it holds.
        let valueCount: Int
        /// Its deepest nesting.
        let maximumDepth: Int
    }

    /// The number of slots on the tape so far (record mode: where the next record will start).
    var tapeCount: Int { tape.count }

    /// Parses the value starting at `start` (not whitespace) as one record appended to the tape.
    /// On error the tape and the parser are as they were before, and the error carries only its
    /// byte offset.
    mutating func parseRecord(at start: Int) throws(JSONParseError) -> Record {
        recordTapeStart = tape.count
        recordByteStart = start
        let valuesBefore = valueCount
        deepest = 0
        do throws(JSONParseError) {
            guard case .recordEnd(let valueEnd) = try run(from: start, state: .value) else {
                throw error(.unexpectedEnd(expected: "a value"), at: end)
            }
            guard !tape.isOutOfMemory else {
                throw error(.documentTooLarge("not enough memory to index the record"), at: start)
            }
            guard valueEnd - start <= TapeEntry.maximumOffset else {
                throw error(
                    .documentTooLarge(
                        "\(NumberText.grouped(valueEnd - start)) bytes; the limit is 4 GiB per document"),
                    at: start)
            }
            return Record(end: valueEnd, valueCount: valueCount - valuesBefore, maximumDepth: deepest)
        } catch {
            tape.truncate(to: recordTapeStart)
            valueCount = valuesBefore
            depth = 0
            top = Frame(openIndex: -1, isObject: false)
            parents.truncate(to: 0)
            throw error
        }
    }

    /// Hands over the tape of the records parsed so far, sized to fit, to be released with
    /// `options.tapeAllocator`; the parser must not be used afterwards. Nil when memory ran out.
    mutating func finishRecords() -> UnsafeMutableBufferPointer<TapeEntry>? {
        tape.finish()
    }

    /// Forgets the slots from `count` on: a record parsed but then refused by the caller.
    mutating func truncateTape(to count: Int) {
        tape.truncate(to: count)
    }

    /// Releases the tape of a record run that is given up.
    mutating func discardRecords() {
        tape.discard()
    }

    /// What the parser expects next; the numbers are `coax_walk`'s.
    private enum State: Int32 {
        case value = 0, afterValue = 1, key = 2
    }

    /// What the parser expects after a complete top-level value: the input's end. Met with
    /// another value, the input is a collection (see `JSONCollection`).
    static let afterTopLevelValue = "end of input after the top-level value"

    mutating func parse() throws(JSONParseError) -> Result {
        do {
            return try parseTape()
        } catch {
            tape.discard()
            throw error
        }
    }

    private mutating func parseTape() throws(JSONParseError) -> Result {
        guard end <= TapeEntry.maximumOffset else {
            throw error(.documentTooLarge("\(end) bytes; the limit is 4 GiB"), at: 0)
        }
        var position = 0
        if source.hasLeadingByteOrderMark {
            guard options.allowsByteOrderMark else {
                throw error(.unexpectedCharacter(found: "byte order mark", expected: "a JSON value"), at: 0)
            }
            position = 3
        }
        position = skipWhitespace(position)
        guard position < end else { throw error(.emptyInput, at: position) }

        let segment = ParallelSegment.start(source: source, options: options, after: position)
        defer { segment?.discard() }
        if let segment {
            splitPosition = segment.start
            // Two cores are busy parsing now; a third thread faulting pages in would only compete.
            tape.stopPrefaulting()
        }
        let exit = try run(from: position, state: .value)
        var usedSegment = false
        if case .reachedSplit(let stop) = exit {
            splitPosition = .max
            if let segment, stop == segment.start, let result = segment.finish(), merge(result) {
                usedSegment = true
            } else {
                _ = try run(from: stop, state: .value)
            }
        }
        guard !tape.isOutOfMemory, let finished = tape.finish() else {
            throw error(.documentTooLarge("not enough memory to index \(NumberText.grouped(end)) bytes"), at: 0)
        }
        return Result(tape: finished, valueCount: valueCount, maximumDepth: deepest, usedSegment: usedSegment)
    }

    /// Parses from `start` (an element of an array opened before it) to the end of the input,
    /// as a speculative second half of a large document. Any error abandons the speculation.
    mutating func parseSegment(from start: Int) -> ParallelSegment.Result? {
        do {
            guard case .segmentEnd = try run(from: start, state: .value), !tape.isOutOfMemory,
                let finished = tape.finish()
            else {
                tape.discard()
                return nil
            }
            return ParallelSegment.Result(
                tape: finished, valueCount: valueCount, deepest: deepest,
                underflows: underflows, finalChildCount: top.childCount)
        } catch {
            tape.discard()
            return nil
        }
    }

    /// Segment mode, after a value at the segment's own top level: counts the value; then a `,`
    /// continues the enclosing container (its kind learned from whether a key follows), a closer
    /// closes it, and the end of the input ends the segment (nil).
    private mutating func continueSegment(at position: inout Int) throws(JSONParseError) -> State? {
        top.childCount += 1
        guard position < end else { return nil }
        let byte = base[position]
        if byte == UInt8(ascii: ",") {
            position += 1
            if !top.isKindKnown {
                top.isObject = isKeyAhead(from: position)
                top.isKindKnown = true
            }
            return top.isObject ? .key : .value
        }
        guard byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") else {
            throw unexpected(at: position, expected: "',' or a closing bracket")
        }
        let isObject = byte == UInt8(ascii: "}")
        guard !top.isKindKnown || top.isObject == isObject else {
            throw unexpected(at: position, expected: top.isObject ? "'}'" : "']'")
        }
        underflows.append(Underflow(closeTapeIndex: tape.count, isObject: isObject, childCount: top.childCount))
        try append(isObject ? .objectClose : .arrayClose, payload: top.childCount, at: position)
        top = Frame(openIndex: -1, isObject: false, isKindKnown: false)
        depthOffset -= 1
        position += 1
        return .afterValue
    }

    /// Whether the next token (after blanks) is a string followed by ':', that is, a key.
    private func isKeyAhead(from start: Int) -> Bool {
        var position = skipWhitespace(start)
        guard position < end, base[position] == UInt8(ascii: "\"") else { return false }
        position += 1
        while position < end, base[position] != UInt8(ascii: "\"") {
            position += base[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        position = skipWhitespace(position + 1)
        return position < end && base[position] == UInt8(ascii: ":")
    }

    /// Joins a segment's tape after the main run stopped at the split, inside an array: the
    /// containers the segment closed must be exactly the ones open here, of the same kinds.
    /// Returns false when the segment does not fit (the main run must go on alone). When the
    /// tape cannot grow to hold the segment it returns true with ``TapeBuilder/isOutOfMemory``
    /// set: the parse has failed, and nothing past the old end may be touched.
    private mutating func merge(_ result: ParallelSegment.Result) -> Bool {
        let underflows = result.underflows
        let fits =
            depth > 0 && !top.isObject && underflows.count == depth && result.finalChildCount == 1
            && depth + result.deepest <= options.maximumDepth
            && tape.count + result.tape.count < Int(TapeEntry.maximumPayload)
            && underflows.enumerated().allSatisfy { level, underflow in
                (level == 0 ? top : parents[depth - level]).isObject == underflow.isObject
            }
        guard fits else {
            tape.allocator.release(result.tape.baseAddress)
            return false
        }
        let shift = tape.count
        // Releases the segment's tape either way; on failure the close slots below do not exist.
        guard tape.append(shifted: result.tape) else { return true }
        for (level, underflow) in underflows.enumerated() {
            let frame = level == 0 ? top : parents[depth - level]
            let closeIndex = shift + underflow.closeTapeIndex
            tape[closeIndex] = tape[closeIndex].settingPayload(frame.childCount + underflow.childCount)
            if frame.openIndex < tape.count {
                tape[frame.openIndex] = tape[frame.openIndex].settingPayload(UInt32(closeIndex))
            }
        }
        valueCount += result.valueCount
        deepest = max(deepest, depth + result.deepest)
        return true
    }

    /// Runs the state machine from `position`: over the structural index when the options have
    /// a classifier (records are always read byte at a time). Never recurses.
    private mutating func run(from start: Int, state initialState: State) throws(JSONParseError) -> Exit {
        if !isRecordMode, let level = options.blockLevel {
            return try runIndexed(from: start, state: initialState, level: level)
        }
        return try runScalar(from: start, state: initialState)
    }

    /// Runs the state machine from `position`, reading byte at a time. Never recurses.
    private mutating func runScalar(from start: Int, state initialState: State) throws(JSONParseError) -> Exit {
        var position = start
        var state = initialState
        while true {
            switch state {
            case .value:
                position = skipWhitespace(position)
                guard position < end else { throw error(.unexpectedEnd(expected: "a value"), at: position) }
                if try isAtSplit(position) { return .reachedSplit(position) }
                let byte = base[position]
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let isObject = byte == UInt8(ascii: "{")
                    guard depth < options.maximumDepth else {
                        throw error(.nestingTooDeep(limit: options.maximumDepth), at: position)
                    }
                    try openContainer(isObject: isObject, at: position)
                    position = skipWhitespace(position + 1)
                    state = try stateAfterOpener(isObject: isObject, at: &position)
                    continue
                case UInt8(ascii: "\""):
                    position = try scanString(at: position, kind: .string)
                case UInt8(ascii: "t"):
                    position = try scanLiteral("true", kind: .true, at: position)
                case UInt8(ascii: "f"):
                    position = try scanLiteral("false", kind: .false, at: position)
                case UInt8(ascii: "n"):
                    position = try scanLiteral("null", kind: .null, at: position)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    position = try scanNumber(at: position)
                default:
                    throw unexpected(at: position, expected: expectationForValue())
                }
                valueCount += 1
                state = .afterValue

            case .afterValue:
                if depth == 0, isRecordMode { return .recordEnd(position) }
                position = skipWhitespace(position)
                guard depth > 0 else {
                    if isSegment {
                        guard let next = try continueSegment(at: &position) else { return .segmentEnd }
                        state = next
                        continue
                    }
                    guard position == end else {
                        throw unexpected(at: position, expected: JSONParser.afterTopLevelValue)
                    }
                    return .finished
                }
                top.childCount += 1
                let isObject = top.isObject
                guard position < end else {
                    throw error(
                        .unexpectedEnd(
                            expected: isObject
                                ? "',' or '}' after an object member" : "',' or ']' after an array element"),
                        at: position)
                }
                let byte = base[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    state = isObject ? .key : .value
                } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    try closeContainer(at: position)
                    position += 1
                } else {
                    throw unexpected(
                        at: position,
                        expected: isObject ? "',' or '}' after an object member" : "',' or ']' after an array element")
                }

            case .key:
                position = skipWhitespace(position)
                guard position < end else { throw error(.unexpectedEnd(expected: "a string key"), at: position) }
                guard base[position] == UInt8(ascii: "\"") else {
                    throw unexpected(at: position, expected: "a string key in double quotes")
                }
                position = try scanString(at: position, kind: .key)
                position = skipWhitespace(position)
                guard position < end else {
                    throw error(.unexpectedEnd(expected: "':' after an object key"), at: position)
                }
                guard base[position] == UInt8(ascii: ":") else {
                    throw unexpected(at: position, expected: "':' after an object key")
                }
                position += 1
                state = .value
            }
        }
    }

    /// Runs the state machine from `position` as ``runScalar(from:state:)`` does, but finds the
    /// next token, the end of a string and its escapes from a ``StructuralIndexer`` instead of
    /// reading every byte.
    ///
    /// It only takes the way a valid document goes. At the first thing it does not expect (a
    /// byte no token starts with, a string with a control byte or bad UTF-8, an unclosed string,
    /// a nesting too deep, a number followed by a letter) it hands over to
    /// ``runScalar(from:state:)`` at the start of that step, with nothing of the step done, so
    /// the error and anything after it are exactly the byte-at-a-time parser's. The two share
    /// every step that writes the tape. Up to that point the marks agree with a byte-at-a-time
    /// reading: every quote before `position` was read as a string's quote, so the indexer's
    /// idea of what is inside a string is right, and between a token's end and the next mark
    /// there is only whitespace (after a number or a literal only when ``StructuralIndexer/endsRun(_:)``
    /// holds for the byte after it, which is checked).
    private mutating func runIndexed(
        from start: Int, state initialState: State, level: Int32
    ) throws(JSONParseError) -> Exit {
        var marks = StructuralIndexer(base: base, start: start, end: end, level: level)
        var position = start
        var state = initialState
        while true {
            // The compiled walk takes every step it can; the step it stops at is taken here.
            if options.usesCompiledWalk { walk(&marks, position: &position, state: &state) }
            indexedStepsInSwift += 1
            switch state {
            case .value:
                position = marks.next(from: position)
                guard position < end else { return try handOver(from: position, state: .value) }
                if try isAtSplit(position) { return .reachedSplit(position) }
                let byte = base[position]
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard depth < options.maximumDepth else { return try handOver(from: position, state: .value) }
                    let isObject = byte == UInt8(ascii: "{")
                    try openContainer(isObject: isObject, at: position)
                    position = marks.next(from: position + 1)
                    state = try stateAfterOpener(isObject: isObject, at: &position)
                    continue
                case UInt8(ascii: "\""):
                    var hasEscapes = false
                    guard let close = indexedStringEnd(&marks, quote: position, hasEscapes: &hasEscapes) else {
                        return try handOver(from: position, state: .value)
                    }
                    try appendString(.string, quote: position, close: close, hasEscapes: hasEscapes)
                    position = close + 1
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "-"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    position =
                        switch byte {
                        case UInt8(ascii: "t"): try scanLiteral("true", kind: .true, at: position)
                        case UInt8(ascii: "f"): try scanLiteral("false", kind: .false, at: position)
                        case UInt8(ascii: "n"): try scanLiteral("null", kind: .null, at: position)
                        default: try scanNumber(at: position)
                        }
                    if position < end, !StructuralIndexer.endsRun(base[position]) {
                        valueCount += 1
                        return try handOver(from: position, state: .afterValue)
                    }
                default:
                    return try handOver(from: position, state: .value)
                }
                valueCount += 1
                state = .afterValue

            case .afterValue:
                position = marks.next(from: position)
                guard depth > 0 else {
                    if isSegment {
                        guard let next = try continueSegment(at: &position) else { return .segmentEnd }
                        state = next
                        continue
                    }
                    guard position == end else { return try handOver(from: position, state: .afterValue) }
                    return .finished
                }
                guard position < end else { return try handOver(from: position, state: .afterValue) }
                let byte = base[position]
                let isObject = top.isObject
                if byte == UInt8(ascii: ",") {
                    top.childCount += 1
                    position += 1
                    state = isObject ? .key : .value
                } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    top.childCount += 1
                    try closeContainer(at: position)
                    position += 1
                } else {
                    return try handOver(from: position, state: .afterValue)
                }

            case .key:
                position = marks.next(from: position)
                var hasEscapes = false
                guard position < end, base[position] == UInt8(ascii: "\""),
                    let close = indexedStringEnd(&marks, quote: position, hasEscapes: &hasEscapes)
                else { return try handOver(from: position, state: .key) }
                let colon = marks.next(from: close + 1)
                guard colon < end, base[colon] == UInt8(ascii: ":") else {
                    return try handOver(from: position, state: .key)
                }
                try appendString(.key, quote: position, close: close, hasEscapes: hasEscapes)
                position = colon + 1
                state = .value
            }
        }
    }

    /// Takes the steps of ``runIndexed(from:state:level:)`` from `position` that `coax_walk`
    /// takes (the valid document's, within the chunk of marks indexed), and leaves `position`
    /// and `state` at the first it does not, for the Swift run to take.
    ///
    /// Lends it the parser's state: the marks (``StructuralIndexer/lend(to:)``), the tape
    /// (``TapeBuilder/lend(to:)``) and the frames, `top` and the storage of `parents`, whose
    /// count comes back through `setCount`. Nothing else reads or moves them meanwhile, and the
    /// walk writes only below the limits it is given.
    @inline(__always)
    private mutating func walk(_ marks: inout StructuralIndexer, position: inout Int, state: inout State) {
        let stack = parents.storage
        var walk = CoaxWalk()
        walk.base = UnsafePointer(base)
        walk.end = end
        marks.lend(to: &walk)
        walk.split_position = splitPosition
        // The walk stops every 4,096 values for the Swift step, which looks for cancellation and
        // reports progress (`isAtSplit`); a parse that does neither is not stopped.
        walk.takes_periodic_checks = cancellation == nil && options.progress == nil ? 0 : 1
        walk.maximum_depth = options.maximumDepth
        tape.lend(to: &walk)
        walk.top = top
        walk.parents = stack.base
        walk.parent_count = parents.count
        walk.parent_capacity = stack.capacity
        walk.depth = depth
        walk.depth_offset = Int64(depthOffset)
        walk.deepest = deepest
        walk.value_count = valueCount
        walk.position = position
        walk.state = state.rawValue
        coax_walk(&walk)
        marks.takeBack(from: walk)
        tape.takeBack(from: walk)
        parents.setCount(walk.parent_count)
        top = walk.top
        depth = walk.depth
        deepest = walk.deepest
        valueCount = walk.value_count
        position = walk.position
        state = State(rawValue: walk.state) ?? state
    }

    /// Goes on byte at a time from a step ``runIndexed(from:state:level:)`` did not take.
    private mutating func handOver(from position: Int, state: State) throws(JSONParseError) -> Exit {
        handOvers += 1
        return try runScalar(from: position, state: state)
    }

    /// The closing quote of the string opening at `quote`, found from the marks, its escapes
    /// validated on the way; nil when the byte-at-a-time path must read it (it has a control
    /// byte, invalid UTF-8 or a bad escape, or does not close).
    /// (Mutating only so that `self` is passed by reference: a non-mutating call from the
    /// mutating loop copied the whole parser for every string.)
    @inline(__always)
    private mutating func indexedStringEnd(
        _ marks: inout StructuralIndexer, quote: Int, hasEscapes: inout Bool
    ) -> Int? {
        var position = marks.next(from: quote + 1)
        while position < end, base[position] == UInt8(ascii: "\\") {
            guard position < marks.firstSuspect, let afterEscape = try? scanEscape(at: position) else { return nil }
            hasEscapes = true
            position = marks.next(from: afterEscape)
        }
        guard position < end, position < marks.firstSuspect, base[position] == UInt8(ascii: "\"") else {
            return nil
        }
        return position
    }

    /// Appends the slot of a string or key from its quotes.
    @inline(__always)
    private mutating func appendString(
        _ kind: TapeEntry.Kind, quote: Int, close: Int, hasEscapes: Bool
    ) throws(JSONParseError) {
        let length = close - (quote + 1)
        let storedLength = UInt32(min(length, TapeEntry.maximumStoredStringLength))
        let payload = (storedLength << 3) | (hasEscapes ? TapeEntry.Flag.hasEscapes : 0)
        try append(kind, payload: payload, at: quote)
    }

    // MARK: - Containers

    /// Whether a value starting at `position` belongs to the next segment; before a value that
    /// does not, a cancelled parse stops and the progress is reported (every 4,096 values, to
    /// keep the check cheap).
    @inline(__always)
    private func isAtSplit(_ position: Int) throws(JSONParseError) -> Bool {
        if position >= splitPosition { return true }
        if valueCount & 0xFFF == 0 {
            if let cancellation, cancellation.isSet { throw error(.documentTooLarge("parse cancelled"), at: position) }
            options.progress?.reach(position, isSegment: isSegment)
        }
        return false
    }

    /// Writes the opening slot of the object or array whose bracket is at `position` and makes
    /// it the container being read (both runs take this step, so the tape is the same).
    @inline(__always)
    private mutating func openContainer(isObject: Bool, at position: Int) throws(JSONParseError) {
        let openIndex = tape.count
        try append(isObject ? .objectOpen : .arrayOpen, payload: 0, at: position)
        valueCount += 1
        parents.push(top)
        top = Frame(openIndex: openIndex, isObject: isObject)
        depth += 1
        deepest = max(deepest, depth + depthOffset)
    }

    /// What to read after an opening bracket, with `position` at the next token: an empty
    /// container is closed at once (and `position` moved past its closer); otherwise a key or
    /// the first element follows.
    @inline(__always)
    private mutating func stateAfterOpener(isObject: Bool, at position: inout Int) throws(JSONParseError) -> State {
        let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard position < end, base[position] == closer else { return isObject ? .key : .value }
        try closeContainer(at: position)
        position += 1
        return .afterValue
    }

    private mutating func closeContainer(at position: Int) throws(JSONParseError) {
        guard depth > 0 else { return }
        let frame = top
        top = parents.popLast() ?? Frame(openIndex: -1, isObject: false)
        depth -= 1
        let closeIndex = tape.count - recordTapeStart
        guard closeIndex <= Int(TapeEntry.maximumPayload) else {
            throw error(.documentTooLarge("more than \(TapeEntry.maximumPayload) tape slots"), at: position)
        }
        try append(frame.isObject ? .objectClose : .arrayClose, payload: frame.childCount, at: position)
        // After running out of memory the opening slot may have been dropped; the parse fails later.
        if frame.openIndex < tape.count {
            tape[frame.openIndex] = tape[frame.openIndex].settingPayload(UInt32(closeIndex))
        }
    }

    /// Appends a slot for the value (or closer) at byte `position`; in record mode the offset
    /// counts from the record's first byte.
    @inline(__always)
    private mutating func append(
        _ kind: TapeEntry.Kind, payload: UInt32, at position: Int
    ) throws(JSONParseError) {
        guard tape.count - recordTapeStart < Int(TapeEntry.maximumPayload) else {
            throw error(.documentTooLarge("more than \(TapeEntry.maximumPayload) tape slots"), at: position)
        }
        tape.append(TapeEntry(kind: kind, offset: position - recordByteStart, payload: payload))
    }

    // MARK: - Scalars

    @inline(__always)
    private func skipWhitespace(_ start: Int) -> Int {
        JSONWhitespace.skip(in: base, from: start, to: end)
    }

    private mutating func scanLiteral(
        _ word: StaticString, kind: TapeEntry.Kind, at start: Int
    ) throws(JSONParseError) -> Int {
        let length = word.utf8CodeUnitCount
        let expected = word.utf8Start
        for offset in 0..<length {
            guard start + offset < end else {
                throw error(.unexpectedEnd(expected: "'\(word)'"), at: start + offset)
            }
            guard base[start + offset] == expected[offset] else {
                throw unexpected(at: start + offset, expected: "'\(word)'")
            }
        }
        try append(kind, payload: 0, at: start)
        return start + length
    }

    /// Advances past a run of ASCII digits, eight at a time where possible.
    @inline(__always)
    private func skipDigits(from start: Int) -> Int {
        var position = start
        while position + 8 <= end {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            let nonDigits = StringScanner.nonDigitMask(word)
            if nonDigits != 0 { return position + (nonDigits.trailingZeroBitCount >> 3) }
            position += 8
        }
        while position < end, base[position] >= 0x30, base[position] <= 0x39 { position += 1 }
        return position
    }

    private mutating func scanNumber(at start: Int) throws(JSONParseError) -> Int {
        var position = start
        @inline(__always) func isDigit(_ offset: Int) -> Bool {
            offset < end && base[offset] >= 0x30 && base[offset] <= 0x39
        }
        if base[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(position) else {
            throw numberError("expected a digit after '-'", at: position)
        }
        if base[position] == UInt8(ascii: "0") {
            position += 1
            if isDigit(position) { throw numberError("leading zeros are not allowed", at: position) }
        } else {
            position = skipDigits(from: position + 1)
        }
        if position < end, base[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { throw numberError("expected a digit after '.'", at: position) }
            position = skipDigits(from: position + 1)
        }
        if position < end, base[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < end, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard isDigit(position) else { throw numberError("expected a digit in the exponent", at: position) }
            position = skipDigits(from: position + 1)
        }
        let length = position - start
        let payload = UInt32(min(length, Int(TapeEntry.maximumPayload)))
        try append(.number, payload: payload, at: start)
        return position
    }

    private func numberError(_ detail: String, at position: Int) -> JSONParseError {
        if position >= end { return error(.unexpectedEnd(expected: "a digit"), at: position) }
        return error(.invalidNumber(detail), at: position)
    }

    /// Scans a string starting at its opening quote; validates escapes and UTF-8; appends a
    /// `.string` or `.key` slot. Returns the position after the closing quote.
    private mutating func scanString(at start: Int, kind: TapeEntry.Kind) throws(JSONParseError) -> Int {
        var position = start + 1
        var hasEscapes = false
        scan: while true {
            // Fast path: eight plain ASCII bytes at a time, then one.
            while position + 8 <= end {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                let attention = StringScanner.attentionMask(word)
                if attention != 0 {
                    // The lowest flagged byte is exact; bytes above it may be false alarms.
                    position += attention.trailingZeroBitCount >> 3
                    break
                }
                position += 8
            }
            guard position < end else {
                throw error(.unexpectedEnd(expected: "'\"' to close the string"), at: position)
            }
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "\""):
                break scan
            case UInt8(ascii: "\\"):
                hasEscapes = true
                position = try scanEscape(at: position)
            case 0..<0x20:
                throw error(.unescapedControlCharacter(byte), at: position)
            case 0x80...:
                // Text in other scripts is mostly runs of multi-byte characters: stay here for
                // the whole run instead of returning to the word-at-a-time loop for each one.
                repeat {
                    let lead = base[position]
                    if lead >= 0xC2, lead <= 0xDF, position + 1 < end, base[position + 1] & 0xC0 == 0x80 {
                        position += 2
                    } else {
                        position = try scanUTF8Sequence(at: position)
                    }
                } while position < end && base[position] >= 0x80
            default:
                position += 1
            }
        }
        try appendString(kind, quote: start, close: position, hasEscapes: hasEscapes)
        return position + 1
    }

    private func scanEscape(at backslash: Int) throws(JSONParseError) -> Int {
        let position = backslash + 1
        guard position < end else { throw error(.unexpectedEnd(expected: "an escape character"), at: position) }
        switch base[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return position + 1
        case UInt8(ascii: "u"):
            for offset in 1...4 {
                guard position + offset < end else {
                    throw error(.unexpectedEnd(expected: "four hex digits after '\\u'"), at: position + offset)
                }
                guard StringScanner.hexValue(base[position + offset]) != nil else {
                    // Show the escape up to the first byte that is not a hex digit, and no further.
                    let shown = source.string(backslash, offset + 1)
                    throw error(.invalidEscape(PrintableText.escaped(shown)), at: backslash)
                }
            }
            return position + 5
        default:
            // A byte that cannot start a character is reported as such, not as an empty escape.
            if base[position] >= 0x80 { _ = try scanUTF8Sequence(at: position) }
            let scalarEnd = min(end, position + StringScanner.sequenceLength(base[position]))
            let shown = "\\" + source.string(position, scalarEnd - position)
            throw error(.invalidEscape(PrintableText.escaped(shown)), at: backslash)
        }
    }

    private func scanUTF8Sequence(at start: Int) throws(JSONParseError) -> Int {
        let lead = base[start]
        let length = StringScanner.sequenceLength(lead)
        guard length > 1 else { throw error(.invalidUTF8(lead), at: start) }
        guard start + length <= end else { throw error(.invalidUTF8(lead), at: start) }
        let second = base[start + 1]
        let secondRange = StringScanner.secondByteRange(after: lead)
        // Report the sequence at its first byte: that is where an editor shows the bad character.
        guard secondRange.contains(second) else { throw error(.invalidUTF8(lead), at: start) }
        for offset in 2..<length where base[start + offset] & 0xC0 != 0x80 {
            throw error(.invalidUTF8(lead), at: start)
        }
        return start + length
    }

    // MARK: - Errors

    /// What a value position expects, from the parser's own state: an array's children are
    /// counted at each `,`, so none counted means the value right after `[`. (Not from the tape,
    /// whose slots are dropped once it ran out of memory while the scan goes on to the error.)
    private func expectationForValue() -> String {
        guard depth > 0 else { return "a value" }
        return top.isObject ? "a value after ':'" : (top.childCount == 0 ? "a value or ']'" : "a value after ','")
    }

    private func unexpected(at position: Int, expected: String) -> JSONParseError {
        guard position < end else { return error(.unexpectedEnd(expected: expected), at: position) }
        return error(.unexpectedCharacter(found: describeCharacter(at: position), expected: expected), at: position)
    }

    private func describeCharacter(at position: Int) -> String {
        let byte = base[position]
        if byte >= 0x80 {
            let length = min(StringScanner.sequenceLength(byte), end - position)
            let text = source.string(position, max(1, length))
            if let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1, scalar.value != 0xFFFD {
                return "'\(PrintableText.escaped(text))' (\(PrintableText.codePointName(scalar.value)))"
            }
            return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
        if byte < 0x20 || byte == 0x7F {
            return "character \(PrintableText.codePointName(UInt32(byte)))"
        }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    private func error(_ reason: JSONParseError.Reason, at position: Int) -> JSONParseError {
        if isRecordMode {
            return JSONParseError(
                reason: reason, location: SourceLocation(byteOffset: position, line: 0, column: 0), sourceLine: "")
        }
        return JSONParseError.located(reason, at: position, in: source)
    }
}

extension JSONParseError {
    /// The most bytes of the error's line kept on each side of the error.
    static let excerptReach = 2048

    /// Builds an error for a byte offset, finding its line and column by scanning the source.
    /// Only the part of the line within ``excerptReach`` bytes of the error is copied, so an
    /// error in a file that is one 500 MB line costs a scan, not a copy of the line.
    ///
    /// - Complexity: O(offset) for the line and column (word at a time), O(``excerptReach``) for
    ///   the excerpt.
    static func located(_ reason: Reason, at position: Int, in source: SourceBuffer) -> JSONParseError {
        let offset = max(0, min(position, source.count))
        var line = 1
        var lineStart = 0
        var cursor = 0
        while cursor < offset {
            guard let found = memchr(source.base + cursor, Int32(UInt8(ascii: "\n")), offset - cursor) else { break }
            let newline = source.base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            line += 1
            lineStart = newline + 1
            cursor = newline + 1
        }
        return located(reason, at: offset, line: line, lineStart: lineStart, in: source, end: source.count)
    }

    /// Builds an error for a byte offset whose line is known: `lineStart` is where that line
    /// starts (or any earlier point of it whose column is `columnAtLineStart`), and nothing at or
    /// after `end` is read.
    static func located(
        _ reason: Reason, at offset: Int, line: Int, lineStart: Int, columnAtLineStart: Int = 1,
        in source: SourceBuffer, end: Int
    ) -> JSONParseError {
        let textStart = columnAtLineStart == 1 ? source.textStart(ofLineAt: lineStart) : lineStart
        // The excerpt: whole characters within reach of the error, never past the line.
        var excerptStart = max(textStart, offset - excerptReach)
        while excerptStart < offset, source[excerptStart] & 0xC0 == 0x80 { excerptStart += 1 }
        let searchStart = max(offset, textStart)
        let reachEnd = min(end, searchStart + excerptReach)
        var lineEnd = reachEnd
        if searchStart < reachEnd,
            let found = memchr(source.base + searchStart, Int32(UInt8(ascii: "\n")), reachEnd - searchStart)
        {
            lineEnd = source.base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        let continues = lineEnd == reachEnd && reachEnd < end && source[reachEnd] != UInt8(ascii: "\n")
        var excerptEnd = lineEnd
        if continues {
            while excerptEnd > searchStart, source[excerptEnd] & 0xC0 == 0x80 { excerptEnd -= 1 }
        }
        var text = source.string(excerptStart, excerptEnd - excerptStart)
        if !continues, text.hasSuffix("\r") { text.removeLast() }
        let firstColumn = columnAtLineStart + source.characterCount(from: textStart, to: excerptStart)
        let column = firstColumn + source.characterCount(from: excerptStart, to: offset)
        return JSONParseError(
            reason: reason,
            location: SourceLocation(byteOffset: offset, line: line, column: column),
            sourceLine: text,
            sourceLineFirstColumn: firstColumn,
            sourceLineContinues: continues
        )
    }
}

extension CoaxFrame {
    /// A container opening at tape index `openIndex` (-1 for the top level), no children yet.
    init(openIndex: Int, isObject: Bool, isKindKnown: Bool = true) {
        self.init(open_index: Int64(openIndex), child_count: 0, is_object: isObject, is_kind_known: isKindKnown)
    }

    var openIndex: Int { Int(open_index) }

    var isObject: Bool {
        get { is_object }
        set { is_object = newValue }
    }

    var childCount: UInt32 {
        get { child_count }
        set { child_count = newValue }
    }

    var isKindKnown: Bool {
        get { is_kind_known }
        set { is_kind_known = newValue }
    }
}
