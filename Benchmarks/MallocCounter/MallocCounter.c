// Counts heap allocations by interposing the C allocator. The executable's definitions of malloc and friends take
// precedence over the C library's for every shared object in the process (the Swift runtime included); each forwards
// to glibc's own entry point (__libc_malloc etc.) and, while counting is on, adds to relaxed atomic counters.
#include "MallocCounter.h"

// Sanitizers bring their own allocator, which the C library's must not replace: under them, nothing is counted.
#if defined(__has_feature)
    #if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
        #define MALLOC_COUNTER_SANITIZED 1
    #endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(MALLOC_COUNTER_SANITIZED)

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_bool enabled;
static atomic_uint_fast64_t allocations;
static atomic_uint_fast64_t frees;
static atomic_uint_fast64_t allocatedBytes;
static atomic_uint_fast64_t freedBytes;

static inline bool counting(void) { return atomic_load_explicit(&enabled, memory_order_relaxed); }

static inline void *countAllocation(void *pointer) {
    if (pointer != NULL && counting()) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&allocatedBytes, malloc_usable_size(pointer), memory_order_relaxed);
    }
    return pointer;
}

static inline void countFree(void *pointer) {
    if (pointer != NULL && counting()) {
        atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&freedBytes, malloc_usable_size(pointer), memory_order_relaxed);
    }
}

void *malloc(size_t size) { return countAllocation(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return countAllocation(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
    countFree(pointer);
    return countAllocation(__libc_realloc(pointer, size));
}

void free(void *pointer) {
    countFree(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) { return countAllocation(__libc_memalign(alignment, size)); }

void *aligned_alloc(size_t alignment, size_t size) { return countAllocation(__libc_memalign(alignment, size)); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = countAllocation(__libc_memalign(alignment, size));
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

bool malloc_counter_is_available(void) { return true; }

void malloc_counter_set_enabled(bool value) { atomic_store_explicit(&enabled, value, memory_order_relaxed); }

void malloc_counter_reset(void) {
    atomic_store_explicit(&allocations, 0, memory_order_relaxed);
    atomic_store_explicit(&frees, 0, memory_order_relaxed);
    atomic_store_explicit(&allocatedBytes, 0, memory_order_relaxed);
    atomic_store_explicit(&freedBytes, 0, memory_order_relaxed);
}

MallocCounts malloc_counter_read(void) {
    MallocCounts counts = {
        atomic_load_explicit(&allocations, memory_order_relaxed),
        atomic_load_explicit(&frees, memory_order_relaxed),
        atomic_load_explicit(&allocatedBytes, memory_order_relaxed),
        atomic_load_explicit(&freedBytes, memory_order_relaxed),
    };
    return counts;
}

#else

bool malloc_counter_is_available(void) { return false; }
void malloc_counter_set_enabled(bool value) { (void)value; }
void malloc_counter_reset(void) {}
MallocCounts malloc_counter_read(void) {
    MallocCounts counts = {0, 0, 0, 0};
    return counts;
}

#endif
