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
}

extension TransitionHost {
    /// The queue of the app's main window hierarchy.
    public var transitionQueue: TransitionQueue { .main }
}
