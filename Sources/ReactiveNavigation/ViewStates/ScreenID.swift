/// The identity of a ``ViewScreen``: what a SwiftUI navigation path holds, so that routes need not be `Hashable`.
public struct ScreenID: Hashable, Sendable, CustomStringConvertible {
    private let value: Int

    @MainActor private static var last = 0

    @MainActor
    static func next() -> ScreenID {
        last += 1
        return ScreenID(value: last)
    }

    /// A readable name for the screen, for logs and test failures.
    public var description: String { "screen \(value)" }
}
