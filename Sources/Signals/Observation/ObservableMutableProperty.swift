#if canImport(Observation)
    import Observation

    /// An `Observable`, writable view of a ``MutableProperty``, for SwiftUI `Binding`s.
    ///
    /// ```swift
    /// struct NameField: View {
    ///     @Bindable var name: ObservableMutableProperty<String>  // ObservableMutableProperty(viewModel.name)
    ///
    ///     var body: some View { TextField("Name", text: $name.value) }
    /// }
    /// ```
    ///
    /// Setting ``value`` sets the property, and the change comes back through the property like any other, so every
    /// observer of the property sees it. When no change from another thread is on its way, the view has the new value
    /// before the setter returns; otherwise it gets it right after those changes. See ``ObservableProperty`` for
    /// threading and retention.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public final class ObservableMutableProperty<Value>: ObservableProperty<Value> {
        private let property: MutableProperty<Value>

        /// Creates a writable view of `property`, starting with its current value.
        ///
        /// - Parameter property: The property to follow and set.
        public init(_ property: MutableProperty<Value>) {
            self.property = property
            super.init(property)
        }

        /// The property's value, as last delivered to the main actor; setting it sets the property.
        public override var value: Value {
            get { super.value }
            set { property.value = newValue }
        }
    }
#endif
