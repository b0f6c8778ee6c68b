import TestSupport
import Testing

@testable import Signals

@Suite("SignalProducer blocking results")
struct SignalProducerBlockingTests {
    /// A producer that sends `values` and then `terminal` from another thread, after its start returned.
    private func asynchronous(
        _ values: [Int],
        then terminal: Signal<Int, TestError>.Event
    ) -> SignalProducer<Int, TestError> {
        SignalProducer { observer, _ in
            let queue = QueueScheduler()
            queue.schedule {
                for value in values { observer.send(value: value) }
                observer.send(terminal)
            }
        }
    }

    /// Runs a blocking call with a time limit, so a deadlock fails the test instead of hanging the run.
    private func blocking<Outcome: Sendable>(_ call: @escaping @Sendable () -> Outcome?) -> Outcome? {
        let outcome = Locked<Outcome?>(nil)
        withTimeLimit(seconds: 20, "the blocking call") { outcome.withLock { $0 = call() } }
        return outcome.withLock { $0 }
    }

    @Test func firstReturnsTheFirstValueOrTheError() {
        let producer = asynchronous([1, 2], then: .completed)
        #expect(blocking { producer.first() } == .success(1))
        let empty = asynchronous([], then: .completed)
        #expect(blocking { empty.first() } == nil)
        let failing = asynchronous([], then: .failed(.first))
        #expect(blocking { failing.first() } == .failure(.first))
    }

    @Test func singleNeedsExactlyOneValue() {
        let one = asynchronous([3], then: .completed)
        #expect(blocking { one.single() } == .success(3))
        let none = asynchronous([], then: .completed)
        #expect(blocking { none.single() } == nil)
        let two = asynchronous([1, 2], then: .completed)
        #expect(blocking { two.single() } == nil)
        let failing = asynchronous([], then: .failed(.second))
        #expect(blocking { failing.single() } == .failure(.second))
    }

    @Test func lastReturnsTheLastValueOrTheError() {
        let three = asynchronous([1, 2, 3], then: .completed)
        #expect(blocking { three.last() } == .success(3))
        let none = asynchronous([], then: .completed)
        #expect(blocking { none.last() } == nil)
        let interrupted = asynchronous([1], then: .interrupted)
        #expect(blocking { interrupted.last() } == nil)
        let failing = asynchronous([1], then: .failed(.first))
        #expect(blocking { failing.last() } == .failure(.first))
    }

    @Test func waitReturnsOnceTheProducerEnded() {
        let ended = Locked(false)
        let producer = asynchronous([1], then: .completed).on(terminated: { ended.withLock { $0 = true } })
        #expect(blocking { producer.wait().mapError { $0 as TestError } }.map { (try? $0.get()) != nil } == true)
        #expect(ended.withLock { $0 })
        let failing = asynchronous([], then: .failed(.second))
        #expect(blocking { failing.wait() }.map { if case .failure(.second) = $0 { true } else { false } } == true)
    }

    @Test func synchronousProducersDoNotBlock() {
        #expect(SignalProducer<Int, Never>(values: 1, 2).first() == .success(1))
        #expect(SignalProducer<Int, Never>(values: 1, 2).last() == .success(2))
        #expect(SignalProducer<Int, Never>(value: 1).single() == .success(1))
    }
}
