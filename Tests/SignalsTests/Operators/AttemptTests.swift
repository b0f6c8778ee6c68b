import Testing

@testable import Signals

private struct Invalid: Error, Equatable {
    let value: Int
}

private func requireEven(_ value: Int) throws {
    if !value.isMultiple(of: 2) { throw Invalid(value: value) }
}

@Suite("attempt and attemptMap")
struct AttemptTests {
    @Test func attemptForwardsValuesUntilTheActionFails() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.attempt { $0 < 3 ? .success(()) : .failure(.boom) })
        for value in 1...4 { input.send(value: value) }
        #expect(recorder.events == [.value(1), .value(2), .failed(.boom)])
        #expect(signal.observationCount == 0)
    }

    @Test func attemptMapForwardsTransformedValuesUntilTheTransformFails() {
        let (signal, input) = Signal<String, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.attemptMap { text in Int(text).map { .success($0) } ?? .failure(.boom) })
        input.send(value: "1")
        input.send(value: "x")
        input.send(value: "3")
        #expect(recorder.events == [.value(1), .failed(.boom)])
    }

    @Test func theTerminalEventsOfTheSignalPassThrough() {
        let (completing, completingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let completed = EventRecorder(completing.attemptMap { .success($0 * 2) })
        completingInput.send(value: 1)
        completingInput.sendCompleted()
        #expect(completed.events == [.value(2), .completed])

        let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let failed = EventRecorder(failing.attempt { _ in .success(()) })
        failingInput.send(error: .other)
        #expect(failed.events == [.failed(.other)])

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.attempt { _ in .success(()) })
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func aThrowingActionOnASignalThatCannotFailFailsWithTheThrownError() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let attempted: Signal<Int, any Error> = signal.attempt(requireEven)
        var events: [String] = []
        attempted.observe { events.append($0.description) }
        input.send(value: 2)
        input.send(value: 3)
        input.send(value: 4)
        #expect(events == ["value(2)", "failed(Invalid(value: 3))"])
    }

    @Test func aThrowingTransformOnASignalThatCannotFailFailsWithTheThrownError() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var values: [String] = []
        var errors: [Invalid] = []
        signal
            .attemptMap { value in
                try requireEven(value)
                return "\(value)"
            }
            .observe { event in
                switch event {
                case .value(let value): values.append(value)
                case .failed(let error): errors.append(error as! Invalid)
                case .completed, .interrupted: break
                }
            }
        input.send(value: 2)
        input.send(value: 5)
        #expect(values == ["2"])
        #expect(errors == [Invalid(value: 5)])
    }

    @Test func theThrowingFormsOfASignalThatCannotFailForwardItsTerminalEvents() {
        let (completing, completingInput) = Signal<Int, Never>.pipe()
        var completed: [String] = []
        completing.attemptMap { $0 }.observe { completed.append($0.description) }
        completingInput.sendCompleted()

        let (interrupting, interruptingInput) = Signal<Int, Never>.pipe()
        var interrupted: [String] = []
        interrupting.attempt(requireEven).observe { interrupted.append($0.description) }
        interruptingInput.sendInterrupted()

        #expect(completed == ["completed"])
        #expect(interrupted == ["interrupted"])
    }

    @Test func theThrowingFormsOfASignalThatFailsWithAnyErrorKeepItsFailures() {
        let (signal, input) = Signal<Int, any Error>.pipe()
        var events: [String] = []
        signal.attempt(requireEven).attemptMap { $0 * 10 }.observe { events.append($0.description) }
        input.send(value: 2)
        input.send(error: OperatorTestFailure.other)
        #expect(events == ["value(20)", "failed(other)"])

        let (throwing, throwingInput) = Signal<Int, any Error>.pipe()
        var thrown: [String] = []
        throwing.attemptMap { value in
            try requireEven(value)
            return value
        }
        .observe { thrown.append($0.description) }
        throwingInput.send(value: 1)
        #expect(thrown == ["failed(Invalid(value: 1))"])

        let (ending, endingInput) = Signal<Int, any Error>.pipe()
        var ended: [String] = []
        ending.attempt(requireEven).observe { ended.append($0.description) }
        endingInput.sendCompleted()
        #expect(ended == ["completed"])
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        expectDisposalDetachesTheUpstream { $0.attempt { _ in .success(()) } }
        expectDisposalDetachesTheUpstream { $0.attemptMap { .success($0) } }
    }

    @Test func terminationReleasesTheAction() {
        expectTerminationReleasesTheClosures { signal, token in
            signal.attemptMap { value in withExtendedLifetime(token) { .success(value) } }
        }
    }

    @Test func aFailureSentFromInsideAnObserverIsDeliveredAfterTheCurrentValue() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let attempted = signal.attempt { _ in .success(()) }
        attempted.observe { event in
            if event == .value(1) { input.send(value: 2) }
        }
        let recorder = EventRecorder(attempted)
        input.send(value: 1)
        #expect(recorder.events == [.value(1), .value(2)])
    }

    @Test func valuesFromSeveralThreadsAreAttemptedOnceEach() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let attempted = signal.attemptMap { $0 }
        let count = Locked(0)
        attempted.observe { event in
            if case .value = event { count.withLock { $0 += 1 } }
        }
        sendConcurrently(into: input)
        #expect(count.withLock { $0 } == 40_000)
    }
}
