// The byte classifier of the parser's first pass (see Sources/Coax/Parser/StructuralIndexer.swift):
// it only sorts bytes into classes, a bitmask per class; everything that depends on context
// (escapes, strings, UTF-8) is done in Swift from these masks.
//
// Whitespace and the six operators are found with two 16-entry tables indexed by the low and the
// high nibble of each byte: a byte is in a group when both of its entries have the group's bit.
// Every group's members share their nibbles without mixing with another group's:
//   bit 0x01: tab, line feed, carriage return (high nibble 0; low 9, A, D)
//   bit 0x02: space                           (high 2; low 0)
//   bit 0x04: [ ] { }                         (high 5 and 7; low B and D)
//   bit 0x08: :                               (high 3; low A)
//   bit 0x10: ,                               (high 2; low C)
// Bytes of 0x80 and above have a high nibble of 8 to F, whose entries are empty.

#include "CCoaxBlocks.h"

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

static void coax_classify_portable(const uint8_t *bytes, size_t block_count, CoaxBlockClasses *classes) {
    for (size_t block = 0; block < block_count; block++) {
        const uint8_t *b = bytes + block * 64;
        CoaxBlockClasses c = {0, 0, 0, 0, 0, 0};
        for (int i = 0; i < 64; i++) {
            uint8_t byte = b[i];
            uint64_t bit = (uint64_t)1 << i;
            uint8_t group = coax_low_nibble_classes[byte & 0x0F] & coax_high_nibble_classes[byte >> 4];
            if (byte == '"') c.quotes |= bit;
            if (byte == '\\') c.backslashes |= bit;
            if (group & COAX_OPERATOR_BITS) c.operators |= bit;
            if (group & COAX_WHITESPACE_BITS) c.whitespace |= bit;
            if (byte < 0x20) c.controls |= bit;
            if (byte >= 0x80) c.nonASCII |= bit;
        }
        classes[block] = c;
    }
}

#if defined(__x86_64__)

__attribute__((target("avx2"))) static void coax_classify_avx2(
    const uint8_t *bytes, size_t block_count, CoaxBlockClasses *classes) {
    const __m256i low_table = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)coax_low_nibble_classes));
    const __m256i high_table = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)coax_high_nibble_classes));
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    const __m256i quote = _mm256_set1_epi8('"');
    const __m256i backslash = _mm256_set1_epi8('\\');
    const __m256i control_limit = _mm256_set1_epi8(0x1F);
    const __m256i whitespace_bits = _mm256_set1_epi8(COAX_WHITESPACE_BITS);
    const __m256i operator_bits = _mm256_set1_epi8(COAX_OPERATOR_BITS);
    const __m256i zero = _mm256_setzero_si256();
    for (size_t block = 0; block < block_count; block++) {
        uint64_t masks[6] = {0, 0, 0, 0, 0, 0};
        for (int half = 0; half < 2; half++) {
            __m256i x = _mm256_loadu_si256((const __m256i *)(bytes + block * 64 + half * 32));
            __m256i low = _mm256_shuffle_epi8(low_table, _mm256_and_si256(x, nibble));
            __m256i high = _mm256_shuffle_epi8(high_table, _mm256_and_si256(_mm256_srli_epi16(x, 4), nibble));
            __m256i group = _mm256_and_si256(low, high);
            uint32_t q = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, quote));
            uint32_t b = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, backslash));
            uint32_t o = ~(uint32_t)_mm256_movemask_epi8(
                _mm256_cmpeq_epi8(_mm256_and_si256(group, operator_bits), zero));
            uint32_t w = ~(uint32_t)_mm256_movemask_epi8(
                _mm256_cmpeq_epi8(_mm256_and_si256(group, whitespace_bits), zero));
            uint32_t c = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_min_epu8(x, control_limit), x));
            uint32_t n = (uint32_t)_mm256_movemask_epi8(x);
            int shift = half * 32;
            masks[0] |= (uint64_t)q << shift;
            masks[1] |= (uint64_t)b << shift;
            masks[2] |= (uint64_t)o << shift;
            masks[3] |= (uint64_t)w << shift;
            masks[4] |= (uint64_t)c << shift;
            masks[5] |= (uint64_t)n << shift;
        }
        CoaxBlockClasses *out = &classes[block];
        out->quotes = masks[0];
        out->backslashes = masks[1];
        out->operators = masks[2];
        out->whitespace = masks[3];
        out->controls = masks[4];
        out->nonASCII = masks[5];
    }
}

__attribute__((target("sse4.2"))) static void coax_classify_sse42(
    const uint8_t *bytes, size_t block_count, CoaxBlockClasses *classes) {
    const __m128i low_table = _mm_loadu_si128((const __m128i *)coax_low_nibble_classes);
    const __m128i high_table = _mm_loadu_si128((const __m128i *)coax_high_nibble_classes);
    const __m128i nibble = _mm_set1_epi8(0x0F);
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i control_limit = _mm_set1_epi8(0x1F);
    const __m128i whitespace_bits = _mm_set1_epi8(COAX_WHITESPACE_BITS);
    const __m128i operator_bits = _mm_set1_epi8(COAX_OPERATOR_BITS);
    const __m128i zero = _mm_setzero_si128();
    for (size_t block = 0; block < block_count; block++) {
        uint64_t masks[6] = {0, 0, 0, 0, 0, 0};
        for (int quarter = 0; quarter < 4; quarter++) {
            __m128i x = _mm_loadu_si128((const __m128i *)(bytes + block * 64 + quarter * 16));
            __m128i low = _mm_shuffle_epi8(low_table, _mm_and_si128(x, nibble));
            __m128i high = _mm_shuffle_epi8(high_table, _mm_and_si128(_mm_srli_epi16(x, 4), nibble));
            __m128i group = _mm_and_si128(low, high);
            uint16_t q = (uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, quote));
            uint16_t b = (uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, backslash));
            uint16_t o = (uint16_t)~_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(group, operator_bits), zero));
            uint16_t w = (uint16_t)~_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(group, whitespace_bits), zero));
            uint16_t c = (uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(x, control_limit), x));
            uint16_t n = (uint16_t)_mm_movemask_epi8(x);
            int shift = quarter * 16;
            masks[0] |= (uint64_t)q << shift;
            masks[1] |= (uint64_t)b << shift;
            masks[2] |= (uint64_t)o << shift;
            masks[3] |= (uint64_t)w << shift;
            masks[4] |= (uint64_t)c << shift;
            masks[5] |= (uint64_t)n << shift;
        }
        CoaxBlockClasses *out = &classes[block];
        out->quotes = masks[0];
        out->backslashes = masks[1];
        out->operators = masks[2];
        out->whitespace = masks[3];
        out->controls = masks[4];
        out->nonASCII = masks[5];
    }
}

static int coax_detect_level(void) {
    unsigned eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return COAX_BLOCKS_PORTABLE;
    int has_ssse3 = (ecx >> 9) & 1;
    int has_sse42 = (ecx >> 20) & 1;
    int has_osxsave = (ecx >> 27) & 1;
    int has_avx = (ecx >> 28) & 1;
    int level = has_ssse3 && has_sse42 ? COAX_BLOCKS_SSE42 : COAX_BLOCKS_PORTABLE;
    if (level == COAX_BLOCKS_SSE42 && has_osxsave && has_avx) {
        // The operating system must save the YMM registers (XCR0 bits 1 and 2).
        unsigned xcr0_low, xcr0_high;
        __asm__ volatile("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
        if ((xcr0_low & 6) == 6 && __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) && ((ebx >> 5) & 1)) {
            level = COAX_BLOCKS_AVX2;
        }
    }
    return level;
}

#elif defined(__aarch64__)

static uint64_t coax_neon_bits(uint8x16_t m0, uint8x16_t m1, uint8x16_t m2, uint8x16_t m3) {
    const uint8x16_t weights = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
    uint8x16_t s01 = vpaddq_u8(vandq_u8(m0, weights), vandq_u8(m1, weights));
    uint8x16_t s23 = vpaddq_u8(vandq_u8(m2, weights), vandq_u8(m3, weights));
    uint8x16_t s = vpaddq_u8(s01, s23);
    s = vpaddq_u8(s, s);
    return vgetq_lane_u64(vreinterpretq_u64_u8(s), 0);
}

static void coax_classify_neon(const uint8_t *bytes, size_t block_count, CoaxBlockClasses *classes) {
    const uint8x16_t low_table = vld1q_u8(coax_low_nibble_classes);
    const uint8x16_t high_table = vld1q_u8(coax_high_nibble_classes);
    const uint8x16_t nibble = vdupq_n_u8(0x0F);
    for (size_t block = 0; block < block_count; block++) {
        uint8x16_t q[4], b[4], o[4], w[4], c[4], n[4];
        for (int quarter = 0; quarter < 4; quarter++) {
            uint8x16_t x = vld1q_u8(bytes + block * 64 + quarter * 16);
            uint8x16_t group = vandq_u8(vqtbl1q_u8(low_table, vandq_u8(x, nibble)), vqtbl1q_u8(high_table, vshrq_n_u8(x, 4)));
            q[quarter] = vceqq_u8(x, vdupq_n_u8('"'));
            b[quarter] = vceqq_u8(x, vdupq_n_u8('\\'));
            o[quarter] = vtstq_u8(group, vdupq_n_u8(COAX_OPERATOR_BITS));
            w[quarter] = vtstq_u8(group, vdupq_n_u8(COAX_WHITESPACE_BITS));
            c[quarter] = vcltq_u8(x, vdupq_n_u8(0x20));
            n[quarter] = vcgeq_u8(x, vdupq_n_u8(0x80));
        }
        CoaxBlockClasses *out = &classes[block];
        out->quotes = coax_neon_bits(q[0], q[1], q[2], q[3]);
        out->backslashes = coax_neon_bits(b[0], b[1], b[2], b[3]);
        out->operators = coax_neon_bits(o[0], o[1], o[2], o[3]);
        out->whitespace = coax_neon_bits(w[0], w[1], w[2], w[3]);
        out->controls = coax_neon_bits(c[0], c[1], c[2], c[3]);
        out->nonASCII = coax_neon_bits(n[0], n[1], n[2], n[3]);
    }
}

#endif

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
#elif defined(__aarch64__)
    case COAX_BLOCKS_NEON: return 1;
#endif
    default: return 0;
    }
}

void coax_classify_blocks(int level, const uint8_t *bytes, size_t block_count, CoaxBlockClasses *classes) {
    switch (level) {
#if defined(__x86_64__)
    case COAX_BLOCKS_AVX2: coax_classify_avx2(bytes, block_count, classes); return;
    case COAX_BLOCKS_SSE42: coax_classify_sse42(bytes, block_count, classes); return;
#elif defined(__aarch64__)
    case COAX_BLOCKS_NEON: coax_classify_neon(bytes, block_count, classes); return;
#endif
    default: coax_classify_portable(bytes, block_count, classes); return;
    }
}
