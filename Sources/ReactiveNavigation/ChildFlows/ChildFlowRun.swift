import Signals

/// Owns a started child flow until it ends, and sends how it ended.
@MainActor
final class ChildFlowRun<Flow: ChildFlow> {
    let outcome: Signal<FlowOutcome<Flow.Result>, Never>
    private let outcomeInput: Signal<FlowOutcome<Flow.Result>, Never>.Observer
    private var flow: Flow?
    private var ending = FlowOutcome<Flow.Result>.cancelled
    private var resultObservation: Disposable?

    init(flow: Flow) {
        self.flow = flow
        (outcome, outcomeInput) = Signal.pipe()
    }

    /// Shows a flow's first screen and keeps the flow alive until it ends.
    ///
    /// - Parameters:
    ///   - flow: The flow to start.
    ///   - route: The route that its first screen shows.
    ///   - show: Shows the screen through the entry that keeps the flow alive; returns whether it was shown.
    ///   - remove: Takes the screen away when the flow sends its result.
    /// - Returns: The flow's outcome, already ended when `show` refused the screen.
    static func launch<Route>(
        _ flow: Flow,
        route: Route,
        show: (ScreenEntry<Route>) -> Bool,
        remove: @escaping @MainActor (PlatformViewController) -> Void
    ) -> Signal<FlowOutcome<Flow.Result>, Never> {
        let screen = flow.rootViewController
        let run = ChildFlowRun(flow: flow)
        guard show(ScreenEntry(route: route, viewController: screen, onLeave: run.finish)) else {
            run.finish()
            return run.outcome
        }
        run.start { [weak screen] in
            if let screen { remove(screen) }
        }
        return run.outcome
    }

    /// Starts listening for the flow's result.
    ///
    /// - Parameter removeScreen: Takes the flow's screen away when the result arrives; the flow
    ///   ends when its screen leaves the navigator.
    func start(removeScreen: @escaping @MainActor () -> Void) {
        resultObservation = flow?.result
            .take(first: 1)
            .observe(on: UIScheduler())
            .observeValues { [weak self] result in
                MainActor.assumeIsolated {
                    guard let self, self.flow != nil else { return }
                    self.ending = .finished(result)
                    removeScreen()
                    self.finish()
                }
            }
    }

    /// Releases the flow and sends its outcome; later calls do nothing.
    func finish() {
        guard flow != nil else { return }
        flow = nil
        resultObservation?.dispose()
        outcomeInput.send(value: ending)
        outcomeInput.sendCompleted()
    }
}
