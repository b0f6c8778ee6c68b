extension SignalProducer {
    /// Starts 2 producers and sends tuples of their values paired by position: the first values, then the second.
    ///
    /// The producers are started in argument order. Interrupting the result interrupts every start.
    ///
    /// - Parameters:
    ///   - a: The producer whose values come first in each tuple.
    ///   - b: The producer whose values come second in each tuple.
    /// - Returns: A producer of tuples.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible,
        B: SignalProducerConvertible
    >(
        _ a: A,
        _ b: B
    ) -> SignalProducer<(Value, B.Value), Error>
    where
        A.Value == Value,
        A.Error == Error,
        B.Error == Error
    {
        SignalProducer<(Value, B.Value), Error> { observer, lifetime in
            b.producer.startWithSignal(during: lifetime) { bSignal in
                a.producer.startWithSignal(during: lifetime) { aSignal in
                    lifetime += Signal.zip(aSignal, bSignal).observe(observer)
                }
            }
        }
    }

    /// Starts 3 producers and sends tuples of their values paired by position: the first values, then the second.
    ///
    /// The producers are started in argument order. Interrupting the result interrupts every start.
    ///
    /// - Parameters:
    ///   - a: The producer whose values come first in each tuple.
    ///   - b: The producer whose values come second in each tuple.
    ///   - c: The producer whose values come third in each tuple.
    /// - Returns: A producer of tuples.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible,
        B: SignalProducerConvertible,
        C: SignalProducerConvertible
    >(
        _ a: A,
        _ b: B,
        _ c: C
    ) -> SignalProducer<(Value, B.Value, C.Value), Error>
    where
        A.Value == Value,
        A.Error == Error,
        B.Error == Error,
        C.Error == Error
    {
        SignalProducer<(Value, B.Value, C.Value), Error> { observer, lifetime in
            c.producer.startWithSignal(during: lifetime) { cSignal in
                b.producer.startWithSignal(during: lifetime) { bSignal in
                    a.producer.startWithSignal(during: lifetime) { aSignal in
                        lifetime += Signal.zip(aSignal, bSignal, cSignal).observe(observer)
                    }
                }
            }
        }
    }

    /// Starts 4 producers and sends tuples of their values paired by position: the first values, then the second.
    ///
    /// The producers are started in argument order. Interrupting the result interrupts every start.
    ///
    /// - Parameters:
    ///   - a: The producer whose values come first in each tuple.
    ///   - b: The producer whose values come second in each tuple.
    ///   - c: The producer whose values come third in each tuple.
    ///   - d: The producer whose values come fourth in each tuple.
    /// - Returns: A producer of tuples.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible,
        B: SignalProducerConvertible,
        C: SignalProducerConvertible,
        D: SignalProducerConvertible
    >(
        _ a: A,
        _ b: B,
        _ c: C,
        _ d: D
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error>
    where
        A.Value == Value,
        A.Error == Error,
        B.Error == Error,
        C.Error == Error,
        D.Error == Error
    {
        SignalProducer<(Value, B.Value, C.Value, D.Value), Error> { observer, lifetime in
            d.producer.startWithSignal(during: lifetime) { dSignal in
                c.producer.startWithSignal(during: lifetime) { cSignal in
                    b.producer.startWithSignal(during: lifetime) { bSignal in
                        a.producer.startWithSignal(during: lifetime) { aSignal in
                            lifetime += Signal.zip(aSignal, bSignal, cSignal, dSignal).observe(observer)
                        }
                    }
                }
            }
        }
    }

    /// Starts 5 producers and sends tuples of their values paired by position: the first values, then the second.
    ///
    /// The producers are started in argument order. Interrupting the result interrupts every start.
    ///
    /// - Parameters:
    ///   - a: The producer whose values come first in each tuple.
    ///   - b: The producer whose values come second in each tuple.
    ///   - c: The producer whose values come third in each tuple.
    ///   - d: The producer whose values come fourth in each tuple.
    ///   - e: The producer whose values come fifth in each tuple.
    /// - Returns: A producer of tuples.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible,
        B: SignalProducerConvertible,
        C: SignalProducerConvertible,
        D: SignalProducerConvertible,
        E: SignalProducerConvertible
    >(
        _ a: A,
        _ b: B,
        _ c: C,
        _ d: D,
        _ e: E
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error>
    where
        A.Value == Value,
        A.Error == Error,
        B.Error == Error,
        C.Error == Error,
        D.Error == Error,
        E.Error == Error
    {
        SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error> { observer, lifetime in
            e.producer.startWithSignal(during: lifetime) { eSignal in
                d.producer.startWithSignal(during: lifetime) { dSignal in
                    c.producer.startWithSignal(during: lifetime) { cSignal in
                        b.producer.startWithSignal(during: lifetime) { bSignal in
                            a.producer.startWithSignal(during: lifetime) { aSignal in
                                lifetime += Signal.zip(aSignal, bSignal, cSignal, dSignal, eSignal).observe(observer)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Starts 6 producers and sends tuples of their values paired by position: the first values, then the second.
    ///
    /// The producers are started in argument order. Interrupting the result interrupts every start.
    ///
    /// - Parameters:
    ///   - a: The producer whose values come first in each tuple.
    ///   - b: The producer whose values come second in each tuple.
    ///   - c: The producer whose values come third in each tuple.
    ///   - d: The producer whose values come fourth in each tuple.
    ///   - e: The producer whose values come fifth in each tuple.
    ///   - f: The producer whose values come sixth in each tuple.
    /// - Returns: A producer of tuples.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible,
        B: SignalProducerConvertible,
        C: SignalProducerConvertible,
        D: SignalProducerConvertible,
        E: SignalProducerConvertible,
        F: SignalProducerConvertible
    >(
        _ a: A,
        _ b: B,
        _ c: C,
        _ d: D,
        _ e: E,
        _ f: F
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error>
    where
        A.Value == Value,
        A.Error == Error,
        B.Error == Error,
        C.Error == Error,
        D.Error == Error,
        E.Error == Error,
        F.Error == Error
    {
        SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error> { observer, lifetime in
            f.producer.startWithSignal(during: lifetime) { fSignal in
                e.producer.startWithSignal(during: lifetime) { eSignal in
                    d.producer.startWithSignal(during: lifetime) { dSignal in
                        c.producer.startWithSignal(during: lifetime) { cSignal in
                            b.producer.startWithSignal(during: lifetime) { bSignal in
                                a.producer.startWithSignal(during: lifetime) { aSignal in
                                    lifetime += Signal.zip(aSignal, bSignal, cSignal, dSignal, eSignal, fSignal)
                                        .observe(observer)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Starts 7 producers and sends tuples of their values paired by position: the first values, then the second.
    ///
    /// The producers are started in argument order. Interrupting the result interrupts every start.
    ///
    /// - Parameters:
    ///   - a: The producer whose values come first in each tuple.
    ///   - b: The producer whose values come second in each tuple.
    ///   - c: The producer whose values come third in each tuple.
    ///   - d: The producer whose values come fourth in each tuple.
    ///   - e: The producer whose values come fifth in each tuple.
    ///   - f: The producer whose values come sixth in each tuple.
    ///   - g: The producer whose values come seventh in each tuple.
    /// - Returns: A producer of tuples.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible,
        B: SignalProducerConvertible,
        C: SignalProducerConvertible,
        D: SignalProducerConvertible,
        E: SignalProducerConvertible,
        F: SignalProducerConvertible,
        G: SignalProducerConvertible
    >(
        _ a: A,
        _ b: B,
        _ c: C,
        _ d: D,
        _ e: E,
        _ f: F,
        _ g: G
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error>
    where
        A.Value == Value,
        A.Error == Error,
        B.Error == Error,
        C.Error == Error,
        D.Error == Error,
        E.Error == Error,
        F.Error == Error,
        G.Error == Error
    {
        SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error> { observer, lifetime in
            g.producer.startWithSignal(during: lifetime) { gSignal in
                f.producer.startWithSignal(during: lifetime) { fSignal in
                    e.producer.startWithSignal(during: lifetime) { eSignal in
                        d.producer.startWithSignal(during: lifetime) { dSignal in
                            c.producer.startWithSignal(during: lifetime) { cSignal in
                                b.producer.startWithSignal(during: lifetime) { bSignal in
                                    a.producer.startWithSignal(during: lifetime) { aSignal in
                                        lifetime += Signal.zip(
                                            aSignal, bSignal, cSignal, dSignal, eSignal, fSignal, gSignal
                                        ).observe(observer)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Starts 8 producers and sends tuples of their values paired by position: the first values, then the second.
    ///
    /// The producers are started in argument order. Interrupting the result interrupts every start.
    ///
    /// - Parameters:
    ///   - a: The producer whose values come first in each tuple.
    ///   - b: The producer whose values come second in each tuple.
    ///   - c: The producer whose values come third in each tuple.
    ///   - d: The producer whose values come fourth in each tuple.
    ///   - e: The producer whose values come fifth in each tuple.
    ///   - f: The producer whose values come sixth in each tuple.
    ///   - g: The producer whose values come seventh in each tuple.
    ///   - h: The producer whose values come eighth in each tuple.
    /// - Returns: A producer of tuples.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible,
        B: SignalProducerConvertible,
        C: SignalProducerConvertible,
        D: SignalProducerConvertible,
        E: SignalProducerConvertible,
        F: SignalProducerConvertible,
        G: SignalProducerConvertible,
        H: SignalProducerConvertible
    >(
        _ a: A,
        _ b: B,
        _ c: C,
        _ d: D,
        _ e: E,
        _ f: F,
        _ g: G,
        _ h: H
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error>
    where
        A.Value == Value,
        A.Error == Error,
        B.Error == Error,
        C.Error == Error,
        D.Error == Error,
        E.Error == Error,
        F.Error == Error,
        G.Error == Error,
        H.Error == Error
    {
        SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error> {
            observer, lifetime in
            h.producer.startWithSignal(during: lifetime) { hSignal in
                g.producer.startWithSignal(during: lifetime) { gSignal in
                    f.producer.startWithSignal(during: lifetime) { fSignal in
                        e.producer.startWithSignal(during: lifetime) { eSignal in
                            d.producer.startWithSignal(during: lifetime) { dSignal in
                                c.producer.startWithSignal(during: lifetime) { cSignal in
                                    b.producer.startWithSignal(during: lifetime) { bSignal in
                                        a.producer.startWithSignal(during: lifetime) { aSignal in
                                            lifetime += Signal.zip(
                                                aSignal, bSignal, cSignal, dSignal, eSignal, fSignal, gSignal, hSignal
                                            ).observe(observer)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Starts 9 producers and sends tuples of their values paired by position: the first values, then the second.
    ///
    /// The producers are started in argument order. Interrupting the result interrupts every start.
    ///
    /// - Parameters:
    ///   - a: The producer whose values come first in each tuple.
    ///   - b: The producer whose values come second in each tuple.
    ///   - c: The producer whose values come third in each tuple.
    ///   - d: The producer whose values come fourth in each tuple.
    ///   - e: The producer whose values come fifth in each tuple.
    ///   - f: The producer whose values come sixth in each tuple.
    ///   - g: The producer whose values come seventh in each tuple.
    ///   - h: The producer whose values come eighth in each tuple.
    ///   - i: The producer whose values come ninth in each tuple.
    /// - Returns: A producer of tuples.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible,
        B: SignalProducerConvertible,
        C: SignalProducerConvertible,
        D: SignalProducerConvertible,
        E: SignalProducerConvertible,
        F: SignalProducerConvertible,
        G: SignalProducerConvertible,
        H: SignalProducerConvertible,
        I: SignalProducerConvertible
    >(
        _ a: A,
        _ b: B,
        _ c: C,
        _ d: D,
        _ e: E,
        _ f: F,
        _ g: G,
        _ h: H,
        _ i: I
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error>
    where
        A.Value == Value,
        A.Error == Error,
        B.Error == Error,
        C.Error == Error,
        D.Error == Error,
        E.Error == Error,
        F.Error == Error,
        G.Error == Error,
        H.Error == Error,
        I.Error == Error
    {
        SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error> {
            observer, lifetime in
            i.producer.startWithSignal(during: lifetime) { iSignal in
                h.producer.startWithSignal(during: lifetime) { hSignal in
                    g.producer.startWithSignal(during: lifetime) { gSignal in
                        f.producer.startWithSignal(during: lifetime) { fSignal in
                            e.producer.startWithSignal(during: lifetime) { eSignal in
                                d.producer.startWithSignal(during: lifetime) { dSignal in
                                    c.producer.startWithSignal(during: lifetime) { cSignal in
                                        b.producer.startWithSignal(during: lifetime) { bSignal in
                                            a.producer.startWithSignal(during: lifetime) { aSignal in
                                                lifetime += Signal.zip(
                                                    aSignal, bSignal, cSignal, dSignal, eSignal, fSignal, gSignal,
                                                    hSignal, iSignal
                                                ).observe(observer)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Starts 10 producers and sends tuples of their values paired by position: the first values, then the second.
    ///
    /// The producers are started in argument order. Interrupting the result interrupts every start.
    ///
    /// - Parameters:
    ///   - a: The producer whose values come first in each tuple.
    ///   - b: The producer whose values come second in each tuple.
    ///   - c: The producer whose values come third in each tuple.
    ///   - d: The producer whose values come fourth in each tuple.
    ///   - e: The producer whose values come fifth in each tuple.
    ///   - f: The producer whose values come sixth in each tuple.
    ///   - g: The producer whose values come seventh in each tuple.
    ///   - h: The producer whose values come eighth in each tuple.
    ///   - i: The producer whose values come ninth in each tuple.
    ///   - j: The producer whose values come tenth in each tuple.
    /// - Returns: A producer of tuples.
    @inlinable
    public static func zip<
        A: SignalProducerConvertible,
        B: SignalProducerConvertible,
        C: SignalProducerConvertible,
        D: SignalProducerConvertible,
        E: SignalProducerConvertible,
        F: SignalProducerConvertible,
        G: SignalProducerConvertible,
        H: SignalProducerConvertible,
        I: SignalProducerConvertible,
        J: SignalProducerConvertible
    >(
        _ a: A,
        _ b: B,
        _ c: C,
        _ d: D,
        _ e: E,
        _ f: F,
        _ g: G,
        _ h: H,
        _ i: I,
        _ j: J
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error>
    where
        A.Value == Value,
        A.Error == Error,
        B.Error == Error,
        C.Error == Error,
        D.Error == Error,
        E.Error == Error,
        F.Error == Error,
        G.Error == Error,
        H.Error == Error,
        I.Error == Error,
        J.Error == Error
    {
        SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error>
        { observer, lifetime in
            j.producer.startWithSignal(during: lifetime) { jSignal in
                i.producer.startWithSignal(during: lifetime) { iSignal in
                    h.producer.startWithSignal(during: lifetime) { hSignal in
                        g.producer.startWithSignal(during: lifetime) { gSignal in
                            f.producer.startWithSignal(during: lifetime) { fSignal in
                                e.producer.startWithSignal(during: lifetime) { eSignal in
                                    d.producer.startWithSignal(during: lifetime) { dSignal in
                                        c.producer.startWithSignal(during: lifetime) { cSignal in
                                            b.producer.startWithSignal(during: lifetime) { bSignal in
                                                a.producer.startWithSignal(during: lifetime) { aSignal in
                                                    lifetime += Signal.zip(
                                                        aSignal, bSignal, cSignal, dSignal, eSignal, fSignal, gSignal,
                                                        hSignal, iSignal, jSignal
                                                    ).observe(observer)
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Starts all the producers and sends tuples of their values paired by position: the first values, then the second. Starts every producer of `producers`, in order.
    ///
    /// With no producers at all the result completes at once.
    ///
    /// - Parameter producers: The producers to combine, in the order of each array's elements.
    /// - Returns: A producer of arrays.
    @inlinable
    public static func zip<Producers: Sequence>(
        _ producers: Producers
    ) -> SignalProducer<[Value], Error>
    where
        Producers.Element: SignalProducerConvertible, Producers.Element.Value == Value, Producers.Element.Error == Error
    {
        zip(producers, emptySentinel: nil)
    }

    /// Starts all the producers and sends tuples of their values paired by position: the first values, then the second. With no producers at all the result sends `emptySentinel`, then completes.
    ///
    /// - Parameters:
    ///   - producers: The producers to combine, in the order of each array's elements.
    ///   - emptySentinel: What to send when `producers` is empty.
    /// - Returns: A producer of arrays.
    @inlinable
    public static func zip<Producers: Sequence>(
        _ producers: Producers,
        emptySentinel: [Producers.Element.Value]
    ) -> SignalProducer<[Value], Error>
    where
        Producers.Element: SignalProducerConvertible, Producers.Element.Value == Value, Producers.Element.Error == Error
    {
        zip(producers, emptySentinel: .some(emptySentinel))
    }

    @inlinable
    static func zip<Producers: Sequence>(
        _ producers: Producers,
        emptySentinel: [Value]?
    ) -> SignalProducer<[Value], Error>
    where
        Producers.Element: SignalProducerConvertible, Producers.Element.Value == Value, Producers.Element.Error == Error
    {
        let producers = producers.map(\.producer)
        return SignalProducer<[Value], Error> { observer, lifetime in
            guard !producers.isEmpty else {
                if let emptySentinel { observer.send(value: emptySentinel) }
                return observer.sendCompleted()
            }
            let pipes = producers.map { _ in Signal<Value, Error>.pipe() }
            lifetime += Signal.zip(pipes.map(\.output)).observe(observer)
            for (producer, pipe) in Swift.zip(producers, pipes) {
                if lifetime.hasEnded { return }
                lifetime += producer.start(pipe.input)
            }
        }
    }

    /// Pairs the values of this producer and `other` by position.
    ///
    /// - Parameter other: The producer whose values come second in each pair.
    /// - Returns: A producer of pairs.
    @inlinable
    public func zip<Other>(with other: SignalProducer<Other, Error>) -> SignalProducer<(Value, Other), Error> {
        SignalProducer.zip(self, other)
    }

    /// Pairs the values of this producer and `other` by position.
    ///
    /// - Parameter other: A signal, property or producer whose values come second in each pair.
    /// - Returns: A producer of pairs.
    @inlinable
    public func zip<Other: SignalProducerConvertible>(
        with other: Other
    ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
        zip(with: other.producer)
    }
}
