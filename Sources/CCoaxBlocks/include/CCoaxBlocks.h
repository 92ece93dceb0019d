#ifndef CCOAXBLOCKS_H
#define CCOAXBLOCKS_H

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
    /// 16 bytes at a time with SSE4.2 (x86_64).
    COAX_BLOCKS_SSE42 = 1,
    /// 32 bytes at a time with AVX2 (x86_64).
    COAX_BLOCKS_AVX2 = 2,
    /// 16 bytes at a time with NEON (arm64).
    COAX_BLOCKS_NEON = 3,
};

/// The fastest level this processor and operating system support.
int coax_best_block_level(void);

/// Whether `level` can run here.
int coax_block_level_is_supported(int level);

/// Classifies `block_count` blocks of 64 bytes starting at `bytes` (all readable) into
/// `classes[0 ..< block_count]`, using `level`, which must be supported.
void coax_classify_blocks(int level, const uint8_t *bytes, size_t block_count, CoaxBlockClasses *classes);

#endif
