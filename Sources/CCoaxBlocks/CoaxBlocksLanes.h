// The x86_64 classifier and UTF-8 check, written once for a vector of LANE_BYTES bytes and
// included by CCoaxBlocks.c once per instruction set (SSE4.2: 16 bytes, AVX2: 32, AVX-512: 64), each copy
// compiled for its own set by its `target` attribute. The includer defines:
//   LANE_TARGET     the instruction set, as `target` takes it ("avx2")
//   LANE_NAME(f)    the name of function f for this set (f ## _avx2)
//   LANE, LANE_BYTES, LANE_MASK   the vector type, its width in bytes, an integer of that many bits
//   LANE_LOAD(p), LANE_TABLE(t)   load bytes at p; a 16-entry table t in every 16 bytes of a vector
//   LANE_SET1, LANE_ZERO, LANE_AND, LANE_OR, LANE_XOR, LANE_SHIFT_RIGHT_16, LANE_SHUFFLE,
//   LANE_EQUAL, LANE_MIN, LANE_SUBTRACT_SATURATING, LANE_MOVEMASK   the operations, by byte
//   LANE_BEFORE(x, before)   the vector whose bytes end just before x's, from x and the one before
//   LANE_ALIGN(x, previous, n)   the bytes from `previous` byte n up to x, as the vector `alignr` gives
//   LANE_FIRST(previous)     the vector before a block: its last four bytes are `previous`
//   LANE_FLATTEN             the function that lists a block's marks (see `coax_flatten_fn`)
// All of them are undefined again at the end.

__attribute__((target(LANE_TARGET))) static inline void LANE_NAME(coax_classify_block)(
    const uint8_t *bytes, CoaxBlockClasses *classes) {
    const LANE low_table = LANE_TABLE(coax_low_nibble_classes);
    const LANE high_table = LANE_TABLE(coax_high_nibble_classes);
    const LANE nibble = LANE_SET1(0x0F);
    const LANE zero = LANE_ZERO();
    CoaxBlockClasses found = {0, 0, 0, 0, 0, 0};
    for (int lane = 0; lane < 64 / LANE_BYTES; lane++) {
        LANE x = LANE_LOAD(bytes + lane * LANE_BYTES);
        LANE low = LANE_SHUFFLE(low_table, LANE_AND(x, nibble));
        LANE high = LANE_SHUFFLE(high_table, LANE_AND(LANE_SHIFT_RIGHT_16(x, 4), nibble));
        LANE group = LANE_AND(low, high);
        LANE_MASK q = (LANE_MASK)LANE_MOVEMASK(LANE_EQUAL(x, LANE_SET1('"')));
        LANE_MASK b = (LANE_MASK)LANE_MOVEMASK(LANE_EQUAL(x, LANE_SET1('\\')));
        LANE_MASK o = (LANE_MASK)~LANE_MOVEMASK(LANE_EQUAL(LANE_AND(group, LANE_SET1(COAX_OPERATOR_BITS)), zero));
        LANE_MASK w = (LANE_MASK)~LANE_MOVEMASK(LANE_EQUAL(LANE_AND(group, LANE_SET1(COAX_WHITESPACE_BITS)), zero));
        LANE_MASK c = (LANE_MASK)LANE_MOVEMASK(LANE_EQUAL(LANE_MIN(x, LANE_SET1(0x1F)), x));
        LANE_MASK n = (LANE_MASK)LANE_MOVEMASK(x);
        coax_add_lane_classes(&found, lane * LANE_BYTES, q, b, o, w, c, n);
    }
    *classes = found;
}

/// The error bytes of the LANE_BYTES bytes `x` after `before` (whose last three bytes precede them).
__attribute__((target(LANE_TARGET))) static inline LANE_MASK LANE_NAME(coax_utf8_errors)(LANE x, LANE before) {
    const LANE nibble = LANE_SET1(0x0F);
    LANE previous = LANE_BEFORE(x, before);
    // The bytes that end 1, 2 and 3 bytes before each byte of x.
    LANE p1 = LANE_ALIGN(x, previous, 15);
    LANE p2 = LANE_ALIGN(x, previous, 14);
    LANE p3 = LANE_ALIGN(x, previous, 13);
    LANE errors = LANE_AND(
        LANE_AND(
            LANE_SHUFFLE(LANE_TABLE(coax_utf8_previous_high), LANE_AND(LANE_SHIFT_RIGHT_16(p1, 4), nibble)),
            LANE_SHUFFLE(LANE_TABLE(coax_utf8_previous_low), LANE_AND(p1, nibble))),
        LANE_SHUFFLE(LANE_TABLE(coax_utf8_current_high), LANE_AND(LANE_SHIFT_RIGHT_16(x, 4), nibble)));
    // High bit set where the byte two before is E0 or above, or the byte three before F0 or above.
    LANE continues = LANE_OR(
        LANE_SUBTRACT_SATURATING(p2, LANE_SET1(0x60)), LANE_SUBTRACT_SATURATING(p3, LANE_SET1(0x70)));
    errors = LANE_XOR(errors, LANE_AND(continues, LANE_SET1((char)0x80)));
    return (LANE_MASK)~LANE_MOVEMASK(LANE_EQUAL(errors, LANE_ZERO()));
}

__attribute__((target(LANE_TARGET))) static inline uint64_t LANE_NAME(coax_utf8_block)(
    const uint8_t *bytes, uint32_t *previous) {
    LANE before = LANE_FIRST(*previous);
    uint64_t errors = 0;
    for (int lane = 0; lane < 64 / LANE_BYTES; lane++) {
        LANE x = LANE_LOAD(bytes + lane * LANE_BYTES);
        errors |= (uint64_t)LANE_NAME(coax_utf8_errors)(x, before) << (lane * LANE_BYTES);
        before = x;
    }
    memcpy(previous, bytes + 60, 4);
    return errors;
}

__attribute__((target(LANE_TARGET ",pclmul"))) static size_t LANE_NAME(coax_index)(
    const uint8_t *base, size_t chunk_start, size_t block_count, size_t end, CoaxIndexState *state, uint32_t *marks) {
    return coax_index_with(
        LANE_NAME(coax_classify_block), LANE_NAME(coax_utf8_block), coax_prefix_parity_clmul, LANE_FLATTEN, base,
        chunk_start, block_count, end, state, marks);
}

#undef LANE_TARGET
#undef LANE_NAME
#undef LANE
#undef LANE_BYTES
#undef LANE_MASK
#undef LANE_LOAD
#undef LANE_TABLE
#undef LANE_SET1
#undef LANE_ZERO
#undef LANE_AND
#undef LANE_OR
#undef LANE_XOR
#undef LANE_SHIFT_RIGHT_16
#undef LANE_SHUFFLE
#undef LANE_EQUAL
#undef LANE_MIN
#undef LANE_SUBTRACT_SATURATING
#undef LANE_MOVEMASK
#undef LANE_BEFORE
#undef LANE_ALIGN
#undef LANE_FIRST
#undef LANE_FLATTEN
