import Testing

@testable import Signals

@Suite("Boolean operators")
struct BooleanTests {
    @Test func negateSendsTheOppositeOfEachValue() {
        let (signal, input) = Signal<Bool, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.negate())
        input.send(value: true)
        input.send(value: false)
        input.sendCompleted()
        #expect(recorder.events == [.value(false), .value(true), .completed])
    }

    @Test func negateForwardsFailureAndInterruption() {
        let (failing, failingInput) = Signal<Bool, OperatorTestFailure>.pipe()
        let failed = EventRecorder(failing.negate())
        failingInput.send(error: .boom)
        #expect(failed.events == [.failed(.boom)])

        let (interrupting, interruptingInput) = Signal<Bool, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.negate())
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func andAndOrFollowTheTruthTable(first: Bool, second: Bool) {
        let (left, leftInput) = Signal<Bool, Never>.pipe()
        let (right, rightInput) = Signal<Bool, Never>.pipe()
        let both = EventRecorder(left.and(right))
        let either = EventRecorder(left.or(right))
        leftInput.send(value: first)
        rightInput.send(value: second)
        #expect(both.values == [first && second])
        #expect(either.values == [first || second])
    }

    @Test func andWaitsForBothThenSendsOnEachValue() {
        let (left, leftInput) = Signal<Bool, Never>.pipe()
        let (right, rightInput) = Signal<Bool, Never>.pipe()
        let recorder = EventRecorder(left.and(right))
        leftInput.send(value: true)
        leftInput.send(value: true)
        #expect(recorder.values == [])
        rightInput.send(value: true)
        leftInput.send(value: false)
        rightInput.send(value: false)
        leftInput.send(value: true)
        #expect(recorder.values == [true, false, false, false])
    }

    @Test func andAndOrCompleteOnceBothHaveCompleted() {
        let (left, leftInput) = Signal<Bool, Never>.pipe()
        let (right, rightInput) = Signal<Bool, Never>.pipe()
        let recorder = EventRecorder(left.or(right))
        leftInput.send(value: false)
        rightInput.send(value: true)
        leftInput.sendCompleted()
        rightInput.send(value: false)
        #expect(recorder.events == [.value(true), .value(false)])
        rightInput.sendCompleted()
        #expect(recorder.events == [.value(true), .value(false), .completed])
    }

    @Test func andAndOrForwardAFailureOrInterruptionOfEitherAtOnce() {
        let (left, leftInput) = Signal<Bool, OperatorTestFailure>.pipe()
        let (right, _) = Signal<Bool, OperatorTestFailure>.pipe()
        let failed = EventRecorder(left.and(right))
        leftInput.send(error: .boom)
        #expect(failed.events == [.failed(.boom)])
        #expect(right.observationCount == 0)

        let (other, _) = Signal<Bool, OperatorTestFailure>.pipe()
        let (interrupting, interruptingInput) = Signal<Bool, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(other.or(interrupting))
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func allAndAnyCombineTheLatestValuesOfEverySignal() {
        let pipes = (0..<5).map { _ in Signal<Bool, Never>.pipe() }
        let all = EventRecorder(Signal.all(pipes.map(\.output)))
        let any = EventRecorder(Signal.any(pipes.map(\.output)))
        for (_, input) in pipes { input.send(value: false) }
        #expect(all.values == [false])
        #expect(any.values == [false])
        for (_, input) in pipes { input.send(value: true) }
        #expect(all.values == [false, false, false, false, false, true])
        #expect(any.values == [false, true, true, true, true, true])
        pipes[2].input.send(value: false)
        #expect(all.values.last == false)
        #expect(any.values.last == true)
        for (_, input) in pipes { input.sendCompleted() }
        #expect(all.isTerminated)
        #expect(any.events.last == .completed)
    }

    @Test func theVariadicFormsMatchTheCollectionForms() {
        let (first, firstInput) = Signal<Bool, Never>.pipe()
        let (second, secondInput) = Signal<Bool, Never>.pipe()
        let (third, thirdInput) = Signal<Bool, Never>.pipe()
        let all = EventRecorder(Signal.all(first, second, third))
        let any = EventRecorder(Signal.any(first, second, third))
        firstInput.send(value: true)
        secondInput.send(value: false)
        thirdInput.send(value: true)
        secondInput.send(value: true)
        #expect(all.values == [false, true])
        #expect(any.values == [true, true])
    }

    @Test func allAndAnyOfOneSignalAreThatSignal() {
        let (signal, _) = Signal<Bool, Never>.pipe()
        #expect(Signal.all([signal]) === signal)
        #expect(Signal.any([signal]) === signal)
    }

    @Test func allAndAnyOfNoSignalNeverSendAValue() {
        var values: [Bool] = []
        let all = Signal<Bool, Never>.all([])
        let any = Signal<Bool, Never>.any([])
        all.observeValues { values.append($0) }
        any.observeValues { values.append($0) }
        #expect(values == [])
    }

    @Test func allAndAnyForwardAFailureOfAnySignalAtOnce() {
        let pipes = (0..<4).map { _ in Signal<Bool, OperatorTestFailure>.pipe() }
        let recorder = EventRecorder(Signal.all(pipes.map(\.output)))
        pipes[3].input.send(error: .boom)
        #expect(recorder.events == [.failed(.boom)])
        #expect(pipes.allSatisfy { $0.output.observationCount == 0 })
    }

    @Test func disposingTheObservationDetachesEverySignal() {
        expectDisposalDetachesTheUpstream { $0.map { $0 > 0 }.negate() }
        let pipes = (0..<3).map { _ in Signal<Bool, Never>.pipe() }
        let recorder = EventRecorder(Signal.any(pipes.map(\.output)))
        let and = EventRecorder(pipes[0].output.and(pipes[1].output))
        recorder.disposable?.dispose()
        and.disposable?.dispose()
        #expect(pipes.allSatisfy { $0.output.observationCount == 0 })
    }

    @Test func aValueSentFromInsideAnObserverIsCombinedAfterTheCurrentOne() {
        let (left, leftInput) = Signal<Bool, Never>.pipe()
        let (right, rightInput) = Signal<Bool, Never>.pipe()
        let both = left.and(right)
        both.observeValues { value in
            if value { rightInput.send(value: false) }
        }
        let recorder = EventRecorder(both)
        leftInput.send(value: true)
        rightInput.send(value: true)
        #expect(recorder.values == [true, false])
    }

    @Test func valuesFromSeveralThreadsAreEachCombinedOnce() {
        let pipes = (0..<4).map { _ in Signal<Bool, Never>.pipe() }
        let recorder = EventRecorder(Signal.all(pipes.map(\.output)))
        for (_, input) in pipes { input.send(value: true) }
        let inputs = pipes.map(\.input)
        runOnThreads(4, withinSeconds: 60) { thread in
            for index in 0..<5_000 { inputs[thread].send(value: index % 2 == 0) }
        }
        #expect(recorder.values.count == 1 + 4 * 5_000)
        for (_, input) in pipes { input.send(value: true) }
        #expect(recorder.values.last == true)
    }
}
