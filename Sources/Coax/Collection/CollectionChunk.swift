/// The parsed records of one run of an input: a stretch of a file read into memory, parsed by one
/// thread, the part of a stream that arrived in one read, or the bodies of an HTTP archive.
///
/// The records of a chunk share one tape, on which each record's slots are self-relative (its
/// container links count from its first slot, its byte offsets from its first byte), so that a
/// document of the collection is a `JSONDocument` over a slice of the tape and a slice of the
/// source, with its root at index 0 like any other.
///
/// A record may have no slots on the tape (an empty range): a collection that keeps its
/// documents drops the slots of records below ``reparsedRecordLimit`` bytes once they parsed, as
/// the tape would take more memory than the input. Such a record's document is parsed again from
/// its bytes, which gives exactly the slots that were dropped: the bytes never change once the
/// chunk is made, and the parse options are the chunk's.
///
/// Immutable once made; documents made from it keep it (and so its tape and source) alive.
final class CollectionChunk: @unchecked Sendable {
    /// One good record: where its slots and bytes are, and where it starts in the text.
    struct Record: Sendable {
        /// Its first tape slot.
        let tapeStart: UInt32
        /// Its first byte, counted from ``CollectionChunk/start``.
        let byteOffset: UInt32
        /// Its length in bytes.
        let byteLength: UInt32
        /// Newlines between ``CollectionChunk/start`` and its first byte.
        let line: UInt32
        /// The 1-based column (in characters) of its first byte.
        let column: UInt32
    }

    /// One bad record: where it is, and why it is bad.
    struct BadRecord: Sendable {
        /// The number of good records of the chunk before it.
        let position: Int
        /// Its first byte, counted from ``CollectionChunk/start``.
        let byteOffset: Int
        /// Its length in bytes (up to where reading resumed).
        let byteLength: Int
        /// Newlines between ``CollectionChunk/start`` and its first byte.
        let line: Int
        /// The 1-based column (in characters) of its first byte.
        let column: Int
        /// The error, its line counted from the chunk's first line as line 1.
        let error: JSONParseError
    }

    /// The bytes the records are in (shared by the chunks of one input).
    let source: SourceBuffer
    /// Where scanning began in ``source``.
    let start: Int
    /// Where the next chunk's scan continues (past the last record, or where reading resumed).
    let nextStart: Int
    /// Where the first record begins (past leading whitespace); `nextStart` when there is none.
    let firstRecordStart: Int
    /// Newlines from ``start`` to ``firstRecordStart`` and to ``nextStart``.
    let newlinesToFirstRecord: Int
    let newlinesToNextStart: Int
    /// The shared tape; nil pointer when the chunk has no record.
    let tape: UnsafeMutableBufferPointer<TapeEntry>
    /// How the records were parsed (and are parsed again); its allocator is where the tape came
    /// from, and how it is released.
    let options: JSONParseOptions
    var tapeAllocator: TapeAllocator { options.tapeAllocator }
    let records: [Record]
    let badRecords: [BadRecord]
    /// Values in all records.
    let valueCount: Int
    /// The HTTP exchanges of an archive's bodies, one per record; empty for other inputs. Set by
    /// the archive reader before the chunk is published, never after.
    private(set) var exchanges: [HTTPExchange] = []

    init(
        source: SourceBuffer, start: Int, nextStart: Int, firstRecordStart: Int, newlinesToFirstRecord: Int,
        newlinesToNextStart: Int, tape: UnsafeMutableBufferPointer<TapeEntry>, options: JSONParseOptions,
        records: [Record],
        badRecords: [BadRecord], valueCount: Int
    ) {
        self.source = source
        self.start = start
        self.nextStart = nextStart
        self.firstRecordStart = firstRecordStart
        self.newlinesToFirstRecord = newlinesToFirstRecord
        self.newlinesToNextStart = newlinesToNextStart
        self.tape = tape
        self.options = options
        self.records = records
        self.badRecords = badRecords
        self.valueCount = valueCount
    }

    /// Names the exchange of each record (an archive's bodies), before publication.
    func attach(exchanges: [HTTPExchange]) {
        self.exchanges = exchanges
    }

    deinit {
        tapeAllocator.release(tape.baseAddress)
    }

    /// Records of fewer bytes than this are parsed again when their document is asked for (when
    /// the collection keeps its documents): about 3 µs per kilobyte, and never more than a
    /// fraction of a millisecond, while their slots would take more memory than their bytes.
    static let reparsedRecordLimit = 64 << 10

    /// The tape slots of record `index`; empty when the record is parsed again on demand.
    func tapeRange(ofRecord index: Int) -> Range<Int> {
        let first = Int(records[index].tapeStart)
        let end = index + 1 < records.count ? Int(records[index + 1].tapeStart) : tape.count
        return first..<end
    }

    /// The document of record `index`: a slice of the source, kept alive by the chunk, and a
    /// slice of the chunk's tape or (for a record without slots) a tape of its own, parsed again.
    /// Nil only when memory ran out for that tape.
    func document(ofRecord index: Int, origin: DocumentOrigin) -> JSONDocument? {
        let record = records[index]
        let slots = tapeRange(ofRecord: index)
        let bytes = SourceBuffer(
            borrowing: source.base + start + Int(record.byteOffset), count: Int(record.byteLength), owner: self)
        guard slots.isEmpty else {
            let slice = UnsafeMutableBufferPointer(rebasing: tape[slots])
            return JSONDocument(viewOf: bytes, tape: slice, owner: self, origin: origin)
        }
        // The record parsed before from these very bytes (they are never written again; any
        // byte the parser reads past the record's end only fills a word and decides nothing), with
        // these options, so it parses again to the same slots, offsets counted from its start.
        var parser = JSONParser(
            recordsOf: bytes, end: bytes.count, options: options, tapeCapacity: bytes.count / 6 + 16)
        do throws(JSONParseError) {
            let parsed = try parser.parseRecord(at: 0)
            guard parsed.end == bytes.count, let tape = parser.finishRecords() else {
                parser.discardRecords()
                return nil
            }
            return JSONDocument(
                source: bytes, tape: tape, tapeAllocator: options.tapeAllocator, valueCount: parsed.valueCount,
                maximumDepth: parsed.maximumDepth, origin: origin)
        } catch {
            parser.discardRecords()
            return nil
        }
    }
}
