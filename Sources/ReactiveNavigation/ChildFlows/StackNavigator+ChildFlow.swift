import Signals

extension StackNavigator {
    /// Pushes the first screen of a child flow and keeps the flow alive while that screen is on the stack.
    ///
    /// When the flow sends its result, its screen and everything above it are popped, and once the pop has ended the
    /// flow is released and the outcome is `.finished`. When its screen leaves the stack first, for example because
    /// the user popped it, the flow is released and the outcome is `.cancelled`, once the pop has ended. A result sent
    /// while another transition runs pops once it has ended. With instant transitions all of this happens before the
    /// call that caused it returns, except for a result sent while the screen is being pushed by this call (by an
    /// observer of this navigator): it is handled on the main queue right after, so that the returned signal gets it.
    /// A `set` that keeps the screen keeps the flow running.
    ///
    /// - Parameters:
    ///   - route: The route that the flow's first screen shows.
    ///   - flow: The child flow to start.
    ///   - animated: Whether the push and the final pop are animated.
    /// - Returns: A signal that sends the outcome, then completes. When the push is refused, the signal is
    ///   interrupted without a value: at once when it is refused before this returns, so observers get `interrupted`
    ///   as they start observing.
    @discardableResult
    public func push<Flow: ChildFlow>(
        route: Route,
        flow: Flow,
        animated: Bool
    ) -> Signal<FlowOutcome<Flow.Result>, Never> {
        ChildFlowRun.launch(
            flow,
            route: route,
            audit: core.calls.queue.audit,
            show: { push($0, animated: animated, then: $1) },
            remove: { [weak self] screen, willRemove, removed in
                guard let self else { return removed() }
                popScreen(screen, animated: animated, willPop: willRemove) { _ in removed() }
            }
        )
    }
}
