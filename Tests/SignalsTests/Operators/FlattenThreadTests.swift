import TestSupport
import Testing

@testable import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("flatten(_:) across threads")
struct FlattenThreadTests {
    @Test(arguments: StrategyCase.allCases)
    func innerSignalsSendingOnOtherThreadsAreSerializedAndEndTheResult(strategy: StrategyCase) {
        let innerCount = 4
        let valuesPerInner = 2_000
        let outcome = withinTimeLimit {
            let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
            let pipes = (0..<innerCount).map { _ in Signal<Int, Never>.pipe() }
            let detector = OverlapDetector()
            let result = outer.flatten(strategy.strategy)
            result.observeValues { _ in
                detector.enter()
                detector.exit()
            }
            let recorder = EventRecorder(result)
            for pipe in pipes { outerInput.send(value: pipe.output) }
            outerInput.sendCompleted()
            runOnThreads(innerCount) { index in
                for value in 0..<valuesPerInner { pipes[index].input.send(value: index * valuesPerInner + value) }
                pipes[index].input.sendCompleted()
            }
            return (recorder.events, detector.maximumOverlap)
        }
        guard let (events, overlap) = outcome else {
            Issue.record("flatten(\(strategy)) did not finish in time")
            return
        }
        #expect(overlap == 1)
        let values = events.compactMap(\.value)
        for index in 0..<innerCount {
            let own = values.filter { $0 / valuesPerInner == index }
            #expect(zip(own, own.dropFirst()).allSatisfy { $0 < $1 })
        }
        if strategy == .merge {
            #expect(values.sorted() == Array(0..<innerCount * valuesPerInner))
        }
        if strategy == .latest || strategy == .race || strategy == .throttle {
            // A single inner signal is forwarded.
            #expect(Set(values.map { $0 / valuesPerInner }).count <= 1)
        }
        // A waiting inner signal may have ended before its turn, which counts as completed.
        #expect(events.last == .completed)
    }

    @Test func latestSwitchingOnOneThreadWhileAnotherSendsIntoTheCurrentInnerSignal() {
        let switches = 200
        let outcome = withinTimeLimit {
            let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
            let current = Locked<(index: Int, input: Signal<Int, Never>.Observer)?>(nil)
            let sentToCurrent = Locked(0)
            let isSwitching = Locked(true)
            let detector = OverlapDetector()
            let result = outer.flatten(.latest)
            result.observeValues { _ in
                detector.enter()
                detector.exit()
            }
            let recorder = EventRecorder(result)
            runOnThreads(2) { thread in
                if thread == 0 {
                    for index in 0..<switches {
                        let (inner, input) = Signal<Int, Never>.pipe()
                        outerInput.send(value: inner)
                        let previous = current.withLock { current in
                            defer { current = (index, input) }
                            return current
                        }
                        sentToCurrent.withLock { $0 = 0 }
                        previous?.input.sendCompleted()
                        // Let the other thread send a few values into this inner signal before switching again.
                        while sentToCurrent.withLock({ $0 }) < 5 { sched_yield() }
                    }
                    current.withLock { $0 }?.input.sendCompleted()
                    outerInput.sendCompleted()
                    isSwitching.withLock { $0 = false }
                } else {
                    var sequence = 0
                    while isSwitching.withLock({ $0 }) {
                        guard let (index, input) = current.withLock({ $0 }) else { continue }
                        sequence += 1
                        input.send(value: index * 1_000_000 + sequence)
                        sentToCurrent.withLock { $0 += 1 }
                    }
                }
            }
            return (recorder.events, detector.maximumOverlap)
        }
        guard let (events, overlap) = outcome else {
            Issue.record("flatten(.latest) did not finish in time")
            return
        }
        #expect(overlap == 1)
        #expect(events.last == .completed)
        let values = events.compactMap(\.value)
        // Once a value of a newer inner signal is forwarded, no value of an older one follows, and nothing repeats.
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(Set(values.map { $0 / 1_000_000 }).count > switches / 2)
    }
}
