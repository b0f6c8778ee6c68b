import Signals

extension ModalNavigator {
    /// Presents the first screen of a child flow and keeps the flow alive while it is presented.
    ///
    /// When the flow sends its result, its screen is dismissed, and once the dismissal has ended the flow is
    /// released and the outcome is `.finished`. When the screen is dismissed first, for example by the user, the flow
    /// is released and the outcome is `.cancelled`, once the screen is gone. A result sent while the screen is still
    /// being presented dismisses it once the presentation has ended. With instant transitions all of this happens
    /// before the call that caused it returns, except for a result sent while the screen is being presented by this
    /// call (by an observer of this navigator): it is handled on the main queue right after, so that the returned
    /// signal gets it.
    ///
    /// - Parameters:
    ///   - route: The route that the flow's first screen shows.
    ///   - flow: The child flow to start.
    ///   - animated: Whether the presentation and the final dismissal are animated.
    /// - Returns: A signal that sends the outcome, then completes. When the presentation is refused, the signal is
    ///   interrupted without a value: at once when it is refused before this returns, so observers get `interrupted`
    ///   as they start observing. A presentation that a deep link deferred and its presenter refuses at the link's end
    ///   (see ``DeepLinkAnimation``) ends the flow `cancelled`.
    @discardableResult
    public func present<Flow: ChildFlow>(
        route: Route,
        flow: Flow,
        animated: Bool
    ) -> Signal<FlowOutcome<Flow.Result>, Never> {
        ChildFlowRun.launch(
            flow,
            route: route,
            audit: core.calls.queue.audit,
            show: { present($0, animated: animated, then: $1) },
            remove: { [weak self] screen, willRemove, removed in
                guard let self else { return removed() }
                dismissScreen(screen, animated: animated, willDismiss: willRemove) { _ in removed() }
            }
        )
    }
}
