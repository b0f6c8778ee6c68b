import Testing

@testable import Signals

@Suite("SignalProducer repeat and retry")
struct RepeatRetryTests {
    @Test func repeatStartsAgainAfterEachCompletion() {
        let starts = Locked(0)
        let producer = SignalProducer<Int, Never> { observer, _ in
            let round = starts.withLock {
                $0 += 1
                return $0
            }
            observer.send(value: round)
            observer.sendCompleted()
        }
        #expect(producer.repeat(3).synchronousEvents() == [.value(1), .value(2), .value(3), .completed])
        #expect(producer.repeat(0).synchronousEvents() == [.completed])
    }

    @Test func repeatDoesNotGrowTheStackForSynchronousRounds() {
        var count = 0
        SignalProducer<Int, Never>(value: 1).repeat(100_000).startWithValues { count += $0 }
        #expect(count == 100_000)
    }

    @Test func repeatWaitsForAsynchronousRounds() {
        let manual = ManualProducer<Int, TestError>()
        let (recorder, disposable) = manual.producer.repeat(3).record()
        manual.observer(0).send(value: 1)
        manual.observer(0).sendCompleted()
        #expect(manual.startCount == 2)
        manual.observer(1).send(value: 2)
        disposable.dispose()
        #expect(manual.lifetime(1).hasEnded)
        #expect(manual.startCount == 2)
        #expect(recorder.events == [.value(1), .value(2), .interrupted])
    }

    @Test func repeatStopsAtAFailure() {
        let manual = ManualProducer<Int, TestError>()
        let (recorder, _) = manual.producer.repeat(3).record()
        manual.observer(0).sendCompleted()
        manual.observer(1).send(error: .first)
        #expect(manual.startCount == 2)
        #expect(recorder.events == [.failed(.first)])
    }

    @Test func retryStartsAgainAfterFailuresUpToTheCount() {
        let attempts = Locked(0)
        let flaky = SignalProducer<Int, TestError> { observer, _ in
            let attempt = attempts.withLock {
                $0 += 1
                return $0
            }
            observer.send(value: attempt)
            if attempt < 3 { observer.send(error: .first) } else { observer.sendCompleted() }
        }
        #expect(flaky.retry(upTo: 5).synchronousEvents() == [.value(1), .value(2), .value(3), .completed])
        attempts.withLock { $0 = 0 }
        #expect(flaky.retry(upTo: 1).synchronousEvents() == [.value(1), .value(2), .failed(.first)])
        attempts.withLock { $0 = 0 }
        #expect(flaky.retry(upTo: 0).synchronousEvents() == [.value(1), .failed(.first)])
    }
}
