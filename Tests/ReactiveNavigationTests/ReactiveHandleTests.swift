import ReactiveNavigation
import Signals
import Testing

@MainActor
@Suite(.checksForLeaks) struct ReactiveHandleTests {
    let routes: Signal<ParentRoute, Never>
    let input: Signal<ParentRoute, Never>.Observer

    init() {
        (routes, input) = Signal.pipe()
    }

    @Test func routesSentOnTheMainThreadAreHandledBeforeTheSendReturns() {
        let coordinator = RecordingCoordinator<ParentRoute>()
        trackForLeaks(coordinator)
        coordinator.reactive.handle <~ routes
        input.send(value: .other)
        #expect(coordinator.handled == [.other])
    }

    @Test func routesSentFromOtherThreadsAreHandledOnTheMainActorInOrder() async {
        let coordinator = RecordingCoordinator<Int>()
        trackForLeaks(coordinator)
        let (numbers, numbersInput) = Signal<Int, Never>.pipe()
        coordinator.reactive.handle <~ numbers
        await Task.detached {
            for number in 0..<100 { numbersInput.send(value: number) }
        }.value
        await MainActor.run {}
        #expect(coordinator.handled == Array(0..<100))
    }

    @Test func theBindingEndsWithTheCoordinatorAndDoesNotRetainIt() {
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        weak let weakCoordinator = coordinator
        coordinator!.reactive.handle <~ routes
        coordinator = nil
        #expect(weakCoordinator == nil)
        input.send(value: .other)
    }

    @Test func aBindingToATemporaryEraserFollowsTheWrappedCoordinator() {
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        weak let weakCoordinator = coordinator
        let (childRoutes, childInput) = Signal<ChildRoute, Never>.pipe()
        coordinator!.eraseToUnownedCoordinator(transform: ParentRoute.child).reactive.handle <~ childRoutes
        coordinator!.eraseToWeakCoordinator(transform: ParentRoute.child).reactive.handle <~ childRoutes
        childInput.send(value: .open(1))
        #expect(coordinator?.handled == [.child(.open(1)), .child(.open(1))])
        coordinator = nil
        #expect(weakCoordinator == nil)
        childInput.send(value: .open(2))
    }

    @Test func aBindingToAnyCoordinatorDoesNotKeepTheCoordinatorAlive() {
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        weak let weakCoordinator = coordinator
        var eraser: AnyCoordinator<ParentRoute>? = coordinator!.eraseToAnyCoordinator()
        trackForLeaks(eraser!)
        eraser!.reactive.handle <~ routes
        input.send(value: .other)
        #expect(coordinator?.handled == [.other])
        coordinator = nil
        eraser = nil
        #expect(weakCoordinator == nil)
        input.send(value: .other)
    }

    @Test func aBindingToAReleasedEraserTargetDoesNothing() {
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        let eraser = coordinator!.eraseToUnownedCoordinator()
        trackForLeaks(eraser)
        coordinator = nil
        eraser.reactive.handle <~ routes
        input.send(value: .other)
    }
}
