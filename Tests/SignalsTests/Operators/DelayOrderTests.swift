import Dispatch
import TestSupport
import Testing

@testable import Signals

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `delay` keeps the order of what one sender sends, whatever order the scheduler's timers fire in.
@Suite("delay keeps order")
struct DelayOrderTests {
    /// A scheduler whose timers fire only when told, in the order the test picks: a `DispatchQueue`'s timers may fire
    /// out of order, since their leeway lets the system coalesce them.
    final class ReorderingScheduler: DateScheduler, @unchecked Sendable {
        // Safety: touched by one thread at a time (the test's).
        private var timers: [() -> Void] = []
        let currentDate = Date(timeIntervalSinceReferenceDate: 0)

        func schedule(_ action: @escaping () -> Void) -> Disposable? {
            action()
            return nil
        }

        func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
            timers.append(action)
            return nil
        }

        func schedule(
            after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
            action: @escaping () -> Void
        ) -> Disposable? {
            fatalError("not used by delay")
        }

        /// Fires every timer set so far, the last one set first.
        func fireInReverse() {
            let fired = timers.reversed()
            timers = []
            for timer in fired { timer() }
        }
    }

    @Test func valuesAndCompletionKeepTheirOrderWhenTheTimersFireBackwards() {
        let scheduler = ReorderingScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal.delay(0.003, on: scheduler))
        for value in 0..<100 { input.send(value: value) }
        input.sendCompleted()
        scheduler.fireInReverse()
        #expect(recorder.values == Array(0..<100))
        #expect(recorder.events.last == .completed)
    }

    @Test func aFailureDropsWhatIsHeldAndTimersThatFireLaterSendNothing() {
        let scheduler = ReorderingScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder(signal.delay(1, on: scheduler))
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: .first)
        scheduler.fireInReverse()
        #expect(recorder.events == [.failed(.first)])
    }

    @Test func aValueSentFromAnObserverOfTheDelayedSignalTakesItsTurn() {
        let scheduler = ReorderingScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        let delayed = signal.delay(1, on: scheduler)
        delayed.observeValues { value in
            if value == 1 { input.send(value: 10) }
        }
        let recorder = EventRecorder(delayed)
        input.send(value: 1)
        input.send(value: 2)
        scheduler.fireInReverse()
        scheduler.fireInReverse()
        #expect(recorder.values == [1, 2, 10])
    }

    final class Payload {
        var onDeinit: (() -> Void)?
        deinit { onDeinit?() }
    }

    @Test func aSentEventIsReleasedWhileLaterOnesAreStillHeldAndItsDeinitMaySendUpstream() {
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Payload, Never>.pipe()
        var received = 0
        signal.delay(1, on: scheduler).observeValues { _ in received += 1 }
        weak var first: Payload?
        var sentFromDeinit = false
        do {
            let payload = Payload()
            payload.onDeinit = {
                sentFromDeinit = true
                input.send(value: Payload())  // into the same delay, from the deinit
            }
            first = payload
            input.send(value: payload)
        }
        scheduler.advance(by: .milliseconds(500))
        input.send(value: Payload())
        scheduler.advance(by: .milliseconds(500))
        #expect(received == 1)
        #expect(first == nil, "the sent event is not kept while the next one is held")
        #expect(sentFromDeinit)
        scheduler.run()
        #expect(received == 3)
    }

    /// Bursts of 5,000 values from one thread through a `QueueScheduler` with a 3 ms delay, whose timers the system
    /// may coalesce: before the fix, about one run in six came out of order.
    @Test func burstsThroughAQueueSchedulerArriveInOrder() {
        let runs = 30
        let burst = 5_000
        let outOfOrder = withinTimeLimit(seconds: 120) { () -> Int in
            var outOfOrderRuns = 0
            for _ in 0..<runs {
                let scheduler = QueueScheduler(qos: .userInitiated, name: "delay-order")
                let (signal, input) = Signal<Int, Never>.pipe()
                let done = DispatchSemaphore(value: 0)
                let received = Locked<[Int]>([])
                signal.delay(0.003, on: scheduler).observe { event in
                    switch event {
                    case .value(let value): received.withLock { $0.append(value) }
                    case .completed, .interrupted: done.signal()
                    }
                }
                for value in 0..<burst { input.send(value: value) }
                input.sendCompleted()
                done.wait()
                if received.withLock({ $0 }) != Array(0..<burst) { outOfOrderRuns += 1 }
            }
            return outOfOrderRuns
        }
        #expect(outOfOrder == 0)
    }
}
