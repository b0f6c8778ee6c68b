import Dispatch
import TestSupport
import Testing

@testable import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if DEBUG
    /// Gap G2 of the Internals article (`Sources/Signals/Internal/README.md`): the lost wake-up fixed in e0d36ae, reached
    /// deterministically with the debug-only hooks `DeliveryTestHooks.whenSettling` (on the delivering thread) and
    /// `DeliveryParking.whenParked` (on the disposing thread, through `DisposalWait`) instead of by chance under load.
    @Suite("Attacks: a disposal that begins waiting just before a settle step")
    struct SettleWakeUpTests {
        /// How long a step that must happen may take on a loaded machine (the whole suite under a sanitizer) before the
        /// test gives up on it. Only a failing run waits that long.
        private static let limit = 60.0

        /// The run of the article's lost wake-up: the delivering thread has counted its delivery and is about to settle
        /// when another thread's `dispose()` registers and sleeps. The settle step must release it while the delivering
        /// thread is still stopped after it, since nothing that follows is bound to wake anyone. Without the fix (the
        /// settle step counts as a completed delivery) the disposer cannot return until the delivering thread takes its
        /// next step, and if it has gone back to sleep by then, never.
        @Test func aDisposalThatBeginsWaitingBetweenADeliveryAndItsSettleStepIsReleasedByThatSettle() {
            let (signal, input) = Signal<Int, Never>.pipe()
            // An observer that disposes of itself while 1 is delivered: its removal is deferred, so the delivery
            // ends with a settle step.
            let selfDisposing = Locked<Disposable?>(nil)
            selfDisposing.withLock { disposable in
                disposable = signal.observeValues { _ in selfDisposing.withLock { $0 }?.dispose() }
            }
            let disposed = signal.observeValues { _ in }!

            let atSettle = DispatchSemaphore(value: 0)
            let settleMayGo = DispatchSemaphore(value: 0)
            let settled = DispatchSemaphore(value: 0)
            let deliveryMayGo = DispatchSemaphore(value: 0)
            let settles = Locked(0)
            let stopAtFirstSettle: @Sendable (DeliveryTestHooks.SettlePoint) -> Void = { point in
                switch point {
                case .before:
                    guard settles.withLock({ $0 }) == 0 else { return }
                    atSettle.signal()
                    _ = settleMayGo.wait(timeout: .now() + Self.limit)
                case .after:
                    let isFirst = settles.withLock { settles in
                        defer { settles += 1 }
                        return settles == 0
                    }
                    guard isFirst else { return }
                    settled.signal()
                    _ = deliveryMayGo.wait(timeout: .now() + Self.limit)
                }
            }
            let delivered = DispatchSemaphore(value: 0)
            startDetachedThread {
                DeliveryTestHooks.$whenSettling.withValue(stopAtFirstSettle) { input.send(value: 1) }
                delivered.signal()
            }
            #expect(atSettle.wait(timeout: .now() + Self.limit) == .success, "the delivery never reached its settle")

            // The delivering thread has counted its delivery: the disposal waits for it, and sleeps.
            let disposal = DisposalWait()
            startDetachedThread { disposal.run { disposed.dispose() } }
            disposal.waitUntilAsleepOrReturned(seconds: Self.limit)
            #expect(disposal.isAsleep, "the dispose() did not wait for the delivery in flight")

            settleMayGo.signal()
            #expect(settled.wait(timeout: .now() + Self.limit) == .success, "the settle step did not end")
            // The delivering thread stays stopped after its settle step until the dispose() has returned.
            let isReleasedBySettle = disposal.waitUntilAsleepOrReturned(seconds: Self.limit)
            #expect(isReleasedBySettle, "the settle step did not release the dispose() that waited for the delivery")
            deliveryMayGo.signal()
            #expect(delivered.wait(timeout: .now() + Self.limit) == .success, "the delivery did not end")
            if !isReleasedBySettle {
                // The delivery is over: a wake-up now lets a disposer that went back to sleep return, so its thread ends.
                DeliveryParking.shared.wakeAll()
                disposal.waitUntilAsleepOrReturned(seconds: Self.limit)
            }
        }
    }

#endif
