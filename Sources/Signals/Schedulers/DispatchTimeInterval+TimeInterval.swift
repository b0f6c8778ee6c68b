import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    package var timeInterval: TimeInterval {
        switch self {
        case .seconds(let seconds): TimeInterval(seconds)
        case .milliseconds(let milliseconds): TimeInterval(milliseconds) / 1_000
        case .microseconds(let microseconds): TimeInterval(microseconds) / 1_000_000
        case .nanoseconds(let nanoseconds): TimeInterval(nanoseconds) / 1_000_000_000
        case .never: .infinity
        @unknown default: .infinity
        }
    }

    /// The same interval going the other way, so a test scheduler can rewind its clock; `.never` stays `.never`.
    static prefix func - (interval: DispatchTimeInterval) -> DispatchTimeInterval {
        switch interval {
        case .seconds(let seconds): .seconds(-seconds)
        case .milliseconds(let milliseconds): .milliseconds(-milliseconds)
        case .microseconds(let microseconds): .microseconds(-microseconds)
        case .nanoseconds(let nanoseconds): .nanoseconds(-nanoseconds)
        case .never: .never
        @unknown default: interval
        }
    }

    /// The interval scaled by `factor`, in microseconds; used for the default leeway of repeating timers (10% of the
    /// interval). `.never` stays `.never`.
    static func * (interval: DispatchTimeInterval, factor: Double) -> DispatchTimeInterval {
        let microseconds = (interval.timeInterval * factor * 1_000_000).rounded()
        guard microseconds.magnitude < Double(Int.max) else { return .never }
        return .microseconds(Int(microseconds))
    }
}

extension TimeInterval {
    /// The same number of seconds as a dispatch interval, to the nanosecond; intervals too long to count in
    /// nanoseconds are rounded to seconds, and infinite or unrepresentable ones are `.never`.
    var dispatchTimeInterval: DispatchTimeInterval {
        let nanoseconds = (self * 1_000_000_000).rounded()
        if nanoseconds.magnitude < Double(Int.max) { return .nanoseconds(Int(nanoseconds)) }
        let seconds = rounded()
        if seconds.magnitude < Double(Int.max) { return .seconds(Int(seconds)) }
        return .never
    }
}

extension Date {
    /// The date `interval` later (earlier when negative).
    package func addingTimeInterval(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.timeInterval)
    }
}
