import Testing

@testable import Signals

/// The producer forms of the signal operators: each applies the signal operator to every start.
@Suite("SignalProducer lifted operators")
struct LiftedOperatorTests {
    let numbers = SignalProducer<Int, Never>(values: 1, 2, 2, 3)

    @Test func mapTransformsValuesInEveryForm() {
        #expect(numbers.map { $0 * 2 }.synchronousEvents() == [.value(2), .value(4), .value(4), .value(6), .completed])
        #expect(numbers.map(value: "x").synchronousEvents().compactMap(\.value) == ["x", "x", "x", "x"])
        #expect(numbers.map(\.description).synchronousEvents().compactMap(\.value) == ["1", "2", "2", "3"])
    }

    @Test func filterCompactMapAndSkipNilDropValues() {
        #expect(numbers.filter { $0 > 1 }.synchronousEvents().compactMap(\.value) == [2, 2, 3])
        #expect(numbers.compactMap { $0 == 2 ? nil : $0 }.synchronousEvents().compactMap(\.value) == [1, 3])
        let optionals = SignalProducer<Int?, Never>(values: 1, nil, 3)
        #expect(optionals.skipNil().synchronousEvents() == [.value(1), .value(3), .completed])
    }

    @Test func scanAndCombinePreviousStartOverOnEachStart() {
        let sums = numbers.scan(0, +)
        #expect(sums.synchronousEvents().compactMap(\.value) == [1, 3, 5, 8])
        #expect(sums.synchronousEvents().compactMap(\.value) == [1, 3, 5, 8])
        #expect(
            numbers.scan(into: [Int]()) { $0.append($1) }.synchronousEvents().compactMap(\.value).last == [1, 2, 2, 3])
        #expect(
            numbers.combinePrevious(0).synchronousEvents().compactMap(\.value).map { [$0.0, $0.1] } == [
                [0, 1], [1, 2], [2, 2], [2, 3],
            ])
        #expect(
            numbers.combinePrevious().synchronousEvents().compactMap(\.value).map { [$0.0, $0.1] } == [
                [1, 2], [2, 2], [2, 3],
            ])
    }

    @Test func skipSkipRepeatsAndTakeCountPerStart() {
        #expect(numbers.skip(first: 2).synchronousEvents().compactMap(\.value) == [2, 3])
        #expect(numbers.skip(first: 0).synchronousEvents().compactMap(\.value) == [1, 2, 2, 3])
        #expect(numbers.skipRepeats().synchronousEvents().compactMap(\.value) == [1, 2, 3])
        #expect(numbers.skipRepeats { $1 - $0 < 2 }.synchronousEvents().compactMap(\.value) == [1, 3])
        #expect(numbers.take(first: 2).synchronousEvents() == [.value(1), .value(2), .completed])
        #expect(numbers.take(first: 0).synchronousEvents() == [.interrupted])
    }

    @Test func takeFirstInterruptsTheRestOfTheWork() {
        let manual = ManualProducer<Int, Never>()
        let (recorder, _) = manual.producer.take(first: 1).record()
        manual.observer().send(value: 1)
        #expect(recorder.events == [.value(1), .completed])
        #expect(manual.lifetime().hasEnded)
    }

    @Test func takeUntilCompletesWhenTheTriggerFires() {
        let manual = ManualProducer<Int, Never>()
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let (recorder, _) = manual.producer.take(until: trigger).record()
        manual.observer().send(value: 1)
        fire.send(value: ())
        manual.observer().send(value: 2)
        #expect(recorder.events == [.value(1), .completed])
        #expect(manual.lifetime().hasEnded)
    }

    @Test func takeDuringCompletesWhenTheLifetimeEnds() {
        let manual = ManualProducer<Int, Never>()
        var token: Lifetime.Token? = Lifetime.Token()
        let (recorder, _) = manual.producer.take(during: Lifetime(token!)).record()
        manual.observer().send(value: 1)
        token = nil
        #expect(recorder.events == [.value(1), .completed])
        #expect(manual.lifetime().hasEnded)
    }

    @Test func takeDuringLifetimeOfCompletesOnceTheObjectIsGone() {
        let manual = ManualProducer<Int, Never>()
        var owner: Token? = Token()
        let (recorder, _) = manual.producer.take(duringLifetimeOf: owner!).record()
        manual.observer().send(value: 1)
        owner = nil
        manual.observer().send(value: 2)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test func observeOnDeliversThroughTheScheduler() {
        let scheduler = TestScheduler()
        let (recorder, _) = numbers.observe(on: scheduler).record()
        #expect(recorder.events.isEmpty)
        scheduler.advance()
        #expect(recorder.values == [1, 2, 2, 3])
    }

    @Test func promoteErrorChangesOnlyTheType() {
        let promoted: SignalProducer<Int, TestError> = numbers.promoteError()
        #expect(promoted.synchronousEvents().count == 5)
        let same: SignalProducer<Int, Never> = numbers.promoteError()
        #expect(same.synchronousEvents().count == 5)
    }
}
