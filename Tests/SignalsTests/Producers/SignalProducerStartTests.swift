import TestSupport
import Testing

@testable import Signals

@Suite("SignalProducer starting")
struct SignalProducerStartTests {
    @Test func startAttachesTheObserverBeforeTheStartHandlerRuns() {
        var events: [Signal<Int, Never>.Event] = []
        SignalProducer<Int, Never>(values: 1, 2).start(Signal.Observer { events.append($0) })
        #expect(events == [.value(1), .value(2), .completed])
    }

    @Test func startWithoutAnObserverStillRunsTheWork() {
        let ran = Locked(false)
        SignalProducer<Int, Never> { observer, _ in
            ran.withLock { $0 = true }
            observer.sendCompleted()
        }.start()
        #expect(ran.withLock { $0 })
    }

    @Test func eachStartShorthandReceivesItsKindOfEvent() {
        var events: [String] = []
        let producer = SignalProducer<Int, TestError>(values: 1, 2).concat(error: .first)
        producer.start { events.append("event \($0)") }
        producer.startWithResult { events.append("result \($0)") }
        producer.startWithFailed { events.append("failed \($0)") }
        SignalProducer<Int, Never>(value: 3).startWithValues { events.append("value \($0)") }
        SignalProducer<Int, Never>.empty.startWithCompleted { events.append("completed") }
        SignalProducer<Int, Never>.never.startWithInterrupted { events.append("interrupted") }.dispose()
        #expect(
            events == [
                "event value(1)", "event value(2)", "event failed(first)",
                "result success(1)", "result success(2)", "result \(Result<Int, TestError>.failure(.first))",
                "failed first",
                "value 3",
                "completed",
                "interrupted",
            ])
    }

    @Test func disposingTheStartInterruptsTheObserverAndEndsTheStartHandlersLifetime() {
        let manual = ManualProducer<Int, Never>()
        let cancelled = Locked(false)
        let (recorder, disposable) = manual.producer.on(started: {}).record()
        manual.lifetime().observeEnded { cancelled.withLock { $0 = true } }
        manual.observer().send(value: 1)
        #expect(!cancelled.withLock { $0 })
        disposable.dispose()
        #expect(cancelled.withLock { $0 })
        #expect(manual.lifetime().hasEnded)
        manual.observer().send(value: 2)
        #expect(recorder.events == [.value(1), .interrupted])
        #expect(disposable.isDisposed)
    }

    @Test func aTerminalEventEndsTheStartHandlersLifetime() {
        let manual = ManualProducer<Int, TestError>()
        _ = manual.producer.start()
        #expect(!manual.lifetime().hasEnded)
        manual.observer().send(error: .first)
        #expect(manual.lifetime().hasEnded)
    }

    @Test func disposingInsideSetupPreventsTheStart() {
        let started = Locked(false)
        let producer = SignalProducer<Int, Never> { _, _ in started.withLock { $0 = true } }
        let recorder = producer.startWithSignal { signal, interruptHandle in
            let recorder = EventRecorder(signal)
            interruptHandle.dispose()
            return recorder
        }
        #expect(!started.withLock { $0 })
        #expect(recorder.events == [.interrupted])
    }

    @Test func startWithSignalReturnsWhatSetupReturns() {
        let count = SignalProducer<Int, Never>(values: 1, 2).startWithSignal { signal, _ in
            EventRecorder(signal)
        }
        #expect(count.values == [1, 2])
    }

    @Test func eachStartIsIndependent() {
        let manual = ManualProducer<Int, Never>()
        let (first, firstDisposable) = manual.producer.record()
        let (second, _) = manual.producer.record()
        firstDisposable.dispose()
        manual.observer(1).send(value: 5)
        #expect(manual.startCount == 2)
        #expect(first.events == [.interrupted])
        #expect(second.events == [.value(5)])
        #expect(!manual.lifetime(1).hasEnded)
    }

    @Test func aStartHandlerThatDropsItsObserverInterruptsItsSignalOnceItsDisposableIsGone() {
        var started: (recorder: EventRecorder<Int, Never>, disposable: Disposable)? =
            SignalProducer<Int, Never> { _, _ in }.record()
        let recorder = started?.recorder
        // As in ReactiveSwift, the start runs while its disposable is kept.
        #expect(recorder?.events.isEmpty == true)
        started = nil
        #expect(started == nil)
        #expect(recorder?.events == [.interrupted])
    }

    @Test func aStartHandlerMaySendFromAnotherThreadAfterReturning() {
        let manual = ManualProducer<Int, Never>()
        let (recorder, _) = manual.producer.record()
        let observer = manual.observer()
        withTimeLimit {
            runOnThreads(2) { index in
                for value in 0..<1_000 { observer.send(value: index * 1_000 + value) }
            }
        }
        observer.sendCompleted()
        #expect(recorder.values.count == 2_000)
        #expect(recorder.values.filter { $0 < 1_000 } == Array(0..<1_000))
        #expect(recorder.events.last == .completed)
    }

    @Test func startOnRunsTheStartHandlerOnTheScheduler() {
        let scheduler = TestScheduler()
        let started = Locked(false)
        let producer = SignalProducer<Int, Never> { observer, _ in
            started.withLock { $0 = true }
            observer.send(value: 1)
            observer.sendCompleted()
        }.start(on: scheduler)
        let (recorder, _) = producer.record()
        #expect(!started.withLock { $0 })
        scheduler.advance()
        #expect(started.withLock { $0 })
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test func interruptingBeforeTheSchedulerRanCancelsTheStart() {
        let scheduler = TestScheduler()
        let started = Locked(false)
        let (recorder, disposable) = SignalProducer<Int, Never> { _, _ in started.withLock { $0 = true } }
            .start(on: scheduler)
            .record()
        disposable.dispose()
        scheduler.advance()
        #expect(!started.withLock { $0 })
        #expect(recorder.events == [.interrupted])
    }

    @Test func interruptingAfterTheSchedulerRanInterruptsTheWork() {
        let scheduler = TestScheduler()
        let manual = ManualProducer<Int, Never>()
        let (recorder, disposable) = manual.producer.start(on: scheduler).record()
        scheduler.advance()
        disposable.dispose()
        #expect(manual.lifetime().hasEnded)
        #expect(recorder.events == [.interrupted])
    }
}

@Suite("SignalProducer start disposables")
struct SignalProducerStartDisposableTests {
    @Test func aFinishedStartLeavesTheLifetimeThatHoldsIt() {
        let (lifetime, token) = Lifetime.make()
        let manual = ManualProducer<Int, Never>()
        for _ in 0..<100 {
            lifetime += SignalProducer<Int, Never>(value: 1).start()
        }
        lifetime += manual.producer.start()
        #expect(lifetime.registrationCount == 1)
        manual.observer().sendCompleted()
        #expect(lifetime.registrationCount == 0)
        _ = token
    }

    @Test func aStartHeldByALifetimeIsInterruptedWhenTheLifetimeEnds() {
        var token: Lifetime.Token? = Lifetime.Token()
        let manual = ManualProducer<Int, Never>()
        Lifetime(token!) += manual.producer.start()
        token = nil
        #expect(manual.lifetime().hasEnded)
    }
}
