import Testing

@testable import Signals

@Suite("SignalProducer lift")
struct LiftTests {
    @Test func liftAppliesTheSignalOperatorToEachStart() {
        let starts = Locked(0)
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts.withLock { $0 += 1 }
            observer.send(value: 1)
            observer.send(value: 2)
            observer.sendCompleted()
        }
        let lifted = producer.lift { $0.map { $0 * 10 } }
        #expect(starts.withLock { $0 } == 0)
        #expect(lifted.synchronousEvents() == [.value(10), .value(20), .completed])
        #expect(lifted.synchronousEvents() == [.value(10), .value(20), .completed])
        #expect(starts.withLock { $0 } == 2)
    }

    @Test func interruptingALiftedStartInterruptsTheUpstreamStart() {
        let manual = ManualProducer<Int, Never>()
        let (recorder, disposable) = manual.producer.lift { $0.filter { $0 > 0 } }.record()
        manual.observer().send(value: 1)
        disposable.dispose()
        #expect(manual.lifetime().hasEnded)
        #expect(recorder.events == [.value(1), .interrupted])
    }

    @Test func anOperatorThatIgnoresInterruptionStillEndsWithTheStart() {
        let manual = ManualProducer<Int, Never>()
        let (other, otherInput) = Signal<Int, Never>.pipe()
        let (recorder, disposable) = manual.producer.lift { Signal.merge($0, other) }.record()
        otherInput.send(value: 1)
        disposable.dispose()
        otherInput.send(value: 2)
        #expect(manual.lifetime().hasEnded)
        #expect(recorder.events == [.value(1), .interrupted])
        #expect(other.observationCount == 0)
    }

    @Test func aBinaryLiftStartsBothAndInterruptsBoth() {
        let left = ManualProducer<Int, Never>()
        let right = ManualProducer<String, Never>()
        let combine: (SignalProducer<String, Never>) -> SignalProducer<(Int, String), Never> = left.producer.lift {
            (leftSignal: Signal<Int, Never>) in
            { (rightSignal: Signal<String, Never>) in leftSignal.combineLatest(with: rightSignal) }
        }
        let (recorder, disposable) = combine(right.producer).record()
        left.observer().send(value: 1)
        right.observer().send(value: "a")
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1a"])
        disposable.dispose()
        #expect(left.lifetime().hasEnded)
        #expect(right.lifetime().hasEnded)
    }
}
