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

    @Test func eachStartOfACombinationCombinesItsOwnStarts() {
        let first = ManualProducer<Int, Never>()
        let second = ManualProducer<Int, Never>()
        let combined = SignalProducer.combineLatest(first.producer, second.producer)
        let (one, _) = combined.record()
        let (two, _) = combined.record()
        first.observer(0).send(value: 1)
        second.observer(0).send(value: 2)
        first.observer(1).send(value: 10)
        #expect(one.values.map { [$0.0, $0.1] } == [[1, 2]])
        #expect(two.values.isEmpty)
        second.observer(1).send(value: 20)
        #expect(two.values.map { [$0.0, $0.1] } == [[10, 20]])
    }

    @Test func producersStartInArgumentOrderAndAFailureStopsTheRestFromStarting() {
        let starts = Locked<[String]>([])
        func producer(_ name: String) -> SignalProducer<Int, TestError> {
            SignalProducer { observer, _ in
                starts.withLock { $0.append(name) }
                observer.send(value: 1)
            }
        }
        _ = SignalProducer.zip(producer("a"), producer("b"), producer("c")).synchronousEvents()
        #expect(starts.withLock { $0 } == ["a", "b", "c"])

        let later = ManualProducer<Int, TestError>()
        let events = SignalProducer.combineLatest(failing(after: 1), later.producer, later.producer)
            .synchronousEvents()
        #expect(events.map { $0.map { [$0.0, $0.1, $0.2] } } == [.failed(.first)])
        #expect(later.startCount == 0)
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

    @Test func sampleAndWithLatestTakeSignalsAndPropertiesToo() {
        let values = ManualProducer<Int, TestError>()
        let (ticks, tick) = Signal<Void, Never>.pipe()
        let (onSignal, _) = values.producer.sample(on: ticks).record()
        let (labels, label) = Signal<String, Never>.pipe()
        let (withSignal, _) = values.producer.sample(with: labels).record()
        #expect(values.startCount == 2)
        values.observer(0).send(value: 1)
        values.observer(1).send(value: 1)
        tick.send(value: ())
        label.send(value: "a")
        #expect(onSignal.values == [1])
        #expect(withSignal.values.map { "\($0.0)\($0.1)" } == ["1a"])
        values.observer(0).send(error: .first)
        values.observer(1).send(error: .first)
        #expect(onSignal.events.last == .failed(.first))
        #expect(withSignal.events.last?.error == .first)

        let property = MutableProperty("p")
        let upstream = ManualProducer<Int, TestError>()
        let (paired, _) = upstream.producer.withLatest(from: property).record()
        upstream.observer().send(value: 1)
        property.value = "q"
        upstream.observer().send(value: 2)
        upstream.observer().sendCompleted()
        #expect(paired.values.map { "\($0.0)\($0.1)" } == ["1p", "2q"])
        #expect(paired.events.last?.isCompleted == true)

        let sampler = ManualProducer<Void, Never>()
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.sample(on: sampler.producer)
        }
        #expect(sampler.lifetime().hasEnded)
        let samplee = ManualProducer<String, Never>()
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.withLatest(from: samplee.producer)
        }
        #expect(samplee.lifetime().hasEnded)
    }
}
