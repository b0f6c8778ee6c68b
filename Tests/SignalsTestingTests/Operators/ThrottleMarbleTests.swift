import Signals
import SignalsTesting
import Testing

/// `throttle` drawn as marbles. Values and the throttle's own sends fall on different ticks here: on the same tick, the
/// one scheduled first runs first, which `ThrottleTests` pins with its own timings.
@Suite("throttle, as marbles")
struct ThrottleMarbleTests {
    @Test func sendsTheLatestValueAtMostOncePerInterval() {
        let timeline = TestTimeline(tick: .milliseconds(250))
        let input = timeline.hotSignal("01-2------3|")
        let throttled = timeline.record(input.throttle(1, on: timeline.scheduler))
        timeline.run()
        throttled.expectEvents("0---2-----3|")
    }

    @Test func forwardsTheTerminalEventAtOnceAndDropsTheWaitingValue() {
        let timeline = TestTimeline(tick: .milliseconds(250))
        let input = timeline.hotSignal("01|")
        let throttled = timeline.record(input.throttle(1, on: timeline.scheduler))
        timeline.run()
        throttled.expectEvents("0-|")
    }
}
