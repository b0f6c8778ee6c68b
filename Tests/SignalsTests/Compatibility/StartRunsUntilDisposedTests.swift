import Testing

@testable import Signals

/// A started producer runs until it terminates or its start is disposed of, even if its start handler does not keep
/// its observer, as in ReactiveSwift, whose interrupt handle keeps the produced signal's input observer.
@Suite("a start runs until it is disposed of")
struct StartRunsUntilDisposedTests {
    @Test func aStartWhoseHandlerDoesNotKeepItsObserverRunsUntilDisposed() {
        var isStopped = false
        let disposable = SignalProducer<Never, Never> { _, lifetime in
            lifetime.observeEnded { isStopped = true }
        }.startWithInterrupted {}
        #expect(!isStopped)
        disposable.dispose()
        #expect(isStopped)
    }

    @Test func aStartWhoseDisposableIsDroppedToo() {
        // Nobody can send into it or interrupt it any more: it is interrupted, as in ReactiveSwift.
        var isStopped = false
        var isInterrupted = false
        SignalProducer<Never, Never> { _, lifetime in
            lifetime.observeEnded { isStopped = true }
        }.startWithInterrupted { isInterrupted = true }
        #expect(isStopped)
        #expect(isInterrupted)
    }

    @Test(arguments: [FlattenStrategy.merge, .concat, .latest, .concurrent(limit: 2)])
    func flattenDoesNotDisposeItsInnerStartWhenTheOuterCompletes(strategy: FlattenStrategy) {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        var isInnerDisposed = false
        let observation = outer.flatten(strategy).observe { _ in }
        outerInput.send(value: SignalProducer { _, lifetime in lifetime.observeEnded { isInnerDisposed = true } })
        outerInput.sendCompleted()
        #expect(!isInnerDisposed)
        observation?.dispose()
    }

    @Test func observeOnDoesNotEndTheUpstreamLifetimeBeforeTheDisposal() {
        let scheduler = TestScheduler()
        var isUpstreamEnded = false
        let disposable = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { isUpstreamEnded = true }
        }.observe(on: scheduler).start()
        scheduler.run()
        #expect(!isUpstreamEnded)
        disposable.dispose()
        #expect(isUpstreamEnded)
    }
}
