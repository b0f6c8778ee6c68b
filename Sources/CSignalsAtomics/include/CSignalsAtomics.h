// Atomic operations on a machine word, for the Signals module.
//
// The deployment floors (iOS 15, macOS 12) predate the standard library's `Synchronization.Atomic`, so Signals reaches
// the C11 atomic builtins through these inline functions. They work on plain `uintptr_t` storage that Swift allocates
// at a stable address (in a `ManagedBuffer`), and compile to single instructions once inlined into Swift code.

#ifndef C_SIGNALS_ATOMICS_H
#define C_SIGNALS_ATOMICS_H

#include <stdbool.h>
#include <stdint.h>

/// Loads the word with acquire ordering.
static inline uintptr_t signals_atomic_load(const uintptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Stores into the word with release ordering.
static inline void signals_atomic_store(uintptr_t *word, uintptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Replaces the word with `desired` if it holds `expected`; returns whether it did. Sequentially consistent.
static inline bool signals_atomic_compare_exchange(uintptr_t *word, uintptr_t expected, uintptr_t desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

/// Adds `delta` (which may wrap, to subtract) and returns the new value. Sequentially consistent.
static inline uintptr_t signals_atomic_add(uintptr_t *word, uintptr_t delta) {
    return __atomic_add_fetch(word, delta, __ATOMIC_SEQ_CST);
}

#endif
