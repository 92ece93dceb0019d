#ifndef COAX_FUZZER_DRIVER_H
#define COAX_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (linked by -sanitize=fuzzer): parses libFuzzer's command line, then runs
/// `callback` on every input it generates or reads. Returns the process's exit status.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
