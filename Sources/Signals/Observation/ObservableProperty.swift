#if canImport(Observation)
    import Observation

    /// An `Observable` view of a property, for SwiftUI: a view that reads ``value`` re-renders when the property
    /// changes.
    ///
    /// ```swift
    /// struct TitleView: View {
    ///     let title: ObservableProperty<String>  // ObservableProperty(viewModel.title)
    ///
    ///     var body: some View { Text(title.value) }
    /// }
    /// ```
    ///
    /// The view lives on the main actor. A change made on the main thread reaches it before the change returns (unless
    /// changes from other threads are still on their way, which it then follows); a change made on another thread
    /// reaches it on the main thread, in order, through a ``UIScheduler``. Each change notifies the view's observers
    /// once. The view keeps the property it shows alive; the property does not keep the view alive, and the view stops
    /// following it when deinitialized.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public class ObservableProperty<Value>: Observable {
        private let registrar = ObservationRegistrar()
        private var current: Value
        /// Keeps a derived property, which ends when released, alive for as long as the view.
        private let source: AnyObject
        private nonisolated let observation = SerialDisposable()

        /// Creates a view of `property`, starting with its current value.
        ///
        /// - Parameter property: The property to follow.
        public init(_ property: some PropertyProtocol<Value>) {
            current = property.value
            source = property
            // On the main thread the current value arrives before `startWithValues` returns, before anybody can
            // observe this view; changes arrive in the property's order.
            observation.inner = property.startWithValues(on: MainActor.shared) { [weak self] value in
                self?.receive(value)
            }
        }

        deinit {
            // Library teardown: releasing the view never waits for a delivery of the property on another thread.
            observation.disposeAsTeardown()
        }

        /// The property's value, as last delivered to the main actor. Reading it in a SwiftUI `body`, or inside
        /// `withObservationTracking`, registers for its changes.
        public var value: Value {
            registrar.access(self, keyPath: \.value)
            return current
        }

        private func receive(_ value: Value) {
            registrar.withMutation(of: self, keyPath: \.value) {
                current = value
            }
        }
    }
#endif
