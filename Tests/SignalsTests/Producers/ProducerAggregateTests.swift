import Testing

@testable import Signals

@Suite("SignalProducer combineLatest and zip of many")
struct ProducerAggregateTests {
    @Test func combineLatestOfTenProducersSendsTuples() {
        let p = SignalProducer<Int, Never>(value: 1)
        let combined = SignalProducer.combineLatest(p, p, p, p, p, p, p, p, p, p)
        let events = combined.synchronousEvents()
        #expect(events.count == 2)
        #expect(events.first?.value.map { $0.0 + $0.9 } == 2)
    }

    @Test func zipPairsValuesByPosition() {
        let letters = SignalProducer<String, Never>(values: "a", "b", "c")
        let numbers = SignalProducer<Int, Never>(values: 1, 2)
        #expect(
            letters.zip(with: numbers).synchronousEvents().compactMap(\.value).map { "\($0)\($1)" } == ["a1", "b2"])
        let three = SignalProducer.zip(letters, numbers, SignalProducer<Bool, Never>(values: true, false))
        #expect(three.synchronousEvents().compactMap(\.value).count == 2)
    }

    @Test func sequencesOfProducersCombineAndZipIntoArrays() {
        let producers = [SignalProducer<Int, Never>(value: 1), SignalProducer(value: 2), SignalProducer(value: 3)]
        #expect(SignalProducer.combineLatest(producers).synchronousEvents() == [.value([1, 2, 3]), .completed])
        #expect(SignalProducer.zip(producers).synchronousEvents() == [.value([1, 2, 3]), .completed])
        let none: [SignalProducer<Int, Never>] = []
        #expect(SignalProducer.combineLatest(none).synchronousEvents() == [.completed])
        #expect(SignalProducer.combineLatest(none, emptySentinel: []).synchronousEvents() == [.value([]), .completed])
        #expect(SignalProducer.zip(none, emptySentinel: [0]).synchronousEvents() == [.value([0]), .completed])
    }

    @Test func interruptingACombinationInterruptsEveryStart() {
        let starts = (0..<4).map { _ in ManualProducer<Int, Never>() }
        let (_, disposable) = SignalProducer.combineLatest(starts.map(\.producer)).record()
        disposable.dispose()
        #expect(starts.allSatisfy { $0.lifetime().hasEnded })
    }

    @Test func sampleAndWithLatestStartBothSides() {
        let values = ManualProducer<Int, Never>()
        let (ticks, tick) = Signal<Void, Never>.pipe()
        let (recorder, _) = values.producer.sample(on: ticks.producer).record()
        values.observer().send(value: 5)
        tick.send(value: ())
        #expect(recorder.values == [5])
        let property = MutableProperty("x")
        let paired = SignalProducer<Int, Never>(values: 1, 2).withLatest(from: property)
        #expect(paired.synchronousEvents().compactMap(\.value).map(\.1) == ["x", "x"])
        let (sampled, _) = values.producer.sample(with: SignalProducer<String, Never>(value: "now")).record()
        #expect(sampled.events.isEmpty)
    }
}
