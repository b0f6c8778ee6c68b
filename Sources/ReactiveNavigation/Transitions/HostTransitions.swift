/// What every host tells its navigator about transitions in flight, as UIKit's `transitionCoordinator` does.
///
/// A navigator starts a transition only when its host has none in flight, and only when the ``transitionQueue`` of
/// its window hierarchy has finished the calls before it.
@MainActor
public protocol TransitionHost: AnyObject {
    /// Whether a transition of this host is in flight: an animated push, pop, presentation or dismissal, including one
    /// the user started, such as a back swipe or a sheet swiped down.
    var isTransitioning: Bool { get }

    /// The queue shared by the navigators of this host's window hierarchy.
    ///
    /// The default is ``TransitionQueue/main``; headless hosts share the queue of the root of their hierarchy.
    var transitionQueue: TransitionQueue { get }

    /// Runs `action` once no transition of this host is in flight: at once when none is, otherwise right after the
    /// current one has ended, completed or cancelled, and has been reported to the delegate.
    ///
    /// - Parameter action: The work to run, once.
    func whenIdle(_ action: @escaping @MainActor () -> Void)

    /// Whether the host can show `screen`. A navigator refuses a call that would hand its host a screen it cannot
    /// show, before changing anything (``NavigationDiagnostic/Kind/hostRefused``): a UIKit host shows only view
    /// controllers. The default is `true`.
    ///
    /// - Parameter screen: A screen a call would show.
    /// - Returns: Whether the host can show it.
    func canShow(_ screen: PlatformViewController) -> Bool
}

extension TransitionHost {
    /// The queue of the app's main window hierarchy.
    public var transitionQueue: TransitionQueue { .main }

    /// Any screen: the default.
    ///
    /// - Parameter screen: A screen a call would show.
    /// - Returns: `true`.
    public func canShow(_ screen: PlatformViewController) -> Bool { true }
}

extension NavigationDiagnostics {
    /// Reports, when `host` cannot show one of `screens`, that `call` is refused, naming that screen's route; returns
    /// the refusal, or `nil` when the host can show them all.
    @MainActor
    func refusalUnlessShown<Route>(
        _ screens: [(route: Route, viewController: PlatformViewController)],
        by host: any TransitionHost,
        in call: String
    ) -> NavigationDiagnostic? {
        guard let screen = screens.first(where: { !host.canShow($0.viewController) }) else { return nil }
        return report(
            .hostRefused,
            "\(call) refused: its host \(host) cannot show the screen for route \(screen.route), "
                + "\(screen.viewController)")
    }
}
