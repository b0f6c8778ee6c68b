import Signals
import Testing

@testable import SignalsTesting

@Suite("TestObserver: diffs and expectations")
struct TestObserverDiffTests {
    @Test func theSameEventsHaveNoDiff() {
        let timeline = TestTimeline()
        let recording = timeline.record(timeline.hotSignal("-a|"))
        timeline.run()
        #expect(recording.diff([.value("a", at: 1), .completed(at: 2)]) == nil)
        #expect(recording.diff("-a|") == nil)
    }

    @Test func aDiffShowsBothHistoriesWithTheirTicksAndMarksTheRowsThatDiffer() {
        let timeline = TestTimeline()
        let recording = timeline.record(timeline.hotSignal("-a--|"))
        timeline.run()
        let diff = recording.diff("-a-b|")
        #expect(
            diff == """
                recorded events differ from the expected ones:
                    expected       | recorded
                  ✓ value(a) at 1  | value(a) at 1
                  ✗ value(b) at 3  | completed at 4
                  ✗ completed at 4 | (nothing)
                """)
    }

    @Test func aDiffOfValuesAndErrorsFromATable() {
        let timeline = TestTimeline()
        let recording = timeline.record(timeline.hotSignal("-1#", values: ["1": 1, "2": 2], error: TestFailure.boom))
        timeline.run()
        #expect(recording.diff("-1#", values: ["1": 1, "2": 2], error: .boom) == nil)
        #expect(recording.diff("-2#", values: ["1": 1, "2": 2], error: .boom) != nil)
    }

    @Test func expectEventsPassesSilentlyWhenTheEventsMatch() {
        let timeline = TestTimeline()
        let recording = timeline.record(timeline.hotSignal("-a|"))
        timeline.run()
        recording.expectEvents("-a|")
        recording.expectEvents([.value("a", at: 1), .completed(at: 2)])
        let numbers = timeline.record(timeline.coldProducer("1|", values: ["1": 1]))
        timeline.run()
        numbers.expectEvents("1|", values: ["1": 1])
    }

    @Test func expectEventsRecordsAnIssueWithTheDiffAtTheCallersLine() {
        let timeline = TestTimeline()
        let recording = timeline.record(timeline.hotSignal("-a|"))
        timeline.run()
        withKnownIssue {
            recording.expectEvents("-b|")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("✗ value(b) at 1  | value(a) at 1") }
                && issue.comments.contains { $0.rawValue.contains("as marbles: -a|") }
                && issue.sourceLocation?.fileName == "TestObserverDiffTests.swift"
        }
    }
}
