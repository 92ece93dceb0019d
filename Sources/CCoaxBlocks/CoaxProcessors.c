// The processors the process may run on (for `ProcessorAffinity` in Sources/Coax/Parser): Swift's
// Glibc module does not have `sched_getaffinity`, which needs _GNU_SOURCE.

#define _GNU_SOURCE
#include "CCoaxBlocks.h"

#if defined(__linux__)
#include <sched.h>
#endif

int coax_available_processors(void) {
#if defined(__linux__)
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof(set), &set) != 0) return 1;
    int count = CPU_COUNT(&set);
    return count > 0 ? count : 1;
#else
    return 1;
#endif
}
