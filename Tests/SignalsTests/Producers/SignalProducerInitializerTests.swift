import Testing

@testable import Signals

@Suite("SignalProducer initializers")
struct SignalProducerInitializerTests {
    @Test func aStartHandlerRunsOncePerStartWithAFreshObserver() {
        let starts = Locked(0)
        let producer = SignalProducer<Int, Never> { observer, _ in
            let count = starts.withLock { count -> Int in
                count += 1
                return count
            }
            observer.send(value: count)
            observer.sendCompleted()
        }
        #expect(starts.withLock { $0 } == 0)
        #expect(producer.synchronousEvents() == [.value(1), .completed])
        #expect(producer.synchronousEvents() == [.value(2), .completed])
    }

    @Test func valueSendsTheValueThenCompletes() {
        #expect(SignalProducer<Int, Never>(value: 7).synchronousEvents() == [.value(7), .completed])
    }

    @Test func errorFails() {
        #expect(SignalProducer<Int, TestError>(error: .first).synchronousEvents() == [.failed(.first)])
    }

    @Test func resultSendsTheSuccessOrTheFailure() {
        #expect(SignalProducer<Int, TestError>(result: .success(1)).synchronousEvents() == [.value(1), .completed])
        #expect(SignalProducer<Int, TestError>(result: .failure(.second)).synchronousEvents() == [.failed(.second)])
    }

    @Test func valuesSendsASequenceOrVariadicValuesThenCompletes() {
        #expect(
            SignalProducer<Int, Never>([1, 2, 3]).synchronousEvents() == [.value(1), .value(2), .value(3), .completed])
        #expect(SignalProducer<Int, Never>(values: 4, 5).synchronousEvents() == [.value(4), .value(5), .completed])
        #expect(SignalProducer<Int, Never>(values: 4, 5, 6, 7).synchronousEvents().count == 5)
    }

    @Test func aSequenceStopsOnceTheStartIsInterrupted() {
        var seen: [Int] = []
        SignalProducer<Int, Never>(1...1_000).startWithSignal { signal, interruptHandle in
            signal.observeValues { value in
                seen.append(value)
                if value == 3 { interruptHandle.dispose() }
            }
        }
        #expect(seen == [1, 2, 3])
    }

    @Test func deferredActionsRunAtEachStart() {
        let calls = Locked(0)
        let producer = SignalProducer<Int, Never> {
            calls.withLock {
                $0 += 1
                return $0 * 10
            }
        }
        #expect(calls.withLock { $0 } == 0)
        #expect(producer.synchronousEvents() == [.value(10), .completed])
        #expect(producer.synchronousEvents() == [.value(20), .completed])

        let failing = SignalProducer<Int, TestError> { () -> Result<Int, TestError> in .failure(.first) }
        #expect(failing.synchronousEvents() == [.failed(.first)])
        let succeeding = SignalProducer<Int, TestError> { () -> Result<Int, TestError> in .success(2) }
        #expect(succeeding.synchronousEvents() == [.value(2), .completed])
    }

    @Test func aThrowingActionFailsWithWhatItThrew() {
        let producer = SignalProducer<Int, Swift.Error> { () throws -> Int in throw TestError.second }
        let events = producer.synchronousEvents()
        #expect(events.count == 1)
        #expect(events.first?.error as? TestError == .second)
    }

    @Test func emptyCompletesAndNeverSendsNothingUntilInterrupted() {
        #expect(SignalProducer<Int, Never>.empty.synchronousEvents() == [.completed])
        let (recorder, disposable) = SignalProducer<Int, Never>.never.record()
        #expect(recorder.events.isEmpty)
        disposable.dispose()
        #expect(recorder.events == [.interrupted])
    }

    @Test func aSignalProducerForwardsEventsSentAfterEachStart() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let producer = SignalProducer(signal)
        input.send(value: 0)
        let (first, firstDisposable) = producer.record()
        input.send(value: 1)
        let (second, _) = signal.producer.record()
        input.send(value: 2)
        firstDisposable.dispose()
        input.send(value: 3)
        input.sendCompleted()
        #expect(first.events == [.value(1), .value(2), .interrupted])
        #expect(second.events == [.value(2), .value(3), .completed])
    }

    @Test func convertiblesBecomeProducers() {
        let producer = SignalProducer(SignalProducer<Int, Never>(value: 1))
        #expect(producer.synchronousEvents() == [.value(1), .completed])
        func erase<P: SignalProducerProtocol>(_ producer: P) -> SignalProducer<P.Value, P.Error> { producer.producer }
        #expect(erase(producer).synchronousEvents() == [.value(1), .completed])
    }
}
