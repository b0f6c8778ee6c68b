import TestSupport
import Testing

@testable import Signals

@Suite("SignalProducer replayLazily")
struct ReplayLazilyTests {
    @Test func theSourceStartsOnceAtTheFirstStart() {
        let source = ManualProducer<Int, Never>()
        let replayed = source.producer.replayLazily(upTo: 2)
        #expect(source.startCount == 0)
        let (first, _) = replayed.record()
        let (second, _) = replayed.record()
        #expect(source.startCount == 1)
        source.observer().send(value: 1)
        #expect(first.values == [1])
        #expect(second.values == [1])
    }

    @Test func laterStartsGetTheMostRecentValuesThenLiveOnes() {
        let source = ManualProducer<Int, Never>()
        let replayed = source.producer.replayLazily(upTo: 2)
        let (first, _) = replayed.record()
        for value in 1...3 { source.observer().send(value: value) }
        let (late, _) = replayed.record()
        source.observer().send(value: 4)
        #expect(first.values == [1, 2, 3, 4])
        #expect(late.values == [2, 3, 4])
    }

    @Test func aCapacityOfZeroReplaysNothing() {
        let source = ManualProducer<Int, Never>()
        let replayed = source.producer.replayLazily(upTo: 0)
        _ = replayed.record()
        source.observer().send(value: 1)
        let (late, _) = replayed.record()
        source.observer().send(value: 2)
        #expect(late.values == [2])
    }

    @Test func startsAfterTheSourceEndedGetTheValuesAndTheTerminalEvent() {
        let replayed = SignalProducer<Int, TestError>(values: 1, 2, 3).concat(error: .first).replayLazily(upTo: 2)
        #expect(replayed.synchronousEvents() == [.value(1), .value(2), .value(3), .failed(.first)])
        #expect(replayed.synchronousEvents() == [.value(2), .value(3), .failed(.first)])
    }

    @Test func disposingOneStartLeavesTheSharedStartRunning() {
        let source = ManualProducer<Int, Never>()
        let replayed = source.producer.replayLazily(upTo: 1)
        let (first, firstDisposable) = replayed.record()
        let (second, _) = replayed.record()
        firstDisposable.dispose()
        source.observer().send(value: 1)
        #expect(first.events == [.interrupted])
        #expect(second.values == [1])
        #expect(!source.lifetime().hasEnded)
    }

    @Test func theSharedStartEndsWhenTheProducerAndItsStartsAreGone() {
        let source = ManualProducer<Int, Never>()
        var replayed: SignalProducer<Int, Never>? = source.producer.replayLazily(upTo: 1)
        var disposable: Disposable? = replayed!.start()
        replayed = nil
        #expect(!source.lifetime().hasEnded)
        disposable?.dispose()
        disposable = nil
        #expect(source.lifetime().hasEnded)
    }

    @Test func startsRacingTheSourceSeeEveryValueInOrderOnce() {
        for round in 0..<20 {
            let source = ManualProducer<Int, Never>()
            let replayed = source.producer.replayLazily(upTo: 1_000)
            _ = replayed.start()
            let recorders = Locked<[EventRecorder<Int, Never>]>([])
            withTimeLimit {
                runOnThreads(3) { index in
                    if index == 0 {
                        for value in 0..<500 { source.observer().send(value: value) }
                    } else {
                        for _ in 0..<5 {
                            let (recorder, _) = replayed.record()
                            recorders.withLock { $0.append(recorder) }
                        }
                    }
                }
            }
            for recorder in recorders.withLock({ $0 }) {
                #expect(recorder.values == Array(0..<500), "round \(round)")
            }
        }
    }
}
