import Signals
import Testing

@testable import SignalsTesting

@Suite("TestTimeline: hot signals, cold producers and recordings")
struct TestTimelineTests {
    @Test func aHotSignalSendsItsEventsAtTheirTicks() {
        let timeline = TestTimeline()
        let signal = timeline.hotSignal("-a-b|")
        let recording = timeline.record(signal)
        timeline.advance(toTick: 1)
        #expect(recording.values == ["a"])
        timeline.advance(byTicks: 3)
        #expect(recording.events == [.value("a", at: 1), .value("b", at: 3), .completed(at: 4)])
    }

    @Test func aHotSignalTakesValuesAndAnError() {
        let timeline = TestTimeline()
        let recording = timeline.record(timeline.hotSignal("-1-2#", values: ["1": 1, "2": 2], error: TestFailure.boom))
        timeline.run()
        #expect(recording.events == [.value(1, at: 1), .value(2, at: 3), .failed(.boom, at: 4)])
    }

    @Test func aHotSignalTakesItsTypesFromTheContext() {
        let timeline = TestTimeline()
        let signal: Signal<String, Never> = timeline.hotSignal("a|")
        let recording = timeline.record(signal)
        timeline.run()
        #expect(recording.marbles() == "a|")
    }

    @Test func anObserverThatComesLateMissesWhatWasSent() {
        let timeline = TestTimeline()
        let signal = timeline.hotSignal("ab-c|")
        timeline.advance(toTick: 2)
        let late = timeline.record(signal)
        timeline.run()
        #expect(late.events == [.value("c", at: 3), .completed(at: 4)])
        #expect(late.startTick == 2)
        #expect(late.marbles() == "-c|")
    }

    @Test func valuesBeforeTheSubscriptionPointAreNotSentButATerminalEventIs() {
        let timeline = TestTimeline()
        let live = timeline.record(timeline.hotSignal("a-^-b|"))
        let ended = timeline.hotSignal("a|^--")
        let endedRecording = timeline.record(ended)
        timeline.run()
        #expect(live.events == [.value("b", at: 2), .completed(at: 3)])
        #expect(endedRecording.events == [.interrupted(at: 0)])
    }

    @Test func aHotSignalFromTimedEvents() {
        let timeline = TestTimeline()
        let signal = timeline.hotSignal([TimedEvent<Int, Never>.value(7, at: 2), .completed(at: 5)])
        let recording = timeline.record(signal)
        timeline.run()
        #expect(recording.events == [.value(7, at: 2), .completed(at: 5)])
    }

    @Test func eachStartOfAColdProducerSendsItsEventsFromTheTickOfTheStart() {
        let timeline = TestTimeline()
        let producer = timeline.coldProducer("-x|")
        let first = timeline.record(producer)
        timeline.advance(toTick: 3)
        let second = timeline.record(producer)
        timeline.run()
        #expect(first.events == [.value("x", at: 1), .completed(at: 2)])
        #expect(second.events == [.value("x", at: 4), .completed(at: 5)])
        #expect(first.marbles() == second.marbles())
    }

    @Test func disposingOfAStartCancelsTheRestOfAColdProducer() {
        let timeline = TestTimeline()
        let recording = timeline.record(timeline.coldProducer("-a-b|"))
        timeline.advance(toTick: 2)
        recording.dispose()
        timeline.run()
        #expect(recording.marbles() == "-a!")
    }

    @Test func aColdProducerFromTimedEventsCountsFromEachStart() {
        let timeline = TestTimeline()
        let producer = timeline.coldProducer([TimedEvent<Int, TestFailure>.value(1, at: 0), .failed(.boom, at: 2)])
        timeline.advance(byTicks: 10)
        let recording = timeline.record(producer)
        timeline.run()
        #expect(recording.events == [.value(1, at: 10), .failed(.boom, at: 12)])
    }

    @Test func anObserverRecordsWhatTheCodeUnderTestSendsIntoIt() {
        let timeline = TestTimeline()
        let observer = timeline.makeObserver(of: Int.self, failingWith: Never.self)
        timeline.scheduler.schedule(after: .seconds(2)) { observer.observer.send(value: 5) }
        timeline.run()
        #expect(observer.events == [.value(5, at: 2)])
    }

    @Test func ticksCanBeShorterThanASecond() {
        let timeline = TestTimeline(tick: .milliseconds(10))
        let recording = timeline.record(timeline.hotSignal("--a|").delay(0.02, on: timeline.scheduler))
        timeline.run()
        #expect(recording.marbles() == "----a|")
    }

    @Test func runStopsARepeatingTimerAtItsLimit() {
        let timeline = TestTimeline()
        let recording = timeline.record(SignalProducer.timer(interval: .seconds(1), on: timeline.scheduler))
        timeline.run(untilTick: 5)
        #expect(recording.events.count == 5)
        #expect(timeline.now == 5)
    }

    @Test func marblesDrawValuesWithTheirKeysAndUnknownOnesAsQuestionMarks() {
        let timeline = TestTimeline()
        let recording = timeline.record(timeline.hotSignal("12(34)|", values: ["1": 1, "2": 2, "3": 3, "4": 4]))
        timeline.run()
        #expect(recording.marbles(values: ["1": 1, "2": 2, "3": 3]) == "12(3?)|")
    }

    @Test func operatorsReadAsMarbles() {
        let timeline = TestTimeline()
        let queries = timeline.hotSignal("-a-b---c|")
        let searches = timeline.record(queries.debounce(2, on: timeline.scheduler))
        timeline.run()
        #expect(searches.marbles() == "-----b--|")
    }
}

enum TestFailure: Error, Equatable {
    case boom
}
