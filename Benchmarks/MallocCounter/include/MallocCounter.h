#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// What the interposed allocator has counted since the last reset.
typedef struct {
    /// Calls of malloc, calloc, realloc, posix_memalign, aligned_alloc and memalign (realloc also counts a free).
    uint64_t allocations;
    /// Calls of free with a non-null pointer.
    uint64_t frees;
    /// Usable bytes of the blocks allocated.
    uint64_t allocatedBytes;
    /// Usable bytes of the blocks freed.
    uint64_t freedBytes;
} MallocCounts;

/// Whether this build interposes the allocator (glibc on Linux, no sanitizer) so that the counts mean something.
bool malloc_counter_is_available(void);

/// Starts or stops counting; counting is off at start, so timed runs pay only a predictable branch.
void malloc_counter_set_enabled(bool enabled);

/// Zeroes the counts.
void malloc_counter_reset(void);

/// The counts since the last reset.
MallocCounts malloc_counter_read(void);

#endif
