#if canImport(Testing)
    import Signals
    import Testing

    extension TestObserver where Value: Equatable, Error: Equatable {
        /// Records a Swift Testing issue, with the ``diff(_:)-([TimedEvent<Value,Error>])`` of the events, at the
        /// caller's line unless the recorded events are `expected`.
        ///
        /// ```swift
        /// results.expectEvents([.value("first", at: 2), .completed(at: 3)])
        /// ```
        ///
        /// - Parameters:
        ///   - expected: The events expected, at ticks of the timeline.
        ///   - sourceLocation: Where the issue is reported; the caller's line by default.
        public func expectEvents(
            _ expected: [TimedEvent<Value, Error>],
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            if let difference = diff(expected) {
                Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
            }
        }

        /// Records a Swift Testing issue, with the differences, at the caller's line unless the recorded events are
        /// those of `marbles`, counted from ``startTick``.
        ///
        /// ```swift
        /// taps.expectEvents("-a--b|", values: ["a": 1, "b": 2])
        /// ```
        ///
        /// - Parameters:
        ///   - marbles: The expected events, as a marble string.
        ///   - values: The value of each value character.
        ///   - error: The error of a `#`; needed only if `marbles` has one.
        ///   - sourceLocation: Where the issue is reported; the caller's line by default.
        public func expectEvents(
            _ marbles: String,
            values: [Character: Value],
            error: Error? = nil,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            if let difference = diff(marbles, values: values, error: error) {
                Issue.record(
                    Comment(rawValue: "\(difference)\nas marbles: \(self.marbles(values: values))"),
                    sourceLocation: sourceLocation)
            }
        }
    }

    extension TestObserver where Value == String, Error: Equatable {
        /// Records a Swift Testing issue, with the differences, at the caller's line unless the recorded events are
        /// those of `marbles`, whose value characters are the values as strings.
        ///
        /// ```swift
        /// searches.expectEvents("--------c|")
        /// ```
        ///
        /// - Parameters:
        ///   - marbles: The expected events, as a marble string counted from ``startTick``.
        ///   - error: The error of a `#`; needed only if `marbles` has one.
        ///   - sourceLocation: Where the issue is reported; the caller's line by default.
        public func expectEvents(
            _ marbles: String,
            error: Error? = nil,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            if let difference = diff(marbles, error: error) {
                Issue.record(
                    Comment(rawValue: "\(difference)\nas marbles: \(self.marbles())"), sourceLocation: sourceLocation)
            }
        }
    }
#endif
