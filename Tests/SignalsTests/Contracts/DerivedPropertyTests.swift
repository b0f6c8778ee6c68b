import TestSupport
import Testing

@testable import Signals

/// Every operator that derives a property, checked against the same rules: ownership, completion, thread safety and
/// reentrancy. See `DerivedPropertyCase` for the table.
@Suite("Contract: derived properties never keep their sources alive")
struct DerivedPropertyTests {
    static let writers = 4
    static let incrementsPerWriter = 1_000

    /// The first two consecutive values that `test` says cannot follow each other, if any.
    private static func firstBadStep(_ values: [Int], _ test: DerivedPropertyCase) -> (Int, Int)? {
        zip(values, values.dropFirst()).first { !test.isStep($0, $1) }
    }

    /// Adds 1 to each source in turn, `rounds` times.
    private static func increment(_ sources: [MutableProperty<Int>], rounds: Int) {
        for _ in 0..<rounds {
            for source in sources { source.modify { $0 += 1 } }
        }
    }

    @Test(arguments: DerivedPropertyCase.all)
    func sourcesAreFreedWhileTheDerivedPropertyLivesWhichKeepsItsLastValueAndCompletes(_ test: DerivedPropertyCase) {
        var weakSources: [() -> MutableProperty<Int>?] = []
        let events = Locked<[Signal<Int, Never>.Event]>([])
        let probe: DerivedProbe
        do {
            let sources = (0..<test.sourceCount).map { _ in MutableProperty(0) }
            for source in sources { weakSources.append { [weak source] in source } }
            probe = test.derive(sources)
            _ = probe.observe { event in events.withLock { $0.append(event) } }
            Self.increment(sources, rounds: 2)
        }
        let expected = test.valueAfterIncrements(Array(repeating: 2, count: test.sourceCount))

        #expect(weakSources.allSatisfy { $0() == nil })
        #expect(probe.value() == expected)
        #expect(events.withLock { $0.last } == .completed)
        var late: [Int] = []
        let observation = probe.startWithValues { late.append($0) }
        #expect(observation == nil)
        #expect(late == [expected])
    }

    @Test(arguments: DerivedPropertyCase.all)
    func aReleasedDerivedPropertyLeavesNoObserverOnItsSources(_ test: DerivedPropertyCase) {
        let sources = (0..<test.sourceCount).map { _ in MutableProperty(0) }
        weak var weakProperty: AnyObject?
        do {
            let probe = test.derive(sources)
            weakProperty = probe.property
            Self.increment(sources, rounds: 1)
            #expect(probe.value() == test.valueAfterIncrements(Array(repeating: 1, count: test.sourceCount)))
        }

        #expect(weakProperty == nil)
        #expect(sources.allSatisfy { $0.signal.observationCount == 0 })
    }

    @Test(arguments: DerivedPropertyCase.all)
    func anObservedDerivedSignalKeepsFollowingTheSourcesAfterThePropertyIsReleased(_ test: DerivedPropertyCase) {
        let sources = (0..<test.sourceCount).map { _ in MutableProperty(0) }
        let events = Locked<[Signal<Int, Never>.Event]>([])
        let observation: Disposable?
        do {
            let probe = test.derive(sources)
            observation = probe.observe { event in events.withLock { $0.append(event) } }
        }

        Self.increment(sources, rounds: 2)
        #expect(
            events.withLock { $0.last?.value }
                == test.valueAfterIncrements(Array(repeating: 2, count: test.sourceCount)))

        observation?.dispose()
        #expect(sources.allSatisfy { $0.signal.observationCount == 0 })
    }

    @Test(arguments: DerivedPropertyCase.all)
    func concurrentChangesReachDerivedPropertiesInOrderWithNothingMissedOrRepeated(_ test: DerivedPropertyCase) {
        let result = withinTimeLimit(seconds: 60) {
            let sources = (0..<test.sourceCount).map { _ in MutableProperty(0) }
            let early = test.derive(sources)
            // Plain arrays: `startWithValues` never runs its action concurrently with itself, so the thread sanitizer
            // reports it if that breaks.
            var earlyValues: [Int] = []
            _ = early.startWithValues { earlyValues.append($0) }
            final class LateRun: @unchecked Sendable {
                // Safety: `values` is only appended to by `startWithValues`, which never overlaps itself, and read
                // once every writer (and so every delivery) has finished.
                var probe: DerivedProbe?
                var values: [Int] = []
            }
            let late = LateRun()
            runOnThreads(Self.writers + 1) { index in
                guard index == Self.writers else {
                    for _ in 0..<Self.incrementsPerWriter { sources[index % sources.count].modify { $0 += 1 } }
                    return
                }
                // Derive while the writers are busy: the new property starts from a value being delivered.
                while sources[0].value < Self.incrementsPerWriter / 2 {}
                let probe = test.derive(sources)
                late.probe = probe
                _ = probe.startWithValues { late.values.append($0) }
            }
            let finals = sources.map(\.value)
            return (finals, early.value(), earlyValues, late.probe!.value(), late.values)
        }
        guard let (finals, earlyValue, earlyValues, lateValue, lateValues) = result else {
            Issue.record("Deadlock: the writers did not finish in time")
            return
        }

        #expect(
            finals
                == Array(repeating: Self.incrementsPerWriter * Self.writers / test.sourceCount, count: test.sourceCount)
        )
        #expect(earlyValues.first == test.valueAfterIncrements(Array(repeating: 0, count: test.sourceCount)))
        #expect(earlyValues.last == earlyValue)
        #expect(earlyValue == test.valueAfterIncrements(finals))
        #expect(Self.firstBadStep(earlyValues, test) == nil)
        #expect(lateValues.last == lateValue)
        if test.isHistoryIndependent { #expect(lateValue == test.valueAfterIncrements(finals)) }
        #expect(Self.firstBadStep(lateValues, test) == nil)
    }

    @Test(arguments: DerivedPropertyCase.all)
    func settingSourcesFromInsideAnObserverOfTheDerivedPropertyIsQueuedNotDeadlocked(_ test: DerivedPropertyCase) {
        let result = withinTimeLimit(seconds: 60) {
            let sources = (0..<test.sourceCount).map { _ in MutableProperty(0) }
            let probe = test.derive(sources)
            var seen: [Int] = []
            var rounds = 0
            _ = probe.startWithValues { value in
                seen.append(value)
                guard rounds < 3 else { return }
                rounds += 1
                // Twice, so that every operator's value changes (a filter of even values, say) and the rounds go on.
                Self.increment(sources, rounds: 2)
            }
            return (probe.value(), seen)
        }
        guard let (value, seen) = result else {
            Issue.record("Deadlock: setting a source from inside an observer did not return")
            return
        }

        #expect(value == test.valueAfterIncrements(Array(repeating: 6, count: test.sourceCount)))
        #expect(seen.last == value)
        #expect(Self.firstBadStep(seen, test) == nil)
    }
}
