import Testing

@testable import Signals

@Suite("SignalProducer flatten and flatMap")
struct ProducerFlattenTests {
    @Test func mergeStartsEveryInnerProducerAsItArrives() {
        let first = ManualProducer<Int, TestError>()
        let second = ManualProducer<Int, TestError>()
        let outer = SignalProducer<SignalProducer<Int, TestError>, TestError>(values: first.producer, second.producer)
        let (recorder, disposable) = outer.flatten(.merge).record()
        #expect(first.startCount == 1)
        #expect(second.startCount == 1)
        second.observer().send(value: 2)
        first.observer().send(value: 1)
        first.observer().sendCompleted()
        #expect(!recorder.isTerminated)
        second.observer().sendCompleted()
        #expect(recorder.events == [.value(2), .value(1), .completed])
        _ = disposable
    }

    @Test func concatStartsTheNextInnerProducerOnlyAfterThePreviousCompleted() {
        let first = ManualProducer<Int, Never>()
        let second = ManualProducer<Int, Never>()
        let (recorder, _) = SignalProducer<SignalProducer<Int, Never>, Never>(values: first.producer, second.producer)
            .flatten(.concat)
            .record()
        #expect(first.startCount == 1)
        #expect(second.startCount == 0)
        first.observer().send(value: 1)
        first.observer().sendCompleted()
        #expect(second.startCount == 1)
        second.observer().send(value: 2)
        second.observer().sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test func latestInterruptsTheStartItReplaces() {
        let requests = ManualProducer<String, Never>()
        let (queries, query) = Signal<String, Never>.pipe()
        let results = queries.flatMap(.latest) { text in requests.producer.map { "\(text): \($0)" } }
        let recorder = EventRecorder(results)
        query.send(value: "a")
        query.send(value: "ab")
        #expect(requests.lifetime(0).hasEnded)
        requests.observer(0).send(value: "stale")
        requests.observer(1).send(value: "fresh")
        #expect(recorder.values == ["ab: fresh"])
    }

    @Test func interruptingAFlattenedStartInterruptsTheOuterAndEveryInnerStart() {
        let inner = ManualProducer<Int, Never>()
        let outer = ManualProducer<SignalProducer<Int, Never>, Never>()
        let (recorder, disposable) = outer.producer.flatten(.merge).record()
        outer.observer().send(value: inner.producer)
        disposable.dispose()
        #expect(outer.lifetime().hasEnded)
        #expect(inner.lifetime().hasEnded)
        #expect(recorder.events == [.interrupted])
    }

    @Test func errorTypesPromoteAcrossEveryCombination() {
        let neverOuter = SignalProducer<Int, Never>(values: 1, 2)
        let failingInner: SignalProducer<Int, TestError> = neverOuter.flatMap(.concat) { value in
            value == 2 ? SignalProducer(error: .first) : SignalProducer(value: value)
        }
        #expect(failingInner.synchronousEvents() == [.value(1), .failed(.first)])
        let failingOuter = SignalProducer<Int, TestError>(values: 1, 2)
        let safeInner: SignalProducer<Int, TestError> = failingOuter.flatMap(.merge) {
            SignalProducer<Int, Never>(value: $0 * 10)
        }
        #expect(safeInner.synchronousEvents() == [.value(10), .value(20), .completed])
        let both: SignalProducer<Int, Never> = neverOuter.flatMap(.latest) { SignalProducer<Int, Never>(value: -$0) }
        #expect(both.synchronousEvents() == [.value(-1), .value(-2), .completed])
        let (signal, input) = Signal<Int, Never>.pipe()
        let signalOfProducers: Signal<Int, TestError> = signal.flatMap(.merge) {
            SignalProducer<Int, TestError>(value: $0)
        }
        let recorder = EventRecorder(signalOfProducers)
        input.send(value: 3)
        #expect(recorder.values == [3])
    }

    @Test func aProducerOfSignalsAndOfSequencesFlattens() {
        let (inner, innerInput) = Signal<Int, Never>.pipe()
        let (recorder, _) = SignalProducer<Signal<Int, Never>, Never>(value: inner).flatten(.merge).record()
        innerInput.send(value: 4)
        #expect(recorder.values == [4])
        #expect(SignalProducer<[Int], Never>(values: [1, 2], [3]).flatten().synchronousEvents().count == 4)
    }

    @Test func signalFlatMapErrorRecoversWithAProducer() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recovered: Signal<Int, Never> = signal.flatMapError { _ in SignalProducer(values: 8, 9) }
        let recorder = EventRecorder(recovered)
        input.send(value: 1)
        input.send(error: .first)
        #expect(recorder.events == [.value(1), .value(8), .value(9), .completed])
    }

    @Test func flatMapToSignalsForwardsTheirEventsForEveryErrorCombination() {
        let (safe, safeInput) = Signal<Int, Never>.pipe()
        let (unsafe, unsafeInput) = Signal<Int, TestError>.pipe()
        let failingOuter = ManualProducer<Int, TestError>()
        let (toSafe, _) = failingOuter.producer.flatMap(.merge) { _ in safe }.record()
        failingOuter.observer().send(value: 1)
        safeInput.send(value: 10)
        failingOuter.observer().send(error: .second)
        #expect(toSafe.events == [.value(10), .failed(.second)])

        let safeOuter = ManualProducer<Int, Never>()
        let (toUnsafe, _) = safeOuter.producer.flatMap(.latest) { _ in unsafe }.record()
        safeOuter.observer().send(value: 1)
        unsafeInput.send(value: 20)
        unsafeInput.send(error: .first)
        #expect(toUnsafe.events == [.value(20), .failed(.first)])

        let (other, otherInput) = Signal<Int, Never>.pipe()
        let neverFailing: SignalProducer<Int, Never> = SignalProducer<Int, Never>(value: 1).flatMap(.concat) { _ in
            other
        }
        let (bothSafe, _) = neverFailing.record()
        otherInput.send(value: 30)
        otherInput.sendCompleted()
        #expect(bothSafe.events == [.value(30), .completed])

        let (pending, _) = Signal<Int, Never>.pipe()
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, Never>(), thenSending: 1) {
            $0.flatMap(.merge) { _ in pending }
        }
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.flatMap(.merge) { _ in pending }
        }
    }
}
