import Dispatch
import TestSupport
import Testing

@testable import Signals

/// How a lifetime ends: its callbacks run once, in order, on the ending thread; registrations and disposals made while
/// it ends, from that thread or another, keep the disposal guarantee; nothing runs user code under the lifetime's lock.
@Suite struct LifetimeEndTests {
    @Test func callbacksRunOnceInTheOrderTheyWereRegistered() {
        let (lifetime, token) = Lifetime.make()
        var order: [Int] = []
        for index in 0..<5 { lifetime.observeEnded { order.append(index) } }

        token.dispose()
        token.dispose()

        #expect(order == [0, 1, 2, 3, 4])
        #expect(lifetime.registrationCount == 0)
    }

    @Test func theLifetimeHasEndedInsideItsCallbacksAndACallbackRegisteredThenRunsAtOnce() {
        let (lifetime, token) = Lifetime.make()
        var order: [String] = []
        lifetime.observeEnded {
            order.append("first, ended: \(lifetime.hasEnded)")
            let registration = lifetime.observeEnded { order.append("registered during the end") }
            order.append("registration: \(registration == nil ? "nil" : "kept")")
        }
        lifetime.observeEnded { order.append("second") }

        token.dispose()

        #expect(
            order == [
                "first, ended: true", "registered during the end", "registration: nil", "second",
            ])
    }

    @Test func aRegistrationDisposedBeforeTheEndNeverRunsAndLeavesTheLifetime() {
        let (lifetime, token) = Lifetime.make()
        var calls = 0
        let registrations = (0..<3).map { _ in lifetime.observeEnded { calls += 1 } }
        registrations[1]?.dispose()

        #expect(registrations[1]?.isDisposed == true)
        #expect(registrations[0]?.isDisposed == false)
        #expect(lifetime.registrationCount == 2)
        token.dispose()

        #expect(calls == 2)
        #expect(registrations.allSatisfy { $0?.isDisposed == true })
    }

    @Test func aCallbackCanDisposeOfALaterOneAndOfItself() {
        let (lifetime, token) = Lifetime.make()
        var order: [String] = []
        let later = Locked<Disposable?>(nil)
        let own = Locked<Disposable?>(nil)
        own.withLock { registration in
            registration = lifetime.observeEnded {
                order.append("first")
                own.withLock { $0 }?.dispose()  // its own callback is running here: returns at once
                later.withLock { $0 }?.dispose()
            }
        }
        later.withLock { $0 = lifetime.observeEnded { order.append("later") } }
        lifetime.observeEnded { order.append("last") }

        let isInTime = withTimeLimit(seconds: 20, "the end") { token.dispose() }

        #expect(isInTime)
        #expect(order == ["first", "last"])
    }

    @Test func aDisposeOnAnotherThreadWaitsForTheCallbackThatIsRunning() {
        let (lifetime, token) = Lifetime.make()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = Locked(false)
        let registration = lifetime.observeEnded {
            entered.signal()
            release.wait()
            finished.withLock { $0 = true }
        }
        DispatchQueue.global().async { token.dispose() }
        entered.wait()

        let disposed = DispatchSemaphore(value: 0)
        let sawFinished = Locked<Bool?>(nil)
        DispatchQueue.global().async {
            registration?.dispose()
            sawFinished.withLock { $0 = finished.withLock { $0 } }
            disposed.signal()
        }
        // The callback is blocked: a dispose() that does not wait for it would return within this time.
        #expect(disposed.wait(timeout: .now() + 0.3) == .timedOut)
        release.signal()

        #expect(disposed.wait(timeout: .now() + 20) == .success)
        #expect(sawFinished.withLock { $0 } == true)
    }

    @Test func libraryTeardownOfARegistrationDoesNotWaitForItsRunningCallback() {
        let (lifetime, token) = Lifetime.make()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let registration = lifetime.observeEnded {
            entered.signal()
            release.wait()
        }
        DispatchQueue.global().async { token.dispose() }
        entered.wait()

        let isInTime = withTimeLimit(seconds: 20, "the teardown") { tearDown(registration) }
        release.signal()

        #expect(isInTime)
    }

    @Test func aDisposeFromAnotherThreadDuringTheEndStopsEveryCallbackNotYetTaken() {
        let (lifetime, token) = Lifetime.make()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let laterCalls = Locked(0)
        lifetime.observeEnded {
            entered.signal()
            release.wait()
        }
        let later = lifetime.observeEnded { laterCalls.withLock { $0 += 1 } }
        let ended = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            token.dispose()
            ended.signal()
        }
        entered.wait()

        withTimeLimit(seconds: 20, "the dispose") { later?.dispose() }
        release.signal()

        #expect(ended.wait(timeout: .now() + 20) == .success)
        #expect(laterCalls.withLock { $0 } == 0)
    }

    @Test func releasingACallbackRunsItsCapturesDeinitOutsideTheLock() {
        final class CallsBack: Sendable {
            let lifetime: Lifetime
            let sawEnded: Locked<[Bool]>

            init(_ lifetime: Lifetime, _ sawEnded: Locked<[Bool]>) {
                self.lifetime = lifetime
                self.sawEnded = sawEnded
            }

            deinit {
                // Back into the lifetime that releases the callback: a lock held here would deadlock.
                sawEnded.withLock { $0.append(lifetime.hasEnded) }
                lifetime.observeEnded {}?.dispose()
            }
        }
        let (lifetime, token) = Lifetime.make()
        let sawEnded = Locked<[Bool]>([])
        var disposed: CallsBack? = CallsBack(lifetime, sawEnded)
        let registration = lifetime.observeEnded { [disposed] in _ = disposed }
        var ran: CallsBack? = CallsBack(lifetime, sawEnded)
        lifetime.observeEnded { [ran] in _ = ran }
        disposed = nil
        ran = nil

        let isInTime = withTimeLimit(seconds: 20, "the disposal and the end") {
            registration?.dispose()
            token.dispose()
        }

        #expect(isInTime)
        #expect(sawEnded.withLock { $0 } == [false, true])
    }

    @Test func aLifetimeMadeFromATokenIsTheTokensLifetime() {
        let (lifetime, token) = Lifetime.make()
        let copy = Lifetime(token)
        var calls = 0
        copy.observeEnded { calls += 1 }

        #expect(copy.ended === lifetime.ended)
        #expect(lifetime.registrationCount == 2)  // the callback, and the `ended` signal's completion
        token.dispose()

        #expect(copy.hasEnded)
        #expect(calls == 1)
    }

    @Test func theEndedSignalCompletesAtTheEndAndInterruptsLaterObservers() {
        let (lifetime, token) = Lifetime.make()
        let before = EventRecorder(lifetime.ended)

        token.dispose()
        let after = EventRecorder(lifetime.ended)

        #expect(before.events == [.completed])
        #expect(after.events == [.interrupted])
        #expect(Lifetime.empty.ended.observe { _ in } == nil)
    }

    @Test func aLifetimeFollowingASignalEndsWhenItTerminatesOrAtOnceIfItHas() {
        let (signal, input) = Signal<Never, Never>.pipe()
        let following = Lifetime(ended: signal)
        var calls = 0
        following.observeEnded { calls += 1 }
        #expect(following.ended === signal)
        #expect(!following.hasEnded)

        input.sendCompleted()

        #expect(following.hasEnded)
        #expect(calls == 1)
        #expect(Lifetime(ended: signal).hasEnded)
    }

    @Test func aLifetimeFollowingAnAbandonedSignalEndsAndHoldsNothing() {
        var (signal, input): (Signal<Never, Never>?, Signal<Never, Never>.Observer?) = Signal<Never, Never>.pipe()
        var following: Lifetime? = Lifetime(ended: signal!)
        weak let weakLifetime = following
        var calls = 0
        following!.observeEnded { calls += 1 }

        signal = nil
        following = nil
        #expect(calls == 0)
        #expect(weakLifetime == nil)
        input = nil

        #expect(input == nil && signal == nil)
        #expect(calls == 1)
    }

    @Test func aLongListOfCallbacksEndsWithoutDeepRecursion() {
        let (lifetime, token) = Lifetime.make()
        let count = 200_000
        var calls = 0
        for _ in 0..<count { lifetime.observeEnded { calls += 1 } }

        token.dispose()

        #expect(calls == count)
    }

    @Test func registrationsDisposalsAndTheEndRacingOnManyThreadsRunEachCallbackAtMostOnce() {
        for _ in 0..<200 {
            let (lifetime, token) = Lifetime.make()
            let calls = Locked([Int](repeating: 0, count: 8))
            let disposedFirst = Locked([Bool](repeating: false, count: 8))
            let isInTime = withTimeLimit(seconds: 60, "the race") {
                runOnThreads(9) { index in
                    guard index < 8 else { return token.dispose() }
                    let registration = lifetime.observeEnded { calls.withLock { $0[index] += 1 } }
                    if index.isMultiple(of: 2) {
                        registration?.dispose()
                        // Disposed before the callback was taken: it must never run.
                        if calls.withLock({ $0[index] }) == 0 { disposedFirst.withLock { $0[index] = true } }
                    }
                }
            }
            #expect(isInTime)
            let counts = calls.withLock { $0 }
            #expect(counts.allSatisfy { $0 <= 1 })
            for index in 0..<8 where index % 2 == 1 { #expect(counts[index] == 1) }
            for index in 0..<8 where disposedFirst.withLock({ $0[index] }) { #expect(counts[index] == 0) }
            #expect(lifetime.registrationCount == 0)
        }
    }
}
