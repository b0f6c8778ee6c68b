extension Signal {
    /// Forwards the values of all `signals` as they arrive, and completes once every one of them has ended.
    ///
    /// A failure of any signal is forwarded at once. An interrupted signal counts as ended, like a completed one. With
    /// no signals at all the result has already completed. Events arriving on several threads at once are serialized.
    ///
    /// - Parameter signals: The signals to merge.
    /// - Returns: A signal of the values of every signal.
    public static func merge<Sources: Sequence>(_ signals: Sources) -> Signal where Sources.Element == Signal {
        let signals = Array(signals)
        return Signal { output, lifetime in
            guard !signals.isEmpty else { return output.sendCompleted() }
            let unfinished = Locked(signals.count)
            for signal in signals {
                lifetime += signal.observe { event in
                    switch event {
                    case .value, .failed:
                        output.send(event)
                    case .completed, .interrupted:
                        let isLast = unfinished.withLock { count in
                            count -= 1
                            return count == 0
                        }
                        if isLast { output.sendCompleted() }
                    }
                }
            }
        }
    }

    /// Forwards the values of all `signals` as they arrive, and completes once every one of them has ended.
    ///
    /// ```swift
    /// let taps = Signal.merge(saveTaps, doneTaps)
    /// ```
    ///
    /// A failure of any signal is forwarded at once; an interrupted signal counts as ended.
    ///
    /// - Parameter signals: The signals to merge.
    /// - Returns: A signal of the values of every signal.
    public static func merge(_ signals: Signal...) -> Signal {
        merge(signals)
    }

    /// Forwards the values of this signal and `other` as they arrive, and completes once both have ended.
    ///
    /// A failure of either is forwarded at once; an interrupted signal counts as ended.
    ///
    /// - Parameter other: The signal to merge with.
    /// - Returns: A signal of the values of both signals.
    public func merge(with other: Signal) -> Signal {
        Signal.merge(self, other)
    }
}
