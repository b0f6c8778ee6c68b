import ReactiveNavigation
import Signals
import Testing

/// A route whose handling releases the coordinator was handled, not dropped.
@MainActor
@Suite("Attacks: a weak coordinator released by the route it handles")
struct WeakCoordinatorReleaseAttacks {
    /// A coordinator that drops the last reference to itself when it handles a log-out route.
    final class LogOutCoordinator: Coordinator {
        enum Route: Equatable { case open, logOut }

        let navigationController = HeadlessNavigationController()
        var releaseSelf: () -> Void = {}
        let handled: Box<[Route]>

        init(handled: Box<[Route]>) { self.handled = handled }

        var rootViewController: PlatformViewController { navigationController }

        func handle(route: Route) {
            handled.value.append(route)
            if route == .logOut { releaseSelf() }
        }
    }

    /// A reference to a value that outlives the coordinator.
    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    @Test func aRouteWhoseHandlingReleasesTheCoordinatorIsNotReportedAsDropped() {
        let diagnostics = DiagnosticsRecorder()
        let handled = Box<[LogOutCoordinator.Route]>([])
        var coordinator: LogOutCoordinator? = LogOutCoordinator(handled: handled)
        weak let weakCoordinator = coordinator
        coordinator!.releaseSelf = { coordinator = nil }
        let eraser = WeakCoordinator(coordinator!, diagnostics: diagnostics.sink)
        eraser.handle(route: .open)
        eraser.handle(route: .logOut)
        #expect(weakCoordinator == nil, "the log-out route released the coordinator")
        #expect(handled.value == [.open, .logOut])
        #expect(diagnostics.kinds.isEmpty, "a handled route was reported as dropped: \(diagnostics.diagnostics)")
        // A route after that is dropped, and says so.
        eraser.handle(route: .open)
        #expect(handled.value == [.open, .logOut])
        #expect(diagnostics.kinds == [.coordinatorReleased])
    }
}
