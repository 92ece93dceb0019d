/// The one pass of drift analysis: walks documents' tapes with an explicit stack, finds the
/// pattern of every value, and counts kinds and coercion verdicts at grouped patterns.
///
/// Values are never converted to ``JSONValue``; scalars in objects that nobody compares (outside
/// every array) are skipped without decoding their keys.
///
/// **Tagged unions.** The first objects of a group (up to ``sampleSize``) are set aside
/// unwalked, then ``DriftUnionDetector`` looks at them for a discriminator; from then on each
/// object goes to its variant's node, and the objects set aside are walked after the current
/// document. Everything the walk keeps is order-free (counts, and least positions rather than
/// first ones met), so the result is the same as one walk in input order would give.
///
/// **Streams.** A walker made with ``init(streamingWith:rootIsGrouped:options:)`` never goes back
/// to a document once ``walk(_:number:from:node:layout:)`` returns, so the documents of a stream
/// can be let go one by one: strings are evaluated as they come, the objects it sets aside are
/// copies (with the positions and path of the originals), and whatever a report says about a
/// value it keeps a position for (its path, document and the engine's reasons) is taken at once
/// (``PatternTrie/resolved``). Its memory grows with patterns and variants, not documents.
///
/// **A second core.** A stream's walker given ``recordsInBackground`` hands the values it meets
/// to a ``DriftBackgroundRecorder`` once ``backgroundThreshold`` documents were walked: the walk
/// goes on finding patterns while the recorder counts the values, in the same order, on its own
/// thread. The counts are the same either way.
struct DriftWalker {
    /// Objects of a group looked at before it is decided whether the group is a tagged union.
    static let sampleSize = 1_000
    /// Documents walked before values are recorded on a thread of their own (see "A second core").
    static let backgroundThreshold = 1_024
    /// Values handed to the recorder at a time (at least; a document's values go together).
    static let batchSize = 8_192

    private(set) var trie: PatternTrie
    private var cache = VerdictCache()
    private var objectSerial = 0
    private let options: DriftOptions
    /// The documents of the input by number, for strings set aside in documents walked earlier;
    /// nil for a stream (see ``streams``).
    private let documentAt: (@Sendable (Int) -> JSONDocument?)?
    /// Whether documents are let go once walked: see "Streams" above.
    private let streams: Bool
    /// How the document numbered n is named in reports, while it is at hand (streams).
    private let documentReference: @Sendable (Int) -> DriftDocument?
    /// The path of the analysed value in each document (the root of a pattern).
    private let rootPath: JSONPath

    /// The document being walked, a reader of its tape, its number in the input, and its
    /// JSON:API layout. `document` keeps `reader` valid.
    private var document: JSONDocument {
        didSet { reader = document.reader }
    }
    private var reader: TapeReader
    private var number = 0
    private var layout: JSONAPILayout?
    /// Where the walked tape lies in the original document: 0, or for a copy of an object set
    /// aside (streams), the object's tape index there. Positions are in the original's indices.
    private var indexBase = 0
    /// The node paths are spelled from (tape index in ``document``) and its path.
    private var pathRoot: (index: Int, path: JSONPath) = (0, .root)
    /// For a copy of an object set aside, its document's reference (the original may be gone).
    private var copiedReference: DriftDocument??
    /// Past this many resolved values, those no longer referenced are dropped.
    private var resolvedLimit = 4_096

    private var stack: [Frame] = []
    /// Objects set aside per group being sampled.
    private var samples: [Int32: [Sample]] = [:]
    /// Objects of decided groups still to walk.
    private var queue: [Sample] = []

    /// Nodes whose values' positions are wanted (see ``collected``). When set, values are only
    /// located, not counted again, and groups are never sampled: the trie must come from a
    /// finished analysis of the same documents.
    var collecting: Set<Int32> = []
    /// When set, a stream's values are recorded on a thread of their own after the first
    /// ``backgroundThreshold`` documents (see "A second core"); the closure lets the input's parts
    /// go before a document number once its values are recorded. The walker must then be
    /// finished (``finish()``) and not copied before.
    var recordsInBackground: (@Sendable (Int) -> Void)?
    /// The recorder, once started, and the values walked since the last batch.
    private var recorder: DriftBackgroundRecorder?
    private var handOff = DriftBackgroundRecorder.Batch()
    /// The batches handed over last, kept so that their documents and buffers are freed here,
    /// once the recorder is done with them, rather than on its thread: memory freed on another
    /// thread than the one that allocated it contends for the allocator's lock.
    private var handedOver: [DriftBackgroundRecorder.Batch] = []
    private var walkedDocuments = 0
    /// While a batch is recorded (on the recorder's thread): its segments, what keeps the
    /// documents made from them, and the segment being recorded when its document was not made
    /// yet (-1 otherwise): ``reader`` then reads its view and ``document`` is the placeholder.
    private var recordedSegments: [DriftBackgroundRecorder.Batch.Segment] = []
    private var recordedKeeper: DriftBackgroundRecorder.Keeper?
    private var recordedSegment = -1
    /// Every value of the documents before this number was met (the one after the last walked).
    private var walkedBefore = 0

    /// The positions of values at the ``collecting`` nodes, in input order.
    private(set) var collected: [DriftPosition] = []
    /// The node of each collected value.
    private(set) var collectedNodes: [Int32] = []

    private struct Frame {
        var node: Int32
        let openIndex: Int
        let closeIndex: Int
        let isObject: Bool
        /// Whether the object is a map: every member is one pattern, its ``DriftPattern/Step/mapValue``.
        let isMap: Bool
        var position: Int
        let serial: Int
    }

    /// An object set aside: where it is, and the group it belongs to. For a stream, `document`
    /// is a copy of the object alone (index 0), `indexBase` its index in the original, and
    /// `pathRoot` / `reference` what reports need of the original.
    struct Sample {
        let document: JSONDocument
        let number: Int
        let index: Int
        let layout: JSONAPILayout?
        let group: Int32
        var indexBase = 0
        var pathRoot: (index: Int, path: JSONPath) = (0, .root)
        var reference: DriftDocument?? = nil
    }

    private static let emptyDocument = JSONDocument(.null)
    /// The shared document held between walks, kept here: reading a static once per document
    /// costs a call to check that it was made.
    private let placeholder = DriftWalker.emptyDocument

    init(
        rootIsGrouped: Bool, rootPath: JSONPath = .root, options: DriftOptions,
        documents: @escaping @Sendable (Int) -> JSONDocument?
    ) {
        self.trie = PatternTrie(rootIsGrouped: rootIsGrouped, rootPath: rootPath)
        self.options = options
        self.documentAt = documents
        self.streams = false
        self.documentReference = { _ in nil }
        self.rootPath = rootPath
        self.document = Self.emptyDocument
        self.reader = Self.emptyDocument.reader
    }

    /// A walker for documents that are let go once walked (see "Streams" above); `reference`
    /// names document n while it is being walked.
    init(
        streamingWith reference: @escaping @Sendable (Int) -> DriftDocument?, rootIsGrouped: Bool, options: DriftOptions
    ) {
        self.trie = PatternTrie(rootIsGrouped: rootIsGrouped, rootPath: .root)
        self.options = options
        self.documentAt = nil
        self.streams = true
        self.documentReference = reference
        self.rootPath = .root
        self.document = Self.emptyDocument
        self.reader = Self.emptyDocument.reader
    }

    /// A walker that locates values of a finished analysis (see ``collecting``).
    init(locatingIn trie: PatternTrie, options: DriftOptions, collecting: Set<Int32>) {
        self.trie = trie
        self.options = options
        self.documentAt = { _ in nil }
        self.streams = false
        self.documentReference = { _ in nil }
        self.rootPath = .root
        self.document = Self.emptyDocument
        self.reader = Self.emptyDocument.reader
        self.collecting = collecting
    }

    /// Whether this walker only locates values of a finished analysis.
    private var isSecondWalk: Bool { !collecting.isEmpty }

    /// Walks the value at tape index `rootIndex` of `document`, the `number`-th document of the
    /// input, from trie node `node`; then walks the objects of groups decided meanwhile.
    mutating func walk(
        _ document: JSONDocument, number: Int, from rootIndex: Int = 0, node: Int32 = 0, layout: JSONAPILayout?
    ) {
        self.document = document
        self.number = number
        self.layout = layout
        indexBase = 0
        pathRoot = (rootIndex, rootPath)
        copiedReference = nil
        if recorder == nil, walkedDocuments >= Self.backgroundThreshold, let release = recordsInBackground {
            // Once: without a thread (the system gave none), the walk goes on counting by itself.
            recordsInBackground = nil
            startRecordingInBackground(release: release)
        }
        if recorder != nil { startSegment() }
        let next = visit(rootIndex, node: node, parentIndex: -1)
        run(from: next)
        drain()
        self.document = placeholder
        walkedDocuments += 1
        walkedBefore = number + 1
        if handOff.values.count >= Self.batchSize { handOverRecording() }
    }

    /// Decides the groups still being sampled and walks the objects set aside; call once after
    /// the last document.
    mutating func finish() {
        while !samples.isEmpty {
            for group in samples.keys.sorted() {
                decide(group)
            }
            drain()
        }
        self.document = placeholder
        if let recorder {
            handOverRecording()
            self.recorder = nil
            var counted = recorder.finish()
            handedOver = []
            counted.trie.addPlaceholderNodes(upTo: trie.nodeCount)
            counted.pruneResolved()
            trie.adoptValueCounts(from: counted.trie)
        } else if streams {
            pruneResolved()
        }
    }

    // MARK: - Recording on a thread of its own

    /// Whether values are being recorded on a thread of their own.
    var isRecordingInBackground: Bool { recorder != nil }

    /// Hands the values walked since the last batch to the recorder (before a wait for more
    /// input, so that the recorder need not wait for the walk). `documentsBefore`, when given,
    /// says that every document before that number was walked, by this walker or another: the
    /// recorder lets their parts go once it has recorded what came before (a batch without
    /// values is handed over for that alone, so that documents of other groups of files, which
    /// never reach the recorder, go too).
    mutating func handOverRecording(documentsBefore: Int? = nil) {
        guard let recorder, !handOff.isEmpty || documentsBefore != nil else { return }
        handOff.nodeCount = trie.nodeCount
        handOff.releasableBefore = max(walkedBefore, documentsBefore ?? 0)
        recorder.submit(handOff)
        if handedOver.count > 2 * DriftBackgroundRecorder.depth { handedOver.removeFirst() }
        handedOver.append(handOff)
        handOff = DriftBackgroundRecorder.Batch()
        handOff.values.reserveCapacity(Self.batchSize + 1_024)
    }

    /// Starts the recorder from a copy of this walker: it goes on from the counts so far, and
    /// this walker keeps the walk (patterns, groups, samples) and counts no more values.
    private mutating func startRecordingInBackground(release: @escaping @Sendable (Int) -> Void) {
        guard streams, !isSecondWalk else { return }
        var copy = self
        copy.recordsInBackground = nil
        copy.stack = []
        copy.samples = [:]
        copy.queue = []
        copy.document = placeholder
        recorder = DriftBackgroundRecorder(recorder: copy, release: release)
        handOff.values.reserveCapacity(Self.batchSize + 1_024)
    }

    /// The values handed over from now on were met in the document being walked, as it is now.
    private mutating func startSegment() {
        let view = document.sharedView
        handOff.segments.append(
            DriftBackgroundRecorder.Batch.Segment(
                document: view == nil ? document : nil, view: view, number: number, indexBase: indexBase,
                pathRoot: pathRoot,
                reference: copiedReference, start: handOff.values.count))
    }

    /// Records the values of `batch` as the walk that met them would have (on the recorder's thread).
    mutating func record(_ batch: DriftBackgroundRecorder.Batch) {
        trie.addPlaceholderNodes(upTo: batch.nodeCount)
        let segments = batch.segments
        let values = batch.values
        recordedSegments = segments
        recordedKeeper = DriftBackgroundRecorder.Keeper(segments)
        for position in segments.indices {
            let start = segments[position].start
            let end = position + 1 < segments.count ? segments[position + 1].start : values.count
            guard start < end else { continue }
            if let view = segments[position].view {
                // Read through the view; its document is made when needed (``evaluate``, ``resolve``).
                if document !== placeholder { document = placeholder }
                reader = view.reader
                recordedSegment = position
            } else if let owned = segments[position].document {
                document = owned
                recordedSegment = -1
            } else {
                continue
            }
            number = segments[position].number
            indexBase = segments[position].indexBase
            pathRoot = segments[position].pathRoot
            copiedReference = segments[position].reference
            let base = DriftPosition(document: number, index: 0).rawValue
            for item in start..<end {
                let index = values[item].index
                record(
                    reader.entry(at: index), index: index, node: values[item].node,
                    position: Self.position(base: base, index: indexBase + index))
            }
        }
        document = placeholder
        recordedSegment = -1
        recordedSegments = []
        recordedKeeper = nil
    }

    /// The position of tape index `index` in the document whose position at index 0 is `base`,
    /// as ``DriftPosition/init(document:index:)`` makes it.
    @inline(__always)
    private static func position(base: UInt64, index: Int) -> DriftPosition {
        DriftPosition(rawValue: base | DriftPosition(document: 0, index: index).rawValue)
    }

    /// The verdict of the value at `index`, from the engine: in `document`, or, while a batch is
    /// recorded, in a document made from the view of its segment `segment` (kept by `keeper`).
    private static func evaluate(
        _ index: Int, in document: JSONDocument, segments: [DriftBackgroundRecorder.Batch.Segment], at segment: Int,
        keeper: DriftBackgroundRecorder.Keeper?
    ) -> ValueVerdict {
        var evaluated = document
        if segment >= 0, let keeper, let made = segments[segment].view?.document(keptBy: keeper) { evaluated = made }
        return ValueVerdict(evaluating: JSONNode(document: evaluated, index: index))
    }

    /// While a batch is recorded: makes the document of the segment being recorded, read so far
    /// through its view, the walker's ``document`` (over the same tape and bytes).
    private mutating func makeRecordedDocument() {
        guard recordedSegment >= 0, let keeper = recordedKeeper,
            let made = recordedSegments[recordedSegment].view?.document(keptBy: keeper)
        else { return }
        recordedSegment = -1
        document = made
    }

    // MARK: - The walk

    private mutating func run(from start: Int) {
        var index = start
        // The innermost container is held here rather than in `stack` (which holds the ones
        // around it): moving to its next member then writes no array. A container that `visit`
        // opens is pushed onto `stack`; it becomes the one held, and this one goes beneath it.
        guard var top = stack.popLast() else { return }
        while true {
            if index >= top.closeIndex {
                index = top.closeIndex + 1
                guard let parent = stack.popLast() else { return }
                top = parent
                continue
            }
            let position = top.position
            top.position = position + 1
            let depth = stack.count
            if !top.isObject {
                let child = trie.elementChild(of: top.node)
                index = visit(index, node: child, parentIndex: top.openIndex)
            } else if top.isMap {
                if !isSecondWalk {
                    let form: DriftMapRule.KeyForms =
                        reader.hasEscapes(at: index) ? .other : DriftMapRule.form(of: reader.rawString(at: index))
                    trie[top.node].mapKeyForms.insert(form)
                }
                index = visit(index + 1, node: trie.mapValueChild(of: top.node), parentIndex: top.openIndex)
            } else {
                let valueIndex = index + 1
                let valueKind = reader.kind(at: valueIndex)
                let parentIsGrouped = trie.isGrouped(top.node)
                guard parentIsGrouped || valueKind == .objectOpen || valueKind == .arrayOpen else {
                    index = valueIndex + 1
                    continue
                }
                let child = trie.memberChild(of: top.node, reader: reader, keyIndex: index, position: position)
                if parentIsGrouped, !isSecondWalk, trie.counters[Int(child)].lastObjectSerial != top.serial {
                    trie.counters[Int(child)].lastObjectSerial = top.serial
                    trie.counters[Int(child)].present += 1
                }
                index = visit(valueIndex, node: child, parentIndex: top.openIndex)
            }
            if stack.count > depth {
                // `visit` opened a container: it is held now, this one waits beneath it.
                let opened = stack[depth]
                stack[depth] = top
                top = opened
            }
        }
    }

    /// Counts the value at `index` (when its pattern is grouped), pushes a frame for a container
    /// (or sets an object aside), and returns the tape index to continue from.
    private mutating func visit(_ index: Int, node: Int32, parentIndex: Int) -> Int {
        let entry = reader.entry(at: index)
        if !isSecondWalk {
            if trie.isGrouped(node) {
                let position = DriftPosition(document: number, index: indexBase + index)
                trie.meet(node, at: position)
                if recorder != nil {
                    handOff.values.append(DriftBackgroundRecorder.Batch.Value(node: node, index: index))
                } else {
                    record(entry, index: index, node: node, position: position)
                }
            }
        } else if collecting.contains(node) {
            collected.append(DriftPosition(document: number, index: index))
            collectedNodes.append(node)
        }
        switch entry.kind {
        case .objectOpen:
            var group = node
            if let layout, layout.isResourcePosition(index, parentIndex: parentIndex),
                let type = JSONAPILayout.resourceType(of: JSONNode(document: document, index: index))
            {
                group = trie.resourceRoot(type: type)
            }
            guard trie.isGrouped(group) else {
                if trie[group].shape == .undecided { decideShapeAlone(index, group: group) }
                return open(index, closeIndex: Int(entry.payload), group: group)
            }
            if trie[group].union == .undecided { start(group) }
            if trie[group].union == .sampling, !isSecondWalk {
                setAside(index, group: group)
                return Int(entry.payload) + 1
            }
            return open(index, closeIndex: Int(entry.payload), group: group)
        case .arrayOpen:
            stack.append(
                Frame(
                    node: node, openIndex: index, closeIndex: Int(entry.payload), isObject: false, isMap: false,
                    position: 0, serial: 0))
            return index + 1
        default:
            return index + 1
        }
    }

    /// Enters an object of `group`: its variant's node when the group is a union.
    private mutating func open(_ index: Int, closeIndex: Int, group: Int32) -> Int {
        objectSerial += 1
        var target = group
        let isMap = trie[group].shape == .map
        let counts = !isSecondWalk && (trie.isGrouped(group) || isMap)
        if counts {
            trie.meet(group, at: DriftPosition(document: number, index: indexBase + index))
            trie.counters[Int(group)].objectCount += 1
        }
        if case .split(let discriminator) = trie[group].union {
            target = variant(ofObjectAt: index, group: group, discriminator: discriminator)
            if counts {
                trie.meet(target, at: DriftPosition(document: number, index: indexBase + index))
                trie.counters[Int(target)].objectCount += 1
            }
        }
        stack.append(
            Frame(
                node: target, openIndex: index, closeIndex: closeIndex, isObject: true, isMap: isMap, position: 0,
                serial: objectSerial))
        return index + 1
    }

    // MARK: - Unions

    /// The first object of a group: a discriminator named for it splits it at once; otherwise
    /// its objects are sampled when a discriminator may be found, or it stays one group.
    private mutating func start(_ group: Int32) {
        let rules = options.discriminators
        let named = rules.contains { $0.objects != nil }
        let overridden = !options.mapPatterns.isEmpty || !options.recordPatterns.isEmpty || !options.plainGroups.isEmpty
        if named || overridden {
            let pattern = trie.pattern(of: group)
            if trie[group].shape == .undecided, let shape = overriddenShape(pattern) { trie[group].shape = shape }
            if trie[group].shape == .map {
                trie[group].union = .plain
                return
            }
            if let rule = rules.first(where: { $0.objects.map(pattern.isSameValues) == true }) {
                trie[group].shape = .record
                trie.split(group, by: rule.key, isChosen: true)
                return
            }
            if trie[group].shape == .record, options.plainGroups.contains(where: pattern.isSameValues) {
                trie[group].union = .plain
                return
            }
        }
        // Sampled whether or not variants are searched: the sample also tells maps from records.
        trie[group].union = isSecondWalk ? .plain : .sampling
    }

    /// `--map` or `--record` for the objects at `pattern`, if given.
    private func overriddenShape(_ pattern: DriftPattern) -> PatternTrie.ObjectShape? {
        if options.mapPatterns.contains(where: pattern.isSameValues) { return .map }
        if options.recordPatterns.contains(where: pattern.isSameValues) { return .record }
        return nil
    }

    /// Decides whether the object at `index`, at a pattern whose objects are not compared (it
    /// appears once), is a map: by its own keys, unless an option says.
    private mutating func decideShapeAlone(_ index: Int, group: Int32) {
        if let shape = overriddenShape(trie.pattern(of: group)) {
            trie[group].shape = shape
            return
        }
        var keys: [String] = []
        for member in reader.memberKeys(ofObjectAt: index) {
            keys.append(reader.decodedString(at: member))
            if keys.count > DriftUnionDetector.maximumMembers { break }
        }
        guard !keys.isEmpty else { return }
        trie[group].shape = DriftMapRule.isMap([keys]) ? .map : .record
    }

    private mutating func setAside(_ index: Int, group: Int32) {
        var sample = Sample(document: document, number: number, index: index, layout: layout, group: group)
        // A stream lets the document go: keep a copy of the object alone (a JSON:API document's
        // layout needs the whole document, which is kept then).
        if streams, layout == nil, let copy = copyOfObject(at: index) {
            sample = Sample(
                document: copy, number: number, index: 0, layout: nil, group: group, indexBase: indexBase + index,
                pathRoot: (0, pathOfValue(at: index)), reference: currentReference)
        } else if streams {
            sample.indexBase = indexBase
            sample.pathRoot = pathRoot
            sample.reference = currentReference
        }
        samples[group, default: []].append(sample)
        if samples[group]?.count ?? 0 >= Self.sampleSize { decide(group) }
    }

    /// Decides whether `group` is a union from the objects set aside, and queues them.
    private mutating func decide(_ group: Int32) {
        let set = samples.removeValue(forKey: group) ?? []
        if trie[group].shape == .undecided {
            let keys = set.map { sample in
                sample.document.reader.memberKeys(ofObjectAt: sample.index).prefix(DriftUnionDetector.maximumMembers)
                    .map { sample.document.reader.decodedString(at: $0) }
            }
            trie[group].shape = DriftMapRule.isMap(keys) ? .map : .record
        }
        let keys = options.discriminators.filter { $0.objects == nil }.map(\.key)
        let isPlain =
            trie[group].shape == .map
            || (!options.plainGroups.isEmpty
                && options.plainGroups.contains(where: trie.pattern(of: group).isSameValues))
        if isPlain {
            trie[group].union = .plain
        } else if let choice = DriftUnionDetector.choose(
            set.map { ($0.document, $0.index) }, keys: keys, findsVariants: options.findsVariants)
        {
            trie.split(group, by: choice.key, isChosen: choice.isChosen)
        } else {
            trie[group].union = .plain
        }
        queue.append(contentsOf: set)
    }

    /// Walks the objects of decided groups (which may set aside objects of groups inside them).
    private mutating func drain() {
        var next = 0
        while next < queue.count {
            let sample = queue[next]
            next += 1
            document = sample.document
            number = sample.number
            layout = sample.layout
            indexBase = sample.indexBase
            pathRoot = sample.pathRoot
            copiedReference = sample.reference
            if recorder != nil { startSegment() }
            let start = open(sample.index, closeIndex: reader.containerEnd(of: sample.index), group: sample.group)
            run(from: start)
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// The variant node of the object at `index` in a group split by `discriminator`.
    private mutating func variant(ofObjectAt index: Int, group: Int32, discriminator: Int) -> Int32 {
        let keyBytes = trie.discriminators[discriminator].keyBytes
        // The last member with the key, as lookups by key do.
        var valueIndex = -1
        for member in reader.memberKeys(ofObjectAt: index) where keyMatches(keyBytes, at: member) {
            valueIndex = member + 1
        }
        let tag: UInt8
        var raw: UnsafeBufferPointer<UInt8>?
        var decodable = true
        if valueIndex < 0 {
            tag = UInt8(ascii: "m")
        } else {
            switch reader.kind(at: valueIndex) {
            case .string:
                tag = UInt8(ascii: "s")
                raw = reader.rawString(at: valueIndex)
                decodable = !reader.hasEscapes(at: valueIndex)
            case .number:
                tag = UInt8(ascii: "n")
                raw = reader.numberLiteral(at: valueIndex)
            case .true: tag = UInt8(ascii: "t")
            case .false: tag = UInt8(ascii: "f")
            case .null: tag = UInt8(ascii: "0")
            default: tag = UInt8(ascii: "o")
            }
        }
        if decodable, let hit = spelledVariant(tag: tag, raw: raw, discriminator: discriminator) { return hit }
        let value: DriftVariantValue
        switch tag {
        case UInt8(ascii: "m"): value = .missing
        case UInt8(ascii: "s"): value = .string(reader.decodedString(at: valueIndex))
        case UInt8(ascii: "n"): value = .number(String(decoding: raw ?? .init(start: nil, count: 0), as: UTF8.self))
        case UInt8(ascii: "t"): value = .bool(true)
        case UInt8(ascii: "f"): value = .bool(false)
        case UInt8(ascii: "0"): value = .null
        default: value = .other
        }
        let node = trie.variantChild(of: group, discriminator: discriminator, value: value)
        if decodable {
            trie.remember(spelling: raw.map(Array.init) ?? [], tag: tag, node: node, discriminator: discriminator)
        }
        return node
    }

    /// The variant whose value is spelled `raw` (tag as in ``PatternTrie/Discriminator``), if met before.
    private mutating func spelledVariant(tag: UInt8, raw: UnsafeBufferPointer<UInt8>?, discriminator: Int) -> Int32? {
        let spellings = trie.discriminators[discriminator].spellings
        guard !spellings.isEmpty else { return nil }
        let last = trie.discriminators[discriminator].lastHit
        func matches(_ candidate: (tag: UInt8, raw: [UInt8], node: Int32)) -> Bool {
            guard candidate.tag == tag else { return false }
            guard let raw else { return candidate.raw.isEmpty }
            guard candidate.raw.count == raw.count else { return false }
            for offset in 0..<raw.count where candidate.raw[offset] != raw[offset] { return false }
            return true
        }
        if last < spellings.count, matches(spellings[last]) { return spellings[last].node }
        for (position, candidate) in spellings.enumerated() where matches(candidate) {
            trie.noteHit(position, discriminator: discriminator)
            return candidate.node
        }
        return nil
    }

    /// Whether the key at tape index `keyIndex` is `bytes` (decoded when written with escapes).
    private func keyMatches(_ bytes: [UInt8], at keyIndex: Int) -> Bool {
        if reader.hasEscapes(at: keyIndex) {
            return Array(reader.decodedString(at: keyIndex).utf8) == bytes
        }
        return PatternTrie.rawKeyMatches(bytes, reader: reader, keyIndex: keyIndex)
    }

    // MARK: - Counting

    private mutating func record(_ entry: TapeEntry, index: Int, node: Int32, position: DriftPosition) {
        switch entry.kind {
        case .null:
            count(.null, node: node, index: index, position: position)
        case .true, .false:
            count(.bool, node: node, index: index, position: position)
            startEvaluatingStrings(node)
            let verdict = cache.verdict(reader: reader, index: index, node: node) {
                Self.evaluate(
                    index, in: document, segments: recordedSegments, at: recordedSegment, keeper: recordedKeeper)
            }
            add(verdict, node: node, index: index, position: position)
        case .number:
            count(.number, node: node, index: index, position: position)
            startEvaluatingStrings(node)
            let literal = reader.numberLiteral(at: index)
            trie.counters[Int(node)].countLiteral(literal)
            let verdict = trie.numberVerdict(literal, at: node) {
                cache.verdict(reader: reader, index: index, node: node) {
                    Self.evaluate(
                        index, in: document, segments: recordedSegments, at: recordedSegment, keeper: recordedKeeper)
                }
            }
            add(verdict, node: node, index: index, position: position)
        case .string:
            count(.string, node: node, index: index, position: position)
            var place: Int?
            if trie.counters[Int(node)].stringForms != 0 || !trie.counters[Int(node)].hasManyStrings {
                if reader.hasEscapes(at: index) {
                    place = trie.noteString(reader.decodedString(at: index).utf8, at: node)
                } else {
                    place = trie.noteString(reader.rawString(at: index), at: node)
                }
            }
            if streams || trie.counters[Int(node)].evaluatesStrings {
                // A string among the few met here has the verdict its first occurrence got.
                let verdict: ValueVerdict
                if let place, let known = trie.verdict(ofTrackedString: place, at: node) {
                    verdict = known
                } else {
                    verdict = cache.verdict(reader: reader, index: index, node: node) {
                        Self.evaluate(
                            index, in: document, segments: recordedSegments, at: recordedSegment,
                            keeper: recordedKeeper)
                    }
                    if let place { trie.keep(verdict, ofTrackedString: place, at: node) }
                }
                add(verdict, node: node, index: index, position: position)
            } else {
                trie.pendingStrings[node, default: []].append(position)
                if trie.pendingStrings[node]?.count ?? 0 > PatternStatistics.pendingLimit {
                    startEvaluatingStrings(node)
                }
            }
        case .arrayOpen:
            count(.array, node: node, index: index, position: position)
        case .objectOpen:
            count(.object, node: node, index: index, position: position)
        case .key, .arrayClose, .objectClose:
            break
        }
    }

    @inline(__always)
    private mutating func count(_ kind: JSONKind, node: Int32, index: Int, position: DriftPosition) {
        let isFirst = trie.countKind(kind.index, at: node, position: position)
        if streams, isFirst { resolve(position, at: index) }
    }

    @inline(__always)
    private mutating func add(_ verdict: ValueVerdict, node: Int32, index: Int, position: DriftPosition) {
        let isFirst = trie.add(verdict, at: node, position: position)
        if streams, isFirst { resolve(position, at: index) }
    }

    /// Once a number or Boolean shows up next to text, the text's verdicts matter: evaluate the
    /// strings seen so far, and every string from now on. Past ``PatternStatistics/pendingLimit``
    /// waiting strings, evaluation starts anyway, so that what waits stays bounded. (A stream
    /// evaluates strings as they come: its earlier documents are gone.)
    @inline(__always)
    private mutating func startEvaluatingStrings(_ node: Int32) {
        guard !trie.counters[Int(node)].evaluatesStrings else { return }
        evaluatePendingStrings(node)
    }

    private mutating func evaluatePendingStrings(_ node: Int32) {
        trie.counters[Int(node)].evaluatesStrings = true
        let pending = trie.pendingStrings.removeValue(forKey: node) ?? []
        guard let documentAt else { return }
        var resolved: (number: Int, document: JSONDocument)? = (number, document)
        for position in pending {
            if resolved?.number != position.document {
                resolved = documentAt(position.document).map { (position.document, $0) }
            }
            guard let source = resolved?.document else { continue }
            trie.add(cache.verdict(document: source, index: position.index), at: node, position: position)
        }
    }

    // MARK: - Streams

    /// How the document being walked is named in reports.
    private var currentReference: DriftDocument? {
        if let copiedReference { return copiedReference }
        return documentReference(number)
    }

    /// The path of the value at tape index `index` of the walked document.
    private func pathOfValue(at index: Int) -> JSONPath {
        TapePathFinder(root: JSONNode(document: document, index: pathRoot.index), rootPath: pathRoot.path)
            .path(of: index)
    }

    /// The object at `index` alone, as a document of its own: its tape is the original's from
    /// `index` on, shifted by `index`.
    private func copyOfObject(at index: Int) -> JSONDocument? {
        let start = reader.entry(at: index).offset
        let end = reader.entry(at: reader.containerEnd(of: index)).offset
        guard end >= start else { return nil }
        return try? JSONDocument(parsing: reader.bytes(from: start, count: end - start + 1))
    }

    /// Takes what a report says about the value at tape index `index` (position `position`),
    /// while its document is at hand.
    private mutating func resolve(_ position: DriftPosition, at index: Int) {
        guard trie.resolved[position] == nil else { return }
        makeRecordedDocument()
        trie.resolved[position] = DriftResolvedValue(
            node: JSONNode(document: document, index: index), path: pathOfValue(at: index),
            document: currentReference)
        if trie.resolved.count > resolvedLimit {
            pruneResolved()
            resolvedLimit = max(4_096, 2 * trie.resolved.count)
        }
    }

    /// Drops the resolved values no statistics refers to any more (a lesser position replaced them).
    private mutating func pruneResolved() {
        let kept = trie.keptPositions
        trie.resolved = trie.resolved.filter { kept.contains($0.key) }
    }
}

// A walker is handed between threads between walks (``DriftAccumulator`` on a background
// thread, its reports on another). Everything it holds is a value, a document (immutable), or a
// `@Sendable` closure, except ``TapeReader``'s pointers; those point into the tape and bytes of
// the document it holds alongside (``document``): while it walks, the walk has the walker to
// itself (`walk` and `finish` are mutating), and between walks that document is the shared,
// never-written placeholder.
extension DriftWalker: @unchecked Sendable {}
