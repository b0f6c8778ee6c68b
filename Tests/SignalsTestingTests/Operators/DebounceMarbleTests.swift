import Signals
import SignalsTesting
import Testing

/// `debounce` drawn as marbles: a tick is a quarter of a second, so the one-second interval is four ticks. (Moved here
/// from SignalsTests' `DebounceTests`, where these checked the values at chosen dates instead.)
@Suite("debounce, as marbles")
struct DebounceMarbleTests {
    @Test func sendsTheLatestValueOnceTheIntervalPassesWithoutAnother() {
        let timeline = TestTimeline(tick: .milliseconds(250))
        let input = timeline.hotSignal("0-(12)---------------34-5")
        let debounced = timeline.record(input.debounce(1, on: timeline.scheduler))
        timeline.run()
        debounced.expectEvents("------2------------------5")
    }

    @Test func sendsNothingWhileValuesKeepComingFasterThanTheInterval() {
        let timeline = TestTimeline(tick: .milliseconds(500))
        let input = timeline.hotSignal("0123456789")
        let debounced = timeline.record(input.debounce(1, on: timeline.scheduler))
        timeline.run()
        debounced.expectEvents("-----------9")
    }

    @Test func keepingSendsTheWaitingValueWhenItsWaitEndsThenCompletes() {
        let timeline = TestTimeline(tick: .milliseconds(250))
        let input = timeline.hotSignal("1-|")
        let debounced = timeline.record(input.debounce(1, on: timeline.scheduler, discardWhenCompleted: false))
        timeline.run()
        debounced.expectEvents("----(1|)")
    }
}
