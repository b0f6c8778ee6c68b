import Signals
import SignalsTesting
import Testing

/// The examples of the "Testing with marble strings" article, compiled and run.
@Suite("Article: Testing with marble strings")
struct MarbleTestingArticleTests {
    @Test func theSearchFieldExample() {
        let timeline = TestTimeline()
        let queries = timeline.hotSignal("-a-b---c|")
        let searches = timeline.record(queries.debounce(2, on: timeline.scheduler))
        timeline.run()
        #expect(searches.marbles() == "-----b--|")
    }

    @Test func theProducersThatStartLaterExample() {
        let timeline = TestTimeline()
        let taps = timeline.hotSignal("-a---b-|")
        let request = timeline.coldProducer("--r|")
        let results = timeline.record(taps.flatMap(.latest) { _ in request })
        timeline.run()
        results.expectEvents("---r---r|")
    }

    @Test func theFailureMessageShownInTheArticle() {
        let timeline = TestTimeline()
        let taps = timeline.hotSignal("-a---b-|")
        let request = timeline.coldProducer("--r|")
        let results = timeline.record(taps.flatMap(.latest) { _ in request })
        timeline.run()
        let message = results.diff("---r--r|").map { "\($0)\nas marbles: \(results.marbles())" }
        #expect(
            message == """
                recorded events differ from the expected ones:
                    expected       | recorded
                  ✓ value(r) at 3  | value(r) at 3
                  ✗ value(r) at 6  | value(r) at 7
                  ✗ completed at 7 | completed at 8
                as marbles: ---r---r|
                """)
    }

    @Test func theTimedEventsExample() {
        let timeline = TestTimeline()
        let prices = timeline.hotSignal([TimedEvent<Int, Never>.value(10, at: 1), .value(12, at: 4), .completed(at: 6)])
        let changes = timeline.record(prices.combinePrevious(0).map { $1 - $0 })
        timeline.run()
        #expect(changes.diff([.value(10, at: 1), .value(2, at: 4), .completed(at: 6)]) == nil)
    }
}
