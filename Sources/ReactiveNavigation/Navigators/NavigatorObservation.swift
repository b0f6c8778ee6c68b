import Signals

#if canImport(Observation)
    import Observation
#endif

/// Makes a navigator's state observable through Observation where the OS has it (iOS 17, macOS 14, tvOS 17,
/// watchOS 10): a SwiftUI view, or `withObservationTracking`, that reads a navigator's routes is told of the next change
/// of any of them.
///
/// A navigator calls ``accessed()`` in each getter of its state and ``changed()`` once a change has been made (from its
/// property's signal where that property follows every change of the state the getters read, and otherwise also from
/// its transitions, with ``follow(_:)``); reading one route of a navigator registers for every change of that
/// navigator.
@MainActor
final class NavigatorObservation {
    #if canImport(Observation)
        /// A `ChangeCount`, on systems that have Observation.
        private let changes: AnyObject? = {
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { return ChangeCount() }
            return nil
        }()
    #endif

    /// Registers the access with the Observation tracking in progress, if any.
    func accessed() {
        #if canImport(Observation)
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { (changes as? ChangeCount)?.accessed() }
        #endif
    }

    /// Tells the observers registered so far that the navigator changed.
    func changed() {
        #if canImport(Observation)
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { (changes as? ChangeCount)?.changed() }
        #endif
    }

    /// Observes `navigator`'s transitions: every one that ends or is cancelled may have changed its state.
    func follow<Route>(_ transitions: Signal<NavigationTransition<Route>, Never>) {
        transitions.observeValues { [weak self] transition in
            if transition.phase != .began { self?.changed() }
        }
    }
}

#if canImport(Observation)
    /// The observable state behind ``NavigatorObservation``: how many changes were made.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    private final class ChangeCount: Observable {
        private let registrar = ObservationRegistrar()
        private var count = 0

        func accessed() {
            registrar.access(self, keyPath: \.count)
        }

        func changed() {
            registrar.withMutation(of: self, keyPath: \.count) { count &+= 1 }
        }
    }
#endif

#if canImport(Observation)
    // Every navigator's routes and state are observable: SwiftUI views may read them directly.

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension StackNavigator: Observable {}

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension ModalNavigator: Observable {}

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension SelectionNavigator: Observable {}

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension SplitNavigator: Observable {}
#endif
