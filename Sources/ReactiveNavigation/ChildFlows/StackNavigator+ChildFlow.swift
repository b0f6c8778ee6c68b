import Signals

extension StackNavigator {
    /// Pushes the first screen of a child flow and keeps the flow alive while that screen is on the stack.
    ///
    /// When the flow sends its result, its screen and everything above it are popped, the flow is
    /// released and the outcome is `.finished`. When its screen leaves the stack first, for example
    /// because the user popped it, the flow is released and the outcome is `.cancelled`. Both
    /// happen before the call that caused them returns, except for a result sent while the screen is
    /// still being pushed (by an observer of this navigator): it is handled on the main queue right
    /// after, so that the returned signal gets it. A `set` that keeps the screen keeps the flow running.
    ///
    /// - Parameters:
    ///   - route: The route that the flow's first screen shows.
    ///   - flow: The child flow to start.
    ///   - animated: Whether the push and the final pop are animated.
    /// - Returns: A signal that sends the outcome, then completes. When the push is refused the
    ///   signal has already ended, so observers get `interrupted` at once.
    @discardableResult
    public func push<Flow: ChildFlow>(
        route: Route,
        flow: Flow,
        animated: Bool
    ) -> Signal<FlowOutcome<Flow.Result>, Never> {
        ChildFlowRun.launch(
            flow,
            route: route,
            show: { push($0, animated: animated) },
            remove: { [weak self] screen in self?.popScreen(screen, animated: animated) }
        )
    }
}
