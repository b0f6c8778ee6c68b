import Dispatch
import Signals

/// How long the animated transitions of headless hosts take, and on which clock.
///
/// ```swift
/// let clock = TestScheduler()
/// let navigationController = HeadlessNavigationController(timing: .animated(on: clock))
/// navigator.push(route: .detail, viewController: DetailScreen(), animated: true)
/// navigationController.isTransitioning  // true
/// clock.advance(by: .milliseconds(350))
/// navigationController.isTransitioning  // false
/// ```
///
/// Instant timing, the default, ends every transition before the call that started it returns. Animated timing ends
/// an animated transition once the duration has passed on the scheduler, which must run its actions on the main
/// thread (a `TestScheduler` advanced from a main-actor test, or `QueueScheduler.main`); a transition the caller
/// asks not to animate still ends at once, as in UIKit.
public struct TransitionTiming: Sendable {
    /// How long an animated transition takes.
    public let duration: DispatchTimeInterval
    /// The clock that ends animated transitions, or `nil` for instant transitions.
    public let scheduler: (any DateScheduler)?

    /// What the navigation explorer records of the hierarchies that take this timing; `nil` in apps.
    var audit: NavigationAudit?

    /// Every transition ends before the call that started it returns.
    public static let instant = TransitionTiming(duration: .seconds(0), scheduler: nil, audit: nil)

    /// Animated transitions take `duration` on `scheduler`'s clock.
    ///
    /// - Parameters:
    ///   - duration: How long an animated transition takes; UIKit's pushes and presentations take about 350 ms.
    ///   - scheduler: The clock, such as a `TestScheduler`; it must run its actions on the main thread.
    /// - Returns: The timing.
    public static func animated(
        _ duration: DispatchTimeInterval = .milliseconds(350),
        on scheduler: any DateScheduler
    ) -> TransitionTiming {
        TransitionTiming(duration: duration, scheduler: scheduler, audit: nil)
    }

    /// The same timing, for hierarchies whose calls and child flows `audit` records.
    package func audited(by audit: NavigationAudit) -> TransitionTiming {
        var timing = self
        timing.audit = audit
        return timing
    }

    /// Whether an animated transition takes time.
    var takesTime: Bool { scheduler != nil && duration.timeInterval > 0 }
}
