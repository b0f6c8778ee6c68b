extension PropertyProtocol {
    /// A property whose value pairs the latest values of this property and `other`.
    ///
    /// ```swift
    /// let canSignIn = email.combineLatest(with: password).map { email, password in
    ///     email.contains("@") && password.count >= 8
    /// }
    /// ```
    ///
    /// It changes whenever either source changes. It does not keep the sources alive: it follows them while they live,
    /// keeps its last value once they are gone, and its signal completes once both are gone. When the sources are set
    /// on different threads, the pairs follow the order in which the sets were decided.
    ///
    /// - Parameter other: The property whose values come second in each pair.
    /// - Returns: The derived property.
    @inlinable
    public func combineLatest<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
        Property.combineLatest(self, other)
    }

    /// A property whose value is the latest values of `properties`, in order; `nil` if `properties` is empty.
    ///
    /// See ``combineLatest(with:)``.
    ///
    /// - Parameter properties: The properties to combine.
    /// - Returns: The derived property, or `nil` if there is no property to combine.
    @inlinable
    public static func combineLatest<S: Sequence>(
        _ properties: S
    ) -> Property<[S.Element.Value]>? where S.Element: PropertyProtocol {
        Property.aggregate(.combineLatest, properties)
    }

    /// A property whose value is the latest values of `properties`, in order; the constant `emptySentinel` if
    /// `properties` is empty.
    ///
    /// See ``combineLatest(with:)``.
    ///
    /// - Parameters:
    ///   - properties: The properties to combine.
    ///   - emptySentinel: The value when there is no property to combine.
    /// - Returns: The derived property.
    @inlinable
    public static func combineLatest<S: Sequence>(
        _ properties: S,
        emptySentinel: [S.Element.Value]
    ) -> Property<[S.Element.Value]> where S.Element: PropertyProtocol {
        combineLatest(properties) ?? Property(value: emptySentinel)
    }
}
