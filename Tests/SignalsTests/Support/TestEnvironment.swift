import TestSupport

/// Test settings read from the environment.
enum TestEnvironment {
    /// Seconds to keep stress tests running, from `SIGNALS_SOAK_SECONDS`; `nil` runs the short CI version.
    static var soakSeconds: Double? { environmentValue("SIGNALS_SOAK_SECONDS") }
}
