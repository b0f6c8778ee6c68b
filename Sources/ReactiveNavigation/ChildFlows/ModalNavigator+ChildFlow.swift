import Signals

extension ModalNavigator {
    /// Presents the first screen of a child flow and keeps the flow alive while it is presented.
    ///
    /// When the flow sends its result, its screen is dismissed, the flow is released and the outcome
    /// is `.finished`. When the screen is dismissed first, for example by the user, the flow is
    /// released and the outcome is `.cancelled`. Both happen before the call that caused them returns,
    /// except for a result sent while the screen is still being presented (by an observer of this
    /// navigator): it is handled on the main queue right after, so that the returned signal gets it.
    ///
    /// - Parameters:
    ///   - route: The route that the flow's first screen shows.
    ///   - flow: The child flow to start.
    ///   - animated: Whether the presentation and the final dismissal are animated.
    /// - Returns: A signal that sends the outcome, then completes. When the presentation is refused
    ///   the signal has already ended, so observers get `interrupted` at once.
    @discardableResult
    public func present<Flow: ChildFlow>(
        route: Route,
        flow: Flow,
        animated: Bool
    ) -> Signal<FlowOutcome<Flow.Result>, Never> {
        ChildFlowRun.launch(
            flow,
            route: route,
            show: { present($0, animated: animated) },
            remove: { [weak self] screen in self?.dismissScreen(screen, animated: animated) }
        )
    }
}
