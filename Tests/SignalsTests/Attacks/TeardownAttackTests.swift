import Dispatch
import TestSupport
import Testing

@testable import Signals

/// Teardown racing deliveries on other threads: operators ending, lifetimes ending and owners dying while an upstream
/// delivers elsewhere with an observer that is still running. None of it may wait for that observer.
@Suite("Attacks: teardown racing deliveries")
struct TeardownAttackTests {
    /// Holds a delivery of `signal` open on a thread of its own until the returned release is called.
    private func holdDelivery<Value: Sendable, Failure>(
        of signal: Signal<Value, Failure>,
        sending value: Value,
        into input: Signal<Value, Failure>.Observer
    ) -> () -> Void {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let isFirst = Locked(true)
        signal.observeValues { _ in
            let isFirstValue = isFirst.withLock { isFirst in
                defer { isFirst = false }
                return isFirst
            }
            guard isFirstValue else { return }
            entered.signal()
            release.wait()
        }
        let sender = DispatchQueue(label: "holding sender")
        sender.async { input.send(value: value) }
        entered.wait()
        return {
            release.signal()
            sender.sync {}
        }
    }

    @Test func aMergedSignalFailingDoesNotWaitForAnotherSourcesDelivery() {
        let (first, firstInput) = Signal<Int, AttackError>.pipe()
        let (second, secondInput) = Signal<Int, AttackError>.pipe()
        let recorder = EventRecorder(Signal.merge(first, second))
        let release = holdDelivery(of: second, sending: 0, into: secondInput)

        withTimeLimit(seconds: 10, "failing the merged signal") { firstInput.send(error: .boom) }
        release()
        #expect(recorder.events.last == .failed(.boom))
    }

    @Test func aCombinedSignalFailingDoesNotWaitForTheOtherSourcesDelivery() {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let combined = Signal.combineLatest(first, second)
        let recorder = EventRecorder(combined)
        let release = holdDelivery(of: second, sending: 1, into: secondInput)

        withTimeLimit(seconds: 10, "interrupting a combined source") { firstInput.sendInterrupted() }
        release()
        #expect(recorder.events.last.map(\.isTerminating) == true)
    }

    @Test func anOwnerThatIsALifetimeProviderDyingDoesNotWaitForTheUpstreamsDelivery() {
        final class ScreenWithLifetime: LifetimeProvider, @unchecked Sendable {
            // Safety: immutable.
            let (lifetime, token) = Lifetime.make()
        }
        let (upstream, input) = Signal<Int, Never>.pipe()
        let screen = Locked<ScreenWithLifetime?>(ScreenWithLifetime())
        let recorder = EventRecorder(upstream.take(duringLifetimeOf: screen.withLock { $0! }))
        let release = holdDelivery(of: upstream, sending: 1, into: input)

        withTimeLimit(seconds: 10, "releasing the screen") { screen.withLock { $0 = nil } }
        release()
        #expect(recorder.events.last == .completed)
    }

    @Test func aBoundPropertyDyingDoesNotWaitForTheSourcesDelivery() {
        let (source, input) = Signal<Int, Never>.pipe()
        let target = Locked<MutableProperty<Int>?>(MutableProperty(0))
        weak let weakTarget = target.withLock { $0 }
        target.withLock { _ = bind($0!, to: source) }
        let release = holdDelivery(of: source, sending: 1, into: input)

        withTimeLimit(seconds: 10, "releasing the bound property") { target.withLock { $0 = nil } }
        release()
        #expect(weakTarget == nil)
    }

    /// Two teardowns crossing on two threads: each signal's termination detaches an observation of the other, which
    /// is delivering on the other thread. Waiting teardowns would wait for each other forever.
    @Test(arguments: 0..<20)
    func twoTeardownsCrossingOnTwoThreadsDoNotDeadlock(round: Int) {
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        let firstUntilSecond = first.take(until: second.map { _ in () })
        let secondUntilFirst = second.take(until: first.map { _ in () })
        let observations = [firstUntilSecond.observe { _ in }, secondUntilFirst.observe { _ in }]
        withTimeLimit(seconds: 10, "round \(round)") {
            runOnThreads(2) { index in
                if index == 0 {
                    firstInput.send(value: 1)
                    firstInput.sendCompleted()
                } else {
                    secondInput.send(value: 1)
                    secondInput.sendCompleted()
                }
            }
        }
        _ = observations
    }

    @Test func anOperatorsInnerObservationEndedByItsLifetimeMayStillSeeTheEventInFlightButNothingAfter() {
        let (upstream, input) = Signal<Int, Never>.pipe()
        let token = Locked<Lifetime.Token?>(Lifetime.Token())
        let received = Locked<[Int]>([])
        upstream.take(during: Lifetime(token.withLock { $0! })).observeValues { value in
            received.withLock { $0.append(value) }
        }
        let release = holdDelivery(of: upstream, sending: 1, into: input)
        token.withLock { $0 = nil }
        release()
        input.send(value: 2)
        #expect(received.withLock { $0 }.allSatisfy { $0 == 1 })
        #expect(upstream.observationCount == 1)
    }

    /// A user's dispose racing a terminal event on another thread: once `dispose()` returns, no callback starts.
    @Test func disposingWhileATerminalEventIsDeliveredOnAnotherThreadStopsEveryLaterCallback() {
        var random = SeededGenerator(seed: 0xD15)
        print("TeardownAttackTests seed 0xD15: 2,000 rounds")
        for _ in 0..<2_000 {
            let (signal, input) = Signal<Int, Never>.pipe()
            let disposeReturned = Locked(false)
            let lateCallbacks = Locked(0)
            signal.observe { _ in }
            let victim = signal.observe { _ in
                if disposeReturned.withLock({ $0 }) { lateCallbacks.withLock { $0 += 1 } }
            }
            let disposerFirst = random.int(below: 2) == 0
            runOnThreads(2) { index in
                if (index == 0) == disposerFirst {
                    victim?.dispose()
                    disposeReturned.withLock { $0 = true }
                } else {
                    input.send(value: 1)
                    input.sendCompleted()
                }
            }
            #expect(lateCallbacks.withLock { $0 } == 0)
        }
    }

    /// Observing while another thread ends the signal: every observer gets exactly one terminal event.
    @Test func observersRacingATerminalEventEachGetExactlyOneTerminalEvent() {
        print("TeardownAttackTests: 2,000 rounds × 2 threads")
        for _ in 0..<2_000 {
            let (signal, input) = Signal<Int, Never>.pipe()
            let terminalEvents = Locked(0)
            runOnThreads(2) { index in
                if index == 0 {
                    input.sendCompleted()
                } else {
                    for _ in 0..<4 {
                        signal.observe { event in
                            if event.isTerminating { terminalEvents.withLock { $0 += 1 } }
                        }
                    }
                }
            }
            #expect(terminalEvents.withLock { $0 } == 4)
        }
    }

    /// A lifetime ending on one thread while disposables are tied to it on another: each is disposed of exactly once.
    @Test func disposablesTiedWhileTheLifetimeEndsAreEachDisposedOfExactlyOnce() {
        for _ in 0..<500 {
            let token = Locked<Lifetime.Token?>(Lifetime.Token())
            let lifetime = Lifetime(token.withLock { $0! })
            let disposals = Locked([Int](repeating: 0, count: 20))
            runOnThreads(2) { index in
                if index == 0 {
                    token.withLock { $0 = nil }
                } else {
                    for slot in 0..<20 {
                        lifetime += AnyDisposable { disposals.withLock { $0[slot] += 1 } }
                    }
                }
            }
            #expect(disposals.withLock { $0 } == [Int](repeating: 1, count: 20))
        }
    }

    /// Two threads disposing of the same observation while a third sends: no crash, no callback after both return.
    @Test func disposingTheSameObservationFromTwoThreadsDuringDeliveriesIsSafe() {
        for _ in 0..<1_000 {
            let (signal, input) = Signal<Int, Never>.pipe()
            let disposed = Locked(0)
            let lateCallbacks = Locked(0)
            let victim = signal.map { $0 + 1 }.observeValues { _ in
                if disposed.withLock({ $0 }) == 2 { lateCallbacks.withLock { $0 += 1 } }
            }
            runOnThreads(3) { index in
                if index == 2 {
                    for value in 0..<20 { input.send(value: value) }
                } else {
                    victim?.dispose()
                    disposed.withLock { $0 += 1 }
                }
            }
            #expect(lateCallbacks.withLock { $0 } == 0)
            #expect(victim?.isDisposed == true)
        }
    }

    /// The spin model's gap G1, scenario 6: while another thread's `dispose()` waits for the delivery in flight, the
    /// delivering thread disposes of the same observation from an earlier observer's callback. That `dispose()`
    /// returns at once, so the observer must be skipped for the rest of the delivery.
    @Test(.timeLimit(.minutes(1)))
    func aSecondDisposeOnTheDeliveringThreadSkipsTheObserverWhileTheFirstWaits() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let victim = Locked<(any Disposable)?>(nil)
        let callsAfterDispose = Locked(0)
        let returned = Locked(false)
        let entered = DispatchSemaphore(value: 0)
        signal.observeValues { _ in
            guard let disposable = victim.withLock({ $0 }) else { return }
            entered.signal()
            // The other thread marks the observation removed, then waits for this delivery.
            while !disposable.isDisposed {}
            disposable.dispose()  // on the delivering thread: returns at once
            returned.withLock { $0 = true }
        }
        victim.withLock {
            $0 = signal.observeValues { _ in
                if returned.withLock({ $0 }) { callsAfterDispose.withLock { $0 += 1 } }
            }
        }
        runOnThreads(2) { index in
            if index == 0 {
                input.send(value: 1)
            } else {
                entered.wait()
                victim.withLock { $0 }?.dispose()
            }
        }
        #expect(callsAfterDispose.withLock { $0 } == 0, "no callback starts once dispose() has returned")
    }

    /// The spin model's gap G1, scenario 5: two threads dispose of the same observation while a third delivers; the
    /// second waits for the delivery in flight as the first does, so that no callback starts once either returned.
    @Test(.timeLimit(.minutes(1)))
    func aSecondDisposeOnAnotherThreadWaitsForTheDeliveryInFlight() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let hasSecondReturned = Locked(false)
        let lateCalls = Locked(0)
        signal.observeValues { _ in
            entered.signal()
            release.wait()
        }
        let victim = signal.observeValues { _ in
            if hasSecondReturned.withLock({ $0 }) { lateCalls.withLock { $0 += 1 } }
        }
        let secondReturnedWhileHeld = Locked(false)
        let first = DisposalWait()
        let second = DisposalWait()
        runOnThreads(4) { index in
            switch index {
            case 0:
                input.send(value: 1)  // held in the first observer, before the victim
            case 1:
                entered.wait()
                first.run { victim?.dispose() }
            case 2:
                // Once the first disposal waits, the observation is marked removed: this one is the repeated removal.
                first.waitUntilAsleepOrReturned()
                second.run {
                    victim?.dispose()
                    hasSecondReturned.withLock { $0 = true }
                }
            default:
                // The delivery is held until the second disposal waits for it, or has returned without waiting.
                second.waitUntilAsleepOrReturned()
                secondReturnedWhileHeld.withLock { $0 = second.hasReturned }
                release.signal()
            }
        }
        #expect(!secondReturnedWhileHeld.withLock { $0 }, "the second dispose() waits for the delivery in flight")
        #expect(second.isAsleep, "the second dispose() did not wait for the delivery in flight")
        #expect(lateCalls.withLock { $0 } == 0)
    }
}

enum AttackError: Swift.Error, Equatable {
    case boom
}
