import Dispatch
import TestSupport
import Testing

@testable import Signals

/// A value sent into a signal that does not track its value starts its delivery without the lock and reads the
/// observer list without it (see `SignalCore.send`). Observer changes made while a delivery is in flight wait until it
/// ends. These attacks change the list at those moments, from the delivering thread and from others.
@Suite("Attacks: deliveries that start without the lock")
struct LockFreeStartTests {
    /// Observers come and go on one thread while another sends increasing values past ten long-lived observers (so
    /// the list is an array that grows and shrinks in place): each short-lived observer sees an unbroken run of values,
    /// and nothing once its disposal has returned. AddressSanitizer checks that no delivery reads a list that changed
    /// under it.
    @Test func observersComingAndGoingDuringDeliveriesSeeUnbrokenRunsAndNothingAfterDisposal() {
        withTimeLimit(seconds: 300) {
            let (signal, input) = Signal<Int, Never>.pipe()
            let longLived = (0..<10).map { _ in Locked(0) }
            for count in longLived { signal.observeValues { _ in count.withLock { $0 += 1 } } }
            let broken = Locked(0)
            let late = Locked(0)
            whileSending(into: input) {
                for _ in 0..<1_500 {
                    let previous = Locked<Int?>(nil)
                    let isDisposed = Locked(false)
                    let observation = signal.observeValues { value in
                        if isDisposed.withLock({ $0 }) { late.withLock { $0 += 1 } }
                        previous.withLock { previous in
                            if let seen = previous, value != seen + 1 { broken.withLock { $0 += 1 } }
                            previous = value
                        }
                    }
                    observation?.dispose()
                    isDisposed.withLock { $0 = true }
                }
            }
            #expect(broken.withLock { $0 } == 0)
            #expect(late.withLock { $0 } == 0)
            let counts = Set(longLived.map { count in count.withLock { $0 } })
            #expect(counts.count == 1, "every long-lived observer saw every value")
        }
    }

    /// The delivering thread changes the list from inside an observer: the observer it removes is skipped at once,
    /// and the one it adds gets the value it sends next, which was queued behind the changes.
    @Test func changesMadeByTheDeliveringThreadTakeEffectBeforeTheNextValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let events = Locked<[String]>([])
        let second = Locked<Disposable?>(nil)
        let added = Locked<Disposable?>(nil)
        signal.observeValues { value in
            events.withLock { $0.append("first \(value)") }
            guard value == 1 else { return }
            second.withLock { $0 }?.dispose()
            let observation = signal.observeValues { value in events.withLock { $0.append("added \(value)") } }
            added.withLock { $0 = observation }
            input.send(value: 2)
        }
        let observation = signal.observeValues { value in events.withLock { $0.append("second \(value)") } }
        second.withLock { $0 = observation }
        signal.observeValues { value in events.withLock { $0.append("third \(value)") } }
        input.send(value: 1)
        #expect(events.withLock { $0 } == ["first 1", "third 1", "first 2", "third 2", "added 2"])
        input.send(value: 3)
        #expect(events.withLock { $0 }.suffix(3) == ["first 3", "third 3", "added 3"])
    }

    /// An observer added during a delivery, with the terminal event queued behind it, leaves with that event.
    @Test func anObserverAddedDuringADeliveryGetsTheTerminalEventQueuedAfterIt() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let lateEvents = Locked<[Signal<Int, Never>.Event]>([])
        signal.observeValues { value in
            signal.observe { event in lateEvents.withLock { $0.append(event) } }
            input.sendCompleted()
        }
        input.send(value: 1)
        #expect(lateEvents.withLock { $0 } == [.completed])
        var afterEnd: [Signal<Int, Never>.Event] = []
        #expect(signal.observe { afterEnd.append($0) } == nil)
        #expect(afterEnd == [.interrupted])
    }

    /// The last observer of a signal nobody else can observe is disposed of on another thread while a delivery is in
    /// flight: its removal waits for that delivery, and the signal still ends (its generator's lifetime with it).
    @Test func theLastObserverRemovedDuringADeliveryElsewhereStillEndsTheSignal() {
        withTimeLimit(seconds: 60) {
            let lifetimeEnded = Locked(false)
            let inputs = Locked<Signal<Int, Never>.Observer?>(nil)
            var signal: Signal<Int, Never>? = Signal { input, lifetime in
                inputs.withLock { $0 = input }
                lifetime.observeEnded { lifetimeEnded.withLock { $0 = true } }
            }
            let entered = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let calls = Locked(0)
            let observation = signal?.observeValues { _ in
                calls.withLock { $0 += 1 }
                entered.signal()
                // Until the disposal on the other thread has found this delivery in flight and waits for it.
                release.wait()
            }
            signal = nil
            let input = inputs.withLock { $0 }
            let disposal = DisposalWait()
            runOnThreads(3) { index in
                switch index {
                case 0:
                    input?.send(value: 1)
                case 1:
                    entered.wait()
                    disposal.run { observation?.dispose() }
                default:
                    disposal.waitUntilAsleepOrReturned()
                    release.signal()
                }
            }
            input?.send(value: 2)
            #expect(disposal.isAsleep, "the disposal did not find the delivery in flight")
            #expect(calls.withLock { $0 } == 1)
            // The delivering thread dismantles the signal before its send returns.
            #expect(lifetimeEnded.withLock { $0 })
        }
    }

    /// Derived properties are created on one thread while another sets their source without contention; each
    /// observes the source from the value read under the same lock, so once the sets are over, every one of them
    /// holds the source's last value.
    @Test func derivedPropertiesCreatedDuringSetsOnAnotherThreadEndInAgreement() {
        withTimeLimit(seconds: 300) {
            let source = MutableProperty(0)
            let last = 5_000
            let derived = Locked<[Property<Int>]>([])
            runOnThreads(2) { index in
                if index == 0 {
                    for value in 1...last { source.value = value }
                    return
                }
                for round in 0..<500 {
                    let property = source.map { $0 }
                    // A few are kept to be checked; the others go at once, so their observations come and go too.
                    if round % 25 == 0 { derived.withLock { $0.append(property) } }
                }
            }
            let values = derived.withLock { $0 }.map(\.value)
            #expect(values.allSatisfy { $0 == last })
        }
    }
}
