#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Test settings read from the environment.
enum TestEnvironment {
    /// Seconds to keep stress tests running, from `SIGNALS_SOAK_SECONDS`; `nil` runs the short CI version.
    static var soakSeconds: Double? {
        guard let text = getenv("SIGNALS_SOAK_SECONDS") else { return nil }
        return Double(String(cString: text))
    }
}
