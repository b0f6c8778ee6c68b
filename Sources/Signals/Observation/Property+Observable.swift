#if canImport(Observation)
    import Observation
    import Dispatch

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension Property {
        /// Creates a property that follows a property of an `@Observable` object, such as a SwiftUI model.
        ///
        /// ```swift
        /// let title = Property(observing: model, \.title)
        /// label.reactive.text <~ title
        /// ```
        ///
        /// The key path is read on the main actor: now, for the first value, and after each change Observation
        /// reports. Observation reports that something changed, not each value, so changes are **coalesced**: the
        /// property reads the key path once the change is made, in a later turn of the main queue, and changes made
        /// before that read arrive as one value, the latest. Every read sends a value, even one equal to the last.
        ///
        /// The property holds the object weakly: no retain cycle, even when the object holds the property. When the
        /// object is deinitialized (Observation then releases what watched it), the property keeps its last value and
        /// its signal completes, on the main actor, as bindings end under ``Signal/take(duringLifetimeOf:)``. Until
        /// then the property follows the object, even once the property itself is released, as a derived property
        /// follows its source.
        ///
        /// Where Swift 6.2's `Observations` is available (iOS 26, macOS 26 and later; Linux), a producer made from it,
        /// `SignalProducer(Observations { model.title })`, reports transactions instead: one value per change,
        /// including changes made across suspension points, read when the change ends.
        ///
        /// - Parameters:
        ///   - object: The `@Observable` object.
        ///   - keyPath: The property of `object` to follow.
        @MainActor
        public convenience init<Object: Observable & AnyObject>(
            observing object: Object, _ keyPath: KeyPath<Object, Value>
        ) {
            self.init(core: ObservationFeed(object: object, keyPath: keyPath).start())
        }
    }

    /// Follows one key path of an `@Observable` object on the main actor and sends its values into a property's core.
    ///
    /// Each read arms `withObservationTracking` with a new ``ObservationReport``; the object's registrar holds the
    /// report, and the report holds the feed, so the feed lives exactly as long as something is armed.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    final class ObservationFeed<Object: Observable & AnyObject, Value> {
        private weak var object: Object?
        private let keyPath: KeyPath<Object, Value>
        private var output: SignalCore<Value, Never>?
        /// The number of the report armed last; reports of earlier reads, and every report once the feed has ended,
        /// are stale.
        private var armed = 0

        init(object: Object, keyPath: KeyPath<Object, Value>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// Reads the first value, arms the observation and returns the property's core.
        func start() -> SignalCore<Value, Never> {
            guard let object else { preconditionFailure("The feed starts while the caller holds its object") }
            let core = SignalCore<Value, Never>.make(currentValue: read(object))
            output = core
            return core
        }

        /// Reads the key path again after report `number`: sends the value and arms a new report, or completes once
        /// the object is gone.
        func refresh(after number: Int) {
            guard number == armed, let output else { return }
            guard let object else {
                armed += 1
                output.send(.completed)
                return
            }
            output.send(.value(read(object)))
        }

        /// Reads the key path under a new report.
        private func read(_ object: Object) -> Value {
            armed += 1
            let report = ObservationReport(number: armed) { [self] number in refresh(after: number) }
            return withObservationTracking {
                object[keyPath: keyPath]
            } onChange: {
                report.send()
            }
        }
    }

    /// One armed observation: asks its feed to read again, once, when Observation reports a change, or when
    /// Observation releases it without one, which it does when the object is deinitialized.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    final class ObservationReport: Sendable {
        private let number: Int
        private let refresh: @MainActor (Int) -> Void
        private let isSent = AtomicCounter()

        init(number: Int, refresh: @escaping @MainActor (Int) -> Void) {
            self.number = number
            self.refresh = refresh
        }

        deinit {
            send()
        }

        /// Schedules the read on the main queue, after the change that Observation reports before it is made; only
        /// the first call does.
        func send() {
            guard isSent.increment() == 1 else { return }
            let (number, refresh) = (number, refresh)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { refresh(number) }
            }
        }
    }
#endif
