/// A small, fast, reproducible random number generator (SplitMix64), so that a failing run can be replayed from its
/// printed seed.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniformly distributed integer in `0..<bound`.
    package mutating func int(below bound: Int) -> Int {
        Int(next(upperBound: UInt64(bound)))
    }

    /// `true` with a probability of one in `odds`.
    package mutating func oneIn(_ odds: Int) -> Bool {
        int(below: odds) == 0
    }
}
