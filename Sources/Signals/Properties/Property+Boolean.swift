extension PropertyProtocol where Value == Bool {
    /// A property whose value is the logical NOT of this property's value.
    ///
    /// The new property does not keep this one alive.
    ///
    /// - Returns: The derived property.
    public func negate() -> Property<Value> {
        map { !$0 }
    }

    /// A property whose value is the logical AND of this property's value and `property`'s.
    ///
    /// ```swift
    /// let canSubmit = isFormValid.and(isOnline)
    /// ```
    ///
    /// It changes whenever either source changes (with the same value when the result does not change), does not keep
    /// the sources alive, and its signal completes once both are gone.
    ///
    /// - Parameter property: The property to combine with.
    /// - Returns: The derived property.
    public func and<P: PropertyProtocol>(_ property: P) -> Property<Value> where P.Value == Value {
        typealias Combiner = PropertyCombiner<Bool, Bool>
        return Combiner.makeProperty(.latest, [Combiner.register(self), Combiner.register(property)]) { $0[0] && $0[1] }
    }

    /// A property whose value is the logical OR of this property's value and `property`'s.
    ///
    /// It changes whenever either source changes, does not keep the sources alive, and its signal completes once both
    /// are gone.
    ///
    /// - Parameter property: The property to combine with.
    /// - Returns: The derived property.
    public func or<P: PropertyProtocol>(_ property: P) -> Property<Value> where P.Value == Value {
        typealias Combiner = PropertyCombiner<Bool, Bool>
        return Combiner.makeProperty(.latest, [Combiner.register(self), Combiner.register(property)]) { $0[0] || $0[1] }
    }

    /// A property whose value is the logical AND of the values of `properties`: `true` when there is none.
    ///
    /// It changes whenever a source changes, does not keep the sources alive, and its signal completes once every
    /// source is gone.
    ///
    /// - Parameter properties: The properties to combine.
    /// - Returns: The derived property.
    public static func all<P: PropertyProtocol, Properties: Collection>(
        _ properties: Properties
    ) -> Property<Value> where P.Value == Value, Properties.Element == P {
        combine(properties, empty: true) { values in values.allSatisfy { $0 } }
    }

    /// A property whose value is the logical AND of the values of `properties`: `true` when there is none.
    ///
    /// - Parameter properties: The properties to combine.
    /// - Returns: The derived property.
    public static func all<P: PropertyProtocol>(_ properties: P...) -> Property<Value> where P.Value == Value {
        all(properties)
    }

    /// A property whose value is the logical OR of the values of `properties`: `false` when there is none.
    ///
    /// It changes whenever a source changes, does not keep the sources alive, and its signal completes once every
    /// source is gone.
    ///
    /// - Parameter properties: The properties to combine.
    /// - Returns: The derived property.
    public static func any<P: PropertyProtocol, Properties: Collection>(
        _ properties: Properties
    ) -> Property<Value> where P.Value == Value, Properties.Element == P {
        combine(properties, empty: false) { values in values.contains(true) }
    }

    /// A property whose value is the logical OR of the values of `properties`: `false` when there is none.
    ///
    /// - Parameter properties: The properties to combine.
    /// - Returns: The derived property.
    public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Value> where P.Value == Value {
        any(properties)
    }

    private static func combine<P: PropertyProtocol, Properties: Collection>(
        _ properties: Properties,
        empty: Bool,
        _ reduce: @escaping ([Bool]) -> Bool
    ) -> Property<Bool> where P.Value == Bool, Properties.Element == P {
        let sources = properties.map { PropertyCombiner<Bool, Bool>.register($0) }
        guard !sources.isEmpty else { return Property(value: empty) }
        return PropertyCombiner.makeProperty(.latest, sources, combine: reduce)
    }
}
