#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small, fast, reproducible random number generator (SplitMix64), so that a failing run can be replayed from its
/// printed seed. A copy of the one in `SignalsTests`, since test targets cannot share files.
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

    /// `true` with a probability of one in `odds`.
    mutating func oneIn(_ odds: Int) -> Bool {
        int(below: odds) == 0
    }
}

/// Test settings read from the environment.
enum TestEnvironment {
    /// An extra seed for the model-based tests, from `NAVIGATION_MODEL_SEED`, to replay a printed seed.
    static var modelSeed: UInt64? {
        guard let text = getenv("NAVIGATION_MODEL_SEED") else { return nil }
        return UInt64(String(cString: text))
    }

    /// Steps per seed for the model-based tests, from `NAVIGATION_MODEL_STEPS`; `nil` runs the CI default.
    static var modelSteps: Int? {
        guard let text = getenv("NAVIGATION_MODEL_STEPS") else { return nil }
        return Int(String(cString: text))
    }
}
