import Signals

extension TestObserver where Value: Equatable, Error: Equatable {
    /// A readable account of how the recorded events differ from `expected`, or `nil` when they are the same.
    ///
    /// ```swift
    /// #expect(results.diff([.value("first", at: 2), .completed(at: 3)]) == nil)
    /// ```
    ///
    /// The account lists the events side by side, expected then recorded, each with its tick, and marks with `✗` the
    /// rows that differ:
    ///
    /// ```
    /// recorded events differ from the expected ones:
    ///     expected              | recorded
    ///   ✓ value(first) at 2     | value(first) at 2
    ///   ✗ completed at 3        | completed at 4
    /// ```
    ///
    /// - Parameter expected: The events expected, at ticks of the timeline.
    /// - Returns: The account of the differences, or `nil`.
    public func diff(_ expected: [TimedEvent<Value, Error>]) -> String? {
        EventDiff.describe(expected: expected, recorded: events)
    }

    /// A readable account of how the recorded events differ from those of `marbles`, counted from ``startTick``, or
    /// `nil` when they are the same.
    ///
    /// ```swift
    /// #expect(taps.diff("-a--b|", values: ["a": 1, "b": 2]) == nil)
    /// ```
    ///
    /// - Parameters:
    ///   - marbles: The expected events, as a marble string (see ``TestTimeline/hotSignal(_:values:error:)``).
    ///   - values: The value of each value character.
    ///   - error: The error of a `#`; needed only if `marbles` has one.
    /// - Returns: The account of the differences, or `nil`.
    public func diff(_ marbles: String, values: [Character: Value], error: Error? = nil) -> String? {
        let expected = timeline.timedEvents(
            MarbleDiagram(marbles), from: startTick, values: { values[$0] }, error: error, in: marbles)
        return diff(expected)
    }
}

extension TestObserver where Value == String, Error: Equatable {
    /// A readable account of how the recorded events differ from those of `marbles`, whose value characters are the
    /// values as strings, or `nil` when they are the same.
    ///
    /// - Parameters:
    ///   - marbles: The expected events, as a marble string counted from ``startTick``.
    ///   - error: The error of a `#`; needed only if `marbles` has one.
    /// - Returns: The account of the differences, or `nil`.
    public func diff(_ marbles: String, error: Error? = nil) -> String? {
        let expected = timeline.timedEvents(
            MarbleDiagram(marbles), from: startTick, values: { String($0) }, error: error, in: marbles)
        return diff(expected)
    }
}

/// Lays two event histories side by side.
enum EventDiff {
    static func describe<Value: Equatable, Error: Equatable>(
        expected: [TimedEvent<Value, Error>],
        recorded: [TimedEvent<Value, Error>]
    ) -> String? {
        guard expected != recorded else { return nil }
        let left = expected.map(\.description)
        let right = recorded.map(\.description)
        let width = max("expected".count, left.map(\.count).max() ?? 0)
        func padded(_ text: String) -> String {
            text + String(repeating: " ", count: width - text.count)
        }
        var lines = ["recorded events differ from the expected ones:", "    \(padded("expected")) | recorded"]
        for row in 0..<max(expected.count, recorded.count) {
            let same = row < expected.count && row < recorded.count && expected[row] == recorded[row]
            let expectedText = row < left.count ? left[row] : "(nothing)"
            let recordedText = row < right.count ? right[row] : "(nothing)"
            lines.append("  \(same ? "✓" : "✗") \(padded(expectedText)) | \(recordedText)")
        }
        return lines.joined(separator: "\n")
    }
}
