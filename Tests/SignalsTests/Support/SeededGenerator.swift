#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small, fast, reproducible random number generator (SplitMix64), so that a failing run can be replayed from its
/// printed seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniformly distributed integer in `0..<bound`.
    mutating func int(below bound: Int) -> Int {
        Int(next(upperBound: UInt64(bound)))
    }
}

/// Test settings read from the environment.
enum TestEnvironment {
    /// Seconds to keep stress tests running, from `SIGNALS_SOAK_SECONDS`; `nil` runs the short CI version.
    static var soakSeconds: Double? {
        guard let text = getenv("SIGNALS_SOAK_SECONDS") else { return nil }
        return Double(String(cString: text))
    }
}
