extension Signal {
    /// Forwards the events of this signal until `replacement` sends its first event; from then on, forwards only the
    /// events of `replacement`.
    ///
    /// ```swift
    /// let items = cachedItems.take(untilReplacement: freshItems)
    /// ```
    ///
    /// Until the switch, values, failures and interruptions of this signal pass through, but its completion does not:
    /// the result then waits for `replacement`. The first event of `replacement`, whatever it is, is forwarded and
    /// this signal is no longer observed. The result keeps the order in which the events were decided, even when the
    /// two signals send on different threads.
    ///
    /// - Parameter replacement: The signal that takes over at its first event.
    /// - Returns: A signal of the events of this signal, then of `replacement`.
    public func take(untilReplacement replacement: Signal) -> Signal {
        Signal { output, lifetime in
            // Whether the replacement has taken over; events are decided under the lock and sent after it, in the order
            // they were decided.
            let state = OrderedActions<Bool, Event>(false)
            let send = { (event: Event) in output.send(event) }
            // Ending this lifetime stops observing this signal once replaced.
            let (originalLifetime, originalToken) = Lifetime.make()
            lifetime.observeEnded { originalToken.end() }
            originalLifetime += observe { event in
                state.decide(
                    { isReplaced, sends in
                        if !isReplaced, !event.isCompleted { sends.append(event) }
                    },
                    perform: send)
            }
            lifetime += replacement.observe { event in
                let isSwitch = state.decide(
                    { isReplaced, sends in
                        defer { isReplaced = true }
                        sends.append(event)
                        return !isReplaced
                    },
                    perform: send)
                if isSwitch { originalToken.end() }
            }
        }
    }
}
