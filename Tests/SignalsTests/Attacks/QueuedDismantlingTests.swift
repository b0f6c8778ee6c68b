import Dispatch
import TestSupport
import Testing

@testable import Signals

/// A signal whose last observer leaves during a delivery, with another event queued behind it,
/// is dismantled once its queue drains, on every kind of signal.
@Suite("Attacks: dismantling a signal whose last observer left with events queued")
struct QueuedDismantlingTests {
    /// Whether a lifetime has ended, set from whichever thread ends it.
    final class EndFlag: Sendable {
        private let state = Locked(false)
        var hasEnded: Bool { state.withLock { $0 } }
        func set() { state.withLock { $0 = true } }
    }

    /// Makes a signal, put in `signal`, by a generator whose lifetime sets `ended`; returns the observer that sends
    /// into it.
    static func makeSignal(_ signal: inout Signal<Int, Never>?, endedSetting ended: EndFlag)
        -> Signal<Int, Never>
        .Observer
    {
        var input: Signal<Int, Never>.Observer?
        signal = Signal<Int, Never> { observer, lifetime in
            input = observer
            lifetime.observeEnded { ended.set() }
        }
        return input!
    }

    @Test func aRootSignalWhoseLastObserverLeavesInsideItsCallbackWithAValueQueuedIsDismantled() {
        let ended = EndFlag()
        var signal: Signal<Int, Never>?
        let input = Self.makeSignal(&signal, endedSetting: ended)
        let observation = Locked<Disposable?>(nil)
        let received = Locked<[Int]>([])
        observation.withLock {
            $0 = signal!.observeValues { value in
                received.withLock { $0.append(value) }
                guard value == 1 else { return }
                input.send(value: 2)  // queued behind this delivery
                observation.withLock { $0 }?.dispose()
            }
        }
        signal = nil
        input.send(value: 1)
        #expect(received.withLock { $0 } == [1])
        #expect(ended.hasEnded, "the signal was never dismantled: its generator's lifetime goes on")
        withExtendedLifetime(input) {}
    }

    @Test func aRootSignalWhoseLastObserverIsDisposedOnAnotherThreadWithAValueQueuedIsDismantled() {
        let ended = EndFlag()
        var signal: Signal<Int, Never>?
        let input = Self.makeSignal(&signal, endedSetting: ended)
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let observation = signal!.observeValues { value in
            guard value == 1 else { return }
            entered.signal()
            proceed.wait()
        }!
        signal = nil
        let sender = DispatchQueue(label: "sender")
        sender.async { input.send(value: 1) }
        entered.wait()
        input.send(value: 2)  // queued behind the delivery on the sender's thread
        let disposal = DisposalWait()
        let disposer = DispatchQueue(label: "disposer")
        disposer.async { disposal.run { observation.dispose() } }  // waits for the sender's delivery
        disposal.waitUntilAsleepOrReturned()
        proceed.signal()
        withTimeLimit(seconds: 20, "the disposal and the delivery") {
            disposer.sync {}
            sender.sync {}
        }
        #expect(disposal.isAsleep, "the disposal did not wait for the delivery in flight")
        #expect(ended.hasEnded, "the signal was never dismantled: its generator's lifetime goes on")
    }

    @Test func aMergedSignalWhoseLastObserverLeavesWithAValueQueuedStopsObservingItsSources() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        var merged: Signal<Int, Never>? = Signal.merge(first, second)
        let observation = Locked<Disposable?>(nil)
        observation.withLock {
            $0 = merged!.observeValues { value in
                guard value == 1 else { return }
                secondInput.send(value: 2)  // reaches the merged signal while it delivers: queued
                observation.withLock { $0 }?.dispose()
            }
        }
        merged = nil
        firstInput.send(value: 1)
        #expect(first.observationCount == 0, "the merged signal still observes its first source")
        #expect(second.observationCount == 0, "the merged signal still observes its second source")
    }

    @Test func aRelayWhoseLastObserverLeavesWithAValueQueuedOnItsRootStopsObservingTheRoot() {
        let (root, input) = Signal<Int, Never>.pipe()
        var mapped: Signal<Int, Never>? = root.map { $0 * 10 }
        let observation = Locked<Disposable?>(nil)
        observation.withLock {
            $0 = mapped!.observeValues { value in
                guard value == 10 else { return }
                input.send(value: 2)
                observation.withLock { $0 }?.dispose()
            }
        }
        mapped = nil
        input.send(value: 1)
        #expect(root.observationCount == 0, "the relay still observes its root")
    }

    @Test func aProducedSignalWhoseObserverLeavesWithAValueQueuedEndsItsWork() {
        let ended = EndFlag()
        let input = Locked<Signal<Int, Never>.Observer?>(nil)
        let producer = SignalProducer<Int, Never> { observer, lifetime in
            input.withLock { $0 = observer }
            lifetime.observeEnded { ended.set() }
        }
        let observation = Locked<Disposable?>(nil)
        producer.startWithSignal { signal, _ in
            observation.withLock {
                $0 = signal.observeValues { value in
                    guard value == 1 else { return }
                    input.withLock { $0 }?.send(value: 2)
                    observation.withLock { $0 }?.dispose()
                }
            }
        }
        input.withLock { $0 }?.send(value: 1)
        #expect(ended.hasEnded, "the start's work goes on: its lifetime never ended")
    }

    @Test func aPropertyDerivedSignalWhoseLastObserverLeavesWithAValueQueuedStopsObservingTheProperty() {
        let property = MutableProperty(0)
        var merged: Signal<Int, Never>? = Signal.merge(property.signal, .never)
        let observation = Locked<Disposable?>(nil)
        observation.withLock {
            $0 = merged!.observeValues { value in
                guard value == 1 else { return }
                property.value = 2  // queued on the property's signal, which is delivering
                observation.withLock { $0 }?.dispose()
            }
        }
        merged = nil
        property.value = 1
        #expect(property.signal.observationCount == 0, "the merged signal still observes the property")
        #expect(property.value == 2)
    }
}
