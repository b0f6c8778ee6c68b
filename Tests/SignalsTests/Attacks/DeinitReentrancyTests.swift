import Dispatch
import TestSupport
import Testing

@testable import Signals

/// A `deinit` of something the library releases calls back into the library. Nothing may run under a lock of ours,
/// so none of these may deadlock, and each callback must take effect.
@Suite("Attacks: deinit reentrancy")
struct DeinitReentrancyTests {
    @Test func anObserverClosureReleasedByItsDisposalMaySendIntoTheSameSignal() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal)
        let observation = Locked<Disposable?>(nil)
        do {
            let hook = DeinitAction { input.send(value: 99) }
            observation.withLock { $0 = signal.observeValues { _ in _ = hook } }
        }
        withTimeLimit(seconds: 10, "disposing") {
            observation.withLock { $0 }?.dispose()
        }
        #expect(recorder.values == [99])
    }

    @Test func anObserverClosureReleasedByTerminationMayObserveTheSameSignal() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let lateEvents = Locked<[Signal<Int, Never>.Event]>([])
        do {
            let hook = DeinitAction {
                signal.observe { event in lateEvents.withLock { $0.append(event) } }
            }
            signal.observeValues { _ in _ = hook }
        }
        withTimeLimit(seconds: 10, "completing") { input.sendCompleted() }
        #expect(lateEvents.withLock { $0 } == [.interrupted])
    }

    @Test func aValueReleasedAfterItsDeliveryMaySendIntoTheSameSignal() {
        let (signal, input) = Signal<DeinitAction?, Never>.pipe()
        let nilValues = Locked(0)
        signal.observeValues { value in
            if value == nil { nilValues.withLock { $0 += 1 } }
        }
        withTimeLimit(seconds: 10, "sending") {
            input.send(value: DeinitAction { input.send(value: nil) })
        }
        #expect(nilValues.withLock { $0 } == 1)
    }

    @Test func aReplacedPropertyValueMaySetTheSameProperty() {
        let property = MutableProperty<DeinitAction?>(nil)
        let changes = Locked(0)
        property.signal.observeValues { _ in changes.withLock { $0 += 1 } }
        property.value = DeinitAction { property.value = nil }
        withTimeLimit(seconds: 10, "replacing the value") { property.value = DeinitAction {} }
        #expect(changes.withLock { $0 } == 3)
        #expect(property.value == nil)
    }

    @Test func aDisposableReleasedByACompositeMayAddToTheSameComposite() {
        let composite = CompositeDisposable()
        let added = Locked<Disposable?>(nil)
        let lateAdditionDisposed = Locked(false)
        do {
            let hook = DeinitAction {
                added.withLock {
                    $0 = composite.add(AnyDisposable { lateAdditionDisposed.withLock { $0 = true } })
                }
            }
            let removal = composite.add(AnyDisposable { _ = hook })
            withTimeLimit(seconds: 10, "removing from the composite") { removal?.dispose() }
        }
        #expect(composite.count == 1)
        composite.dispose()
        #expect(lateAdditionDisposed.withLock { $0 })
    }

    @Test func aClosureReleasedWhenALifetimeEndsMayEndAnotherLifetimeAndTieMoreWork() {
        let outer = Locked<Lifetime.Token?>(Lifetime.Token())
        let inner = Locked<Lifetime.Token?>(Lifetime.Token())
        let innerLifetime = Lifetime(inner.withLock { $0! })
        let outerLifetime = Lifetime(outer.withLock { $0! })
        let lateDisposals = Locked(0)
        do {
            let hook = DeinitAction {
                inner.withLock { $0 = nil }
                outerLifetime += AnyDisposable { lateDisposals.withLock { $0 += 1 } }
            }
            outerLifetime.observeEnded { _ = hook }
        }
        withTimeLimit(seconds: 10, "ending the lifetime") { outer.withLock { $0 = nil } }
        #expect(innerLifetime.hasEnded)
        #expect(lateDisposals.withLock { $0 } == 1)
    }

    @Test func aScheduledActionReleasedByItsCancellationMayScheduleAgain() {
        let queue = DispatchQueue(label: "scheduler")
        let scheduler = QueueScheduler(queue: queue)
        let ran = DispatchSemaphore(value: 0)
        queue.suspend()
        let cancellation = Locked<Disposable?>(nil)
        do {
            let hook = DeinitAction { scheduler.schedule { ran.signal() } }
            cancellation.withLock { $0 = scheduler.schedule { _ = hook } }
        }
        withTimeLimit(seconds: 10, "cancelling") { cancellation.withLock { $0 }?.dispose() }
        queue.resume()
        #expect(ran.wait(timeout: .now() + 10) == .success)
    }

    @Test func anInnerDisposableReleasedByASerialDisposableMayReplaceTheInnerAgain() {
        let serial = SerialDisposable()
        let replacementDisposed = Locked(false)
        do {
            let hook = DeinitAction {
                serial.inner = AnyDisposable { replacementDisposed.withLock { $0 = true } }
            }
            serial.inner = AnyDisposable { _ = hook }
        }
        withTimeLimit(seconds: 10, "replacing the inner disposable") { serial.inner = nil }
        serial.dispose()
        #expect(replacementDisposed.withLock { $0 })
    }

    @Test func anObserverWhoseClosureDeinitDisposesOfAnotherObservationOfTheSameSignalDuringDelivery() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let other = Locked<Disposable?>(nil)
        let otherValues = Locked<[Int]>([])
        let own = Locked<Disposable?>(nil)
        do {
            let hook = DeinitAction { other.withLock { $0?.dispose() } }
            own.withLock {
                $0 = signal.observeValues { _ in
                    _ = hook
                    own.withLock { $0?.dispose() }
                }
            }
        }
        other.withLock { $0 = signal.observeValues { value in otherValues.withLock { $0.append(value) } } }
        withTimeLimit(seconds: 10, "sending") {
            input.send(value: 1)
            input.send(value: 2)
        }
        // The first observer disposed of itself during the delivery of 1; its closure was released after it, and
        // that released the second observation: 1 had already reached it or not, but 2 never does.
        #expect(!otherValues.withLock { $0 }.contains(2))
    }

    @Test func aCombinedSignalsReplacedValueMaySendIntoItsSource() {
        let (first, firstInput) = Signal<DeinitAction?, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(Signal.combineLatest(first, second).map { $0.1 })
        secondInput.send(value: 0)
        firstInput.send(value: DeinitAction { secondInput.send(value: 7) })
        withTimeLimit(seconds: 10, "replacing the combined value") { firstInput.send(value: nil) }
        #expect(recorder.values.last == 7)
    }
}
