import TestSupport

/// Test settings read from the environment.
enum TestEnvironment {
    /// An extra seed for the model-based tests, from `NAVIGATION_MODEL_SEED`, to replay a printed seed.
    static var modelSeed: UInt64? { environmentValue("NAVIGATION_MODEL_SEED") }

    /// Steps per seed for the model-based tests, from `NAVIGATION_MODEL_STEPS`; `nil` runs the CI default.
    static var modelSteps: Int? { environmentValue("NAVIGATION_MODEL_STEPS") }
}
