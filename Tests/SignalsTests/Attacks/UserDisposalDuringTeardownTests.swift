import Dispatch
import TestSupport
import Testing

@testable import Signals

/// A user's `dispose()` called from user code that a lifetime's end runs keeps its guarantee:
/// once it returns, no new callback of the disposed observer starts.
@Suite("Attacks: a user's dispose() inside code run by the end of a lifetime")
struct UserDisposalDuringTeardownTests {
    enum Route: String, CaseIterable, Sendable {
        /// The user disposes inside a `lifetime.observeEnded` closure.
        case observeEnded
        /// The user disposes inside an observer completed by `take(during:)`.
        case takeDuring
        /// The user disposes inside an `AnyDisposable` that the lifetime disposes of.
        case lifetimeDisposable
    }

    @Test(arguments: Route.allCases)
    func aDisposeCalledWhileALifetimeEndsWaitsForTheDeliveryOnAnotherThread(_ route: Route) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        // The first observer holds the delivery on the sending thread; the disposed one comes after it in that delivery.
        signal.observeValues { _ in
            entered.signal()
            release.wait()
        }
        let disposeReturned = Locked(false)
        let callsAfterDispose = Locked(0)
        let observation = signal.observeValues { _ in
            if disposeReturned.withLock({ $0 }) { callsAfterDispose.withLock { $0 += 1 } }
        }!
        let userDisposal: @Sendable () -> Void = {
            observation.dispose()
            disposeReturned.withLock { $0 = true }
        }
        let (lifetime, token) = Lifetime.make()
        let (other, _) = Signal<Int, Never>.pipe()
        switch route {
        case .observeEnded: lifetime.observeEnded(userDisposal)
        case .takeDuring: other.take(during: lifetime).observeCompleted(userDisposal)
        case .lifetimeDisposable: lifetime += AnyDisposable(userDisposal)
        }
        let sender = DispatchQueue(label: "sender")
        sender.async { input.send(value: 1) }
        entered.wait()
        let disposal = DisposalWait()
        let ending = DispatchQueue(label: "lifetime end")
        ending.async { disposal.run { token.dispose() } }
        // Lets the delivery go on once the disposal sleeps, waiting for it, or has returned without waiting.
        disposal.waitUntilAsleepOrReturned()
        release.signal()
        withTimeLimit(seconds: 20, "ending the lifetime and the delivery") {
            ending.sync {}
            sender.sync {}
        }
        #expect(disposal.isAsleep, "the dispose() did not wait for the delivery on the other thread")
        #expect(disposeReturned.withLock { $0 })
        #expect(callsAfterDispose.withLock { $0 } == 0, "the observer was called after its dispose() returned")
    }
}
