extension Signal {
    /// Forwards the first `count` values, then completes.
    ///
    /// With a `count` of zero the result has already completed: observers get `interrupted` at once. A terminal event
    /// before the `count`-th value passes through.
    ///
    /// - Parameter count: How many values to forward; must not be negative.
    /// - Returns: A signal of at most `count` values.
    public func take(first count: Int) -> Signal {
        precondition(count >= 0, "take(first:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return .empty }
        return Signal(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var taken = 0
            lifetime += observe { event in
                guard case .value = event else { return output.send(event) }
                guard taken < count else { return }
                taken += 1
                output.send(event)
                if taken == count { output.sendCompleted() }
            }
        }
    }

    /// Forwards events until `trigger` sends a value or completes, then completes.
    ///
    /// A `trigger` that fails or is interrupted stops nothing.
    ///
    /// - Parameter trigger: The signal whose first value or completion ends the forwarding.
    /// - Returns: A signal that completes when `trigger` fires, if it has not terminated before.
    public func take(until trigger: Signal<Void, Never>) -> Signal {
        Signal { output, lifetime in
            lifetime += observe(output)
            lifetime += trigger.observe { event in
                switch event {
                case .value, .completed: output.sendCompleted()
                case .interrupted: break
                }
            }
        }
    }

    /// Waits for this signal to complete, then sends its last `count` values and completes.
    ///
    /// ```swift
    /// let recentSearches = searches.take(last: 5)
    /// ```
    ///
    /// Only the last `count` values are kept while waiting. A failure or an interruption passes through and the kept
    /// values are dropped.
    ///
    /// - Parameter count: How many of the last values to send; must not be negative.
    /// - Returns: A signal of at most `count` values, sent when this signal completes.
    public func take(last count: Int) -> Signal {
        precondition(count >= 0, "take(last:) needs a count of zero or more, not \(count)")
        return Signal(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock. The values
            // live in a ring of `count` slots, the oldest at `oldest` once the ring is full.
            var kept: [Value] = []
            var oldest = 0
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    guard count > 0 else { return }
                    if kept.count < count {
                        kept.append(value)
                    } else {
                        kept[oldest] = value
                        oldest = (oldest + 1) % count
                    }
                case .completed:
                    let values = kept[oldest...] + kept[..<oldest]
                    kept = []
                    for value in values { output.send(value: value) }
                    output.sendCompleted()
                case .failed, .interrupted:
                    output.send(event)
                }
            }
        }
    }

    /// Forwards values while `shouldContinue` approves them, and completes at the first one it rejects.
    ///
    /// ```swift
    /// let warmUp = temperatures.take(while: { $0 < 20 })
    /// ```
    ///
    /// The rejected value is not forwarded. A terminal event before it passes through.
    ///
    /// - Parameter shouldContinue: Called with each value, on the thread that delivers it; returns whether to forward
    ///   it and keep going.
    /// - Returns: A signal of the values before the first rejected one.
    public func take(while shouldContinue: @escaping (Value) -> Bool) -> Signal {
        Signal(relaying: self) { output, lifetime in
            lifetime += observe { event in
                if case .value(let value) = event, !shouldContinue(value) {
                    return output.sendCompleted()
                }
                output.send(event)
            }
        }
    }

    /// Forwards values until `shouldContinue` rejects one, which is forwarded too, then completes.
    ///
    /// ```swift
    /// let upload = progress.take(until: { $0 < 1.0 })   // ends with the value 1.0
    /// ```
    ///
    /// Like ``take(while:)``, except that the value that ends the forwarding is sent before `completed`. A terminal
    /// event before it passes through.
    ///
    /// - Parameter shouldContinue: Called with each value after it is forwarded, on the thread that delivers it;
    ///   returns whether to keep going.
    /// - Returns: A signal of the values up to and including the first rejected one.
    public func take(until shouldContinue: @escaping (Value) -> Bool) -> Signal {
        Signal(relaying: self) { output, lifetime in
            lifetime += observe { event in
                output.send(event)
                if case .value(let value) = event, !shouldContinue(value) {
                    output.sendCompleted()
                }
            }
        }
    }
}
