#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The value of the environment variable `name`, or `nil` if it is not set or does not parse as a `Value`: test
/// settings such as a soak time or a seed to replay.
package func environmentValue<Value: LosslessStringConvertible>(_ name: String) -> Value? {
    guard let text = getenv(name) else { return nil }
    return Value(String(cString: text))
}
