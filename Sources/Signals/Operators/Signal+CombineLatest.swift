extension Signal {
    /// Sends the latest values of `a` and `b` as a pair whenever either sends a value, once both have.
    ///
    /// ```swift
    /// let form = Signal.combineLatest(names, emails).map { name, email in !name.isEmpty && email.contains("@") }
    /// ```
    ///
    /// Completes once both have completed; a failure or interruption of either is forwarded at once. The pairs are
    /// sent in the order the values arrived, even when the two signals send on different threads.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each pair.
    ///   - b: The signal whose values come second in each pair.
    /// - Returns: A signal of pairs of latest values.
    public static func combineLatest<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
        Signal<(Value, B), Error>.aggregate(.combineLatest, [a.aggregateSource, b.aggregateSource]) {
            ($0[0] as! Value, $0[1] as! B)
        }
    }

    /// Sends the latest values of three signals as a tuple whenever any of them sends a value, once all have.
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    /// - Returns: A signal of tuples of latest values.
    public static func combineLatest<B, C>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>
    ) -> Signal<(Value, B, C), Error> {
        Signal<(Value, B, C), Error>.aggregate(
            .combineLatest, [a.aggregateSource, b.aggregateSource, c.aggregateSource]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C)
        }
    }

    /// Sends the latest values of four signals as a tuple whenever any of them sends a value, once all have.
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    ///   - d: The signal whose values come fourth in each tuple.
    /// - Returns: A signal of tuples.
    public static func combineLatest<B, C, D>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>
    ) -> Signal<(Value, B, C, D), Error> {
        Signal<(Value, B, C, D), Error>.aggregate(
            .combineLatest, [a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D)
        }
    }

    /// Sends the latest values of five signals as a tuple whenever any of them sends a value, once all have.
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    ///   - d: The signal whose values come fourth in each tuple.
    ///   - e: The signal whose values come fifth in each tuple.
    /// - Returns: A signal of tuples.
    public static func combineLatest<B, C, D, E>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>,
        _ e: Signal<E, Error>
    ) -> Signal<(Value, B, C, D, E), Error> {
        Signal<(Value, B, C, D, E), Error>.aggregate(
            .combineLatest,
            [a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource, e.aggregateSource]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E)
        }
    }

    /// Sends the latest values of six signals as a tuple whenever any of them sends a value, once all have.
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    ///   - d: The signal whose values come fourth in each tuple.
    ///   - e: The signal whose values come fifth in each tuple.
    ///   - f: The signal whose values come sixth in each tuple.
    /// - Returns: A signal of tuples.
    public static func combineLatest<B, C, D, E, F>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>,
        _ e: Signal<E, Error>,
        _ f: Signal<F, Error>
    ) -> Signal<(Value, B, C, D, E, F), Error> {
        Signal<(Value, B, C, D, E, F), Error>.aggregate(
            .combineLatest,
            [
                a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource, e.aggregateSource,
                f.aggregateSource,
            ]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E, $0[5] as! F)
        }
    }

    /// Sends the latest values of seven signals as a tuple whenever any of them sends a value, once all have.
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    ///   - d: The signal whose values come fourth in each tuple.
    ///   - e: The signal whose values come fifth in each tuple.
    ///   - f: The signal whose values come sixth in each tuple.
    ///   - g: The signal whose values come seventh in each tuple.
    /// - Returns: A signal of tuples.
    public static func combineLatest<B, C, D, E, F, G>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>,
        _ e: Signal<E, Error>,
        _ f: Signal<F, Error>,
        _ g: Signal<G, Error>
    ) -> Signal<(Value, B, C, D, E, F, G), Error> {
        Signal<(Value, B, C, D, E, F, G), Error>.aggregate(
            .combineLatest,
            [
                a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource, e.aggregateSource,
                f.aggregateSource, g.aggregateSource,
            ]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E, $0[5] as! F, $0[6] as! G)
        }
    }

    /// Sends the latest values of eight signals as a tuple whenever any of them sends a value, once all have.
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    ///   - d: The signal whose values come fourth in each tuple.
    ///   - e: The signal whose values come fifth in each tuple.
    ///   - f: The signal whose values come sixth in each tuple.
    ///   - g: The signal whose values come seventh in each tuple.
    ///   - h: The signal whose values come eighth in each tuple.
    /// - Returns: A signal of tuples.
    public static func combineLatest<B, C, D, E, F, G, H>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>,
        _ e: Signal<E, Error>,
        _ f: Signal<F, Error>,
        _ g: Signal<G, Error>,
        _ h: Signal<H, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H), Error> {
        Signal<(Value, B, C, D, E, F, G, H), Error>.aggregate(
            .combineLatest,
            [
                a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource, e.aggregateSource,
                f.aggregateSource, g.aggregateSource, h.aggregateSource,
            ]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E, $0[5] as! F, $0[6] as! G, $0[7] as! H)
        }
    }

    /// Sends the latest values of nine signals as a tuple whenever any of them sends a value, once all have.
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    ///   - d: The signal whose values come fourth in each tuple.
    ///   - e: The signal whose values come fifth in each tuple.
    ///   - f: The signal whose values come sixth in each tuple.
    ///   - g: The signal whose values come seventh in each tuple.
    ///   - h: The signal whose values come eighth in each tuple.
    ///   - i: The signal whose values come ninth in each tuple.
    /// - Returns: A signal of tuples.
    public static func combineLatest<B, C, D, E, F, G, H, I>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>,
        _ e: Signal<E, Error>,
        _ f: Signal<F, Error>,
        _ g: Signal<G, Error>,
        _ h: Signal<H, Error>,
        _ i: Signal<I, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H, I), Error> {
        Signal<(Value, B, C, D, E, F, G, H, I), Error>.aggregate(
            .combineLatest,
            [
                a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource, e.aggregateSource,
                f.aggregateSource, g.aggregateSource, h.aggregateSource, i.aggregateSource,
            ]
        ) {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E, $0[5] as! F, $0[6] as! G,
                $0[7] as! H, $0[8] as! I
            )
        }
    }

    /// Sends the latest values of ten signals as a tuple whenever any of them sends a value, once all have.
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    ///   - d: The signal whose values come fourth in each tuple.
    ///   - e: The signal whose values come fifth in each tuple.
    ///   - f: The signal whose values come sixth in each tuple.
    ///   - g: The signal whose values come seventh in each tuple.
    ///   - h: The signal whose values come eighth in each tuple.
    ///   - i: The signal whose values come ninth in each tuple.
    ///   - j: The signal whose values come tenth in each tuple.
    /// - Returns: A signal of tuples.
    public static func combineLatest<B, C, D, E, F, G, H, I, J>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>,
        _ e: Signal<E, Error>,
        _ f: Signal<F, Error>,
        _ g: Signal<G, Error>,
        _ h: Signal<H, Error>,
        _ i: Signal<I, Error>,
        _ j: Signal<J, Error>
    ) -> Signal<(Value, B, C, D, E, F, G, H, I, J), Error> {
        Signal<(Value, B, C, D, E, F, G, H, I, J), Error>.aggregate(
            .combineLatest,
            [
                a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource, e.aggregateSource,
                f.aggregateSource, g.aggregateSource, h.aggregateSource, i.aggregateSource, j.aggregateSource,
            ]
        ) {
            (
                $0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E, $0[5] as! F, $0[6] as! G,
                $0[7] as! H, $0[8] as! I, $0[9] as! J
            )
        }
    }

    /// Sends the latest values of every signal in `signals` as an array whenever any of them sends a value, once all
    /// have.
    ///
    /// ```swift
    /// let allValid = Signal.combineLatest(fields.map(\.isValid)).map { $0.allSatisfy { $0 } }
    /// ```
    ///
    /// Completes once all have completed; a failure or interruption of any is forwarded at once. With no signals at
    /// all, the result never sends anything, like ``never``.
    ///
    /// - Parameter signals: The signals to combine, in the order of each array's elements.
    /// - Returns: A signal of arrays of latest values.
    public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
    where S.Iterator.Element == Signal<Value, Error> {
        Signal<[Value], Error>.aggregate(.combineLatest, signals.map(\.aggregateSource)) { values in
            values.map { $0 as! Value }
        }
    }

    /// Sends the latest values of this signal and `other` as a pair whenever either sends a value, once both have.
    ///
    /// Completes once both have completed; a failure or interruption of either is forwarded at once.
    ///
    /// - Parameter other: The signal whose values come second in each pair.
    /// - Returns: A signal of pairs of latest values.
    public func combineLatest<Other>(with other: Signal<Other, Error>) -> Signal<(Value, Other), Error> {
        Signal.combineLatest(self, other)
    }
}
