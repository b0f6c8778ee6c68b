/// A screen of a ``NavigationTree`` that restoring did not bring back, named by its path in the tree.
public struct RestorationFailure: Equatable, Sendable, CustomStringConvertible {
    /// Where the screen is: the root coordinator's type, then each navigator's name and screen index on the way, such
    /// as `AppCoordinator.sheets[0].navigator[2]`.
    public let path: String
    /// The screen's route as data, when it has one.
    public let route: RouteValue?
    /// Why it was not restored.
    public let reason: String

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - path: Where the screen is in the tree.
    ///   - route: The screen's route as data.
    ///   - reason: Why it was not restored.
    public init(path: String, route: RouteValue?, reason: String) {
        self.path = path
        self.route = route
        self.reason = reason
    }

    /// A sentence naming the screen and the reason.
    public var description: String {
        "\(path)\(route.map { " (\($0))" } ?? ""): \(reason)"
    }
}

/// How restoring a ``NavigationTree`` ended.
public struct TreeRestorationOutcome: Equatable, Sendable {
    /// Every screen that was not restored, each with its path and reason, in the order restoring met them.
    public let failures: [RestorationFailure]

    /// Whether every screen of the tree was restored.
    public var isComplete: Bool { failures.isEmpty }
}
