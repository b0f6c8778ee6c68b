import TestSupport
import Testing

@testable import Signals

/// An uncontended delivery ends without the signal's lock (see `DeliveryWord`), and a relay's values reach observers
/// published without its lock (see `RelayObservers`). These races aim at those moments: a disposal, an observation or
/// another sender meets the delivering thread just as it ends its delivery or reads the relay's snapshot.
@Suite("Attacks: deliveries without the lock")
struct DeliveryEndRaceTests {
    /// A disposal on another thread pins the delivery it finds in flight; when it returns, the observer is never
    /// called again, whether the delivery ended with or without the lock.
    @Test(arguments: [false, true])
    func aDisposalThatRacesTheEndOfADeliveryIsNeverFollowedByACallback(throughRelay: Bool) {
        withTimeLimit(seconds: 300) {
            let (pipe, input) = Signal<Int, Never>.pipe()
            let signal = throughRelay ? pipe.map { $0 } : pipe
            let lateCalls = Locked(0)
            whileSending(into: input) {
                for _ in 0..<20_000 {
                    let isDisposed = Locked(false)
                    let observation = signal.observeValues { _ in
                        if isDisposed.withLock({ $0 }) { lateCalls.withLock { $0 += 1 } }
                    }
                    observation?.dispose()
                    isDisposed.withLock { $0 = true }
                }
            }
            #expect(lateCalls.withLock { $0 } == 0)
        }
    }

    /// Three senders, each mostly uncontended: every value arrives exactly once, one call at a time.
    @Test func sendersRacingTheEndOfEachOthersDeliveriesLoseNothingAndNeverOverlap() {
        withTimeLimit(seconds: 300) {
            let (signal, input) = Signal<Int, Never>.pipe()
            let senders = 3
            let perSender = 30_000
            let isInside = Locked(false)
            let overlaps = Locked(0)
            // Delivery is serialized, so the observer's own state needs no lock; a `Locked` keeps TSan informed.
            let received = Locked([Int](repeating: 0, count: senders))
            signal.observeValues { value in
                let wasInside = isInside.withLock { inside in
                    defer { inside = true }
                    return inside
                }
                if wasInside { overlaps.withLock { $0 += 1 } }
                received.withLock { $0[value % senders] += 1 }
                isInside.withLock { $0 = false }
            }
            runOnThreads(senders) { sender in
                for step in 0..<perSender { input.send(value: step * senders + sender) }
            }
            #expect(overlaps.withLock { $0 } == 0)
            #expect(received.withLock { $0 } == [Int](repeating: perSender, count: senders))
        }
    }

    /// A property's observer added on another thread starts with the current value inside the property's order:
    /// after that, it sees every later value, in order, with nothing repeated, while the setter's deliveries end
    /// without the lock.
    @Test func observersOfAPropertyAddedDuringUncontendedSetsMissNothing() {
        withTimeLimit(seconds: 300) {
            let property = MutableProperty(0)
            let last = 20_000
            let gaps = Locked(0)
            runOnThreads(2) { index in
                if index == 0 {
                    for value in 1...last { property.value = value }
                    return
                }
                for _ in 0..<2_000 {
                    let previous = Locked<Int?>(nil)
                    let observation = property.producer.startWithValues { value in
                        previous.withLock { previous in
                            if let seen = previous, value != seen + 1 { gaps.withLock { $0 += 1 } }
                            previous = value
                        }
                    }
                    observation.dispose()
                }
            }
            #expect(gaps.withLock { $0 } == 0)
            #expect(property.value == last)
        }
    }

    /// Observers of a relay come and go on another thread while values pass through it: the snapshots they replace
    /// are read by the delivering thread and must stay alive until its delivery ends (AddressSanitizer checks this),
    /// and the long-lived observer among them sees every value once, in order.
    @Test func relayObserversReplacedDuringDeliveriesStayAliveAndTheOthersMissNothing() {
        withTimeLimit(seconds: 300) {
            let (pipe, input) = Signal<Int, Never>.pipe()
            let relay = pipe.map { $0 }
            let received = Locked<[Int]>([])
            relay.observeValues { value in received.withLock { $0.append(value) } }
            let last = 30_000
            runOnThreads(2) { index in
                if index == 0 {
                    for value in 0..<last { input.send(value: value) }
                    return
                }
                // Every round replaces the published snapshot twice; one observer in a hundred stays, so that the
                // list grows past a single entry without every value reaching thousands of observers (half of them
                // staying made this test take 160 s alone under ThreadSanitizer, past its limit on a loaded machine).
                for round in 0..<10_000 {
                    let extra = relay.observeValues { _ in }
                    if round % 100 != 0 { extra?.dispose() }
                }
            }
            #expect(received.withLock { $0 } == Array(0..<last))
        }
    }

    /// An observer added to a relay from inside that relay's delivery misses the value being delivered and gets the
    /// next one; the snapshot being iterated up the stack is not the one it was added to.
    @Test func aRelayObserverAddedDuringItsDeliveryStartsWithTheNextValue() {
        let (pipe, input) = Signal<Int, Never>.pipe()
        let relay = pipe.map { $0 * 10 }
        let late = Locked<[Int]>([])
        let observations = Locked<[Disposable]>([])
        relay.observeValues { value in
            guard value == 10 else { return }
            for _ in 0..<3 {
                let added = relay.observeValues { received in late.withLock { $0.append(received) } }
                if let added { observations.withLock { $0.append(added) } }
            }
        }
        input.send(value: 1)
        #expect(late.withLock { $0 }.isEmpty)
        input.send(value: 2)
        #expect(late.withLock { $0 } == [20, 20, 20])
    }
}
