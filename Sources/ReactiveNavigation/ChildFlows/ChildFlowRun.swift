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
