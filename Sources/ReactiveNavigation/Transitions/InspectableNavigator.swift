/// What the navigation explorer reads of a navigator: its host, and whether the two agree.
@MainActor
package protocol InspectableNavigator: AnyObject {
    /// The host the navigator drives.
    var inspectedHost: any TransitionHost { get }

    /// What the navigator shows, as a line that does not depend on object identities.
    var inspectedState: String { get }

    /// A sentence saying how the navigator's state differs from what its host shows, or `nil` when they agree.
    func disagreementWithHost() -> String?
}

/// Every navigator alive, weakly, so that the explorer can find those of a hierarchy.
@MainActor
package final class NavigatorRegistry {
    /// The registry of the process.
    package static let shared = NavigatorRegistry()

    private var references: [Reference] = []

    private struct Reference {
        weak var navigator: (any InspectableNavigator)?
    }

    func register(_ navigator: any InspectableNavigator) {
        references.removeAll { $0.navigator == nil }
        references.append(Reference(navigator: navigator))
    }

    /// The navigators alive, in the order they were created.
    package var navigators: [any InspectableNavigator] {
        references.compactMap(\.navigator)
    }
}
