extension Signal {
    /// Collects every value, and sends them as one array when this signal completes.
    ///
    /// ```swift
    /// let allPages = pages.collect()   // [[Item]] once `pages` completes
    /// ```
    ///
    /// On completion the array is sent, empty if no value arrived, then `completed`. A failure or an interruption
    /// passes through and the collected values are dropped.
    ///
    /// - Returns: A signal of at most one array.
    public func collect() -> Signal<[Value], Error> {
        collectBatches { collected, latest in
            collected.append(latest)
            return nil
        }
    }

    /// Collects values into arrays of `count`, sending each array as it fills.
    ///
    /// ```swift
    /// let pairs = moves.collect(count: 2)
    /// ```
    ///
    /// On completion the values collected since the last array are sent (fewer than `count`), then `completed`; an
    /// empty array is sent only if no value arrived at all. A failure or an interruption passes through and the
    /// values still collected are dropped.
    ///
    /// - Parameter count: How many values each array holds; must be greater than zero.
    /// - Returns: A signal of arrays of `count` values, and a shorter last one.
    public func collect(count: Int) -> Signal<[Value], Error> {
        precondition(count > 0, "collect(count:) needs a count greater than zero, not \(count)")
        return collect { values in values.count == count }
    }

    /// Collects values, and sends them as an array each time `shouldEmit` approves the values collected so far.
    ///
    /// ```swift
    /// let words = characters.collect { collected in collected.last == " " }
    /// ```
    ///
    /// Each new value is added before `shouldEmit` is asked, so it is part of the array sent. On completion the values
    /// collected since the last array are sent, then `completed`; an empty array is sent only if no value arrived at
    /// all. A failure or an interruption passes through and the values still collected are dropped.
    ///
    /// - Parameter shouldEmit: Called with the values collected so far, including the new one, on the thread that
    ///   delivers it; returns whether to send them and start a new array.
    /// - Returns: A signal of arrays of values.
    public func collect(_ shouldEmit: @escaping (_ collectedValues: [Value]) -> Bool) -> Signal<[Value], Error> {
        collectBatches { collected, latest in
            collected.append(latest)
            guard shouldEmit(collected) else { return nil }
            defer { collected = [] }
            return collected
        }
    }

    /// Collects values, and sends the array collected so far each time `shouldEmit` says a new value starts a new one.
    ///
    /// ```swift
    /// let sessions = events.collect { collected, latest in latest.isLaunch }
    /// ```
    ///
    /// The new value is not part of the array sent: it starts the next array. On completion the values collected since
    /// the last array are sent, then `completed`; an empty array is sent only if no value arrived at all. A failure or
    /// an interruption passes through and the values still collected are dropped.
    ///
    /// - Parameter shouldEmit: Called with the values collected so far and the new value, on the thread that delivers
    ///   it; returns whether to send the collected values and start a new array with the new value.
    /// - Returns: A signal of arrays of values.
    public func collect(
        _ shouldEmit: @escaping (_ collected: [Value], _ latest: Value) -> Bool
    ) -> Signal<[Value], Error> {
        collectBatches { collected, latest in
            guard shouldEmit(collected, latest) else {
                collected.append(latest)
                return nil
            }
            defer { collected = [latest] }
            return collected
        }
    }

    /// The relay behind every `collect`: `collect` adds a value to the collected ones and returns an array to send, if
    /// any; on completion what is left is sent (or an empty array if no value arrived), then `completed`.
    func collectBatches(
        _ collect: @escaping (_ collected: inout [Value], _ latest: Value) -> [Value]?
    ) -> Signal<[Value], Error> {
        Signal<[Value], Error>(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var collected: [Value] = []
            var hasReceivedValues = false
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    hasReceivedValues = true
                    if let batch = collect(&collected, value) { output.send(value: batch) }
                case .failed(let error):
                    output.send(error: error)
                case .completed:
                    if !collected.isEmpty || !hasReceivedValues {
                        let batch = collected
                        collected = []
                        output.send(value: batch)
                    }
                    output.sendCompleted()
                case .interrupted:
                    output.sendInterrupted()
                }
            }
        }
    }
}
