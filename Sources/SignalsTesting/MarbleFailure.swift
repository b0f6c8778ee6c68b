/// The error that a marble string's `#` sends when no other error is given.
public struct MarbleFailure: Swift.Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Creates the marble failure.
    public init() {}

    /// `#`, as in a marble string.
    public var description: String { "#" }
}
