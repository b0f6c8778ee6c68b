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

extension NavigationDiagnostics {
    /// Reports that `navigator` found its host changed without telling it, and adopted what the host shows.
    @MainActor
    func reportUnreportedChange(of navigator: some InspectableNavigator) {
        report(
            .hostChangedUnreported,
            "\(type(of: navigator)) found that its host changed without reporting it, and adopted what the host shows: "
                + navigator.inspectedState)
    }
}
