extension PropertyProtocol {
    /// A property whose value zips the values of this property and `other`: their current values make the first pair;
    /// after that, a pair is made once both have changed again, from the oldest change of each not used yet.
    ///
    /// It does not keep the sources alive; its signal completes once a source is gone and all its changes are used.
    ///
    /// - Parameter other: The property whose values come second in each pair.
    /// - Returns: The derived property.
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
    public static func zip<A: PropertyProtocol, B: PropertyProtocol>(
        _ a: A, _ b: B
    ) -> Property<(Value, B.Value)> where A.Value == Value {
        typealias Combiner = PropertyCombiner<Any, (Value, B.Value)>
        let sources = [Combiner.register(a), Combiner.register(b)]
        return Combiner.makeProperty(.zip, sources) { values in
            (values[0] as! A.Value, values[1] as! B.Value)
        }
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
    public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
        _ a: A, _ b: B, _ c: C
    ) -> Property<(Value, B.Value, C.Value)> where A.Value == Value {
        typealias Combiner = PropertyCombiner<Any, (Value, B.Value, C.Value)>
        let sources = [Combiner.register(a), Combiner.register(b), Combiner.register(c)]
        return Combiner.makeProperty(.zip, sources) { values in
            (values[0] as! A.Value, values[1] as! B.Value, values[2] as! C.Value)
        }
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
    public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol>(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> Property<(Value, B.Value, C.Value, D.Value)> where A.Value == Value {
        typealias Combiner = PropertyCombiner<Any, (Value, B.Value, C.Value, D.Value)>
        let sources = [Combiner.register(a), Combiner.register(b), Combiner.register(c), Combiner.register(d)]
        return Combiner.makeProperty(.zip, sources) { values in
            (values[0] as! A.Value, values[1] as! B.Value, values[2] as! C.Value, values[3] as! D.Value)
        }
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
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value)> where A.Value == Value {
        typealias Combiner = PropertyCombiner<Any, (Value, B.Value, C.Value, D.Value, E.Value)>
        let sources = [
            Combiner.register(a), Combiner.register(b), Combiner.register(c), Combiner.register(d),
            Combiner.register(e),
        ]
        return Combiner.makeProperty(.zip, sources) { values in
            (
                values[0] as! A.Value, values[1] as! B.Value, values[2] as! C.Value, values[3] as! D.Value,
                values[4] as! E.Value
            )
        }
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
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
        F: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value)> where A.Value == Value {
        typealias Combiner = PropertyCombiner<Any, (Value, B.Value, C.Value, D.Value, E.Value, F.Value)>
        let sources = [
            Combiner.register(a), Combiner.register(b), Combiner.register(c), Combiner.register(d),
            Combiner.register(e), Combiner.register(f),
        ]
        return Combiner.makeProperty(.zip, sources) { values in
            (
                values[0] as! A.Value, values[1] as! B.Value, values[2] as! C.Value, values[3] as! D.Value,
                values[4] as! E.Value, values[5] as! F.Value
            )
        }
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
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
        F: PropertyProtocol, G: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)> where A.Value == Value {
        typealias Combiner = PropertyCombiner<Any, (Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)>
        let sources = [
            Combiner.register(a), Combiner.register(b), Combiner.register(c), Combiner.register(d),
            Combiner.register(e), Combiner.register(f), Combiner.register(g),
        ]
        return Combiner.makeProperty(.zip, sources) { values in
            (
                values[0] as! A.Value, values[1] as! B.Value, values[2] as! C.Value, values[3] as! D.Value,
                values[4] as! E.Value, values[5] as! F.Value, values[6] as! G.Value
            )
        }
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
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
        F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)> where A.Value == Value {
        typealias Combiner = PropertyCombiner<
            Any, (Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)
        >
        let sources = [
            Combiner.register(a), Combiner.register(b), Combiner.register(c), Combiner.register(d),
            Combiner.register(e), Combiner.register(f), Combiner.register(g), Combiner.register(h),
        ]
        return Combiner.makeProperty(.zip, sources) { values in
            (
                values[0] as! A.Value, values[1] as! B.Value, values[2] as! C.Value, values[3] as! D.Value,
                values[4] as! E.Value, values[5] as! F.Value, values[6] as! G.Value, values[7] as! H.Value
            )
        }
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
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
        F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)>
    where A.Value == Value {
        typealias Combiner = PropertyCombiner<
            Any, (Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)
        >
        let sources = [
            Combiner.register(a), Combiner.register(b), Combiner.register(c), Combiner.register(d),
            Combiner.register(e), Combiner.register(f), Combiner.register(g), Combiner.register(h),
            Combiner.register(i),
        ]
        return Combiner.makeProperty(.zip, sources) { values in
            (
                values[0] as! A.Value, values[1] as! B.Value, values[2] as! C.Value, values[3] as! D.Value,
                values[4] as! E.Value, values[5] as! F.Value, values[6] as! G.Value, values[7] as! H.Value,
                values[8] as! I.Value
            )
        }
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
    public static func zip<
        A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
        F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol, J: PropertyProtocol
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
    ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)>
    where A.Value == Value {
        typealias Combiner = PropertyCombiner<
            Any, (Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)
        >
        let sources = [
            Combiner.register(a), Combiner.register(b), Combiner.register(c), Combiner.register(d),
            Combiner.register(e), Combiner.register(f), Combiner.register(g), Combiner.register(h),
            Combiner.register(i), Combiner.register(j),
        ]
        return Combiner.makeProperty(.zip, sources) { values in
            (
                values[0] as! A.Value, values[1] as! B.Value, values[2] as! C.Value, values[3] as! D.Value,
                values[4] as! E.Value, values[5] as! F.Value, values[6] as! G.Value, values[7] as! H.Value,
                values[8] as! I.Value, values[9] as! J.Value
            )
        }
    }

    /// A property whose value is the zipped values of `properties`, in order; `nil` if `properties` is empty.
    ///
    /// See ``zip(with:)``.
    ///
    /// - Parameter properties: The properties to zip.
    /// - Returns: The derived property, or `nil` if there is no property to zip.
    public static func zip<S: Sequence>(
        _ properties: S
    ) -> Property<[S.Element.Value]>? where S.Element: PropertyProtocol {
        let sources = properties.map { PropertyCombiner<S.Element.Value, [S.Element.Value]>.register($0) }
        guard !sources.isEmpty else { return nil }
        return PropertyCombiner.makeProperty(.zip, sources) { $0 }
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
    public static func zip<S: Sequence>(
        _ properties: S,
        emptySentinel: [S.Element.Value]
    ) -> Property<[S.Element.Value]> where S.Element: PropertyProtocol {
        zip(properties) ?? Property(value: emptySentinel)
    }
}
