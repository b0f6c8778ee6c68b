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
        Property.aggregate(.combineLatest) { sources in
            let (first, second) = (sources.add(self), sources.add(property))
            return { first.value && second.value }
        }
    }

    /// A property whose value is the logical OR of this property's value and `property`'s.
    ///
    /// It changes whenever either source changes, does not keep the sources alive, and its signal completes once both
    /// are gone.
    ///
    /// - Parameter property: The property to combine with.
    /// - Returns: The derived property.
    public func or<P: PropertyProtocol>(_ property: P) -> Property<Value> where P.Value == Value {
        Property.aggregate(.combineLatest) { sources in
            let (first, second) = (sources.add(self), sources.add(property))
            return { first.value || second.value }
        }
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
        combineBooleans(properties, empty: true) { slots in slots.allSatisfy(\.value) }
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
        combineBooleans(properties, empty: false) { slots in slots.contains(where: \.value) }
    }

    /// A property whose value is the logical OR of the values of `properties`: `false` when there is none.
    ///
    /// - Parameter properties: The properties to combine.
    /// - Returns: The derived property.
    public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Value> where P.Value == Value {
        any(properties)
    }

    static func combineBooleans<P: PropertyProtocol, Properties: Collection>(
        _ properties: Properties,
        empty: Bool,
        _ reduce: @escaping ([AggregateSlot<Bool>]) -> Bool
    ) -> Property<Bool> where P.Value == Bool, Properties.Element == P {
        let properties = Array(properties)
        guard !properties.isEmpty else { return Property(value: empty) }
        return Property.aggregate(.combineLatest) { sources in
            let slots = properties.map { sources.add($0) }
            return { reduce(slots) }
        }
    }
}
