import Dispatch
import Signals

/// Owns a started child flow until it ends, and sends how it ended.
@MainActor
final class ChildFlowRun<Flow: ChildFlow> {
    let outcome: Signal<FlowOutcome<Flow.Result>, Never>
    private let outcomeInput: Signal<FlowOutcome<Flow.Result>, Never>.Observer
    private var flow: Flow?
    private var ending = FlowOutcome<Flow.Result>.cancelled
    private var resultObservation: Disposable?
    private var removeScreen: (@MainActor (_ removed: @escaping @MainActor () -> Void) -> Void)?
    /// Whether the navigator is still showing the flow's first screen.
    private var isShowing = false

    private init(flow: Flow, removeScreen: @escaping @MainActor (_ removed: @escaping @MainActor () -> Void) -> Void) {
        self.flow = flow
        self.removeScreen = removeScreen
        (outcome, outcomeInput) = Signal.pipe()
    }

    /// Shows a flow's first screen and keeps the flow alive until it ends.
    ///
    /// The flow's result is observed before its screen is shown: observers of the navigator may make the flow send
    /// it while the screen is being shown. Such a result is handled on the main queue right after, once the caller
    /// holds the outcome signal and the navigator has finished the show.
    ///
    /// - Parameters:
    ///   - flow: The flow to start.
    ///   - route: The route that its first screen shows.
    ///   - show: Shows the screen through the entry that keeps the flow alive, when its turn comes, and calls its
    ///     second argument with the outcome of the show.
    ///   - remove: Takes the screen away when the flow sends its result, when its turn comes, and calls its second
    ///     argument once the screen is gone.
    /// - Returns: The flow's outcome, already ended when `show` refused the screen at once.
    static func launch<Route>(
        _ flow: Flow,
        route: Route,
        show: (ScreenEntry<Route>, _ shown: @escaping @MainActor (NavigationOutcome) -> Void) -> Void,
        remove: @escaping @MainActor (PlatformViewController, _ removed: @escaping @MainActor () -> Void) -> Void
    ) -> Signal<FlowOutcome<Flow.Result>, Never> {
        let screen = flow.rootViewController
        let run = ChildFlowRun(flow: flow) { [weak screen] removed in
            guard let screen else { return removed() }
            remove(screen, removed)
        }
        run.listen()
        run.isShowing = true
        show(ScreenEntry(route: route, viewController: screen, onLeave: run.finish)) { [weak run] outcome in
            // A refused show never held the flow's screen: the flow ends now, as cancelled.
            if !outcome.isCompleted { run?.finish() }
        }
        run.isShowing = false
        return run.outcome
    }

    /// Starts listening for the flow's result.
    private func listen() {
        resultObservation = flow?.result
            .take(first: 1)
            .observe(on: UIScheduler())
            .observeValues { [weak self] result in
                MainActor.assumeIsolated { self?.receive(result) }
            }
    }

    /// Ends the flow with `result`: at once, or right after the show when it arrives during the show.
    private func receive(_ result: Flow.Result) {
        guard flow != nil, case .cancelled = ending else { return }
        ending = .finished(result)
        guard isShowing else { return end() }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.end() }
        }
    }

    /// Takes the flow's screen away, which ends the flow when the screen leaves the navigator, and ends it anyway
    /// once the removal has run, if the screen was already gone.
    private func end() {
        guard flow != nil, let removeScreen else { return }
        self.removeScreen = nil
        removeScreen { [self] in finish() }
    }

    /// Releases the flow and sends its outcome; later calls do nothing.
    func finish() {
        guard let released = flow else { return }
        flow = nil
        removeScreen = nil
        resultObservation?.dispose()
        // The flow's deinit is user code, which may send its result or navigate: it runs here, once the run has
        // ended, rather than inside the assignment above, where reading `flow` again would be an exclusivity
        // violation.
        _ = consume released
        outcomeInput.send(value: ending)
        outcomeInput.sendCompleted()
    }
}
