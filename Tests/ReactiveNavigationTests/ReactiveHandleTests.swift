import Dispatch
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
        #expect(coordinator.handledOnMainQueue == Array(repeating: true, count: 100))
    }

    @Test func aRouteSentOnTheMainThreadWaitsBehindOneStillHoppingFromAnotherThread() async {
        let coordinator = RecordingCoordinator<Int>()
        trackForLeaks(coordinator)
        let (numbers, numbersInput) = Signal<Int, Never>.pipe()
        coordinator.reactive.handle <~ numbers
        // The main actor is blocked while another thread sends, so that route's hop is still queued...
        DispatchQueue.global().sync { numbersInput.send(value: 1) }
        #expect(coordinator.handled.isEmpty)
        // ...and a route sent on the main thread now must not overtake it.
        numbersInput.send(value: 2)
        #expect(coordinator.handled.isEmpty)
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(coordinator.handled == [1, 2])
    }

    @Test func theBindingEndsWithTheCoordinatorAndDoesNotRetainIt() {
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        weak let weakCoordinator = coordinator
        let binding = coordinator!.reactive.handle <~ routes
        coordinator = nil
        #expect(weakCoordinator == nil)
        input.send(value: .other)
        #expect(binding?.isDisposed == true)
    }

    @Test func aBindingToATemporaryEraserFollowsTheWrappedCoordinator() {
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        weak let weakCoordinator = coordinator
        let (childRoutes, childInput) = Signal<ChildRoute, Never>.pipe()
        let bindings = [
            coordinator!.eraseToUnownedCoordinator(transform: ParentRoute.child).reactive.handle <~ childRoutes,
            coordinator!.eraseToWeakCoordinator(transform: ParentRoute.child).reactive.handle <~ childRoutes,
        ]
        childInput.send(value: .open(1))
        #expect(coordinator?.handled == [.child(.open(1)), .child(.open(1))])
        coordinator = nil
        #expect(weakCoordinator == nil)
        childInput.send(value: .open(2))
        #expect(bindings.allSatisfy { $0?.isDisposed == true })
    }

    @Test func aBindingToAnyCoordinatorDoesNotKeepTheCoordinatorAlive() {
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        weak let weakCoordinator = coordinator
        var eraser: AnyCoordinator<ParentRoute>? = coordinator!.eraseToAnyCoordinator()
        trackForLeaks(eraser!)
        let binding = eraser!.reactive.handle <~ routes
        input.send(value: .other)
        #expect(coordinator?.handled == [.other])
        coordinator = nil
        eraser = nil
        #expect(weakCoordinator == nil)
        input.send(value: .other)
        #expect(binding?.isDisposed == true)
    }

    @Test func aBindingToAReleasedEraserTargetDoesNothing() {
        var coordinator: RecordingCoordinator<ParentRoute>? = RecordingCoordinator()
        trackForLeaks(coordinator!)
        let eraser = coordinator!.eraseToUnownedCoordinator()
        trackForLeaks(eraser)
        coordinator = nil
        let binding = eraser.reactive.handle <~ routes
        input.send(value: .other)
        #expect(binding == nil)
    }
}
