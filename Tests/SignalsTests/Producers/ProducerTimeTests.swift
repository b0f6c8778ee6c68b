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

    @Test func collectEverySendsTheValuesOfEachIntervalOfEachStart() {
        let scheduler = TestScheduler()
        let upstream = ManualProducer<Int, TestError>()
        let (recorder, _) = upstream.producer.collect(every: .seconds(2), on: scheduler, skipEmpty: true).record()
        upstream.observer().send(value: 1)
        upstream.observer().send(value: 2)
        scheduler.advance(by: 2)
        scheduler.advance(by: 2)
        upstream.observer().send(value: 3)
        scheduler.advance(by: 2)
        #expect(recorder.events == [.value([1, 2]), .value([3])])
        upstream.observer().send(error: .second)
        scheduler.advance()
        #expect(recorder.events == [.value([1, 2]), .value([3]), .failed(.second)])

        let (kept, _) = SignalProducer<Int, TestError>(values: 4, 5)
            .collect(every: .seconds(1), on: scheduler, discardWhenCompleted: false).record()
        scheduler.advance(by: 1)
        #expect(kept.events == [.value([4, 5]), .completed])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1, deliveredBy: scheduler) {
            $0.collect(every: .seconds(1), on: scheduler)
        }
    }

    @Test func lazyMapTransformsOnlyTheLatestValueOnTheScheduler() {
        let scheduler = TestScheduler()
        let calls = Locked(0)
        let upstream = ManualProducer<Int, TestError>()
        let (recorder, _) = upstream.producer.lazyMap(on: scheduler) { value -> Int in
            calls.withLock { $0 += 1 }
            return value * 10
        }.record()
        upstream.observer().send(value: 1)
        upstream.observer().send(value: 2)
        #expect(recorder.events.isEmpty)
        scheduler.advance()
        #expect(recorder.events == [.value(20)])
        #expect(calls.withLock { $0 } == 1)
        upstream.observer().send(value: 3)
        upstream.observer().send(error: .first)
        scheduler.advance()
        #expect(recorder.events == [.value(20), .value(30), .failed(.first)])
        let (completed, _) = SignalProducer<Int, TestError>(value: 4).lazyMap(on: scheduler) { $0 + 1 }.record()
        scheduler.advance()
        #expect(completed.events == [.value(5), .completed])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1, deliveredBy: scheduler) {
            $0.lazyMap(on: scheduler) { $0 }
        }
    }

    @Test func throttleSendsAtMostOneValuePerInterval() {
        let scheduler = TestScheduler()
        let upstream = ManualProducer<Int, TestError>()
        let (recorder, _) = upstream.producer.throttle(2, on: scheduler).record()
        upstream.observer().send(value: 1)
        scheduler.advance()
        upstream.observer().send(value: 2)
        upstream.observer().send(value: 3)
        scheduler.advance(by: 2)
        #expect(recorder.values == [1, 3])
        upstream.observer().sendCompleted()
        scheduler.advance()
        #expect(recorder.events.last?.isCompleted == true)
        let (failed, _) = failing(after: 1).throttle(1, on: scheduler).record()
        scheduler.advance()
        #expect(failed.events.last == .failed(.first))
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1, deliveredBy: scheduler) {
            $0.throttle(1, on: scheduler)
        }
    }

    @Test func throttleWhileHoldsTheLatestValueWhileThePropertyIsTrue() {
        let shouldThrottle = MutableProperty(false)
        let upstream = ManualProducer<Int, TestError>()
        let (recorder, _) = upstream.producer.throttle(while: shouldThrottle, on: ImmediateScheduler()).record()
        upstream.observer().send(value: 1)
        shouldThrottle.value = true
        upstream.observer().send(value: 2)
        upstream.observer().send(value: 3)
        #expect(recorder.values == [1])
        shouldThrottle.value = false
        #expect(recorder.values == [1, 3])
        upstream.observer().send(error: .second)
        #expect(recorder.events.last == .failed(.second))
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.throttle(while: shouldThrottle, on: ImmediateScheduler())
        }
    }

    @Test func delayDebounceAndTimeoutForwardFailuresAndAreInterruptedByDisposal() {
        let scheduler = TestScheduler()
        let (delayed, _) = failing(after: 1).delay(1, on: scheduler).record()
        scheduler.advance(by: 1)
        #expect(delayed.events.last == .failed(.first))
        let (debounced, _) = SignalProducer<Int, TestError>(values: 1, 2).debounce(1, on: scheduler).record()
        scheduler.advance(by: 1)
        #expect(debounced.events.last?.isCompleted == true)
        let (timedIn, _) = SignalProducer<Int, TestError>(value: 1)
            .timeout(after: 1, raising: .second, on: scheduler).record()
        scheduler.advance(by: 1)
        #expect(timedIn.events == [.value(1), .completed])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1, deliveredBy: scheduler) {
            $0.delay(1, on: scheduler)
        }
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1, deliveredBy: scheduler) {
            $0.debounce(1, on: scheduler)
        }
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.timeout(after: 1, raising: .second, on: scheduler)
        }
    }
}
