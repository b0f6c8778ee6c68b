import Dispatch
import Testing

@testable import Signals

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Test(arguments: [
    (DispatchTimeInterval.seconds(2), 2.0),
    (.milliseconds(1_500), 1.5),
    (.microseconds(250), 0.000_25),
    (.nanoseconds(3), 0.000_000_003),
    (.seconds(-1), -1.0),
])
func dispatchTimeIntervalsConvertToSeconds(interval: DispatchTimeInterval, seconds: Double) {
    #expect(interval.timeInterval == seconds)
}

@Test func neverIsAnInfiniteInterval() {
    #expect(DispatchTimeInterval.never.timeInterval == .infinity)
    #expect(-DispatchTimeInterval.never == .never)
    #expect(DispatchTimeInterval.never * 0.1 == .never)
}

@Test func negatingAnIntervalKeepsItsUnit() {
    #expect(-DispatchTimeInterval.seconds(2) == .seconds(-2))
    #expect(-DispatchTimeInterval.milliseconds(3) == .milliseconds(-3))
    #expect(-DispatchTimeInterval.microseconds(4) == .microseconds(-4))
    #expect(-DispatchTimeInterval.nanoseconds(5) == .nanoseconds(-5))
}

@Test func scalingAnIntervalGivesMicroseconds() {
    #expect(DispatchTimeInterval.seconds(2) * 0.1 == .microseconds(200_000))
    #expect(DispatchTimeInterval.milliseconds(10) * 0.1 == .microseconds(1_000))
}

@Test func datesAddDispatchIntervals() {
    let date = Date(timeIntervalSinceReferenceDate: 10)
    let halfSecond = DispatchTimeInterval.milliseconds(500)
    #expect(date.addingTimeInterval(halfSecond) == Date(timeIntervalSinceReferenceDate: 10.5))
    #expect(date.addingTimeInterval(-DispatchTimeInterval.seconds(4)) == Date(timeIntervalSinceReferenceDate: 6))
}
