import Testing

@testable import Signals

/// `Signal.never` and `SignalProducer.never` send nothing at all, as documented in ReactiveSwift, whose `never` keeps
/// its input observer for as long as the signal lives so that releasing the signal does not interrupt it.
@Suite("never")
struct NeverTests {
    @Test func neverSendsNothingToAnObserverOnceTheSignalIsNoLongerReferenced() {
        var events: [Signal<Int, Never>.Event] = []
        let disposable = Signal<Int, Never>.never.observe { events.append($0) }
        #expect(events.isEmpty)
        disposable?.dispose()
        #expect(events.isEmpty)
    }

    @Test func neverLiftedIntoAProducerRunsUntilTheStartIsDisposed() {
        var isDisposed = false
        let producer = SignalProducer<Int, Never>.empty.lift { _ in
            Signal<Int, Never>.never.on(disposed: { isDisposed = true })
        }
        let (recorder, disposable) = producer.record()
        #expect(recorder.events.isEmpty)
        #expect(!isDisposed)
        disposable.dispose()
        #expect(recorder.events == [.interrupted])
        #expect(isDisposed)
    }

    @Test func neverIsFreedOnceNobodyObservesOrReferencesIt() {
        weak var core: SignalCore<Int, Never>?
        var disposable: Disposable?
        do {
            let signal = Signal<Int, Never>.never
            core = signal.core
            disposable = signal.observe { _ in }
        }
        #expect(core != nil)
        disposable?.dispose()
        disposable = nil
        #expect(core == nil)
    }

    @Test func neverProducerSendsNothingUntilItsStartIsDisposed() {
        let (recorder, disposable) = SignalProducer<Int, Never>.never.record()
        #expect(recorder.events.isEmpty)
        disposable.dispose()
        #expect(recorder.events == [.interrupted])
    }
}
