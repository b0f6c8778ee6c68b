import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

/// A thread-safe list of what happened, in order.
private final class Log: Sendable {
    private let entries = Locked<[String]>([])

    func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] { entries.withLock { $0 } }
}

@Test func onRunsTheSideEffectsOfEachEventBeforeForwardingIt() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let log = Log()
    let decorated = signal.on(
        event: { log.append("event \($0)") },
        completed: { log.append("completed") },
        terminated: { log.append("terminated") },
        disposed: { log.append("disposed") },
        value: { log.append("value \($0)") }
    )
    decorated.observe { log.append("observer \($0)") }
    input.send(value: 1)
    input.sendCompleted()
    #expect(
        log.all == [
            "event value(1)", "value 1", "observer value(1)",
            "event completed", "completed", "terminated", "observer completed", "disposed",
        ]
    )
}

@Test func onReportsFailureAndInterruption() {
    let (failing, failingInput) = Signal<Int, TestFailure>.pipe()
    let log = Log()
    let failed = EventRecorder(failing.on(failed: { log.append("failed \($0)") }))
    failingInput.send(error: .boom)

    let (interrupting, interruptingInput) = Signal<Int, TestFailure>.pipe()
    let interrupted = EventRecorder(interrupting.on(interrupted: { log.append("interrupted") }))
    interruptingInput.sendInterrupted()

    #expect(log.all == ["failed boom", "interrupted"])
    #expect(failed.events == [.failed(.boom)])
    #expect(interrupted.events == [.interrupted])
}

@Test func onCallsDisposedWhenTheLastObserverGoesAway() {
    let (signal, _) = Signal<Int, Never>.pipe()
    let log = Log()
    let recorder = EventRecorder(signal.on(disposed: { log.append("disposed") }))
    #expect(log.all == [])
    recorder.disposable?.dispose()
    #expect(log.all == ["disposed"])
    #expect(signal.observationCount == 0)
}
