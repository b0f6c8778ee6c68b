extension PropertyProtocol {
    /// A property whose value zips the values of this property and `other`: their current values make the first pair;
    /// after that, a pair is made once both have changed again, from the oldest change of each not used yet.
    ///
    /// It does not keep the sources alive; its signal completes once a source is gone and all its changes are used.
    ///
    /// - Parameter other: The property whose values come second in each pair.
    /// - Returns: The derived property.
    @inlinable
    public func zip<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
        Property.zip(self, other)
    }

    /// A property whose value zips the values of 2 properties, as a tuple in argument order.
    ///
    /// See ``zip(with:)``: the current values make the first tuple; after that, a tuple is made once every source has
    /// changed again, from the oldest change of each not used yet. The sources are not kept alive; the signal
    /// completes once a source is gone and all its changes are used.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    /// - Returns: The derived property.
    @inlinable
    public static func zip<A: PropertyProtocol, B: PropertyProtocol>(
        _ a: A, _ b: B
    ) -> Property<(Value, B.Value)> where A.Value == Value {
        let aSlot = CombinerSlot<A.Value>()
        let bSlot = CombinerSlot<B.Value>()
        let combiner = PropertyCombiner(.zip, slots: [aSlot, bSlot]) { (aSlot.value, bSlot.value) }
        return combiner.makeProperty([combiner.attach(a, to: aSlot, at: 0), combiner.attach(b, to: bSlot, at: 1)])
    }

    /// A property whose value zips the values of 3 properties, as a tuple in argument order.
    ///
    /// See ``zip(with:)``: the current values make the first tuple; after that, a tuple is made once every source has
    /// changed again, from the oldest change of each not used yet. The sources are not kept alive; the signal
    /// completes once a source is gone and all its changes are used.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    /// - Returns: The derived property.
    @inlinable
    public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
        _ a: A, _ b: B, _ c: C
    ) -> Property<(Value, B.Value, C.Value)> where A.Value == Value {
        let aSlot = CombinerSlot<A.Value>()
        let bSlot = CombinerSlot<B.Value>()
        let cSlot = CombinerSlot<C.Value>()
        let combiner = PropertyCombiner(.zip, slots: [aSlot, bSlot, cSlot]) { (aSlot.value, bSlot.value, cSlot.value) }
        return combiner.makeProperty([
            combiner.attach(a, to: aSlot, at: 0), combiner.attach(b, to: bSlot, at: 1),
            combiner.attach(c, to: cSlot, at: 2),
        ])
    }

    /// A property whose value zips the values of 4 properties, as a tuple in argument order.
    ///
    /// See ``zip(with:)``: the current values make the first tuple; after that, a tuple is made once every source has
    /// changed again, from the oldest change of each not used yet. The sources are not kept alive; the signal
    /// completes once a source is gone and all its changes are used.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    /// - Returns: The derived property.
    @inlinable
    public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol>(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> Property<(Value, B.Value, C.Value, D.Value)> where A.Value == Value {
        let aSlot = CombinerSlot<A.Value>()
        let bSlot = CombinerSlot<B.Value>()
        let cSlot = CombinerSlot<C.Value>()
        let dSlot = CombinerSlot<D.Value>()
        let combiner = PropertyCombiner(.zip, slots: [aSlot, bSlot, cSlot, dSlot]) {
            (aSlot.value, bSlot.value, cSlot.value, dSlot.value)
        }
        return combiner.makeProperty([
            combiner.attach(a, to: aSlot, at: 0), combiner.attach(b, to: bSlot, at: 1),
            combiner.attach(c, to: cSlot, at: 2), combiner.attach(d, to: dSlot, at: 3),
        ])
    }

    /// A property whose value zips the values of 5 properties, as a tuple in argument order.
    ///
    /// See ``zip(with:)``: the current values make the first tuple; after that, a tuple is made once every source has
    /// changed again, from the oldest change of each not used yet. The sources are not kept alive; the signal
    /// completes once a source is gone and all its changes are used.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    /// - Returns: The derived property.
    @inlinable
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value)> where A.Value == Value {
        let aSlot = CombinerSlot<A.Value>()
        let bSlot = CombinerSlot<B.Value>()
        let cSlot = CombinerSlot<C.Value>()
        let dSlot = CombinerSlot<D.Value>()
        let eSlot = CombinerSlot<E.Value>()
        let combiner = PropertyCombiner(.zip, slots: [aSlot, bSlot, cSlot, dSlot, eSlot]) {
            (aSlot.value, bSlot.value, cSlot.value, dSlot.value, eSlot.value)
        }
        return combiner.makeProperty([
            combiner.attach(a, to: aSlot, at: 0), combiner.attach(b, to: bSlot, at: 1),
            combiner.attach(c, to: cSlot, at: 2), combiner.attach(d, to: dSlot, at: 3),
            combiner.attach(e, to: eSlot, at: 4),
        ])
    }

    /// A property whose value zips the values of 6 properties, as a tuple in argument order.
    ///
    /// See ``zip(with:)``: the current values make the first tuple; after that, a tuple is made once every source has
    /// changed again, from the oldest change of each not used yet. The sources are not kept alive; the signal
    /// completes once a source is gone and all its changes are used.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    /// - Returns: The derived property.
    @inlinable
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
        F: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value)> where A.Value == Value {
        let aSlot = CombinerSlot<A.Value>()
        let bSlot = CombinerSlot<B.Value>()
        let cSlot = CombinerSlot<C.Value>()
        let dSlot = CombinerSlot<D.Value>()
        let eSlot = CombinerSlot<E.Value>()
        let fSlot = CombinerSlot<F.Value>()
        let combiner = PropertyCombiner(.zip, slots: [aSlot, bSlot, cSlot, dSlot, eSlot, fSlot]) {
            (aSlot.value, bSlot.value, cSlot.value, dSlot.value, eSlot.value, fSlot.value)
        }
        return combiner.makeProperty([
            combiner.attach(a, to: aSlot, at: 0), combiner.attach(b, to: bSlot, at: 1),
            combiner.attach(c, to: cSlot, at: 2), combiner.attach(d, to: dSlot, at: 3),
            combiner.attach(e, to: eSlot, at: 4), combiner.attach(f, to: fSlot, at: 5),
        ])
    }

    /// A property whose value zips the values of 7 properties, as a tuple in argument order.
    ///
    /// See ``zip(with:)``: the current values make the first tuple; after that, a tuple is made once every source has
    /// changed again, from the oldest change of each not used yet. The sources are not kept alive; the signal
    /// completes once a source is gone and all its changes are used.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    ///   - g: The seventh property.
    /// - Returns: The derived property.
    @inlinable
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
        F: PropertyProtocol, G: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)> where A.Value == Value {
        let aSlot = CombinerSlot<A.Value>()
        let bSlot = CombinerSlot<B.Value>()
        let cSlot = CombinerSlot<C.Value>()
        let dSlot = CombinerSlot<D.Value>()
        let eSlot = CombinerSlot<E.Value>()
        let fSlot = CombinerSlot<F.Value>()
        let gSlot = CombinerSlot<G.Value>()
        let combiner = PropertyCombiner(.zip, slots: [aSlot, bSlot, cSlot, dSlot, eSlot, fSlot, gSlot]) {
            (aSlot.value, bSlot.value, cSlot.value, dSlot.value, eSlot.value, fSlot.value, gSlot.value)
        }
        return combiner.makeProperty([
            combiner.attach(a, to: aSlot, at: 0), combiner.attach(b, to: bSlot, at: 1),
            combiner.attach(c, to: cSlot, at: 2), combiner.attach(d, to: dSlot, at: 3),
            combiner.attach(e, to: eSlot, at: 4), combiner.attach(f, to: fSlot, at: 5),
            combiner.attach(g, to: gSlot, at: 6),
        ])
    }

    /// A property whose value zips the values of 8 properties, as a tuple in argument order.
    ///
    /// See ``zip(with:)``: the current values make the first tuple; after that, a tuple is made once every source has
    /// changed again, from the oldest change of each not used yet. The sources are not kept alive; the signal
    /// completes once a source is gone and all its changes are used.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    ///   - g: The seventh property.
    ///   - h: The eighth property.
    /// - Returns: The derived property.
    @inlinable
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
        F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)> where A.Value == Value {
        let aSlot = CombinerSlot<A.Value>()
        let bSlot = CombinerSlot<B.Value>()
        let cSlot = CombinerSlot<C.Value>()
        let dSlot = CombinerSlot<D.Value>()
        let eSlot = CombinerSlot<E.Value>()
        let fSlot = CombinerSlot<F.Value>()
        let gSlot = CombinerSlot<G.Value>()
        let hSlot = CombinerSlot<H.Value>()
        let combiner = PropertyCombiner(.zip, slots: [aSlot, bSlot, cSlot, dSlot, eSlot, fSlot, gSlot, hSlot]) {
            (aSlot.value, bSlot.value, cSlot.value, dSlot.value, eSlot.value, fSlot.value, gSlot.value, hSlot.value)
        }
        return combiner.makeProperty([
            combiner.attach(a, to: aSlot, at: 0), combiner.attach(b, to: bSlot, at: 1),
            combiner.attach(c, to: cSlot, at: 2), combiner.attach(d, to: dSlot, at: 3),
            combiner.attach(e, to: eSlot, at: 4), combiner.attach(f, to: fSlot, at: 5),
            combiner.attach(g, to: gSlot, at: 6), combiner.attach(h, to: hSlot, at: 7),
        ])
    }

    /// A property whose value zips the values of 9 properties, as a tuple in argument order.
    ///
    /// See ``zip(with:)``: the current values make the first tuple; after that, a tuple is made once every source has
    /// changed again, from the oldest change of each not used yet. The sources are not kept alive; the signal
    /// completes once a source is gone and all its changes are used.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    ///   - g: The seventh property.
    ///   - h: The eighth property.
    ///   - i: The ninth property.
    /// - Returns: The derived property.
    @inlinable
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
        F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)>
    where A.Value == Value {
        let aSlot = CombinerSlot<A.Value>()
        let bSlot = CombinerSlot<B.Value>()
        let cSlot = CombinerSlot<C.Value>()
        let dSlot = CombinerSlot<D.Value>()
        let eSlot = CombinerSlot<E.Value>()
        let fSlot = CombinerSlot<F.Value>()
        let gSlot = CombinerSlot<G.Value>()
        let hSlot = CombinerSlot<H.Value>()
        let iSlot = CombinerSlot<I.Value>()
        let combiner = PropertyCombiner(.zip, slots: [aSlot, bSlot, cSlot, dSlot, eSlot, fSlot, gSlot, hSlot, iSlot]) {
            (
                aSlot.value, bSlot.value, cSlot.value, dSlot.value, eSlot.value, fSlot.value, gSlot.value, hSlot.value,
                iSlot.value
            )
        }
        return combiner.makeProperty([
            combiner.attach(a, to: aSlot, at: 0), combiner.attach(b, to: bSlot, at: 1),
            combiner.attach(c, to: cSlot, at: 2), combiner.attach(d, to: dSlot, at: 3),
            combiner.attach(e, to: eSlot, at: 4), combiner.attach(f, to: fSlot, at: 5),
            combiner.attach(g, to: gSlot, at: 6), combiner.attach(h, to: hSlot, at: 7),
            combiner.attach(i, to: iSlot, at: 8),
        ])
    }

    /// A property whose value zips the values of 10 properties, as a tuple in argument order.
    ///
    /// See ``zip(with:)``: the current values make the first tuple; after that, a tuple is made once every source has
    /// changed again, from the oldest change of each not used yet. The sources are not kept alive; the signal
    /// completes once a source is gone and all its changes are used.
    ///
    /// - Parameters:
    ///   - a: The first property.
    ///   - b: The second property.
    ///   - c: The third property.
    ///   - d: The fourth property.
    ///   - e: The fifth property.
    ///   - f: The sixth property.
    ///   - g: The seventh property.
    ///   - h: The eighth property.
    ///   - i: The ninth property.
    ///   - j: The tenth property.
    /// - Returns: The derived property.
    @inlinable
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
        F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol, J: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)>
    where A.Value == Value {
        let aSlot = CombinerSlot<A.Value>()
        let bSlot = CombinerSlot<B.Value>()
        let cSlot = CombinerSlot<C.Value>()
        let dSlot = CombinerSlot<D.Value>()
        let eSlot = CombinerSlot<E.Value>()
        let fSlot = CombinerSlot<F.Value>()
        let gSlot = CombinerSlot<G.Value>()
        let hSlot = CombinerSlot<H.Value>()
        let iSlot = CombinerSlot<I.Value>()
        let jSlot = CombinerSlot<J.Value>()
        let combiner = PropertyCombiner(
            .zip, slots: [aSlot, bSlot, cSlot, dSlot, eSlot, fSlot, gSlot, hSlot, iSlot, jSlot]
        ) {
            (
                aSlot.value, bSlot.value, cSlot.value, dSlot.value, eSlot.value, fSlot.value, gSlot.value, hSlot.value,
                iSlot.value, jSlot.value
            )
        }
        return combiner.makeProperty([
            combiner.attach(a, to: aSlot, at: 0), combiner.attach(b, to: bSlot, at: 1),
            combiner.attach(c, to: cSlot, at: 2), combiner.attach(d, to: dSlot, at: 3),
            combiner.attach(e, to: eSlot, at: 4), combiner.attach(f, to: fSlot, at: 5),
            combiner.attach(g, to: gSlot, at: 6), combiner.attach(h, to: hSlot, at: 7),
            combiner.attach(i, to: iSlot, at: 8), combiner.attach(j, to: jSlot, at: 9),
        ])
    }

    /// A property whose value is the zipped values of `properties`, in order; `nil` if `properties` is empty.
    ///
    /// See ``zip(with:)``.
    ///
    /// - Parameter properties: The properties to zip.
    /// - Returns: The derived property, or `nil` if there is no property to zip.
    @inlinable
    public static func zip<S: Sequence>(
        _ properties: S
    ) -> Property<[S.Element.Value]>? where S.Element: PropertyProtocol {
        let properties = Array(properties)
        guard !properties.isEmpty else { return nil }
        let slots = properties.map { _ in CombinerSlot<S.Element.Value>() }
        let combiner = PropertyCombiner(.zip, slots: slots) { slots.map(\.value) }
        return combiner.makeProperty(properties.indices.map { combiner.attach(properties[$0], to: slots[$0], at: $0) })
    }

    /// A property whose value is the zipped values of `properties`, in order; the constant `emptySentinel` if
    /// `properties` is empty.
    ///
    /// See ``zip(with:)``.
    ///
    /// - Parameters:
    ///   - properties: The properties to zip.
    ///   - emptySentinel: The value when there is no property to zip.
    /// - Returns: The derived property.
    @inlinable
    public static func zip<S: Sequence>(
        _ properties: S,
        emptySentinel: [S.Element.Value]
    ) -> Property<[S.Element.Value]> where S.Element: PropertyProtocol {
        zip(properties) ?? Property(value: emptySentinel)
    }
}
