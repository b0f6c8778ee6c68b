import Testing

@testable import Signals

/// mapError, attempt, attemptMap, promoteValue and flatMapError's neighbours on producers: what each start does with
/// values, failures, completion and disposal.
@Suite("SignalProducer error operators")
struct ProducerErrorOperatorTests {
    @Test func mapErrorTransformsTheFailureAndPassesValuesAndCompletion() {
        let mapped = failing(after: 1, 2).mapError { _ in TestError.second }
        #expect(mapped.synchronousEvents() == [.value(1), .value(2), .failed(.second)])
        let completing = SignalProducer<Int, TestError>(values: 1, 2).mapError { _ in TestError.second }
        #expect(completing.synchronousEvents() == [.value(1), .value(2), .completed])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.mapError { _ in TestError.second }
        }
    }

    @Test func attemptFailsWithTheFirstRejectionAndInterruptsTheWork() {
        let upstream = ManualProducer<Int, TestError>()
        let (recorder, _) = upstream.producer.attempt { $0 < 2 ? .success(()) : .failure(.second) }.record()
        upstream.observer().send(value: 1)
        upstream.observer().send(value: 2)
        upstream.observer().send(value: 0)
        #expect(recorder.events == [.value(1), .failed(.second)])
        #expect(upstream.lifetime().hasEnded)
        #expect(
            failing(after: 1).attempt { _ in .success(()) }.synchronousEvents() == [.value(1), .failed(.first)])
        #expect(
            SignalProducer<Int, TestError>(value: 1).attempt { _ in .success(()) }.synchronousEvents() == [
                .value(1), .completed,
            ])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.attempt { _ in .success(()) }
        }
    }

    @Test func attemptMapSendsTheSuccessesAndFailsWithTheFailure() {
        let parsed = SignalProducer<String, TestError>(values: "1", "x", "3")
            .attemptMap { Int($0).map(Result.success) ?? .failure(.second) }
        #expect(parsed.synchronousEvents() == [.value(1), .failed(.second)])
        #expect(
            failing(after: "2").attemptMap { .success(Int($0)!) }.synchronousEvents() == [.value(2), .failed(.first)])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.attemptMap { .success($0 * 2) }
        }
    }

    @Test func throwingAttemptsOnProducersThatCannotFailFailWithWhatIsThrown() {
        let numbers = SignalProducer<Int, Never>(values: 1, 2, 3)
        let checked = numbers.attempt { if $0 == 2 { throw TestError.second } }
        let events = checked.synchronousEvents()
        #expect(events.compactMap(\.value) == [1])
        #expect((events.last?.error as? TestError) == .second)
        let mapped = numbers.attemptMap { value -> String in
            guard value < 3 else { throw TestError.first }
            return "\(value)"
        }
        #expect(mapped.synchronousEvents().compactMap(\.value) == ["1", "2"])
        #expect((mapped.synchronousEvents().last?.error as? TestError) == .first)
        let completing = numbers.attemptMap { $0 * 10 }.synchronousEvents()
        #expect(completing.compactMap(\.value) == [10, 20, 30])
        #expect(completing.last?.isCompleted == true)
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, Never>(), thenSending: 1) {
            $0.attempt { _ in }
        }
    }

    @Test func throwingAttemptsOnProducersOfAnyErrorKeepTheirType() {
        let upstream = SignalProducer<Int, any Swift.Error>(values: 1, 2)
        let checked: SignalProducer<Int, any Swift.Error> = upstream.attempt { if $0 == 2 { throw TestError.first } }
        #expect((checked.synchronousEvents().last?.error as? TestError) == .first)
        let mapped: SignalProducer<String, any Swift.Error> = upstream.attemptMap { "\($0)" }
        #expect(mapped.synchronousEvents().compactMap(\.value) == ["1", "2"])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, any Swift.Error>(), thenSending: 1) {
            $0.attemptMap { $0 }
        }
    }

    @Test func promoteValueKeepsTheTerminalEvents() {
        let failure = SignalProducer<Never, TestError>(error: .first).promoteValue(Int.self)
        #expect(failure.synchronousEvents() == [.failed(.first)])
        let completion: SignalProducer<String, Never> = SignalProducer<Never, Never>.empty.promoteValue()
        #expect(completion.synchronousEvents() == [.completed])
        let same: SignalProducer<Never, Never> = SignalProducer<Never, Never>.empty.promoteValue()
        #expect(same.synchronousEvents().count == 1)
        let upstream = ManualProducer<Never, TestError>()
        let (recorder, disposable) = upstream.producer.promoteValue(Int.self).record()
        disposable.dispose()
        #expect(upstream.lifetime().hasEnded)
        #expect(recorder.events == [.interrupted])
    }

    @available(*, deprecated, message: "Tests the deprecated filterMap")
    @Test func filterMapIsTheOldNameOfCompactMap() {
        let upstream = SignalProducer<Int, TestError>(values: 1, 2, 3)
        #expect(
            upstream.filterMap { $0 == 2 ? nil : $0 * 10 }.synchronousEvents() == [.value(10), .value(30), .completed])
        #expect(
            failing(after: 1, 2).filterMap { $0 == 1 ? nil : $0 }.synchronousEvents() == [.value(2), .failed(.first)])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.filterMap { $0 }
        }
    }
}
