// The parser's second pass on the way a valid document goes (see `coax_walk` in CCoaxBlocks.h and
// `JSONParser.runIndexed` in Sources/Coax/Parser/JSONParser.swift, whose steps these are).
//
// Each step is checked whole before anything of it is written: when a step cannot be finished
// here (anything invalid, anything rare, a mark past the chunk), the walk stops at the step's
// start with its cursor where the step found it, so the Swift run takes that step as if the walk
// had never looked at it. What a step writes is exactly what the Swift step writes.

#include "CCoaxBlocks.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Marks the ways out of a step that a valid document does not take (a step left to Swift, the
/// end of the chunk), so that the compiler lays the valid path out straight.
#define COAX_UNLIKELY(condition) __builtin_expect(!!(condition), 0)

/// One tape slot (Sources/Coax/Document/TapeEntry.swift): the kind in the top 4 bits, a 28-bit
/// payload below it, the byte offset in the low 32 bits (the parser refuses inputs past 4 GiB).
static inline __attribute__((always_inline)) uint64_t coax_slot(uint32_t kind, size_t offset, uint32_t payload) {
    return ((uint64_t)((kind << 28) | (payload & COAX_TAPE_MAXIMUM_PAYLOAD)) << 32) | (uint32_t)offset;
}

/// Bytes that may follow a number or a literal directly: whitespace, an operator, a quote (the
/// marks do not split a run of other bytes; `StructuralIndexer.endsRun`).
static const uint8_t coax_ends_run[256] = {
    ['\t'] = 1, ['\n'] = 1, ['\r'] = 1, [' '] = 1, ['"'] = 1, [','] = 1, [':'] = 1,
    ['['] = 1,  [']'] = 1,  ['{'] = 1,  ['}'] = 1,
};

/// The slot of a string or key from its quotes: the raw length (or the largest storable) above the
/// escapes flag.
static inline __attribute__((always_inline)) uint64_t coax_string_slot(uint32_t kind, size_t quote, size_t close, int has_escapes) {
    size_t length = close - (quote + 1);
    uint32_t stored = length < COAX_TAPE_MAXIMUM_STORED_STRING_LENGTH ? (uint32_t)length
                                                                      : COAX_TAPE_MAXIMUM_STORED_STRING_LENGTH;
    return coax_slot(kind, quote, (stored << 3) | (uint32_t)has_escapes);
}

/// Whether `word` (`length` bytes) is at `at` and followed by the end or a byte that ends a run.
static inline __attribute__((always_inline)) int coax_is_literal(
    const uint8_t *base, size_t at, size_t end, const char *word, size_t length) {
    // Four bytes compared at once (the fifth of `false` alone); `word` is a constant.
    uint32_t found, expected;
    if (end - at < length) return 0;
    memcpy(&found, base + at, 4);
    memcpy(&expected, word, 4);
    if (found != expected || (length == 5 && base[at + 4] != (uint8_t)word[4])) return 0;
    return end - at == length || coax_ends_run[base[at + length]];
}

/// Bytes that may follow a backslash in a string, `u` aside.
static const uint8_t coax_simple_escapes[256] = {
    ['"'] = 1, ['\\'] = 1, ['/'] = 1, ['b'] = 1, ['f'] = 1, ['n'] = 1, ['r'] = 1, ['t'] = 1,
};

static const uint8_t coax_hex_digits[256] = {
    ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1,
    ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1,
    ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1,
};

static inline __attribute__((always_inline)) int coax_is_digit(uint8_t byte) { return (uint8_t)(byte - '0') < 10; }

/// The first position at or after `position` that is not an ASCII digit (or `end`), eight bytes
/// at a time while eight remain before `end`.
static inline __attribute__((always_inline)) size_t coax_skip_digits(const uint8_t *base, size_t position, size_t end) {
    const uint64_t ones = 0x0101010101010101ULL;
    while (position + 8 <= end) {
        uint64_t word;
        memcpy(&word, base + position, 8);
        // A digit's high nibble is 3 and stays 3 when 6 is added to the byte. A carry out of a
        // byte (0xFA and above) only reaches bytes after a non-digit, so the first is exact.
        uint64_t high = word & (ones * 0xF0);
        uint64_t shifted = (word + ones * 0x06) & (ones * 0xF0);
        uint64_t other = (high ^ (ones * 0x30)) | (shifted ^ (ones * 0x30));
        if (other != 0) return position + ((size_t)__builtin_ctzll(other) >> 3);
        position += 8;
    }
    while (position < end && coax_is_digit(base[position])) position++;
    return position;
}

/// The end of the number literal at `start` (a `-` or a digit), or 0 when it is not one that
/// `JSONParser.scanNumber` accepts without an error.
static inline __attribute__((always_inline)) size_t coax_number_end(const uint8_t *base, size_t start, size_t end) {
    size_t position = start;
    if (base[position] == '-') position++;
    if (position >= end || !coax_is_digit(base[position])) return 0;
    if (base[position] == '0') {
        position++;
        if (position < end && coax_is_digit(base[position])) return 0;
    } else {
        position = coax_skip_digits(base, position + 1, end);
    }
    if (position < end && base[position] == '.') {
        position++;
        if (position >= end || !coax_is_digit(base[position])) return 0;
        position = coax_skip_digits(base, position + 1, end);
    }
    if (position < end && (base[position] | 0x20) == 'e') {
        position++;
        if (position < end && (base[position] == '+' || base[position] == '-')) position++;
        if (position >= end || !coax_is_digit(base[position])) return 0;
        position = coax_skip_digits(base, position + 1, end);
    }
    return position;
}

#if defined(__SSE2__)
/// The length of the number literal whose bytes' digits and dots are the bits of `digits` and
/// `dots` (bit i for byte i, none set past the bytes read), `first` being 1 after a minus: the
/// digits, and a dot with digits after it; 0 when that is not a number `coax_number_end` reads so.
/// A count that reaches the end of the bytes read only says that the number may go on.
static inline __attribute__((always_inline)) size_t coax_number_length(
    uint64_t digits, uint64_t dots, size_t first, int starts_with_zero) {
    size_t whole = (size_t)__builtin_ctzll(~(digits >> first));
    if (whole == 0 || (whole > 1 && starts_with_zero)) return 0;
    size_t length = first + whole;
    if ((dots >> length) & 1) {
        size_t fraction = (size_t)__builtin_ctzll(~(digits >> (length + 1)));
        if (fraction == 0) return 0;
        length += 1 + fraction;
    }
    return length;
}

/// The digits and the dots among 16 bytes, one bit each.
static inline __attribute__((always_inline)) void coax_digits_and_dots(
    __m128i bytes, uint64_t *digits, uint64_t *dots) {
    // A byte is a digit when its distance from '0' (wrapping) is at most 9.
    __m128i offsets = _mm_sub_epi8(bytes, _mm_set1_epi8('0'));
    *digits = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(offsets, _mm_set1_epi8(9)), offsets));
    *dots = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('.')));
}

/// The end of the number literal at `start` when it has no exponent, ends within the 32 bytes
/// there (all before `end`) and is followed by a byte that ends a run: what `coax_number_end`
/// returns then, found from one 16-byte load (two when it is longer) and a few counts of
/// trailing zeros instead of a chain of loads eight bytes at a time. 0 when it cannot tell (near
/// `end`, an exponent, a leading zero before more digits, a sign or a dot without digits, 32
/// bytes or more, anything after it): the general scan then decides. Without SSE2 the general
/// scan always does.
static inline __attribute__((always_inline)) size_t coax_short_number_end(
    const uint8_t *base, size_t start, size_t end) {
    if (end - start < 32) return 0;
    size_t first = base[start] == '-';
    int starts_with_zero = base[start + first] == '0';
    uint64_t digits, dots;
    coax_digits_and_dots(_mm_loadu_si128((const __m128i *)(base + start)), &digits, &dots);
    if ((digits | dots | first) == 0xFFFF) {
        // All 16 are digits, dots or the sign: it may go on into the next 16 bytes.
        uint64_t more_digits, more_dots;
        coax_digits_and_dots(_mm_loadu_si128((const __m128i *)(base + start + 16)), &more_digits, &more_dots);
        digits |= more_digits << 16;
        dots |= more_dots << 16;
    }
    size_t length = coax_number_length(digits, dots, first, starts_with_zero);
    if (length >= 32) return 0;
    // The byte after it must end the number (`coax_number_end`'s exponent and the check after it).
    if (length == 0 || !coax_ends_run[base[start + length]]) return 0;
    return start + length;
}
#else
static inline __attribute__((always_inline)) size_t coax_short_number_end(
    const uint8_t *base, size_t start, size_t end) {
    (void)base, (void)start, (void)end;
    return 0;
}
#endif

/// The position after the escape whose backslash is at `backslash`, or 0 when it is not a valid
/// one (`JSONParser.scanEscape` reports those).
static inline __attribute__((always_inline)) size_t coax_escape_end(const uint8_t *base, size_t backslash, size_t end) {
    size_t position = backslash + 1;
    if (position >= end) return 0;
    uint8_t byte = base[position];
    if (coax_simple_escapes[byte]) return position + 1;
    if (byte != 'u' || position + 4 >= end) return 0;
    for (size_t offset = 1; offset <= 4; offset++) {
        if (!coax_hex_digits[base[position + offset]]) return 0;
    }
    return position + 5;
}

void coax_walk(CoaxWalk *walk) {
    // No room: the room bounds the marks read (below), so the walk would stop at its first step,
    // where it stands. The Swift run may have appended the tape's last slot itself, leaving the
    // count past the limit it lends (the room is not negative); with no tape both are 0.
    if (walk->tape_count >= walk->tape_limit) return;
    const uint8_t *const base = walk->base;
    const size_t end = walk->end;
    const size_t chunk_start = walk->chunk_start;
    const uint32_t *mark = walk->marks + walk->cursor;
    // The marks the walk may read. Every slot it writes is for a mark it has read (a value's
    // first byte, a key's quote, a closing bracket), so with no more marks than the tape has
    // room for it never writes past the room, and no step needs to check. And none at or after
    // `split_position`, where the next segment's first value is: the walk stops before it.
    const uint32_t *marks_end = walk->marks + walk->mark_count;
    size_t room = walk->tape_limit - walk->tape_count;
    if ((size_t)(marks_end - mark) > room) marks_end = mark + room;
    if (mark < marks_end && chunk_start + marks_end[-1] >= walk->split_position) {
        // The first at or after it, by halving (the marks are in order).
        const uint32_t *low = mark, *high = marks_end - 1;
        while (low < high) {
            const uint32_t *middle = low + (high - low) / 2;
            if (chunk_start + *middle >= walk->split_position) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        marks_end = low;
    }
    const size_t first_suspect = walk->first_suspect;
    const size_t maximum_depth = walk->maximum_depth;
    // With 1 here, `(value_count | no_checks) & 0xFFF` is never 0: the walk is not stopped for
    // the Swift step's periodic checks.
    const size_t no_checks = walk->takes_periodic_checks ? 0 : 1;
    CoaxFrame *const parents = walk->parents;
    const size_t parent_capacity = walk->parent_capacity;
    uint64_t *const tape = walk->tape;
    const int64_t depth_offset = walk->depth_offset;

    const uint32_t *step_mark = mark;
    uint64_t *out = tape + walk->tape_count;
    size_t parent_count = walk->parent_count;
    CoaxFrame top = walk->top;
    size_t depth = walk->depth;
    size_t deepest = walk->deepest;
    size_t value_count = walk->value_count;
    size_t position = walk->position;
    int state = walk->state;

// The first mark at or after `from` into `found`; `fail` when the chunk has none.
#define COAX_NEXT_MARK(from, found, fail)                                                                              \
    do {                                                                                                               \
        size_t coax_from = (from);                                                                                     \
        for (;;) {                                                                                                     \
            if (COAX_UNLIKELY(mark >= marks_end)) goto fail;                                                           \
            (found) = chunk_start + *mark;                                                                             \
            if ((found) >= coax_from) break;                                                                           \
            mark++;                                                                                                    \
        }                                                                                                              \
    } while (0)

// The closing quote of the string opening at `quote` into `close`, its escapes validated, as
// `JSONParser.indexedStringEnd` finds it; `fail` where that gives up.
#define COAX_STRING_END(quote, close, has_escapes, fail)                                                               \
    do {                                                                                                               \
        COAX_NEXT_MARK((quote) + 1, close, fail);                                                                      \
        while (COAX_UNLIKELY(base[close] == '\\')) {                                                                   \
            if (COAX_UNLIKELY((close) >= first_suspect)) goto fail;                                                    \
            size_t coax_after = coax_escape_end(base, close, end);                                                     \
            if (COAX_UNLIKELY(coax_after == 0)) goto fail;                                                             \
            (has_escapes) = 1;                                                                                         \
            COAX_NEXT_MARK(coax_after, close, fail);                                                                   \
        }                                                                                                              \
        if (COAX_UNLIKELY((close) >= first_suspect || base[close] != '"')) goto fail;                                  \
    } while (0)

// Closes the innermost container with the bracket at `at`, as `JSONParser.closeContainer` does
// (its child already counted; the tape has room).
#define COAX_CLOSE(at)                                                                                                 \
    do {                                                                                                               \
        CoaxFrame coax_frame = top;                                                                                    \
        if (parent_count > 0) {                                                                                        \
            top = parents[--parent_count];                                                                             \
        } else {                                                                                                       \
            top = (CoaxFrame){-1, 0, false, true};                                                                     \
        }                                                                                                              \
        depth--;                                                                                                       \
        uint32_t coax_close_index = (uint32_t)(out - tape);                                                            \
        *out++ = coax_slot(                                                                                            \
            coax_frame.is_object ? COAX_TAPE_OBJECT_CLOSE : COAX_TAPE_ARRAY_CLOSE, (at), coax_frame.child_count);      \
        tape[coax_frame.open_index] |= (uint64_t)(coax_close_index & COAX_TAPE_MAXIMUM_PAYLOAD) << 32;                 \
    } while (0)

// Begins a step: the mark to go back to if the step is not taken here.
#define COAX_BEGIN_STEP() (step_mark = mark)

// A value at the next mark, as the Swift run's `.value` step reads it: a container is opened
// (and goes on at `open_object` or `open_array`), a scalar is written and the walk goes on at
// `after`. Written out once for each place a value is read, so that each has its own branches;
// tested in the order values are most often met in API payloads (strings, then numbers).
#define COAX_VALUE(after)                                                                                              \
    do {                                                                                                               \
        size_t at;                                                                                                     \
        COAX_NEXT_MARK(position, at, stop_value);                                                                      \
        /* The Swift step checks for cancellation every 4,096 values. */                                               \
        if (COAX_UNLIKELY(((value_count | no_checks) & 0xFFF) == 0)) goto stop_value;                                  \
        uint8_t first = base[at];                                                                                      \
        if (first == '"') {                                                                                            \
            size_t close;                                                                                              \
            int has_escapes = 0;                                                                                       \
            COAX_STRING_END(at, close, has_escapes, stop_value);                                                       \
            *out++ = coax_string_slot(COAX_TAPE_STRING, at, close, has_escapes);                                       \
            position = close + 1;                                                                                      \
        } else if ((uint8_t)(first - '0') < 10 || first == '-') {                                                      \
            size_t number_end = coax_short_number_end(base, at, end);                                                  \
            if (number_end == 0) {                                                                                     \
                number_end = coax_number_end(base, at, end);                                                           \
                if (COAX_UNLIKELY(number_end == 0 || (number_end < end && !coax_ends_run[base[number_end]])))          \
                    goto stop_value;                                                                                   \
            }                                                                                                          \
            size_t length = number_end - at;                                                                           \
            uint32_t payload = length < COAX_TAPE_MAXIMUM_PAYLOAD ? (uint32_t)length : COAX_TAPE_MAXIMUM_PAYLOAD;      \
            *out++ = coax_slot(COAX_TAPE_NUMBER, at, payload);                                                         \
            position = number_end;                                                                                     \
        } else if (first == '{') {                                                                                     \
            position = at;                                                                                             \
            goto open_object;                                                                                          \
        } else if (first == '[') {                                                                                     \
            position = at;                                                                                             \
            goto open_array;                                                                                           \
        } else if (first == 't') {                                                                                     \
            if (COAX_UNLIKELY(!coax_is_literal(base, at, end, "true", 4))) goto stop_value;                            \
            *out++ = coax_slot(COAX_TAPE_TRUE, at, 0);                                                                 \
            position = at + 4;                                                                                         \
        } else if (first == 'f') {                                                                                     \
            if (COAX_UNLIKELY(!coax_is_literal(base, at, end, "false", 5))) goto stop_value;                           \
            *out++ = coax_slot(COAX_TAPE_FALSE, at, 0);                                                                \
            position = at + 5;                                                                                         \
        } else if (first == 'n') {                                                                                     \
            if (COAX_UNLIKELY(!coax_is_literal(base, at, end, "null", 4))) goto stop_value;                            \
            *out++ = coax_slot(COAX_TAPE_NULL, at, 0);                                                                 \
            position = at + 4;                                                                                         \
        } else {                                                                                                       \
            goto stop_value;                                                                                           \
        }                                                                                                              \
        value_count++;                                                                                                 \
        goto after;                                                                                                    \
    } while (0)

// Opens the container whose bracket is at `position` (a `.value` step begun), as
// `JSONParser.openContainer` and `stateAfterOpener` do: an empty one is closed at once.
#define COAX_OPEN(is_object, closer, first)                                                                            \
    do {                                                                                                               \
        if (COAX_UNLIKELY(depth >= maximum_depth || parent_count >= parent_capacity)) goto stop_value;                 \
        size_t next;                                                                                                   \
        COAX_NEXT_MARK(position + 1, next, stop_value);                                                                \
        int64_t open_index = out - tape;                                                                               \
        *out++ = coax_slot((is_object) ? COAX_TAPE_OBJECT_OPEN : COAX_TAPE_ARRAY_OPEN, position, 0);                   \
        value_count++;                                                                                                 \
        parents[parent_count++] = top;                                                                                 \
        top = (CoaxFrame){open_index, 0, (is_object), true};                                                           \
        depth++;                                                                                                       \
        if ((int64_t)depth + depth_offset > (int64_t)deepest) deepest = (size_t)((int64_t)depth + depth_offset);       \
        if (base[next] == (closer)) {                                                                                  \
            COAX_CLOSE(next);                                                                                          \
            position = next + 1;                                                                                       \
            goto scope_end;                                                                                            \
        }                                                                                                              \
        position = next;                                                                                               \
        goto first;                                                                                                    \
    } while (0)

// After a member or element of the innermost container (the Swift run's `.afterValue` step):
// a comma goes on at `next`, the closer closes it.
#define COAX_CONTINUE(closer, next)                                                                                    \
    do {                                                                                                               \
        size_t at;                                                                                                     \
        COAX_NEXT_MARK(position, at, stop_after);                                                                      \
        if (base[at] == ',') {                                                                                         \
            top.child_count++;                                                                                         \
            position = at + 1;                                                                                         \
            goto next;                                                                                                 \
        }                                                                                                              \
        if (COAX_UNLIKELY(base[at] != (closer))) goto stop_after;                                                      \
        top.child_count++;                                                                                             \
        COAX_CLOSE(at);                                                                                                \
        position = at + 1;                                                                                             \
        goto scope_end;                                                                                                \
    } while (0)

    // Where the Swift run stands: a key or a member's value belongs to an object at depth 1 or
    // more (a segment's enclosing container, at depth 0, is the Swift run's), an element to an
    // array, a top-level value to no container.
    switch (state) {
    case COAX_WALK_VALUE:
        if (depth == 0) goto top_value;
        if (top.is_object) goto object_value;
        goto array_value;
    case COAX_WALK_AFTER_VALUE:
        goto scope_end;
    case COAX_WALK_KEY:
        if (COAX_UNLIKELY(depth == 0 || !top.is_object)) goto stop;
        goto object_key;
    default:
        goto stop;
    }

top_value:
    COAX_BEGIN_STEP();
    COAX_VALUE(scope_end);

object_value:
    COAX_BEGIN_STEP();
    COAX_VALUE(object_continue);

array_value:
    COAX_BEGIN_STEP();
    COAX_VALUE(array_continue);

open_object:
    COAX_OPEN(true, '}', object_key);

open_array:
    COAX_OPEN(false, ']', array_value);

scope_end:
    // A value of the innermost container is complete (or the top-level value, which the Swift
    // run finishes).
    COAX_BEGIN_STEP();
    if (COAX_UNLIKELY(depth == 0)) goto stop_after;
    if (top.is_object) goto object_continue_step;
    goto array_continue_step;

object_continue:
    COAX_BEGIN_STEP();
object_continue_step:
    COAX_CONTINUE('}', object_key);

array_continue:
    COAX_BEGIN_STEP();
array_continue_step:
    COAX_CONTINUE(']', array_value);

object_key: {
    COAX_BEGIN_STEP();
    size_t at;
    COAX_NEXT_MARK(position, at, stop_key);
    if (COAX_UNLIKELY(base[at] != '"')) goto stop_key;
    size_t close;
    int has_escapes = 0;
    COAX_STRING_END(at, close, has_escapes, stop_key);
    size_t colon;
    COAX_NEXT_MARK(close + 1, colon, stop_key);
    if (COAX_UNLIKELY(base[colon] != ':')) goto stop_key;
    *out++ = coax_string_slot(COAX_TAPE_KEY, at, close, has_escapes);
    position = colon + 1;
    goto object_value;
}

    // Where a step is not taken here, the Swift run takes it: the state it stopped in.
stop_value:
    state = COAX_WALK_VALUE;
    goto stop;
stop_after:
    state = COAX_WALK_AFTER_VALUE;
    goto stop;
stop_key:
    state = COAX_WALK_KEY;
stop:
    // Nothing of the step at `position` is done; its marks are as it found them.
    walk->cursor = (size_t)(step_mark - walk->marks);
    walk->tape_count = (size_t)(out - tape);
    walk->parent_count = parent_count;
    walk->top = top;
    walk->depth = depth;
    walk->deepest = deepest;
    walk->value_count = value_count;
    walk->position = position;
    walk->state = state;
#undef COAX_NEXT_MARK
#undef COAX_STRING_END
#undef COAX_CLOSE
#undef COAX_BEGIN_STEP
#undef COAX_VALUE
#undef COAX_OPEN
#undef COAX_CONTINUE
}
