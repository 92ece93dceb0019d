// The parser's first pass (see Sources/Coax/Parser/StructuralIndexer.swift): sorts 64-byte blocks
// into bitmasks, one bit per byte, with the widest instructions the processor has, then finds the
// token starts from those masks with bit arithmetic and lists them as offsets.
//
// Classes. Whitespace and the six operators are found with two 16-entry tables indexed by the low
// and the high nibble of each byte: a byte is in a group when both of its entries have the group's
// bit. Every group's members share their nibbles without mixing with another group's:
//   bit 0x01: tab, line feed, carriage return (high nibble 0; low 9, A, D)
//   bit 0x02: space                           (high 2; low 0)
//   bit 0x04: [ ] { }                         (high 5 and 7; low B and D)
//   bit 0x08: :                               (high 3; low A)
//   bit 0x10: ,                               (high 2; low C)
// Bytes of 0x80 and above have a high nibble of 8 to F, whose entries are empty.
//
// UTF-8. Each byte is checked against the one before it with three 16-entry tables, indexed by
// the previous byte's high nibble, its low nibble and this byte's high nibble; a bit set in all
// three is an error of that kind:
//   0x01 a lead byte not followed by a continuation     0x02 a continuation after an ASCII byte
//   0x04 C0 or C1 and a continuation (overlong)         0x08 E0 and 80..9F (overlong)
//   0x10 ED and A0..BF (a surrogate)                    0x20 F0 and 80..8F, or F5..FF and 80..8F
//   0x40 F4..FF and 90..BF (above U+10FFFF)             0x80 two continuations in a row
// Two continuations in a row are right exactly when the second is the third or fourth byte of a
// sequence (the byte two before is E0 or above, or the byte three before F0 or above), so that bit
// is flipped where that holds: anything left is an error. A block whose bytes are all ASCII, after
// a block that ended with no sequence open, is valid without looking.

#include "CCoaxBlocks.h"

#include <string.h>

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#elif defined(__aarch64__)
#include <arm_neon.h>
#endif

#define COAX_WHITESPACE_BITS 0x03
#define COAX_OPERATOR_BITS 0x1C

static const uint8_t coax_low_nibble_classes[16] = {
    0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0x01, 0x09, 0x04, 0x10, 0x05, 0, 0,
};
static const uint8_t coax_high_nibble_classes[16] = {
    0x01, 0, 0x12, 0x08, 0, 0x04, 0, 0x04, 0, 0, 0, 0, 0, 0, 0, 0,
};

static const uint8_t coax_utf8_previous_high[16] = {
    0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x02, 0x80, 0x80, 0x80, 0x80, 0x05, 0x01, 0x19, 0x61,
};
static const uint8_t coax_utf8_previous_low[16] = {
    0xAF, 0x87, 0x83, 0x83, 0xC3, 0xE3, 0xE3, 0xE3, 0xE3, 0xE3, 0xE3, 0xE3, 0xE3, 0xF3, 0xE3, 0xE3,
};
static const uint8_t coax_utf8_current_high[16] = {
    0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0xAE, 0xCE, 0xD6, 0xD6, 0x01, 0x01, 0x01, 0x01,
};

// MARK: - Bit arithmetic shared by every level

uint64_t coax_block_escapes(uint64_t backslashes, uint64_t first_escaped, uint64_t *starts) {
    const uint64_t even = 0x5555555555555555ULL;
    // A backslash escaped from the previous block starts nothing; every run left starts fresh.
    uint64_t fresh = backslashes & ~first_escaped;
    uint64_t run_starts = fresh & ~(fresh << 1);
    // Adding a run's first bit to the run carries through it: the run clears and the byte after
    // it is set. Done for the runs that start on even bits, that tells those runs apart.
    uint64_t even_sum = fresh + (run_starts & even);
    uint64_t even_runs = fresh & ~even_sum;
    uint64_t odd_runs = fresh & ~even_runs;
    uint64_t after_even_runs = even_sum & ~fresh;
    uint64_t after_odd_runs = (fresh + run_starts) & ~fresh & ~after_even_runs;
    // In a run, the backslashes of the run start's parity start escapes; the bytes of the other
    // parity, up to and including the byte after the run, are escaped.
    *starts = (even_runs & even) | (odd_runs & ~even);
    return ((even_runs | after_even_runs) & ~even) | ((odd_runs | after_odd_runs) & even) | first_escaped;
}

uint64_t coax_prefix_parity(uint64_t bits) {
    bits ^= bits << 1;
    bits ^= bits << 2;
    bits ^= bits << 4;
    bits ^= bits << 8;
    bits ^= bits << 16;
    bits ^= bits << 32;
    return bits;
}

/// The errors found when `byte` follows `previous` (see the tables above), before the flip.
static inline uint8_t coax_utf8_pair_errors(uint8_t previous, uint8_t byte) {
    return coax_utf8_previous_high[previous >> 4] & coax_utf8_previous_low[previous & 0x0F]
        & coax_utf8_current_high[byte >> 4];
}

/// Whether the four bytes in `last` (the last highest) end inside a UTF-8 sequence.
static inline int coax_utf8_is_incomplete(uint32_t last) {
    return (last >> 24) >= 0xC0 || ((last >> 16) & 0xFF) >= 0xE0 || ((last >> 8) & 0xFF) >= 0xF0;
}

/// The bytes of the 64 at `bytes` where a UTF-8 error shows, one byte at a time; `previous` holds
/// the last four bytes before them and gets the block's last four.
static uint64_t coax_utf8_block_portable(const uint8_t *bytes, uint32_t *previous) {
    uint8_t p3 = (uint8_t)(*previous >> 8), p2 = (uint8_t)(*previous >> 16), p1 = (uint8_t)(*previous >> 24);
    uint64_t errors = 0;
    for (int i = 0; i < 64; i++) {
        uint8_t byte = bytes[i];
        uint8_t error = coax_utf8_pair_errors(p1, byte);
        if (p2 >= 0xE0 || p3 >= 0xF0) error ^= 0x80;
        if (error) errors |= (uint64_t)1 << i;
        p3 = p2;
        p2 = p1;
        p1 = byte;
    }
    memcpy(previous, bytes + 60, 4);
    return errors;
}

/// A function that classifies the 64 readable bytes at its first argument.
typedef void (*coax_classify_fn)(const uint8_t *, CoaxBlockClasses *);
/// A function that checks 64 readable bytes as UTF-8 (see `coax_utf8_block_portable`).
typedef uint64_t (*coax_utf8_fn)(const uint8_t *, uint32_t *);
/// A function that computes `coax_prefix_parity`.
typedef uint64_t (*coax_parity_fn)(uint64_t);

/// The token starts of one block from its classes, updating the carries in `state` and its
/// suspect (the block is at `block_start`; `in_input` has a bit for each of its bytes before the
/// end of the input; `bytes` are its 64 bytes, for UTF-8).
static inline __attribute__((always_inline)) uint64_t coax_mark_block(
    CoaxIndexState *state, const CoaxBlockClasses *classes, uint64_t in_input, size_t block_start,
    const uint8_t *bytes, coax_parity_fn parity, coax_utf8_fn utf8) {
    uint64_t escaped = state->next_escaped;
    uint64_t escape_starts = 0;
    uint64_t backslashes = classes->backslashes & in_input;
    if (backslashes == 0) {
        state->next_escaped = 0;
    } else {
        escaped = coax_block_escapes(backslashes, state->next_escaped, &escape_starts);
        state->next_escaped = escape_starts >> 63;
    }
    uint64_t quotes = classes->quotes & in_input & ~escaped;
    // From an opening quote up to, not including, its closing quote.
    uint64_t inside = parity(quotes) ^ state->in_string;
    state->in_string = (uint64_t)0 - (inside >> 63);
    uint64_t operators = classes->operators & ~inside;
    uint64_t in_run = ~(classes->operators | classes->whitespace | quotes) & ~inside & in_input;
    uint64_t run_starts = in_run & ~((in_run << 1) | state->previous_in_run);
    state->previous_in_run = in_run >> 63;
    if (state->first_suspect == UINT64_MAX) {
        uint64_t suspect = UINT64_MAX;
        uint64_t controls = classes->controls & inside & in_input;
        if (controls != 0) suspect = (uint64_t)(block_start + (size_t)__builtin_ctzll(controls));
        if (classes->nonASCII != 0 || coax_utf8_is_incomplete(state->utf8_previous)) {
            uint64_t errors = utf8(bytes, &state->utf8_previous);
            if (errors != 0) {
                // The sequence at fault starts at most three bytes before the error shows.
                size_t shown = block_start + (size_t)__builtin_ctzll(errors);
                uint64_t start = shown >= 3 ? shown - 3 : 0;
                if (start < suspect) suspect = start;
            }
            if (classes->nonASCII == 0) state->utf8_previous = 0;
        }
        state->first_suspect = suspect;
    }
    return operators | quotes | (escape_starts & inside) | run_starts;
}

/// A function that lists the set bits of `bits` as `offset` plus their index, in order, at `out`,
/// and returns how many; it may write entries past the last, never more than 64 from `out`.
typedef size_t (*coax_flatten_fn)(uint64_t bits, uint32_t offset, uint32_t *out);

/// Lists set bits four at a time, with a count of trailing zeros for each (`ctz` of
/// `bits | 1 << 63` is defined when bits runs out: the entries past the last are written anyway).
static inline __attribute__((always_inline)) size_t coax_flatten_portable(uint64_t bits, uint32_t offset, uint32_t *out) {
    int found = __builtin_popcountll(bits);
    for (int i = 0; i < found; i += 4) {
        out[i] = offset + (uint32_t)__builtin_ctzll(bits | (1ULL << 63));
        bits &= bits - 1;
        out[i + 1] = offset + (uint32_t)__builtin_ctzll(bits | (1ULL << 63));
        bits &= bits - 1;
        out[i + 2] = offset + (uint32_t)__builtin_ctzll(bits | (1ULL << 63));
        bits &= bits - 1;
        out[i + 3] = offset + (uint32_t)__builtin_ctzll(bits | (1ULL << 63));
        bits &= bits - 1;
    }
    return (size_t)found;
}

/// Indexes blocks with the given classifier, UTF-8 check, parity and listing (see
/// `coax_index_blocks`). Inlined into each level's function, so that every call here is a direct,
/// inlined one.
static inline __attribute__((always_inline)) size_t coax_index_with(
    coax_classify_fn classify, coax_utf8_fn utf8, coax_parity_fn parity, coax_flatten_fn flatten,
    const uint8_t *base, size_t chunk_start, size_t block_count, size_t end, CoaxIndexState *state,
    uint32_t *marks) {
    size_t count = 0;
    uint8_t tail[64];
    for (size_t block = 0; block < block_count; block++) {
        size_t block_start = chunk_start + (block << 6);
        const uint8_t *bytes = base + block_start;
        uint64_t in_input = ~(uint64_t)0;
        if (end - block_start < 64) {
            // The last bytes, copied so that nothing at or past `end` is read, zeros after them
            // (a zero is no token, ends no string and completes no UTF-8 sequence).
            size_t valid = end - block_start;
            memcpy(tail, bytes, valid);
            memset(tail + valid, 0, 64 - valid);
            bytes = tail;
            in_input = ((uint64_t)1 << valid) - 1;
        }
        CoaxBlockClasses classes;
        classify(bytes, &classes);
        uint64_t bits = coax_mark_block(state, &classes, in_input, block_start, bytes, parity, utf8);
        if (bits != 0) count += flatten(bits, (uint32_t)(block << 6), marks + count);
    }
    size_t reached = chunk_start + (block_count << 6);
    if (reached == end && block_count > 0 && state->first_suspect == UINT64_MAX
        && coax_utf8_is_incomplete(state->utf8_previous)) {
        // A full last block that ends inside a sequence (a partial one shows it in its zeros).
        state->first_suspect = end >= 3 ? (uint64_t)(end - 3) : 0;
    }
    return count;
}

// MARK: - Plain C

static void coax_classify_block_portable(const uint8_t *bytes, CoaxBlockClasses *classes) {
    CoaxBlockClasses c = {0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 64; i++) {
        uint8_t byte = bytes[i];
        uint64_t bit = (uint64_t)1 << i;
        uint8_t group = coax_low_nibble_classes[byte & 0x0F] & coax_high_nibble_classes[byte >> 4];
        if (byte == '"') c.quotes |= bit;
        if (byte == '\\') c.backslashes |= bit;
        if (group & COAX_OPERATOR_BITS) c.operators |= bit;
        if (group & COAX_WHITESPACE_BITS) c.whitespace |= bit;
        if (byte < 0x20) c.controls |= bit;
        if (byte >= 0x80) c.nonASCII |= bit;
    }
    *classes = c;
}

static size_t coax_index_portable(
    const uint8_t *base, size_t chunk_start, size_t block_count, size_t end, CoaxIndexState *state, uint32_t *marks) {
    return coax_index_with(
        coax_classify_block_portable, coax_utf8_block_portable, coax_prefix_parity, coax_flatten_portable, base,
        chunk_start, block_count, end, state, marks);
}

#if defined(__x86_64__)

// MARK: - x86_64

/// Adds the class masks of one lane's bytes (bit i for the lane's byte i) to those of the block,
/// at the lane's first bit `shift`: the vector classifiers find each class lane by lane.
static inline void coax_add_lane_classes(
    CoaxBlockClasses *block, int shift, uint64_t quotes, uint64_t backslashes, uint64_t operators,
    uint64_t whitespace, uint64_t controls, uint64_t non_ascii) {
    block->quotes |= quotes << shift;
    block->backslashes |= backslashes << shift;
    block->operators |= operators << shift;
    block->whitespace |= whitespace << shift;
    block->controls |= controls << shift;
    block->nonASCII |= non_ascii << shift;
}

/// Prefix parity as a carry-less multiplication by all ones.
__attribute__((target("pclmul"))) static inline uint64_t coax_prefix_parity_clmul(uint64_t bits) {
    __m128i product = _mm_clmulepi64_si128(_mm_set_epi64x(0, (long long)bits), _mm_set1_epi8((char)0xFF), 0);
    return (uint64_t)_mm_cvtsi128_si64(product);
}

// AVX2: 32 bytes at a time. Its byte alignment works within each 16-byte half, so the bytes
// before x come from the upper half of `before` and the lower half of x.
#define LANE_TARGET "avx2"
#define LANE_NAME(f) f##_avx2
#define LANE __m256i
#define LANE_BYTES 32
#define LANE_MASK uint32_t
#define LANE_LOAD(p) _mm256_loadu_si256((const __m256i *)(p))
#define LANE_TABLE(t) _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(t)))
#define LANE_SET1 _mm256_set1_epi8
#define LANE_ZERO _mm256_setzero_si256
#define LANE_AND _mm256_and_si256
#define LANE_OR _mm256_or_si256
#define LANE_XOR _mm256_xor_si256
#define LANE_SHIFT_RIGHT_16 _mm256_srli_epi16
#define LANE_SHUFFLE _mm256_shuffle_epi8
#define LANE_EQUAL _mm256_cmpeq_epi8
#define LANE_MIN _mm256_min_epu8
#define LANE_SUBTRACT_SATURATING _mm256_subs_epu8
#define LANE_MOVEMASK(x) ((uint32_t)_mm256_movemask_epi8(x))
#define LANE_BEFORE(x, before) _mm256_permute2x128_si256(before, x, 0x21)
#define LANE_ALIGN _mm256_alignr_epi8
#define LANE_FIRST(previous) _mm256_set_epi32((int)(previous), 0, 0, 0, 0, 0, 0, 0)
#define LANE_FLATTEN coax_flatten_portable
#include "CoaxBlocksLanes.h"

// SSE4.2: 16 bytes at a time.
#define LANE_TARGET "sse4.2"
#define LANE_NAME(f) f##_sse42
#define LANE __m128i
#define LANE_BYTES 16
#define LANE_MASK uint16_t
#define LANE_LOAD(p) _mm_loadu_si128((const __m128i *)(p))
#define LANE_TABLE(t) _mm_loadu_si128((const __m128i *)(t))
#define LANE_SET1 _mm_set1_epi8
#define LANE_ZERO _mm_setzero_si128
#define LANE_AND _mm_and_si128
#define LANE_OR _mm_or_si128
#define LANE_XOR _mm_xor_si128
#define LANE_SHIFT_RIGHT_16 _mm_srli_epi16
#define LANE_SHUFFLE _mm_shuffle_epi8
#define LANE_EQUAL _mm_cmpeq_epi8
#define LANE_MIN _mm_min_epu8
#define LANE_SUBTRACT_SATURATING _mm_subs_epu8
#define LANE_MOVEMASK(x) ((uint32_t)_mm_movemask_epi8(x))
#define LANE_BEFORE(x, before) (before)
#define LANE_ALIGN _mm_alignr_epi8
#define LANE_FIRST(previous) _mm_set_epi32((int)(previous), 0, 0, 0)
#define LANE_FLATTEN coax_flatten_portable
#include "CoaxBlocksLanes.h"

// AVX-512 (with BW and VBMI2): the whole block at once, and its marks listed by compressing the
// byte indexes of its set bits (vpcompressb), sixteen offsets per store.
#define COAX_AVX512_TARGET "avx512f,avx512bw,avx512vbmi2"

__attribute__((target(COAX_AVX512_TARGET))) static inline size_t coax_flatten_avx512(
    uint64_t bits, uint32_t offset, uint32_t *out) {
    const __m512i indexes = _mm512_set_epi8(
        63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 40, 39, 38, 37,
        36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9,
        8, 7, 6, 5, 4, 3, 2, 1, 0);
    const __m512i start = _mm512_set1_epi32((int)offset);
    __m512i packed = _mm512_maskz_compress_epi8(bits, indexes);
    int found = __builtin_popcountll(bits);
    // The first 32 are stored whatever the count: a block has 14 marks on average in string-heavy
    // documents, and a branch on more than 16 was mispredicted there.
    _mm512_storeu_si512(out, _mm512_add_epi32(start, _mm512_cvtepu8_epi32(_mm512_castsi512_si128(packed))));
    _mm512_storeu_si512(out + 16, _mm512_add_epi32(start, _mm512_cvtepu8_epi32(_mm512_extracti32x4_epi32(packed, 1))));
    if (found > 32) {
        _mm512_storeu_si512(
            out + 32, _mm512_add_epi32(start, _mm512_cvtepu8_epi32(_mm512_extracti32x4_epi32(packed, 2))));
        _mm512_storeu_si512(
            out + 48, _mm512_add_epi32(start, _mm512_cvtepu8_epi32(_mm512_extracti32x4_epi32(packed, 3))));
    }
    return (size_t)found;
}

#define LANE_TARGET COAX_AVX512_TARGET
#define LANE_NAME(f) f##_avx512
#define LANE __m512i
#define LANE_BYTES 64
#define LANE_MASK uint64_t
#define LANE_LOAD(p) _mm512_loadu_si512((const void *)(p))
#define LANE_TABLE(t) _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(t)))
#define LANE_SET1 _mm512_set1_epi8
#define LANE_ZERO _mm512_setzero_si512
#define LANE_AND _mm512_and_si512
#define LANE_OR _mm512_or_si512
#define LANE_XOR _mm512_xor_si512
#define LANE_SHIFT_RIGHT_16 _mm512_srli_epi16
#define LANE_SHUFFLE _mm512_shuffle_epi8
#define LANE_EQUAL(a, b) _mm512_movm_epi8(_mm512_cmpeq_epi8_mask(a, b))
#define LANE_MIN _mm512_min_epu8
#define LANE_SUBTRACT_SATURATING _mm512_subs_epu8
#define LANE_MOVEMASK(x) ((uint64_t)_mm512_movepi8_mask(x))
// The 16 bytes before x's first, then x's first 48: byte alignment works within 16-byte lanes.
#define LANE_BEFORE(x, before) _mm512_alignr_epi64(x, before, 6)
#define LANE_ALIGN _mm512_alignr_epi8
#define LANE_FIRST(previous) _mm512_set_epi32((int)(previous), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
#define LANE_FLATTEN coax_flatten_avx512
#include "CoaxBlocksLanes.h"

static int coax_detect_level(void) {
    unsigned eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return COAX_BLOCKS_PORTABLE;
    int has_pclmul = (ecx >> 1) & 1;
    int has_ssse3 = (ecx >> 9) & 1;
    int has_sse42 = (ecx >> 20) & 1;
    int has_osxsave = (ecx >> 27) & 1;
    int has_avx = (ecx >> 28) & 1;
    int level = has_ssse3 && has_sse42 && has_pclmul ? COAX_BLOCKS_SSE42 : COAX_BLOCKS_PORTABLE;
    if (level == COAX_BLOCKS_SSE42 && has_osxsave && has_avx) {
        // The operating system must save the YMM registers (XCR0 bits 1 and 2).
        unsigned xcr0_low, xcr0_high;
        __asm__ volatile("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
        if ((xcr0_low & 6) == 6 && __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) && ((ebx >> 5) & 1)) {
            level = COAX_BLOCKS_AVX2;
            // AVX-512 F and BW, VBMI2, and the opmask and upper ZMM state saved (XCR0 bits 5-7).
            int has_avx512 = ((ebx >> 16) & 1) && ((ebx >> 30) & 1) && ((ecx >> 6) & 1);
            if (has_avx512 && (xcr0_low & 0xE0) == 0xE0) level = COAX_BLOCKS_AVX512;
        }
    }
    return level;
}

#elif defined(__aarch64__)

// MARK: - arm64

static uint64_t coax_neon_bits(uint8x16_t m0, uint8x16_t m1, uint8x16_t m2, uint8x16_t m3) {
    const uint8x16_t weights = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
    uint8x16_t s01 = vpaddq_u8(vandq_u8(m0, weights), vandq_u8(m1, weights));
    uint8x16_t s23 = vpaddq_u8(vandq_u8(m2, weights), vandq_u8(m3, weights));
    uint8x16_t s = vpaddq_u8(s01, s23);
    s = vpaddq_u8(s, s);
    return vgetq_lane_u64(vreinterpretq_u64_u8(s), 0);
}

static inline void coax_classify_block_neon(const uint8_t *bytes, CoaxBlockClasses *classes) {
    const uint8x16_t low_table = vld1q_u8(coax_low_nibble_classes);
    const uint8x16_t high_table = vld1q_u8(coax_high_nibble_classes);
    const uint8x16_t nibble = vdupq_n_u8(0x0F);
    uint8x16_t q[4], b[4], o[4], w[4], c[4], n[4];
    for (int quarter = 0; quarter < 4; quarter++) {
        uint8x16_t x = vld1q_u8(bytes + quarter * 16);
        uint8x16_t group = vandq_u8(vqtbl1q_u8(low_table, vandq_u8(x, nibble)), vqtbl1q_u8(high_table, vshrq_n_u8(x, 4)));
        q[quarter] = vceqq_u8(x, vdupq_n_u8('"'));
        b[quarter] = vceqq_u8(x, vdupq_n_u8('\\'));
        o[quarter] = vtstq_u8(group, vdupq_n_u8(COAX_OPERATOR_BITS));
        w[quarter] = vtstq_u8(group, vdupq_n_u8(COAX_WHITESPACE_BITS));
        c[quarter] = vcltq_u8(x, vdupq_n_u8(0x20));
        n[quarter] = vcgeq_u8(x, vdupq_n_u8(0x80));
    }
    classes->quotes = coax_neon_bits(q[0], q[1], q[2], q[3]);
    classes->backslashes = coax_neon_bits(b[0], b[1], b[2], b[3]);
    classes->operators = coax_neon_bits(o[0], o[1], o[2], o[3]);
    classes->whitespace = coax_neon_bits(w[0], w[1], w[2], w[3]);
    classes->controls = coax_neon_bits(c[0], c[1], c[2], c[3]);
    classes->nonASCII = coax_neon_bits(n[0], n[1], n[2], n[3]);
}

static size_t coax_index_neon(
    const uint8_t *base, size_t chunk_start, size_t block_count, size_t end, CoaxIndexState *state, uint32_t *marks) {
    // UTF-8 one byte at a time and the parity by shifts here (carry-less multiplication is an
    // optional extension on arm64; a NEON UTF-8 check is not written yet).
    return coax_index_with(
        coax_classify_block_neon, coax_utf8_block_portable, coax_prefix_parity, coax_flatten_portable, base,
        chunk_start, block_count, end, state, marks);
}

#endif

// MARK: - Entry points

int coax_best_block_level(void) {
#if defined(__x86_64__)
    static int detected = -1;
    // A benign race: every thread computes the same value.
    int level = __atomic_load_n(&detected, __ATOMIC_RELAXED);
    if (level < 0) {
        level = coax_detect_level();
        __atomic_store_n(&detected, level, __ATOMIC_RELAXED);
    }
    return level;
#elif defined(__aarch64__)
    return COAX_BLOCKS_NEON;
#else
    return COAX_BLOCKS_PORTABLE;
#endif
}

int coax_block_level_is_supported(int level) {
    switch (level) {
    case COAX_BLOCKS_PORTABLE: return 1;
#if defined(__x86_64__)
    case COAX_BLOCKS_SSE42: return coax_best_block_level() >= COAX_BLOCKS_SSE42;
    case COAX_BLOCKS_AVX2: return coax_best_block_level() >= COAX_BLOCKS_AVX2;
    case COAX_BLOCKS_AVX512: return coax_best_block_level() >= COAX_BLOCKS_AVX512;
#elif defined(__aarch64__)
    case COAX_BLOCKS_NEON: return 1;
#endif
    default: return 0;
    }
}

void coax_classify_blocks(int level, const uint8_t *bytes, size_t block_count, CoaxBlockClasses *classes) {
    coax_classify_fn classify = coax_classify_block_portable;
    switch (level) {
#if defined(__x86_64__)
    case COAX_BLOCKS_AVX512: classify = coax_classify_block_avx512; break;
    case COAX_BLOCKS_AVX2: classify = coax_classify_block_avx2; break;
    case COAX_BLOCKS_SSE42: classify = coax_classify_block_sse42; break;
#elif defined(__aarch64__)
    case COAX_BLOCKS_NEON: classify = coax_classify_block_neon; break;
#endif
    default: break;
    }
    for (size_t block = 0; block < block_count; block++) classify(bytes + block * 64, &classes[block]);
}

size_t coax_index_blocks(
    int level, const uint8_t *base, size_t chunk_start, size_t block_count, size_t end, CoaxIndexState *state,
    uint32_t *marks) {
    switch (level) {
#if defined(__x86_64__)
    case COAX_BLOCKS_AVX512: return coax_index_avx512(base, chunk_start, block_count, end, state, marks);
    case COAX_BLOCKS_AVX2: return coax_index_avx2(base, chunk_start, block_count, end, state, marks);
    case COAX_BLOCKS_SSE42: return coax_index_sse42(base, chunk_start, block_count, end, state, marks);
#elif defined(__aarch64__)
    case COAX_BLOCKS_NEON: return coax_index_neon(base, chunk_start, block_count, end, state, marks);
#endif
    default: return coax_index_portable(base, chunk_start, block_count, end, state, marks);
    }
}

int coax_utf8_is_valid(int level, const uint8_t *bytes, size_t count) {
    coax_utf8_fn check = coax_utf8_block_portable;
    switch (level) {
#if defined(__x86_64__)
    case COAX_BLOCKS_AVX512: check = coax_utf8_block_avx512; break;
    case COAX_BLOCKS_AVX2: check = coax_utf8_block_avx2; break;
    case COAX_BLOCKS_SSE42: check = coax_utf8_block_sse42; break;
#endif
    default: break;
    }
    uint32_t previous = 0;
    uint8_t tail[64];
    for (size_t start = 0; start < count; start += 64) {
        const uint8_t *block = bytes + start;
        if (count - start < 64) {
            memcpy(tail, block, count - start);
            memset(tail + (count - start), 0, 64 - (count - start));
            block = tail;
        }
        if (check(block, &previous) != 0) return 0;
    }
    return !coax_utf8_is_incomplete(previous);
}
