import MallocCounter

/// Reads the malloc-counting interposer of the `MallocCounter` target.
///
/// Counting is switched on only around untimed runs, so timed samples pay nothing but a predictable branch in malloc.
enum AllocationCounter {
    /// Heap activity during one counted run.
    struct Counts {
        /// Blocks allocated.
        var allocations: UInt64
        /// Usable bytes allocated minus usable bytes freed: what the run left on the heap.
        var liveBytes: Int64
    }

    /// Whether this build counts allocations and a probe allocation was seen; `false` on platforms without glibc.
    static let isWorking: Bool = {
        guard malloc_counter_is_available() else { return false }
        let counts = counting { [Int](repeating: 1, count: CommandLine.arguments.count + 64).count }
        return counts.counts.allocations > 0
    }()

    /// Runs `body` with counting on and returns its result with the heap activity it caused.
    static func counting<Result>(_ body: () -> Result) -> (result: Result, counts: Counts) {
        malloc_counter_reset()
        malloc_counter_set_enabled(true)
        let result = body()
        malloc_counter_set_enabled(false)
        let raw = malloc_counter_read()
        let live = Int64(bitPattern: raw.allocatedBytes &- raw.freedBytes)
        return (result, Counts(allocations: raw.allocations, liveBytes: live))
    }
}
