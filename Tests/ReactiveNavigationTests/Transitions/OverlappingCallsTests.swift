import ReactiveNavigation
import Signals
import Testing

/// Every pair of calls and gestures made in the same turn, on timed hosts: once the clock has run, the navigators show
/// what the same pair shows on instant hosts, agree with their hosts, and no transition overlapped another.
@MainActor
@Suite("Transitions: every pair of overlapping calls", .checksForLeaks)
struct OverlappingCallsTests {
    static let appCalls = NavigationWorld.Step.allCases.filter { !$0.isGesture }
    static let gestures = NavigationWorld.Step.allCases.filter(\.isGesture)
    /// A gesture can only come first: one made during an app's animation is ignored, as UIKit ignores it.
    static let pairs: [(NavigationWorld.Step, NavigationWorld.Step)] =
        (appCalls + gestures).flatMap { first in appCalls.map { (first, $0) } }

    @Test(arguments: [false, true])
    func everyPairEndsAsOnInstantHosts(presenting: Bool) {
        for (first, second) in Self.pairs {
            let timed = NavigationWorld(animated: true, presenting: presenting)
            let instant = NavigationWorld(animated: false, presenting: presenting)
            for world in [timed, instant] {
                world.perform(first)
                world.perform(second)
            }
            timed.settle()
            #expect(timed.isIdle, "\(first) then \(second): still busy")
            var expected = instant.state
            if first.isGesture, second == .flowResult {
                // The user's gesture is still animating when the result comes, and the navigator has not heard of the
                // screen's departure: the result wins. On instant hosts the gesture ended first.
                expected.flowOutcomes = timed.state.flowOutcomes
                #expect(timed.state.flowOutcomes.count == instant.state.flowOutcomes.count)
            }
            #expect(timed.state == expected, "\(first) then \(second), presenting: \(presenting)")
            #expect(timed.problems.isEmpty, "\(first) then \(second): \(timed.problems)")
            #expect(instant.problems.isEmpty, "\(first) then \(second) on instant hosts: \(instant.problems)")
        }
    }
}
