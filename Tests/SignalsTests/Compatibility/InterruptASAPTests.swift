import Dispatch
import TestSupport
import Testing

@testable import Signals

/// ReactiveSwift's rule for disposal: disposing of a start interrupts it as soon as possible. An operator that sends
/// on a scheduler delivers `interrupted` there, and discards what it still had outstanding, even a terminal event the
/// upstream already sent (ReactiveSwift's SignalProducerLiftingSpec "should interrupt ASAP and discard outstanding
/// events" and "should interrupt on the given scheduler"). An `interrupted` from upstream is not a disposal.
@Suite("Disposal interrupts as soon as possible")
struct InterruptASAPTests {
    typealias AsyncOperator = InterruptionOnSchedulerTests.AsyncOperator

    @Test(arguments: AsyncOperator.allCases)
    func aDisposalDiscardsEveryOutstandingEventAndDeliversOnlyInterrupted(operator: AsyncOperator) {
        let scheduler = TestScheduler()
        // 128 values and `completed`, all sent synchronously when the start begins.
        let (recorder, disposable) = `operator`.apply(SignalProducer(0..<128), on: scheduler).record()
        disposable.dispose()
        #expect(recorder.events.isEmpty, "interrupted waits for the scheduler")
        scheduler.run()
        #expect(recorder.events == [.interrupted])
    }

    @Test func debounceThatKeepsItsLastValueOnCompletionDiscardsItOnDisposalToo() {
        let scheduler = TestScheduler()
        let (recorder, disposable) = SignalProducer<Int, Never>(0..<128)
            .debounce(10, on: scheduler, discardWhenCompleted: false)
            .record()
        disposable.dispose()
        scheduler.run()
        #expect(recorder.events == [.interrupted])
    }

    @Test func aCompletedUpstreamWhoseCompletionIsStillScheduledEndsInterrupted() {
        let scheduler = TestScheduler()
        let (recorder, disposable) = SignalProducer<Int, Never>.empty.observe(on: scheduler).record()
        disposable.dispose()
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(recorder.events == [.interrupted])
    }

    @Test func aDisposalOnAnImmediateSchedulerInterruptsDuringTheDisposal() {
        var events: [Signal<Int, Never>.Event] = []
        let disposable = SignalProducer<Int, Never>.never.observe(on: ImmediateScheduler()).start { events.append($0) }
        disposable.dispose()
        #expect(events == [.interrupted])
    }

    @Test func anInterruptionFromUpstreamWaitsBehindTheValuesObserveOnScheduled() {
        let scheduler = TestScheduler()
        let upstream = ManualProducer<Int, Never>()
        let (recorder, _) = upstream.producer.observe(on: scheduler).record()
        upstream.observer().send(value: 1)
        upstream.observer().send(value: 2)
        upstream.observer().sendInterrupted()
        scheduler.run()
        #expect(recorder.events == [.value(1), .value(2), .interrupted])
    }

    @Test func delayAndLazyMapPassAnInterruptionFromUpstreamOnAtOnceAndDropWhatTheyHold() {
        let scheduler = TestScheduler()
        let delayed = ManualProducer<Int, Never>()
        let (delayedRecorder, _) = delayed.producer.delay(5, on: scheduler).record()
        let mapped = ManualProducer<Int, Never>()
        let (mappedRecorder, _) = mapped.producer.lazyMap(on: scheduler) { $0 * 10 }.record()
        delayed.observer().send(value: 1)
        mapped.observer().send(value: 1)
        delayed.observer().sendInterrupted()
        mapped.observer().sendInterrupted()
        scheduler.run()
        #expect(delayedRecorder.events == [.interrupted])
        #expect(mappedRecorder.events == [.interrupted])
    }

    @Test func aDisposedActionExecutionStopsItsWorkAndSendsNoneOfItsScheduledValues() {
        let scheduler = TestScheduler()
        var workInterrupted = false
        let action = Action<Void, Int, Never> {
            SignalProducer(values: 1, 2, 3)
                .concat(.never)
                .on(interrupted: { workInterrupted = true })
                .observe(on: scheduler)
        }
        var values: [Int] = []
        action.values.observeValues { values.append($0) }
        var applied: [Signal<Int, ActionError<Never>>.Event] = []
        let disposable = action.apply().start { applied.append($0) }
        disposable.dispose()
        #expect(workInterrupted)
        scheduler.run()
        #expect(values.isEmpty)
        #expect(applied == [.interrupted])
        #expect(!action.isExecuting.value)
    }

    @Test func flatMapLatestDiscardsWhatTheReplacedInnerStartHadScheduled() {
        let scheduler = TestScheduler()
        let (queries, queryInput) = Signal<String, Never>.pipe()
        let results = EventRecorder(
            queries.flatMap(.latest) { query in
                SignalProducer(values: "\(query)-1", "\(query)-2").observe(on: scheduler)
            })
        queryInput.send(value: "old")
        queryInput.send(value: "new")
        scheduler.run()
        #expect(results.values == ["new-1", "new-2"], "the cancelled search shows no stale results")
    }

    @Test func aDisposalRacingDeliveriesOnAQueueEndsWithOneInterruptedAndNothingAfter() {
        let runs = 200
        let clean = withinTimeLimit(seconds: 60) { () -> Bool in
            for _ in 0..<runs {
                let scheduler = QueueScheduler(qos: .userInitiated, name: "interrupt-asap")
                let (signal, input) = Signal<Int, Never>.pipe()
                let events = Locked<[Signal<Int, Never>.Event]>([])
                let ended = DispatchSemaphore(value: 0)
                let disposable = SignalProducer(signal).observe(on: scheduler).start { event in
                    events.withLock { $0.append(event) }
                    if event.isTerminating { ended.signal() }
                }
                for value in 0..<50 { input.send(value: value) }
                disposable.dispose()
                for value in 50..<100 { input.send(value: value) }
                ended.wait()
                let recorded = events.withLock { $0 }
                let values = recorded.compactMap(\.value)
                guard recorded.last == .interrupted, recorded.filter(\.isTerminating).count == 1,
                    values == Array(0..<values.count), values.count <= 50
                else { return false }
            }
            return true
        }
        #expect(clean == true)
    }
}
