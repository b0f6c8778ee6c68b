extension Signal {
    /// Drops the first `count` values and forwards everything after them.
    ///
    /// Terminal events always pass through.
    ///
    /// - Parameter count: How many values to drop; must not be negative. Zero returns this signal itself.
    /// - Returns: A signal without the first `count` values.
    @inlinable
    public func skip(first count: Int) -> Signal {
        precondition(count >= 0, "skip(first:) needs a count of zero or more, not \(count)")
        guard count > 0 else { return self }
        return Signal(relaying: self) { output, lifetime in
            // The signal never calls this observer concurrently with itself, so its state needs no lock.
            var skipped = 0
            lifetime += observe { event in
                if case .value = event, skipped < count {
                    skipped += 1
                    return
                }
                output.send(event)
            }
        }
    }
}
