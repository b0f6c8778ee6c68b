import TestSupport
import Testing

@testable import Signals

@Suite struct DisposableTests {
    @Test func anyDisposableRunsItsActionOnce() {
        var runs = 0
        let disposable = AnyDisposable { runs += 1 }
        disposable.dispose()
        disposable.dispose()
        #expect(runs == 1)
        #expect(disposable.isDisposed)
    }

    @Test func anyDisposablePolledManyTimesStillRunsItsActionOnASmallStack() {
        // Each `isDisposed` once wrapped the stored closure in two more thunks (a function type stored directly as
        // locked state is reabstracted in and out of every `withLock` in an unoptimized build): after this many polls
        // calling it overflowed the stack.
        let ran = Locked(false)
        let disposable = AnyDisposable { ran.withLock { $0 = true } }
        for _ in 0..<200_000 where disposable.isDisposed { Issue.record("disposed before dispose()") }
        let isInTime = withTimeLimit(seconds: 60, "dispose() after 200,000 polls") { disposable.dispose() }
        #expect(isInTime)
        #expect(ran.withLock { $0 })
    }

    @Test func compositeDisposesEverythingItHoldsAndLaterAdditionsAtOnce() {
        var disposed: [String] = []
        let composite = CompositeDisposable()
        composite += AnyDisposable { disposed.append("a") }
        composite += { disposed.append("b") }
        let removable = composite.add(AnyDisposable { disposed.append("removed") })
        removable?.dispose()

        composite.dispose()
        composite += { disposed.append("late") }

        #expect(disposed.sorted() == ["a", "b", "late"])
        #expect(composite.isDisposed)
    }

    @Test func serialDisposesThePreviousInnerOnReplacement() {
        var disposed: [Int] = []
        let serial = SerialDisposable(AnyDisposable { disposed.append(1) })
        serial.inner = AnyDisposable { disposed.append(2) }
        #expect(disposed == [1])

        serial.dispose()
        serial.inner = AnyDisposable { disposed.append(3) }

        #expect(disposed == [1, 2, 3])
    }

    @Test func scopedDisposesAtDeinit() {
        var isDisposed = false
        var scoped: ScopedDisposable<AnyDisposable>? = ScopedDisposable(AnyDisposable { isDisposed = true })
        #expect(scoped?.isDisposed == false)
        scoped = nil
        #expect(isDisposed)
    }

    @Test func disposingAnObservationStopsItsCallbacks() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var received: [Int] = []
        let disposable = signal.observeValues { received.append($0) }
        input.send(value: 1)
        disposable?.dispose()
        input.send(value: 2)
        #expect(received == [1])
        #expect(disposable?.isDisposed == true)
    }
}
