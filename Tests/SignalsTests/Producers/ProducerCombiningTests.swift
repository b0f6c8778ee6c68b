import Testing

@testable import Signals

@Suite("SignalProducer merge and combineLatest")
struct ProducerCombiningTests {
    @Test func mergeStartsEachProducerAndCompletesWhenAllHaveEnded() {
        let first = ManualProducer<Int, TestError>()
        let second = ManualProducer<Int, TestError>()
        let (recorder, _) = SignalProducer.merge(first.producer, second.producer).record()
        first.observer().send(value: 1)
        second.observer().send(value: 2)
        first.observer().sendCompleted()
        second.observer().send(value: 3)
        #expect(!recorder.isTerminated)
        second.observer().sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
    }

    @Test func aFailureOfOneInterruptsTheOthers() {
        let first = ManualProducer<Int, TestError>()
        let second = ManualProducer<Int, TestError>()
        let (recorder, _) = SignalProducer.merge([first.producer, second.producer]).record()
        first.observer().send(error: .first)
        #expect(recorder.events == [.failed(.first)])
        #expect(second.lifetime().hasEnded)
    }

    @Test func mergeOfSynchronousProducersKeepsArgumentOrder() {
        let merged = SignalProducer.merge(
            SignalProducer<Int, Never>(values: 1, 2), SignalProducer(value: 3), SignalProducer(value: 4))
        #expect(merged.synchronousEvents() == [.value(1), .value(2), .value(3), .value(4), .completed])
        #expect(SignalProducer<Int, Never>.merge([]).synchronousEvents() == [.completed])
        #expect(
            SignalProducer<Int, Never>(value: 1).merge(with: SignalProducer(value: 2)).synchronousEvents().count == 3)
    }

    @Test func interruptingAMergeInterruptsEveryProducer() {
        let first = ManualProducer<Int, Never>()
        let second = ManualProducer<Int, Never>()
        let (_, disposable) = first.producer.merge(with: second.producer).record()
        disposable.dispose()
        #expect(first.lifetime().hasEnded)
        #expect(second.lifetime().hasEnded)
    }

    @Test func combineLatestPairsTheLatestValuesOfEachStart() {
        let first = ManualProducer<Int, Never>()
        let second = ManualProducer<String, Never>()
        let (recorder, disposable) = SignalProducer.combineLatest(first.producer, second.producer).record()
        first.observer().send(value: 1)
        second.observer().send(value: "a")
        first.observer().send(value: 2)
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1a", "2a"])
        disposable.dispose()
        #expect(first.lifetime().hasEnded)
        #expect(second.lifetime().hasEnded)
    }

    @Test func combineLatestOfThreeAndWithAProperty() {
        let name = MutableProperty("Ada")
        let combined = SignalProducer.combineLatest(
            SignalProducer<Int, Never>(value: 1), name.producer, SignalProducer<Bool, Never>(value: true))
        let (recorder, _) = combined.record()
        name.value = "Grace"
        #expect(recorder.values.map { "\($0.0)\($0.1)\($0.2)" } == ["1Adatrue", "1Gracetrue"])
        let withProperty = SignalProducer<Int, Never>(value: 1).combineLatest(with: name)
        #expect(withProperty.synchronousEvents().compactMap(\.value).map(\.1) == ["Grace"])
    }
}
