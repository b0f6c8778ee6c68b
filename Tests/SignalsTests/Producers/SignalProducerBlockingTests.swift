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

    @Test(.timeLimit(.minutes(1))) func firstReturnsTheFirstValueOrTheError() throws {
        #expect(try asynchronous([1, 2], then: .completed).first()?.get() == 1)
        #expect(asynchronous([], then: .completed).first() == nil)
        #expect(asynchronous([], then: .failed(.first)).first().map { try? $0.get() } == .some(nil))
    }

    @Test(.timeLimit(.minutes(1))) func singleNeedsExactlyOneValue() throws {
        #expect(try asynchronous([3], then: .completed).single()?.get() == 3)
        #expect(asynchronous([], then: .completed).single() == nil)
        #expect(asynchronous([1, 2], then: .completed).single() == nil)
        if case .failure(let error) = asynchronous([], then: .failed(.second)).single() {
            #expect(error == .second)
        } else {
            Issue.record("single() should fail")
        }
    }

    @Test(.timeLimit(.minutes(1))) func lastReturnsTheLastValueOrTheError() throws {
        #expect(try asynchronous([1, 2, 3], then: .completed).last()?.get() == 3)
        #expect(asynchronous([], then: .completed).last() == nil)
        #expect(asynchronous([1], then: .interrupted).last() == nil)
        if case .failure(let error) = asynchronous([1], then: .failed(.first)).last() {
            #expect(error == .first)
        } else {
            Issue.record("last() should fail")
        }
    }

    @Test(.timeLimit(.minutes(1))) func waitReturnsOnceTheProducerEnded() {
        let ended = Locked(false)
        let producer = asynchronous([1], then: .completed).on(terminated: { ended.withLock { $0 = true } })
        #expect((try? producer.wait().get()) != nil)
        #expect(ended.withLock { $0 })
        if case .failure(let error) = asynchronous([], then: .failed(.second)).wait() {
            #expect(error == .second)
        } else {
            Issue.record("wait() should fail")
        }
    }

    @Test(.timeLimit(.minutes(1))) func synchronousProducersDoNotBlock() {
        #expect(SignalProducer<Int, Never>(values: 1, 2).first() == .success(1))
        #expect(SignalProducer<Int, Never>(values: 1, 2).last() == .success(2))
        #expect(SignalProducer<Int, Never>(value: 1).single() == .success(1))
    }
}
