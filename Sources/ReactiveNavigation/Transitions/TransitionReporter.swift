import Signals

/// The ``NavigationTransition`` signal of a navigator and what it needs to report one.
@MainActor
struct TransitionReporter<Route> {
    let transitions: Signal<NavigationTransition<Route>, Never>
    private let input: Signal<NavigationTransition<Route>, Never>.Observer

    init() {
        (transitions, input) = Signal.pipe()
    }

    func report(
        _ phase: NavigationTransition<Route>.Phase,
        _ kind: NavigationTransition<Route>.Kind,
        isUserInitiated: Bool = false,
        routes: [Route]
    ) {
        input.send(
            value: NavigationTransition(phase: phase, kind: kind, isUserInitiated: isUserInitiated, routes: routes))
    }
}
