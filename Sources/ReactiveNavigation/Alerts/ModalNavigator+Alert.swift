import Signals

extension ModalNavigator {
    /// Presents an alert or action sheet, and sends the result of the button the user taps.
    ///
    /// The presenter makes the alert's screen (a `UIAlertController` on iOS, a ``HeadlessAlertController`` on headless
    /// hosts); it waits its turn like any presentation. When the user taps a button, the alert dismisses itself and,
    /// once it is gone, the signal sends ``FlowOutcome/finished(_:)`` with the button's result. When it is dismissed
    /// without an answer (the navigator dismissed it, or its presenter dismissed it), the signal sends
    /// ``FlowOutcome/cancelled``; when the navigator is released first, the signal is interrupted.
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - route: The route of the alert's screen.
    ///   - animated: Whether the presentation is animated.
    /// - Returns: A signal that sends the outcome, then completes; interrupted without a value when the presentation
    ///   is refused (already, when it is refused before this returns).
    @discardableResult
    public func present<Result>(
        alert: Alert<Result>,
        route: Route,
        animated: Bool
    ) -> Signal<FlowOutcome<Result>, Never> {
        let (outcome, input) = Signal<FlowOutcome<Result>, Never>.pipe()
        let answer = Box<Int?>(nil)
        let screen = host.makeAlertScreen(for: alert.indexed) { index in
            if answer.value == nil { answer.value = index }
        }
        let entry = ScreenEntry(route: route, viewController: screen) {
            input.send(value: answer.value.map { .finished(alert.buttons[$0].result) } ?? .cancelled)
            input.sendCompleted()
        }
        present(entry, animated: animated) { shown in
            if !shown.isCompleted { input.sendInterrupted() }
        }
        return outcome
    }

    /// Presents an alert or action sheet, and returns the result of the button the user taps once the alert is gone.
    ///
    /// - Parameters:
    ///   - alert: The alert.
    ///   - route: The route of the alert's screen.
    ///   - animated: Whether the presentation is animated.
    /// - Returns: ``FlowOutcome/finished(_:)`` with the tapped button's result; ``FlowOutcome/cancelled`` when the
    ///   alert was dismissed without an answer or its presentation was refused.
    @discardableResult
    public func present<Result>(
        alert: Alert<Result>,
        route: Route,
        animated: Bool
    ) async -> FlowOutcome<Result> {
        // The outcome goes through a main-actor box: results need not be `Sendable`, and it never leaves the main actor.
        let box = await withCheckedContinuation { continuation in
            let resumed = Box(false)
            let signal: Signal<FlowOutcome<Result>, Never> = present(alert: alert, route: route, animated: animated)
            signal.observe { event in
                guard !resumed.value else { return }
                switch event {
                case .value(let outcome):
                    resumed.value = true
                    continuation.resume(returning: Box(outcome))
                case .interrupted, .completed:
                    resumed.value = true
                    continuation.resume(returning: Box(FlowOutcome<Result>.cancelled))
                }
            }
        }
        return box.value
    }
}
