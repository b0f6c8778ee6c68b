import Dispatch
import Signals

/// Owns a started child flow until it ends, and sends how it ended.
///
/// The first cause wins. A result that comes before the navigator has settled the screen's departure (including from
/// inside the navigator's report of it) ends the flow as `.finished`; a result that comes once a transition of the
/// navigator has begun to take the screen away (a pop, set or dismiss it runs) leaves the outcome `.cancelled`.
@MainActor
final class ChildFlowRun<Flow: ChildFlow> {
    /// Takes the flow's screen away when its turn comes: calls `willRemove` as it starts removing the screen (never
    /// when the screen is already gone), then `removed` once the removal has ended or was not needed.
    typealias Removal =
        @MainActor (
            _ screen: PlatformViewController,
            _ willRemove: @escaping @MainActor () -> Void,
            _ removed: @escaping @MainActor () -> Void
        ) -> Void

    let outcome: Signal<FlowOutcome<Flow.Result>, Never>
    private let outcomeInput: Signal<FlowOutcome<Flow.Result>, Never>.Observer
    private var flow: Flow?
    private var ending = FlowOutcome<Flow.Result>.cancelled
    private var hasResult = false
    /// Whether a transition of the navigator has begun to take the flow's screen away.
    private var isLeaving = false
    private var resultObservation: Disposable?
    private weak var screen: PlatformViewController?
    private let remove: Removal
    /// Whether the navigator is still showing the flow's first screen.
    private var isShowing = false
    private var auditRecord: NavigationAudit.FlowRecord?

    private init(flow: Flow, remove: @escaping Removal) {
        self.flow = flow
        self.remove = remove
        screen = flow.rootViewController
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
    ///   - audit: What records the flow for the navigation explorer, if anything does.
    ///   - show: Shows the screen through the entry that keeps the flow alive, when its turn comes, and calls its
    ///     second argument with the outcome of the show.
    ///   - remove: Takes the screen away when the flow sends its result.
    /// - Returns: The flow's outcome; interrupted, without a value, when the show is refused (at once when it is
    ///   refused before this returns).
    static func launch<Route>(
        _ flow: Flow,
        route: Route,
        audit: NavigationAudit?,
        show: (ScreenEntry<Route>, _ shown: @escaping @MainActor (NavigationOutcome) -> Void) -> Void,
        remove: @escaping Removal
    ) -> Signal<FlowOutcome<Flow.Result>, Never> {
        let run = ChildFlowRun(flow: flow, remove: remove)
        run.auditRecord = audit?.flowStarted(screen: flow.rootViewController, route: route)
        run.listen()
        run.isShowing = true
        let entry = ScreenEntry(
            route: route, viewController: flow.rootViewController, child: flow, onLeave: run.finish,
            onDeparture: { [weak run] in run?.isLeaving = true })
        show(entry) {
            [weak run] outcome in
            // A refused show never held the flow's screen: the flow is released without an outcome.
            if !outcome.isCompleted { run?.abandon() }
        }
        run.isShowing = false
        return run.outcome
    }

    /// Starts listening for the flow's result.
    private func listen() {
        resultObservation = flow?.result
            .take(first: 1)
            .observeValues(on: MainActor.shared) { [weak self] result in self?.receive(result) }
    }

    /// Takes the flow's screen away for `result`: at once, or right after the show when it arrives during the show.
    private func receive(_ result: Flow.Result) {
        guard flow != nil, !hasResult, !isLeaving else { return }
        hasResult = true
        ending = .finished(result)
        guard isShowing else { return end() }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.end() }
        }
    }

    /// Asks the navigator to take the flow's screen away when its turn comes; the flow ends when the screen leaves,
    /// and anyway once the removal has run.
    private func end() {
        guard flow != nil else { return }
        guard let screen else { return finish() }
        remove(screen, {}, { [weak self] in self?.finish() })
    }

    /// Releases the flow and sends its outcome; later calls do nothing.
    func finish() {
        guard let released = release() else { return }
        // The flow's deinit is user code, which may send its result or navigate: it runs here, once the run has
        // ended, rather than inside the assignment in `release()`, where reading `flow` again would be an exclusivity
        // violation.
        _ = consume released
        outcomeInput.send(value: ending)
        outcomeInput.sendCompleted()
    }

    /// Releases the flow of a show that was refused, and interrupts the outcome.
    private func abandon() {
        guard let released = release() else { return }
        _ = consume released
        outcomeInput.sendInterrupted()
    }

    private func release() -> Flow? {
        guard let released = flow else { return nil }
        flow = nil
        auditRecord?.endings += 1
        resultObservation?.dispose()
        return released
    }
}
