import Testing

@testable import Signals

@Suite("SignalProducer materialize and dematerialize")
struct ProducerMaterializeTests {
    @Test func materializeSendsEveryEventAsAValueThenCompletes() {
        #expect(
            failing(after: 1).materialize().synchronousEvents() == [
                .value(.value(1)), .value(.failed(.first)), .completed,
            ])
        #expect(
            SignalProducer<Int, TestError>(value: 2).materialize().synchronousEvents() == [
                .value(.value(2)), .value(.completed), .completed,
            ])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) { $0.materialize() }
    }

    @Test func materializeResultsSendsSuccessesAndTheFailure() {
        let results = failing(after: 1).materializeResults().synchronousEvents()
        #expect(results.compactMap(\.value) == [.success(1), .failure(.first)])
        #expect(results.last?.isCompleted == true)
        #expect(
            SignalProducer<Int, TestError>(value: 2).materializeResults().synchronousEvents() == [
                .value(.success(2)), .completed,
            ])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.materializeResults()
        }
    }

    @Test func dematerializeTurnsEventsBackIntoEvents() {
        #expect(
            failing(after: 1, 2).materialize().dematerialize().synchronousEvents() == [
                .value(1), .value(2), .failed(.first),
            ])
        let events = SignalProducer<Signal<Int, TestError>.Event, Never>(values: .value(3), .completed, .value(4))
        #expect(events.dematerialize().synchronousEvents() == [.value(3), .completed])
        expectDisposalInterruptsTheStart(
            of: ManualProducer<Signal<Int, TestError>.Event, Never>(), thenSending: .value(1)
        ) { $0.dematerialize() }
    }

    @Test func dematerializeResultsFailsWithTheFirstFailure() {
        let results = SignalProducer<Result<Int, TestError>, Never>(values: .success(1), .failure(.second), .success(3))
        #expect(results.dematerializeResults().synchronousEvents() == [.value(1), .failed(.second)])
        #expect(
            SignalProducer<Result<Int, TestError>, Never>(value: .success(5)).dematerializeResults()
                .synchronousEvents() == [.value(5), .completed])
        expectDisposalInterruptsTheStart(of: ManualProducer<Result<Int, TestError>, Never>(), thenSending: .success(1))
        {
            $0.dematerializeResults()
        }
    }
}
