import Dispatch
import TestSupport
import Testing

@testable import Signals

/// A delivery owns the observers it calls, their closures and the flags it checks: another thread may prune a dead
/// owner's observation or dispose of it meanwhile, and the memory stays valid until the delivery is done with it.
/// AddressSanitizer reports a violation.
@Suite("Contract: a delivery owns what it reads")
struct DeliveryOwnershipTests {
    enum PruneRoute: CaseIterable, Sendable {
        case direct, throughMap, throughBinding
    }

    @Test(arguments: PruneRoute.allCases)
    func pruningADeadOwnersObservationWhileAnotherThreadDeliversIsMemorySafe(route: PruneRoute) {
        withTimeLimit(seconds: 300) {
            let (pipe, input) = Signal<Int, Never>.pipe()
            let signal = route == .throughMap ? pipe.map { $0 + 1 } : pipe
            whileSending(into: input) {
                for _ in 0..<10_000 {
                    var owner: Screen? = Screen()
                    let observation: Disposable?
                    switch route {
                    case .direct, .throughMap:
                        observation = signal.take(duringLifetimeOf: owner!).observe { _ in }
                    case .throughBinding:
                        let target = owner!.reactive.makeBindingTarget { screen, value in screen.value = value }
                        observation = bind(target, to: signal)
                    }
                    owner = nil
                    signal.observeValues { _ in }?.dispose()
                    observation?.dispose()
                }
            }
        }
    }

    /// The deterministic form: the sending thread has taken its snapshot of the single observer when a replaced
    /// value's deinit lets another thread prune that observer and drop it. (AddressSanitizer reports the old code.)
    @Test func aSingleObserverPrunedBetweenSnapshotAndDeliveryIsStillOwnedByTheDelivery() {
        let pruned = DispatchSemaphore(value: 0)
        let property = MutableProperty<DeinitAction?>(nil)
        let owner = Locked<Screen?>(Screen())
        // Records whether each event was terminal, without keeping the values alive.
        let terminalFlags = Locked<[Bool]>([])
        let observation = Locked<Disposable?>(nil)
        let pruner = Locked<Disposable?>(nil)
        observation.withLock {
            $0 = property.signal.take(duringLifetimeOf: owner.withLock { $0! }).observe { event in
                terminalFlags.withLock { $0.append(event.isTerminating) }
            }
        }
        property.value = DeinitAction {
            DispatchQueue.global().async {
                owner.withLock { $0 = nil }
                // Observing prunes the dead owner's observation; disposing of it frees it.
                pruner.withLock { $0 = property.signal.observeValues { _ in } }
                observation.withLock { $0?.dispose() }
                observation.withLock { $0 = nil }
                pruned.signal()
            }
            pruned.wait()
        }
        withTimeLimit {
            // Replacing the value releases the old one after the lock, once the observers to deliver to are chosen.
            property.value = nil
        }
        #expect(terminalFlags.withLock { $0 } == [false, true])
    }
}
