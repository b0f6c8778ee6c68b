import Testing

@testable import Signals

/// scanMap, reduce, collect and uniqueValues on producers: state starts over with each start.
@Suite("SignalProducer accumulating operators")
struct ProducerAccumulatingTests {
    let numbers = SignalProducer<Int, TestError>(values: 1, 2, 2, 3)

    @Test func scanMapSendsWhatNextReturnsAndStartsOverOnEachStart() {
        let running = numbers.scanMap(0) { sum, value in (sum + value, "\(sum + value)") }
        #expect(running.synchronousEvents() == [.value("1"), .value("3"), .value("5"), .value("8"), .completed])
        #expect(running.synchronousEvents().compactMap(\.value) == ["1", "3", "5", "8"])
        let counted = numbers.scanMap(into: 0) { count, value -> Int in
            count += 1
            return count * value
        }
        #expect(counted.synchronousEvents().compactMap(\.value) == [1, 4, 6, 12])
        #expect(failing(after: 1).scanMap(0) { ($0 + $1, $1) }.synchronousEvents() == [.value(1), .failed(.first)])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.scanMap(0) { ($0 + $1, $1) }
        }
    }

    @Test func reduceSendsTheResultWhenTheStartCompletes() {
        let upstream = ManualProducer<Int, TestError>()
        let (recorder, _) = upstream.producer.reduce(0, +).record()
        upstream.observer().send(value: 4)
        upstream.observer().send(value: 5)
        #expect(recorder.events.isEmpty)
        upstream.observer().sendCompleted()
        #expect(recorder.events == [.value(9), .completed])
        #expect(
            numbers.reduce(into: [Int]()) { $0.append($1) }.synchronousEvents() == [.value([1, 2, 2, 3]), .completed])
        #expect(failing(after: 1, 2).reduce(0, +).synchronousEvents() == [.failed(.first)])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) { $0.reduce(0, +) }
    }

    @Test func collectSendsArraysInEveryForm() {
        #expect(numbers.collect().synchronousEvents() == [.value([1, 2, 2, 3]), .completed])
        #expect(numbers.collect(count: 3).synchronousEvents() == [.value([1, 2, 2]), .value([3]), .completed])
        #expect(
            numbers.collect { $0.reduce(0, +) >= 3 }.synchronousEvents() == [
                .value([1, 2]), .value([2, 3]), .completed,
            ])
        #expect(
            numbers.collect { collected, latest in collected.last != latest && !collected.isEmpty }
                .synchronousEvents() == [.value([1]), .value([2, 2]), .value([3]), .completed])
        #expect(failing(after: 1, 2).collect().synchronousEvents() == [.failed(.first)])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) { $0.collect() }
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) { $0.collect(count: 2) }
    }

    @Test func uniqueValuesForgetsWhatItSawWhenTheStartEnds() {
        #expect(numbers.uniqueValues().synchronousEvents() == [.value(1), .value(2), .value(3), .completed])
        #expect(numbers.uniqueValues().synchronousEvents().compactMap(\.value) == [1, 2, 3])
        #expect(numbers.uniqueValues { $0 % 2 }.synchronousEvents() == [.value(1), .value(2), .completed])
        #expect(failing(after: 1, 1).uniqueValues().synchronousEvents() == [.value(1), .failed(.first)])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) { $0.uniqueValues() }
    }
}
