import Dispatch
import Signals

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Virtual time counted in ticks, for tests of signals and producers written with marble strings or timed events.
///
/// ```swift
/// let timeline = TestTimeline()
/// let queries = timeline.hotSignal("-a-b---c|")
/// let searches = timeline.record(queries.debounce(2, on: timeline.scheduler))
/// timeline.run()
/// #expect(searches.marbles() == "-----b--|")
/// ```
///
/// A timeline wraps a `TestScheduler` whose clock it reads in ticks of ``tick`` (one second unless you say
/// otherwise), counted from the date the scheduler's clock was at when the timeline was made. Give the ``scheduler``
/// to the code under test, make its inputs with ``hotSignal(_:values:error:)`` or ``coldProducer(_:values:error:)``,
/// record its outputs with ``record(_:)-(Signal<Value,Error>)``, then move the clock with ``advance(byTicks:)``,
/// ``advance(toTick:)`` or ``run(untilTick:)``.
public final class TestTimeline: Sendable {
    /// The scheduler whose virtual clock this timeline reads: give it to the code under test.
    public let scheduler: TestScheduler

    /// The virtual time of one tick.
    public let tick: DispatchTimeInterval

    /// The date of tick 0.
    private let origin: Date

    /// Creates a timeline on `scheduler`, whose current date becomes tick 0.
    ///
    /// - Parameters:
    ///   - scheduler: The test scheduler to read and advance; a new one by default.
    ///   - tick: The virtual time of one tick, which must be positive; one second by default.
    public init(scheduler: TestScheduler = TestScheduler(), tick: DispatchTimeInterval = .seconds(1)) {
        precondition(tick.timeInterval > 0, "A tick must last a positive time")
        self.scheduler = scheduler
        self.tick = tick
        self.origin = scheduler.currentDate
    }

    /// The tick the scheduler's clock is at: the number of whole ticks since tick 0.
    public var now: Int {
        tick(at: scheduler.currentDate)
    }

    /// The tick that `date` falls in.
    func tick(at date: Date) -> Int {
        let ticks = (date.timeIntervalSince(origin) / tick.timeInterval).rounded(.down)
        guard ticks < Double(Int.max) else { return Int.max }
        return Int(ticks)
    }

    /// The date of the start of tick `index`.
    func date(ofTick index: Int) -> Date {
        origin.addingTimeInterval(Double(index) * tick.timeInterval)
    }

    /// Advances the clock by `count` ticks, running what falls due on the way.
    ///
    /// - Parameter count: How many ticks to advance by; one by default.
    public func advance(byTicks count: Int = 1) {
        precondition(count >= 0, "A timeline only moves forward")
        scheduler.advance(to: date(ofTick: now + count))
    }

    /// Advances the clock to the start of tick `index`, running what falls due until then (the events of tick `index`
    /// included).
    ///
    /// - Parameter index: The tick to advance to; it must not be before ``now``.
    public func advance(toTick index: Int) {
        precondition(index >= now, "A timeline only moves forward")
        scheduler.advance(to: date(ofTick: index))
    }

    /// Runs everything scheduled up to tick `limit`, including what that schedules, and leaves the clock at the last
    /// action that ran.
    ///
    /// Unlike `TestScheduler.run()`, the clock does not jump to `Date.distantFuture`, so ``now`` stays meaningful
    /// afterwards, and a repeating timer does not run forever: it stops at `limit`.
    ///
    /// - Parameter limit: The last tick whose actions run; 1,000 by default.
    public func run(untilTick limit: Int = 1_000) {
        while let next = scheduler.nextActionDate, tick(at: next) <= limit {
            scheduler.advance(to: max(next, scheduler.currentDate))
        }
    }
}
