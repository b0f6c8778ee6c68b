/// Where navigators and coordinator erasers report the calls they refused, and the changes a host made without
/// telling its navigator.
///
/// Refused calls never change navigation state; the diagnostic only explains the return value. A
/// ``NavigationDiagnostic/Kind/hostChangedUnreported`` report comes with the change the navigator adopted.
/// Reports are made on the main actor.
public struct NavigationDiagnostics: Sendable {
    private let sink: @MainActor @Sendable (NavigationDiagnostic) -> Void

    /// Creates diagnostics that pass every report to `sink`.
    ///
    /// - Parameter sink: Receives each diagnostic on the main actor.
    public init(_ sink: @escaping @MainActor @Sendable (NavigationDiagnostic) -> Void) {
        self.sink = sink
    }

    /// Prints each diagnostic in debug builds and does nothing in release builds.
    public static let debugLog = NavigationDiagnostics { diagnostic in
        #if DEBUG
            print("[ReactiveNavigation] \(diagnostic.message)")
        #endif
    }

    @MainActor
    @discardableResult
    func report(_ kind: NavigationDiagnostic.Kind, _ message: String) -> NavigationDiagnostic {
        let diagnostic = NavigationDiagnostic(kind: kind, message: message)
        sink(diagnostic)
        return diagnostic
    }
}
