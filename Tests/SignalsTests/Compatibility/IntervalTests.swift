import Testing

@testable import Signals

/// `SignalProducer.interval(_:interval:on:)`, ReactiveSwift 7's producer of a sequence's elements at a regular
/// interval (ReactiveSwift pull request 810: "allows specifying any Sequence, including infinite sequences such as
/// `0...`, which is the sequence used if none is provided").
@Suite("SignalProducer.interval")
struct IntervalTests {
    @Test func sendsEachElementOneIntervalAfterThePreviousAndCompletesOneIntervalAfterTheLast() {
        let scheduler = TestScheduler()
        let (recorder, _) = SignalProducer.interval("abc", interval: .seconds(1), on: scheduler).record()
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: 1)
        #expect(recorder.events == [.value("a")])
        scheduler.advance(by: 1)
        #expect(recorder.events == [.value("a"), .value("b")])
        scheduler.advance(by: 1)
        #expect(recorder.events == [.value("a"), .value("b"), .value("c")])
        scheduler.advance(by: 1)
        #expect(recorder.events == [.value("a"), .value("b"), .value("c"), .completed])
    }

    @Test func anEmptySequenceCompletesAfterOneInterval() {
        let scheduler = TestScheduler()
        let (recorder, _) = SignalProducer<Int, Never>.interval([], interval: .seconds(1), on: scheduler).record()
        #expect(recorder.events.isEmpty)
        scheduler.advance(by: 1)
        #expect(recorder.events == [.completed])
    }

    @Test func withoutASequenceItCountsFromZeroUntilInterrupted() {
        let scheduler = TestScheduler()
        let (recorder, disposable) = SignalProducer.interval(.seconds(1), on: scheduler).record()
        scheduler.advance(by: 3)
        #expect(recorder.values == [0, 1, 2])
        disposable.dispose()
        scheduler.advance(by: 3)
        #expect(recorder.events == [.value(0), .value(1), .value(2), .interrupted])
    }

    @Test func eachStartHasItsOwnIterator() {
        let scheduler = TestScheduler()
        let producer = SignalProducer.interval([1, 2], interval: .seconds(1), on: scheduler)
        let (first, _) = producer.record()
        scheduler.advance(by: 1)
        let (second, _) = producer.record()
        scheduler.advance(by: 2)
        #expect(first.values == [1, 2])
        #expect(second.values == [1, 2])
    }

    @Test func theDocumentedExampleCompiles() {
        let typed = SignalProducer.interval("Hello", interval: .milliseconds(100), on: QueueScheduler.main)
        #expect(type(of: typed) == SignalProducer<Character, Never>.self)
    }
}
