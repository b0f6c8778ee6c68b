#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
