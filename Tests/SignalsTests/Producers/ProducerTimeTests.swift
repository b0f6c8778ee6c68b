import Testing

@testable import Signals

@Suite("SignalProducer time operators")
struct ProducerTimeTests {
    @Test func retryWaitsTheIntervalBeforeEachNewAttempt() {
        let scheduler = TestScheduler()
        let attempts = Locked(0)
        let flaky = SignalProducer<Int, TestError> { observer, _ in
            let attempt = attempts.withLock {
                $0 += 1
                return $0
            }
            if attempt < 3 {
                observer.send(error: .first)
            } else {
                observer.send(value: attempt)
                observer.sendCompleted()
            }
        }
        let (recorder, _) = flaky.retry(upTo: 5, interval: 10, on: scheduler).record()
        #expect(attempts.withLock { $0 } == 1)
        scheduler.advance(by: 9)
        #expect(attempts.withLock { $0 } == 1)
        scheduler.advance(by: 1)
        #expect(attempts.withLock { $0 } == 2)
        scheduler.advance(by: 10)
        #expect(recorder.events == [.value(3), .completed])
    }

    @Test func retryForwardsTheLastFailureAtOnce() {
        let scheduler = TestScheduler()
        let (recorder, _) = SignalProducer<Int, TestError>(error: .second).retry(upTo: 1, interval: 5, on: scheduler)
            .record()
        scheduler.advance(by: 5)
        #expect(recorder.events == [.failed(.second)])
    }

    @Test func timerSendsTheSchedulersDateEveryIntervalUntilInterrupted() {
        let scheduler = TestScheduler()
        let start = scheduler.currentDate
        let (recorder, disposable) = SignalProducer.timer(interval: .seconds(2), on: scheduler).record()
        scheduler.advance(by: 5)
        #expect(recorder.values.map { $0.timeIntervalSince(start) } == [2, 4])
        disposable.dispose()
        scheduler.advance(by: 10)
        #expect(recorder.values.count == 2)
    }

    @Test func delayDebounceAndTimeoutRunOnTheScheduler() {
        let scheduler = TestScheduler()
        let (delayed, _) = SignalProducer<Int, Never>(value: 1).delay(3, on: scheduler).record()
        scheduler.advance(by: 2)
        #expect(delayed.events.isEmpty)
        scheduler.advance(by: 1)
        #expect(delayed.events == [.value(1), .completed])

        let (timedOut, _) = SignalProducer<Int, TestError>.never.timeout(after: 4, raising: .first, on: scheduler)
            .record()
        scheduler.advance(by: 4)
        #expect(timedOut.events == [.failed(.first)])

        let typed: SignalProducer<Int, TestError> = SignalProducer<Int, Never>.never
            .timeout(after: 1, raising: TestError.second, on: scheduler)
        let (typedRecorder, _) = typed.record()
        scheduler.advance(by: 1)
        #expect(typedRecorder.events == [.failed(.second)])

        let manual = ManualProducer<Int, Never>()
        let (debounced, _) = manual.producer.debounce(1, on: scheduler).record()
        manual.observer().send(value: 1)
        manual.observer().send(value: 2)
        scheduler.advance(by: 1)
        #expect(debounced.values == [2])
    }
}
