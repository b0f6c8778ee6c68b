import ReactiveNavigation
import Testing

enum ParentRoute: Equatable {
    case child(ChildRoute)
    case other
}

enum ChildRoute: Equatable {
    case open(Int)
}

@MainActor
@Suite(.checksForLeaks) struct CoordinatorErasureTests {
    @Test func erasersForwardRoutesThroughEnumCaseConstructors() {
        let coordinator = RecordingCoordinator<ParentRoute>()
        trackForLeaks(coordinator)
        coordinator.eraseToAnyCoordinator(transform: ParentRoute.child).handle(route: .open(1))
        coordinator.eraseToUnownedCoordinator(transform: ParentRoute.child).handle(route: .open(2))
        coordinator.eraseToWeakCoordinator(transform: ParentRoute.child).handle(route: .open(3))
        coordinator.eraseToAnyCoordinator().handle(route: .other)
        #expect(coordinator.handled == [.child(.open(1)), .child(.open(2)), .child(.open(3)), .other])
    }

    @Test func erasersShowTheWrappedRootViewController() {
        let coordinator = RecordingCoordinator<ParentRoute>()
        trackForLeaks(coordinator)
        let roots = [
            coordinator.eraseToAnyCoordinator().rootViewController,
            coordinator.eraseToUnownedCoordinator().rootViewController,
            coordinator.eraseToWeakCoordinator().rootViewController,
        ]
        #expect(sameObjects(roots, Array(repeating: coordinator.navigationController, count: 3)))
    }

    @Test func anyCoordinatorKeepsItsCoordinatorAlive() {
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        weak let weakCoordinator = coordinator
        let eraser = coordinator!.eraseToAnyCoordinator()
        trackForLeaks(eraser)
        coordinator = nil
        eraser.handle(route: .other)
        #expect(weakCoordinator?.handled == [.other])
    }

    @Test func unownedAndWeakErasersDoNotKeepTheCoordinatorAlive() {
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        weak let weakCoordinator = coordinator
        let erasers = (coordinator!.eraseToUnownedCoordinator(), coordinator!.eraseToWeakCoordinator())
        coordinator = nil
        #expect(weakCoordinator == nil)
        withExtendedLifetime(erasers) {}
        trackForLeaks(erasers.0, erasers.1)
    }

    @Test func weakCoordinatorDropsAndReportsRoutesAfterItsCoordinatorIsGone() {
        let diagnostics = DiagnosticsRecorder()
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        let eraser = coordinator!.eraseToWeakCoordinator(transform: ParentRoute.child, diagnostics: diagnostics.sink)
        trackForLeaks(eraser, diagnostics)
        coordinator = nil
        eraser.handle(route: .open(7))
        #expect(diagnostics.kinds == [.coordinatorReleased])
        #expect(diagnostics.diagnostics[0].message.contains("open(7)"))
    }

    @Test func handleRoutesPerformsADeepLinkInOrder() {
        let coordinator = RecordingCoordinator<ParentRoute>()
        trackForLeaks(coordinator)
        coordinator.handle(routes: [.other, .child(.open(1)), .child(.open(2))])
        #expect(coordinator.handled == [.other, .child(.open(1)), .child(.open(2))])
    }

    @Test func erasersAreCoordinatorsThemselves() {
        let coordinator = RecordingCoordinator<ParentRoute>()
        trackForLeaks(coordinator)
        let child = coordinator.eraseToAnyCoordinator(transform: ParentRoute.child)
        let nested = child.eraseToUnownedCoordinator { (number: Int) in ChildRoute.open(number) }
        trackForLeaks(child, nested)
        nested.handle(route: 42)
        #expect(coordinator.handled == [.child(.open(42))])
    }
}
