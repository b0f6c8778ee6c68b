extension PropertyProtocol where Value: PropertyProtocol {
    /// A property whose value is the value of the inner property that this property holds, followed according to
    /// `strategy`.
    ///
    /// ```swift
    /// let selectedName = selectedUser.flatten(.latest)   // selectedUser: MutableProperty<Property<String>>
    /// ```
    ///
    /// The value starts as the current inner property's value. With `.latest`, it follows the inner property this
    /// property holds now; with `.merge` (or `.concurrent(limit:)`), every inner property held so far, each starting with
    /// its value when it arrives; with `.concat`, one inner property at a time, the next starting once the one before
    /// is gone; with `.race` and `.throttle`, the first inner property, since it sends its value at once (`.throttle`
    /// then moves to the next inner property that arrives after it is gone).
    ///
    /// Neither this property nor the inner properties are kept alive (an inner property of another library that waits
    /// its turn is). The signal completes once this property and the inner properties it follows are gone.
    ///
    /// - Parameter strategy: How to follow the inner properties.
    /// - Returns: The derived property.
    public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
        Property.flattening(self, strategy) { $0 }
    }
}

extension PropertyProtocol {
    /// A property whose value is the value of the property that `transform` makes from this property's value,
    /// followed according to `strategy`.
    ///
    /// ```swift
    /// let unread = account.flatMap(.latest) { account in account.unreadCount }
    /// ```
    ///
    /// `transform` is called once for the current value, then once per change. See ``flatten(_:)`` for how each
    /// strategy follows the properties, and for ownership and completion.
    ///
    /// - Parameters:
    ///   - strategy: How to follow the properties that `transform` makes.
    ///   - transform: Makes a property from each value.
    /// - Returns: The derived property.
    public func flatMap<P: PropertyProtocol>(
        _ strategy: FlattenStrategy,
        _ transform: @escaping (Value) -> P
    ) -> Property<P.Value> {
        Property.flattening(self, strategy, transform)
    }
}
