import Signals

/// What every navigator is made of: its calls on the transition queue of its hierarchy, its diagnostics, the reports
/// of its transitions, and the value it shows, as a property that tells `onChange` and Observation of every change.
///
/// A navigator keeps its screens (``ScreenEntry``s, as its container arranges them) and derives its value from them;
/// the core carries everything else, the same for every container.
@MainActor
final class NavigatorCore<Route, Value> {
    let diagnostics: NavigationDiagnostics
    let calls: NavigationCalls
    let reporter = TransitionReporter<Route>()
    let observation = NavigatorObservation()
    /// The value the navigator shows; set it once a change has settled.
    let storage: MutableProperty<Value>
    /// ``storage``, read-only, for the navigator's public property.
    let property: Property<Value>
    /// ``property``, its read registered with Observation: a view that reads the navigator's value through it is told
    /// of the next change, as one that reads the navigator's getters is.
    var observedProperty: Property<Value> { observed(property) }

    /// `property`, its read registered with Observation, for a navigator's other properties of its state.
    func observed<Other>(_ property: Property<Other>) -> Property<Other> {
        observation.accessed()
        return property
    }
    /// Called with every value ``storage`` takes, right after the property's observers.
    var onChange: (@MainActor (Value) -> Void)?

    /// - Parameters:
    ///   - host: The host the navigator drives.
    ///   - queue: The transition queue the navigator was given, if any.
    ///   - diagnostics: Receives the navigator's reports.
    ///   - value: The value before the first change.
    ///   - observesTransitions: Whether Observation hears of every transition too, for navigators whose getters read
    ///     more than ``storage``.
    init(
        host: any TransitionHost, queue: TransitionQueue?, diagnostics: NavigationDiagnostics, value: Value,
        observesTransitions: Bool = false
    ) {
        self.diagnostics = diagnostics
        calls = NavigationCalls(host: host, queue: queue)
        storage = MutableProperty(value)
        property = Property(capturing: storage)
        storage.signal.observeValues { [weak self] value in
            self?.observation.changed()
            self?.onChange?(value)
        }
        if observesTransitions { observation.follow(reporter.transitions) }
    }

    /// Has the navigator catch up with a change its host made without reporting it, before each of its calls, and
    /// diagnose the change.
    ///
    /// - Parameters:
    ///   - navigator: The navigator, held weakly.
    ///   - adopt: Brings the navigator in step with its host and reports the change as the user's; returns whether
    ///     there was one.
    func adoptsUnreportedChanges<Navigator: InspectableNavigator>(
        of navigator: Navigator, _ adopt: @escaping @MainActor (Navigator) -> Bool
    ) {
        calls.adoptUnreportedChange = { [weak navigator, diagnostics] in
            guard let navigator, adopt(navigator) else { return }
            diagnostics.reportUnreportedChange(of: navigator)
        }
    }

    /// The outcome of a call whose navigator was released before its turn.
    static func released(_ navigator: String) -> NavigationDiagnostic {
        NavigationDiagnostic(
            kind: .navigatorReleased, message: "\(navigator)<\(Route.self)> was released before the call's turn")
    }
}
