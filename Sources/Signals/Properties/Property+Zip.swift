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

    /// A property whose value is the zipped values of `properties`, in order; `nil` if `properties` is empty.
    ///
    /// See ``zip(with:)``.
    ///
    /// - Parameter properties: The properties to zip.
    /// - Returns: The derived property, or `nil` if there is no property to zip.
    public static func zip<S: Sequence>(
        _ properties: S
    ) -> Property<[S.Element.Value]>? where S.Element: PropertyProtocol {
        Property.aggregate(.zip, properties)
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
