// The parser's second pass on the way a valid document goes (see `coax_walk` in CCoaxBlocks.h and
// `JSONParser.runIndexed` in Sources/Coax/Parser/JSONParser.swift, whose steps these are).
//
// Each step is checked whole before anything of it is written: when a step cannot be finished
// here (anything invalid, anything rare, a mark past the chunk), the walk stops at the step's
// start with its cursor where the step found it, so the Swift run takes that step as if the walk
// had never looked at it. What a step writes is exactly what the Swift step writes.

#include "CCoaxBlocks.h"

#include <string.h>

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
    const uint8_t *const base = walk->base;
    const size_t end = walk->end;
    const uint32_t *const marks = walk->marks;
    const size_t mark_count = walk->mark_count;
    const size_t chunk_start = walk->chunk_start;
    const size_t first_suspect = walk->first_suspect;
    const size_t split_position = walk->split_position;
    const size_t maximum_depth = walk->maximum_depth;
    const size_t tape_limit = walk->tape_limit;
    const int takes_periodic_checks = walk->takes_periodic_checks;
    CoaxFrame *const parents = walk->parents;
    const size_t parent_capacity = walk->parent_capacity;
    uint64_t *const tape = walk->tape;

    size_t cursor = walk->cursor;
    size_t tape_count = walk->tape_count;
    size_t parent_count = walk->parent_count;
    CoaxFrame top = walk->top;
    size_t depth = walk->depth;
    size_t deepest = walk->deepest;
    const int64_t depth_offset = walk->depth_offset;
    size_t value_count = walk->value_count;
    size_t position = walk->position;
    int state = walk->state;
    size_t step_cursor = cursor;

// The first mark at or after `from` into `mark`; stops the walk when the chunk has none.
#define COAX_NEXT_MARK(from, mark)                                                                                    \
    do {                                                                                                              \
        size_t coax_from = (from);                                                                                    \
        for (;;) {                                                                                                    \
            if (cursor >= mark_count) goto stop;                                                                      \
            (mark) = chunk_start + marks[cursor];                                                                     \
            if ((mark) >= coax_from) break;                                                                           \
            cursor++;                                                                                                 \
        }                                                                                                             \
    } while (0)

// The closing quote of the string opening at `quote` into `close`, its escapes validated, as
// `JSONParser.indexedStringEnd` finds it; stops the walk where that gives up.
#define COAX_STRING_END(quote, close, has_escapes)                                                                    \
    do {                                                                                                              \
        COAX_NEXT_MARK((quote) + 1, close);                                                                           \
        while (base[close] == '\\') {                                                                                 \
            if ((close) >= first_suspect) goto stop;                                                                  \
            size_t coax_after = coax_escape_end(base, close, end);                                                    \
            if (coax_after == 0) goto stop;                                                                           \
            (has_escapes) = 1;                                                                                        \
            COAX_NEXT_MARK(coax_after, close);                                                                        \
        }                                                                                                             \
        if ((close) >= first_suspect || base[close] != '"') goto stop;                                                \
    } while (0)

// Closes the innermost container with the bracket at `at`, as `JSONParser.closeContainer` does
// (its child already counted; the tape has room).
#define COAX_CLOSE(at)                                                                                                \
    do {                                                                                                              \
        CoaxFrame coax_frame = top;                                                                                   \
        if (parent_count > 0) {                                                                                       \
            top = parents[--parent_count];                                                                            \
        } else {                                                                                                      \
            top = (CoaxFrame){-1, 0, false, true};                                                                    \
        }                                                                                                             \
        depth--;                                                                                                      \
        size_t coax_close_index = tape_count;                                                                         \
        tape[tape_count++] = coax_slot(                                                                               \
            coax_frame.is_object ? COAX_TAPE_OBJECT_CLOSE : COAX_TAPE_ARRAY_CLOSE, (at), coax_frame.child_count);     \
        tape[coax_frame.open_index] |= (uint64_t)((uint32_t)coax_close_index & COAX_TAPE_MAXIMUM_PAYLOAD) << 32;      \
    } while (0)

// Begins a step in `new_state` at `position`: the place to stop at if the step is not taken here.
// Every step writes at most two slots (an empty container).
#define COAX_BEGIN_STEP(new_state)                                                                                    \
    do {                                                                                                              \
        step_cursor = cursor;                                                                                         \
        state = (new_state);                                                                                          \
        if (tape_count + 2 > tape_limit) goto stop;                                                                   \
    } while (0)

// A value at the next mark, as the Swift run's `.value` step reads it: a container is opened
// (and goes on at `open_object` or `open_array`), a scalar is written and the walk goes on at
// `after`. Written out once for each place a value is read, so that each has its own branches.
#define COAX_VALUE(after)                                                                                             \
    do {                                                                                                              \
        size_t at;                                                                                                    \
        COAX_NEXT_MARK(position, at);                                                                                 \
        if (at >= split_position) goto stop;                                                                          \
        /* The Swift step checks for cancellation every 4,096 values. */                                              \
        if (takes_periodic_checks && (value_count & 0xFFF) == 0) goto stop;                                           \
        switch (base[at]) {                                                                                           \
        case '{':                                                                                                     \
            position = at;                                                                                            \
            goto open_object;                                                                                         \
        case '[':                                                                                                     \
            position = at;                                                                                            \
            goto open_array;                                                                                          \
        case '"': {                                                                                                   \
            size_t close;                                                                                             \
            int has_escapes = 0;                                                                                      \
            COAX_STRING_END(at, close, has_escapes);                                                                  \
            tape[tape_count++] = coax_string_slot(COAX_TAPE_STRING, at, close, has_escapes);                          \
            position = close + 1;                                                                                     \
            break;                                                                                                    \
        }                                                                                                             \
        case 't':                                                                                                     \
            if (!coax_is_literal(base, at, end, "true", 4)) goto stop;                                                \
            tape[tape_count++] = coax_slot(COAX_TAPE_TRUE, at, 0);                                                    \
            position = at + 4;                                                                                        \
            break;                                                                                                    \
        case 'f':                                                                                                     \
            if (!coax_is_literal(base, at, end, "false", 5)) goto stop;                                               \
            tape[tape_count++] = coax_slot(COAX_TAPE_FALSE, at, 0);                                                   \
            position = at + 5;                                                                                        \
            break;                                                                                                    \
        case 'n':                                                                                                     \
            if (!coax_is_literal(base, at, end, "null", 4)) goto stop;                                                \
            tape[tape_count++] = coax_slot(COAX_TAPE_NULL, at, 0);                                                    \
            position = at + 4;                                                                                        \
            break;                                                                                                    \
        case '-':                                                                                                     \
        case '0':                                                                                                     \
        case '1':                                                                                                     \
        case '2':                                                                                                     \
        case '3':                                                                                                     \
        case '4':                                                                                                     \
        case '5':                                                                                                     \
        case '6':                                                                                                     \
        case '7':                                                                                                     \
        case '8':                                                                                                     \
        case '9': {                                                                                                   \
            size_t number_end = coax_number_end(base, at, end);                                                       \
            if (number_end == 0 || (number_end < end && !coax_ends_run[base[number_end]])) goto stop;                 \
            size_t length = number_end - at;                                                                          \
            uint32_t payload = length < COAX_TAPE_MAXIMUM_PAYLOAD ? (uint32_t)length : COAX_TAPE_MAXIMUM_PAYLOAD;     \
            tape[tape_count++] = coax_slot(COAX_TAPE_NUMBER, at, payload);                                            \
            position = number_end;                                                                                    \
            break;                                                                                                    \
        }                                                                                                             \
        default:                                                                                                      \
            goto stop;                                                                                                \
        }                                                                                                             \
        value_count++;                                                                                                \
        goto after;                                                                                                   \
    } while (0)

// Opens the container whose bracket is at `position` (a `.value` step begun), as
// `JSONParser.openContainer` and `stateAfterOpener` do: an empty one is closed at once.
#define COAX_OPEN(is_object, closer, first)                                                                           \
    do {                                                                                                              \
        if (depth >= maximum_depth || parent_count >= parent_capacity) goto stop;                                     \
        size_t next;                                                                                                  \
        COAX_NEXT_MARK(position + 1, next);                                                                           \
        size_t open_index = tape_count;                                                                               \
        tape[tape_count++] = coax_slot((is_object) ? COAX_TAPE_OBJECT_OPEN : COAX_TAPE_ARRAY_OPEN, position, 0);      \
        value_count++;                                                                                                \
        parents[parent_count++] = top;                                                                                \
        top = (CoaxFrame){(int64_t)open_index, 0, (is_object), true};                                                 \
        depth++;                                                                                                      \
        if ((int64_t)depth + depth_offset > (int64_t)deepest) deepest = (size_t)((int64_t)depth + depth_offset);      \
        if (base[next] == (closer)) {                                                                                 \
            COAX_CLOSE(next);                                                                                         \
            position = next + 1;                                                                                      \
            goto scope_end;                                                                                           \
        }                                                                                                             \
        position = next;                                                                                              \
        goto first;                                                                                                   \
    } while (0)

// After a member or element of the innermost container (the Swift run's `.afterValue` step):
// a comma goes on at `next`, the closer closes it.
#define COAX_CONTINUE(closer, next)                                                                                   \
    do {                                                                                                              \
        size_t at;                                                                                                    \
        COAX_NEXT_MARK(position, at);                                                                                 \
        if (base[at] == ',') {                                                                                        \
            top.child_count++;                                                                                        \
            position = at + 1;                                                                                        \
            goto next;                                                                                                \
        }                                                                                                             \
        if (base[at] != (closer)) goto stop;                                                                          \
        top.child_count++;                                                                                            \
        COAX_CLOSE(at);                                                                                               \
        position = at + 1;                                                                                            \
        goto scope_end;                                                                                               \
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
        if (depth == 0 || !top.is_object) goto stop;
        goto object_key;
    default:
        goto stop;
    }

top_value:
    COAX_BEGIN_STEP(COAX_WALK_VALUE);
    COAX_VALUE(scope_end);

object_value:
    COAX_BEGIN_STEP(COAX_WALK_VALUE);
    COAX_VALUE(object_continue);

array_value:
    COAX_BEGIN_STEP(COAX_WALK_VALUE);
    COAX_VALUE(array_continue);

open_object:
    COAX_OPEN(true, '}', object_key);

open_array:
    COAX_OPEN(false, ']', array_value);

scope_end:
    // A value of the innermost container is complete (or the top-level value, which the Swift
    // run finishes).
    COAX_BEGIN_STEP(COAX_WALK_AFTER_VALUE);
    if (depth == 0) goto stop;
    if (top.is_object) goto object_continue_step;
    goto array_continue_step;

object_continue:
    COAX_BEGIN_STEP(COAX_WALK_AFTER_VALUE);
object_continue_step:
    COAX_CONTINUE('}', object_key);

array_continue:
    COAX_BEGIN_STEP(COAX_WALK_AFTER_VALUE);
array_continue_step:
    COAX_CONTINUE(']', array_value);

object_key: {
    COAX_BEGIN_STEP(COAX_WALK_KEY);
    size_t at;
    COAX_NEXT_MARK(position, at);
    if (base[at] != '"') goto stop;
    size_t close;
    int has_escapes = 0;
    COAX_STRING_END(at, close, has_escapes);
    size_t colon;
    COAX_NEXT_MARK(close + 1, colon);
    if (base[colon] != ':') goto stop;
    tape[tape_count++] = coax_string_slot(COAX_TAPE_KEY, at, close, has_escapes);
    position = colon + 1;
    goto object_value;
}

stop:
    // Nothing of the step at `position` is done; its marks are as it found them.
    walk->cursor = step_cursor;
    walk->tape_count = tape_count;
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
