extension Signal {
    /// Sends the n-th values of `a` and `b` together as a pair, once both have sent their n-th value.
    ///
    /// ```swift
    /// let answers = Signal.zip(questions, replies).map { question, reply in "\(question): \(reply)" }
    /// ```
    ///
    /// Values wait until the other signal sends its counterpart. Completes once a completed signal has no value left
    /// to pair (so at the latest once both have completed); a failure or interruption of either is forwarded at once.
    /// The pairs are sent in the order they were made, even when the two signals send on different threads.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each pair.
    ///   - b: The signal whose values come second in each pair.
    /// - Returns: A signal of pairs.
    public static func zip<B>(_ a: Signal<Value, Error>, _ b: Signal<B, Error>) -> Signal<(Value, B), Error> {
        Signal<(Value, B), Error>.aggregate(.zip, [a.aggregateSource, b.aggregateSource]) {
            ($0[0] as! Value, $0[1] as! B)
        }
    }

    /// Sends the n-th values of three signals together as a tuple, once each of them has sent its n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    /// - Returns: A signal of tuples.
    public static func zip<B, C>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>
    ) -> Signal<(Value, B, C), Error> {
        Signal<(Value, B, C), Error>.aggregate(.zip, [a.aggregateSource, b.aggregateSource, c.aggregateSource]) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C)
        }
    }

    /// Sends the n-th values of four signals together as a tuple, once each of them has sent its n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    ///   - d: The signal whose values come fourth in each tuple.
    /// - Returns: A signal of tuples.
    public static func zip<B, C, D>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>
    ) -> Signal<(Value, B, C, D), Error> {
        Signal<(Value, B, C, D), Error>.aggregate(
            .zip, [a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D)
        }
    }

    /// Sends the n-th values of five signals together as a tuple, once each of them has sent its n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    ///   - d: The signal whose values come fourth in each tuple.
    ///   - e: The signal whose values come fifth in each tuple.
    /// - Returns: A signal of tuples.
    public static func zip<B, C, D, E>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>,
        _ e: Signal<E, Error>
    ) -> Signal<(Value, B, C, D, E), Error> {
        Signal<(Value, B, C, D, E), Error>.aggregate(
            .zip, [a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource, e.aggregateSource]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E)
        }
    }

    /// Sends the n-th values of six signals together as a tuple, once each of them has sent its n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of any is forwarded at once.
    ///
    /// - Parameters:
    ///   - a: The signal whose values come first in each tuple.
    ///   - b: The signal whose values come second in each tuple.
    ///   - c: The signal whose values come third in each tuple.
    ///   - d: The signal whose values come fourth in each tuple.
    ///   - e: The signal whose values come fifth in each tuple.
    ///   - f: The signal whose values come sixth in each tuple.
    /// - Returns: A signal of tuples.
    public static func zip<B, C, D, E, F>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>,
        _ e: Signal<E, Error>,
        _ f: Signal<F, Error>
    ) -> Signal<(Value, B, C, D, E, F), Error> {
        Signal<(Value, B, C, D, E, F), Error>.aggregate(
            .zip,
            [
                a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource, e.aggregateSource,
                f.aggregateSource,
            ]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E, $0[5] as! F)
        }
    }

    /// Sends the n-th values of seven signals together as a tuple, once each of them has sent its n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of any is forwarded at once.
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
    public static func zip<B, C, D, E, F, G>(
        _ a: Signal<Value, Error>,
        _ b: Signal<B, Error>,
        _ c: Signal<C, Error>,
        _ d: Signal<D, Error>,
        _ e: Signal<E, Error>,
        _ f: Signal<F, Error>,
        _ g: Signal<G, Error>
    ) -> Signal<(Value, B, C, D, E, F, G), Error> {
        Signal<(Value, B, C, D, E, F, G), Error>.aggregate(
            .zip,
            [
                a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource, e.aggregateSource,
                f.aggregateSource, g.aggregateSource,
            ]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E, $0[5] as! F, $0[6] as! G)
        }
    }

    /// Sends the n-th values of eight signals together as a tuple, once each of them has sent its n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of any is forwarded at once.
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
    public static func zip<B, C, D, E, F, G, H>(
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
            .zip,
            [
                a.aggregateSource, b.aggregateSource, c.aggregateSource, d.aggregateSource, e.aggregateSource,
                f.aggregateSource, g.aggregateSource, h.aggregateSource,
            ]
        ) {
            ($0[0] as! Value, $0[1] as! B, $0[2] as! C, $0[3] as! D, $0[4] as! E, $0[5] as! F, $0[6] as! G, $0[7] as! H)
        }
    }

    /// Sends the n-th values of nine signals together as a tuple, once each of them has sent its n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of any is forwarded at once.
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
    public static func zip<B, C, D, E, F, G, H, I>(
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
            .zip,
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

    /// Sends the n-th values of ten signals together as a tuple, once each of them has sent its n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of any is forwarded at once.
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
    public static func zip<B, C, D, E, F, G, H, I, J>(
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
            .zip,
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

    /// Sends the n-th values of every signal in `signals` together as an array, once each has sent its n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of any is forwarded at
    /// once. With no signals at all, the result never sends anything, like ``never``.
    ///
    /// - Parameter signals: The signals to zip, in the order of each array's elements.
    /// - Returns: A signal of arrays.
    public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
    where S.Iterator.Element == Signal<Value, Error> {
        Signal<[Value], Error>.aggregate(.zip, signals.map(\.aggregateSource)) { values in
            values.map { $0 as! Value }
        }
    }

    /// Sends the n-th values of this signal and `other` together as a pair, once both have sent their n-th value.
    ///
    /// Completes once a completed signal has no value left to pair; a failure or interruption of either is forwarded
    /// at once.
    ///
    /// - Parameter other: The signal whose values come second in each pair.
    /// - Returns: A signal of pairs.
    public func zip<Other>(with other: Signal<Other, Error>) -> Signal<(Value, Other), Error> {
        Signal.zip(self, other)
    }
}
