import Testing

@testable import Signals

@Suite("collect")
struct CollectTests {
    @Test func collectSendsEveryValueAsOneArrayOnCompletion() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.collect())
        for value in 1...3 { input.send(value: value) }
        #expect(recorder.events == [])
        input.sendCompleted()
        #expect(recorder.events == [.value([1, 2, 3]), .completed])
    }

    @Test func collectSendsAnEmptyArrayWhenNoValueArrived() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.collect())
        input.sendCompleted()
        #expect(recorder.events == [.value([]), .completed])
    }

    @Test func collectCountSendsFullArraysThenTheRest() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.collect(count: 2))
        for value in 1...5 { input.send(value: value) }
        #expect(recorder.events == [.value([1, 2]), .value([3, 4])])
        input.sendCompleted()
        #expect(recorder.events == [.value([1, 2]), .value([3, 4]), .value([5]), .completed])
    }

    @Test func collectCountSendsNoEmptyArrayAfterAFullOne() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.collect(count: 2))
        for value in 1...2 { input.send(value: value) }
        input.sendCompleted()
        #expect(recorder.events == [.value([1, 2]), .completed])
    }

    @Test func thePredicateOnTheCollectedValuesIncludesTheNewValue() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.collect { values in values.reduce(0, +) == 8 })
        for value in [1, 3, 4, 7, 1, 5, 6] { input.send(value: value) }
        input.sendCompleted()
        #expect(recorder.events == [.value([1, 3, 4]), .value([7, 1]), .value([5, 6]), .completed])
    }

    @Test func thePredicateOnTheLatestValueStartsTheNextArrayWithIt() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.collect { _, latest in latest == 7 })
        for value in [1, 1, 7, 7, 5, 6] { input.send(value: value) }
        input.sendCompleted()
        #expect(recorder.events == [.value([1, 1]), .value([7]), .value([7, 5, 6]), .completed])
    }

    @Test func aFailureOrInterruptionDropsTheCollectedValues() {
        let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let failed = EventRecorder(failing.collect(count: 3))
        failingInput.send(value: 1)
        failingInput.send(error: .boom)
        #expect(failed.events == [.failed(.boom)])

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(interrupting.collect())
        interruptingInput.send(value: 1)
        interruptingInput.sendInterrupted()
        #expect(interrupted.events == [.interrupted])
    }

    @Test func disposingTheObservationDetachesTheUpstream() {
        expectDisposalDetachesTheUpstream { $0.collect() }
        expectDisposalDetachesTheUpstream { $0.collect(count: 2) }
        expectDisposalDetachesTheUpstream { $0.collect { $0.count > 1 } }
        expectDisposalDetachesTheUpstream { $0.collect { _, _ in true } }
    }

    @Test func terminationReleasesThePredicate() {
        expectTerminationReleasesTheClosures { signal, token in
            signal.collect { values in withExtendedLifetime(token) { values.count > 1 } }
        }
        expectTerminationReleasesTheClosures { signal, token in
            signal.collect { _, _ in withExtendedLifetime(token) { false } }
        }
    }

    @Test func aValueSentFromInsideAnObserverGoesIntoTheNextArray() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let pairs = signal.collect(count: 2)
        pairs.observeValues { pair in
            if pair == [1, 2] { input.send(value: 3) }
        }
        let recorder = EventRecorder(pairs)
        input.send(value: 1)
        input.send(value: 2)
        input.send(value: 4)
        #expect(recorder.values == [[1, 2], [3, 4]])
    }

    @Test func valuesFromSeveralThreadsAreCollectedOnceEach() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let batches = EventRecorder(signal.collect(count: 7))
        sendConcurrently(into: input)
        input.sendCompleted()
        let values = batches.values.flatMap { $0 }
        #expect(values.sorted() == Array(0..<40_000))
        #expect(batches.values.dropLast().allSatisfy { $0.count == 7 })
    }
}
