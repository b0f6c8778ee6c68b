import Testing

@testable import Signals

/// Disposing of a start delivers `interrupted` through the operators, as in ReactiveSwift: interrupting a start
/// interrupts its source, and an operator that sends on a scheduler (`observe(on:)`, `delay`, `throttle`,
/// `debounce`, `lazyMap`) delivers `interrupted` on that scheduler, like every other event (ReactiveSwift's
/// `UnaryAsyncOperator` schedules `interrupted` on its target when its downstream lifetime ends).
@Suite("interrupted on the scheduler")
struct InterruptionOnSchedulerTests {
    /// Each operator that sends on a scheduler, applied to a producer, for the test report.
    enum AsyncOperator: String, CaseIterable, CustomTestStringConvertible {
        case observeOn
        case delay
        case throttle
        case throttleWhile
        case debounce
        case lazyMap

        func apply(_ producer: SignalProducer<Int, Never>, on scheduler: TestScheduler) -> SignalProducer<Int, Never> {
            switch self {
            case .observeOn: producer.observe(on: scheduler)
            case .delay: producer.delay(1, on: scheduler)
            case .throttle: producer.throttle(1, on: scheduler)
            case .throttleWhile: producer.throttle(while: Property(value: false), on: scheduler)
            case .debounce: producer.debounce(1, on: scheduler)
            case .lazyMap: producer.lazyMap(on: scheduler) { $0 }
            }
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: AsyncOperator.allCases)
    func disposingAStartDeliversInterruptedOnTheScheduler(operator: AsyncOperator) {
        let scheduler = TestScheduler()
        let (recorder, disposable) = `operator`.apply(.never, on: scheduler).record()
        disposable.dispose()
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(recorder.events == [.interrupted])
    }

    @Test(arguments: AsyncOperator.allCases)
    func operatorsAfterTheSchedulerGetInterruptedOnTheSchedulerToo(operator: AsyncOperator) {
        let scheduler = TestScheduler()
        let (recorder, disposable) = `operator`.apply(.never, on: scheduler).map { $0 + 1 }.filter { _ in true }
            .record()
        disposable.dispose()
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(recorder.events == [.interrupted])
    }

    @Test func theSourceIsInterruptedAtOnceAndTheObserverOnTheScheduler() {
        let scheduler = TestScheduler()
        var isSourceInterrupted = false
        let (recorder, disposable) = SignalProducer<Int, Never>.never
            .on(interrupted: { isSourceInterrupted = true })
            .observe(on: scheduler)
            .record()
        disposable.dispose()
        #expect(isSourceInterrupted)
        #expect(recorder.events.isEmpty)
        scheduler.run()
        #expect(recorder.events == [.interrupted])
    }

    @Test func synchronousOperatorsAreInterruptedAtOnceSourceFirst() {
        var order: [String] = []
        let disposable = SignalProducer<Int, Never>.never
            .on(interrupted: { order.append("source") })
            .map { $0 * 2 }
            .startWithInterrupted { order.append("observer") }
        disposable.dispose()
        #expect(order == ["source", "observer"])
    }

    @Test func anOperatorThatDoesNotForwardInterruptedIsStillInterrupted() {
        var isInterrupted = false
        // The operator keeps its input, so its signal does not end when the upstream is interrupted.
        var keptInputs: [Signal<Int, Never>.Observer] = []
        let disposable = SignalProducer<Int, Never>.never
            .lift { signal in
                Signal<Int, Never> { input, lifetime in
                    keptInputs.append(input)
                    lifetime += signal.observe { _ in }
                }
            }
            .startWithInterrupted { isInterrupted = true }
        disposable.dispose()
        #expect(isInterrupted)
        #expect(keptInputs.count == 1)
    }
}
