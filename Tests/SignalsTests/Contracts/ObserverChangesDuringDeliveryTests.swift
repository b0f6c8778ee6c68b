import Dispatch
import TestSupport
import Testing

@testable import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Contract: observers added or disposed during delivery")
struct ObserverChangesDuringDeliveryTests {
    @Test func anObserverAddedDuringDeliveryMissesTheInFlightEvent() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var late: EventRecorder<Int, Never>?
        signal.observeValues { _ in
            if late == nil { late = EventRecorder(signal) }
        }

        input.send(value: 1)
        input.send(value: 2)

        #expect(late?.values == [2])
    }

    @Test(arguments: [false, true])
    func anObserverDisposedByAnEarlierObserverMissesTheInFlightEvent(throughAnOperator: Bool) {
        let (pipe, input) = Signal<Int, Never>.pipe()
        let signal = throughAnOperator ? pipe.map { $0 } : pipe
        var victim: Disposable?
        var received: [Int] = []
        signal.observeValues { _ in victim?.dispose() }
        victim = signal.observeValues { received.append($0) }

        input.send(value: 1)
        input.send(value: 2)

        #expect(received.isEmpty)
        #expect(victim?.isDisposed == true)
    }

    @Test func anObserverDisposedByItselfGetsNoQueuedEvents() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var own: Disposable?
        var received: [Int] = []
        own = signal.observeValues { value in
            received.append(value)
            input.send(value: value + 1)
            own?.dispose()
        }

        input.send(value: 1)

        #expect(received == [1])
    }

    @Test(arguments: [false, true])
    func disposingOnAnotherThreadWaitsForTheInFlightDelivery(throughAnOperator: Bool) {
        let (pipe, input) = Signal<Int, Never>.pipe()
        let signal = throughAnOperator ? pipe.map { $0 } : pipe
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let disposeReturned = Locked(false)
        let callbacksAfterDispose = Locked(0)
        signal.observeValues { value in
            if value == 1 {
                entered.signal()
                release.wait()
            }
        }
        let victim = signal.observeValues { _ in
            if disposeReturned.withLock({ $0 }) { callbacksAfterDispose.withLock { $0 += 1 } }
        }

        let sender = DispatchQueue(label: "sender")
        sender.async { input.send(value: 1) }
        entered.wait()
        let disposal = DisposalWait()
        let disposer = DispatchQueue(label: "disposer")
        disposer.async {
            disposal.run {
                victim?.dispose()
                disposeReturned.withLock { $0 = true }
            }
        }
        // The delivery goes on once the disposer sleeps, waiting for it (or has returned without waiting).
        disposal.waitUntilAsleepOrReturned()
        release.signal()
        withTimeLimit(seconds: 20, "the disposal and the delivery") {
            disposer.sync {}
            sender.sync {}
        }
        input.send(value: 2)

        #expect(disposal.isAsleep, "the dispose() did not wait for the delivery in flight")
        #expect(disposeReturned.withLock { $0 })
        #expect(callbacksAfterDispose.withLock { $0 } == 0)
    }

    /// The disposal goes to sleep on the parking place's condition variable, which uses no CPU, after little work.
    @Test func aDisposeThatWaitsForAnotherThreadDoesNotSpin() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        signal.observeValues { _ in
            entered.signal()
            release.wait()
        }
        let victim = signal.observeValues { _ in }
        let sender = DispatchQueue(label: "sender")
        sender.async { input.send(value: 1) }
        entered.wait()

        let asleep = DispatchSemaphore(value: 0)
        let burnedBeforeSleeping = Locked<Double?>(nil)
        let disposer = DispatchQueue(label: "disposer")
        disposer.async {
            let before = threadCPUSeconds()
            let report: @Sendable () -> Void = {
                burnedBeforeSleeping.withLock { $0 = threadCPUSeconds() - before }
                asleep.signal()
            }
            DeliveryParking.$whenParked.withValue(report) { victim?.dispose() }
        }
        let isAsleep = asleep.wait(timeout: .now() + 10) == .success
        release.signal()
        withTimeLimit(seconds: 10, "the disposal and the delivery") {
            disposer.sync {}
            sender.sync {}
        }

        #expect(isAsleep, "the dispose() did not go to sleep while the delivery was in flight")
        let burned = burnedBeforeSleeping.withLock { $0 } ?? 0
        #expect(burned < 0.05, "the dispose() used \(burned) s of CPU before it went to sleep")
    }
}

/// CPU time the calling thread has used, in seconds.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
