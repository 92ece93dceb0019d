#ifndef CCOAXBLOCKS_H
#define CCOAXBLOCKS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// The classes of the 64 bytes of one block, one bit per byte (bit i is byte i).
typedef struct {
    /// `"`
    uint64_t quotes;
    /// `\`
    uint64_t backslashes;
    /// `{`, `}`, `[`, `]`, `:` and `,`
    uint64_t operators;
    /// space, tab, line feed and carriage return: JSON's whitespace, nothing else
    uint64_t whitespace;
    /// bytes below 0x20
    uint64_t controls;
    /// bytes of 0x80 and above
    uint64_t nonASCII;
} CoaxBlockClasses;

/// Instruction sets the classifier can use; `coax_best_block_level` says which this processor has.
enum {
    /// Plain C, one byte at a time: any processor.
    COAX_BLOCKS_PORTABLE = 0,
    /// 16 bytes at a time with SSE4.2 and carry-less multiplication (x86_64).
    COAX_BLOCKS_SSE42 = 1,
    /// 32 bytes at a time with AVX2 and carry-less multiplication (x86_64).
    COAX_BLOCKS_AVX2 = 2,
    /// 16 bytes at a time with NEON (arm64).
    COAX_BLOCKS_NEON = 3,
    /// 64 bytes at a time with AVX-512 (F, BW and VBMI2) and carry-less multiplication (x86_64).
    COAX_BLOCKS_AVX512 = 4,
};

/// The fastest level this processor and operating system support.
int coax_best_block_level(void);

/// Whether `level` can run here.
int coax_block_level_is_supported(int level);

/// Classifies `block_count` blocks of 64 bytes starting at `bytes` (all readable) into
/// `classes[0 ..< block_count]`, using `level`, which must be supported.
void coax_classify_blocks(int level, const uint8_t *bytes, size_t block_count, CoaxBlockClasses *classes);

/// What the first pass carries from one block to the next. Zero it (with `first_suspect` set to
/// `UINT64_MAX`) before the first block; the indexer must start outside any string.
typedef struct {
    /// All ones when the previous block ended inside a string, else zero.
    uint64_t in_string;
    /// 1 when the previous block ended with a backslash that escapes this block's first byte.
    uint64_t next_escaped;
    /// 1 when the previous block's last byte belonged to a run of bytes that are not whitespace,
    /// operators or quotes outside strings (a number, a literal, junk).
    uint64_t previous_in_run;
    /// The previous block's last four bytes (its last byte highest), for UTF-8 sequences that
    /// cross into this block; zero after a block of ASCII.
    uint32_t utf8_previous;
    /// A position at or before the first control byte inside a string and at or before the first
    /// byte of the first invalid UTF-8 sequence, as far as the input has been indexed (positions
    /// are offsets from `base`); `UINT64_MAX` while there is none. It may be up to three bytes
    /// early, never late.
    uint64_t first_suspect;
} CoaxIndexState;

/// Indexes `block_count` blocks of 64 bytes from `base + chunk_start`, never reading at or past
/// `base + end` (the last block may be partial), continuing from `state`: writes the token starts
/// as offsets from `chunk_start`, in order, to `marks` and returns how many. `marks` must have
/// room for `block_count * 64 + 16` entries (entries past the last mark may be written, never past
/// 64 for each block indexed).
///
/// A token start is a quote no backslash escapes, a backslash inside a string that starts an
/// escape, an operator outside strings, and the first byte of a run outside strings (see
/// `previous_in_run`). When the blocks reach `end`, a UTF-8 sequence left incomplete there is
/// reported in `first_suspect`.
size_t coax_index_blocks(
    int level, const uint8_t *base, size_t chunk_start, size_t block_count, size_t end, CoaxIndexState *state,
    uint32_t *marks);

/// The escapes of a block with backslashes at `backslashes` (bit i is byte i), whose first byte
/// is escaped when `first_escaped` is 1: returns the escaped bytes; `starts` gets the backslashes
/// that start an escape. Exposed for tests.
uint64_t coax_block_escapes(uint64_t backslashes, uint64_t first_escaped, uint64_t *starts);

/// Bit i of the result is the parity of the bits of `bits` at i and below. Exposed for tests.
uint64_t coax_prefix_parity(uint64_t bits);

/// Whether the UTF-8 validation of `level` finds `bytes[0 ..< count]` well formed (a sequence
/// left incomplete at the end is not). Exposed for tests.
int coax_utf8_is_valid(int level, const uint8_t *bytes, size_t count);

// MARK: - The second pass

/// The kinds of tape slots, as `TapeEntry.Kind` numbers them (a test checks they agree).
enum {
    COAX_TAPE_NULL = 0,
    COAX_TAPE_FALSE = 1,
    COAX_TAPE_TRUE = 2,
    COAX_TAPE_NUMBER = 3,
    COAX_TAPE_STRING = 4,
    COAX_TAPE_KEY = 5,
    COAX_TAPE_ARRAY_OPEN = 6,
    COAX_TAPE_OBJECT_OPEN = 7,
    COAX_TAPE_ARRAY_CLOSE = 8,
    COAX_TAPE_OBJECT_CLOSE = 9,
};

/// `TapeEntry.maximumPayload` and `TapeEntry.maximumStoredStringLength`.
#define COAX_TAPE_MAXIMUM_PAYLOAD 0x0FFFFFFFu
#define COAX_TAPE_MAXIMUM_STORED_STRING_LENGTH 0x01FFFFFFu

/// What the parser expects next (`JSONParser.State`).
enum {
    COAX_WALK_VALUE = 0,
    COAX_WALK_AFTER_VALUE = 1,
    COAX_WALK_KEY = 2,
};

/// An open container of the parser (`JSONParser`'s frames).
typedef struct {
    /// The tape index of its opening slot; -1 for the top level.
    int64_t open_index;
    /// The children counted so far.
    uint32_t child_count;
    bool is_object;
    /// False for a segment's enclosing container whose kind it has not seen yet.
    bool is_kind_known;
} CoaxFrame;

/// The parser's state lent to `coax_walk`: the input, the chunk of marks being read, the tape,
/// the open containers and where the walk is. Fields marked "in" are only read.
typedef struct {
    /// in: the input, `base[0 ..< end]`.
    const uint8_t *base;
    size_t end;
    /// in: the current chunk's marks (offsets from `chunk_start`, in order, all below `end`),
    /// `marks[0 ..< mark_count]`; `cursor` is the first not yet passed.
    const uint32_t *marks;
    size_t mark_count;
    size_t chunk_start;
    size_t cursor;
    /// in: `StructuralIndexer.firstSuspect` once the chunk was indexed.
    size_t first_suspect;
    /// in: values at or past it belong to a second thread (`SIZE_MAX`-like when none).
    size_t split_position;
    /// in: whether the Swift run must take every 4,096th value, to look for cancellation or to
    /// report progress.
    int takes_periodic_checks;
    /// in: `JSONParseOptions.maximumDepth`.
    size_t maximum_depth;
    /// The tape: `tape[0 ..< tape_count]` written; the walk writes below `tape_limit` (in), which
    /// the caller keeps within the allocation and below `COAX_TAPE_MAXIMUM_PAYLOAD`.
    uint64_t *tape;
    size_t tape_count;
    size_t tape_limit;
    /// The innermost open container and its parents, `parents[0 ..< parent_count]`, with room
    /// for `parent_capacity` (in).
    CoaxFrame top;
    CoaxFrame *parents;
    size_t parent_count;
    size_t parent_capacity;
    /// Nesting, how far a segment climbed below its start (in), the deepest reached, values.
    size_t depth;
    int64_t depth_offset;
    size_t deepest;
    size_t value_count;
    /// Where the walk is: the next step's state (`COAX_WALK_*`) and position.
    size_t position;
    int state;
} CoaxWalk;

/// Takes the parser's steps from `walk->position` in `walk->state` for as long as they are the
/// steps of a valid document whose marks are in the chunk, writing exactly the tape slots and
/// state the Swift run (`JSONParser.runIndexed`) would, and stops at the start of the first step
/// it does not take: anything invalid, a value at the split or at a cancellation check, the top
/// level, a nesting at the limit, a full tape or stack, a mark past the chunk. It then leaves
/// `cursor` where that step found it, so the Swift run takes the step as if from the start.
void coax_walk(CoaxWalk *walk);

// MARK: - Processors

/// How many processors the calling thread may run on, as its affinity mask says (`taskset` sets
/// it); 1 when the system does not say.
int coax_available_processors(void);

#endif
