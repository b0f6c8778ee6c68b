import Dispatch
import ReactiveNavigation
import Signals
import TestSupport
import Testing

/// `reactive.handle` bindings under fire: coordinators released while other threads keep sending, erasers,
/// screens that die during a delivery, and routes from several threads at once.
@MainActor
@Suite("Attacks: reactive.handle bindings", .checksForLeaks)
struct CoordinatorBindingAttacks {
    static let iterations = 150

    /// Sends `count` routes from a thread of its own, pausing a seeded number of spins between them.
    final class BackgroundSender: Sendable {
        private let done = DispatchSemaphore(value: 0)

        init(_ input: Signal<Int, Never>.Observer, count: Int, seed: UInt64) {
            DispatchQueue.global().async { [done] in
                var random = SeededGenerator(seed: seed)
                for route in 0..<count {
                    input.send(value: route)
                    for _ in 0..<random.int(below: 200) { _ = random.next() }
                }
                done.signal()
            }
        }

        /// Waits, at most 20 s, for the sender to finish; records a failure otherwise.
        func waitUntilDone(sourceLocation: SourceLocation = #_sourceLocation) {
            if done.wait(timeout: .now() + 20) == .timedOut {
                Issue.record("the sending thread did not finish within 20 s", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aCoordinatorReleasedWhileAnotherThreadSendsDeinitializesOnTheMainQueueAndHandlesNothingAfter() async {
        await withWatchdog("release while another thread sends") {
            var random = SeededGenerator(seed: 0xC0_0D1A)
            for iteration in 0..<Self.iterations {
                let log = CoordinatorLog<Int>()
                var coordinator: LoggingCoordinator<Int>? = LoggingCoordinator(log: log)
                let (routes, input) = Signal<Int, Never>.pipe()
                coordinator!.reactive.handle <~ routes
                let sender = BackgroundSender(input, count: 50, seed: random.next())
                await drainMainQueue(rounds: random.int(below: 4))
                coordinator = nil
                let handledBeforeRelease = log.handled.count
                sender.waitUntilDone()
                await drainMainQueue()
                #expect(log.handled.count == handledBeforeRelease, "iteration \(iteration): handled after release")
                #expect(
                    log.deinitializedOnMainQueue == [true], "iteration \(iteration): deinitialized off the main queue")
                if log.handled.count != handledBeforeRelease || log.deinitializedOnMainQueue != [true] { break }
            }
        }
    }

    @Test func routesQueuedThroughErasersNeitherKeepTheCoordinatorAliveNorTrapOnceItIsGone() async {
        await withWatchdog("erasers with queued routes") {
            let log = CoordinatorLog<Int>()
            var coordinator: LoggingCoordinator<Int>? = LoggingCoordinator(log: log)
            weak let weakCoordinator = coordinator
            let (routes, input) = Signal<Int, Never>.pipe()
            let unowned = coordinator!.eraseToUnownedCoordinator()
            let weak = coordinator!.eraseToWeakCoordinator(diagnostics: NavigationDiagnostics { _ in })
            trackForLeaks(unowned, weak)
            unowned.reactive.handle <~ routes
            weak.reactive.handle <~ routes
            coordinator!.eraseToAnyCoordinator().reactive.handle <~ routes
            withTimeLimit("sending through three erasers") {
                for route in 0..<20 { input.send(value: route) }
            }
            coordinator = nil
            #expect(weakCoordinator == nil)
            await drainMainQueue()
            #expect(log.handled.isEmpty)
            input.send(value: 99)
            #expect(log.handled.isEmpty)
        }
    }

    @Test func routesFromTheMainThreadAndAnotherThreadAreHandledInTheOrderTheSignalDeliveredThem() async {
        await withWatchdog("mixed-thread ordering") {
            var random = SeededGenerator(seed: 0x0D_DE5)
            for iteration in 0..<40 {
                let log = CoordinatorLog<Int>()
                let coordinator = LoggingCoordinator(log: log)
                let (routes, input) = Signal<Int, Never>.pipe()
                let delivered = DeliveryOrder()
                routes.observeValues { delivered.append($0) }
                coordinator.reactive.handle <~ routes
                let sender = BackgroundSender(input, count: 100, seed: random.next())
                for route in 1_000..<1_050 {
                    input.send(value: route)
                    if random.oneIn(4) { await drainMainQueue(rounds: 1) }
                }
                sender.waitUntilDone()
                await drainMainQueue()
                #expect(log.handled == delivered.values, "iteration \(iteration)")
                #expect(log.handled.count == 150)
                if log.handled != delivered.values { break }
            }
        }
    }

    @Test func aScreenThatDiesDuringTheDeliveryOfItsOwnRouteEndsItsBinding() {
        let log = CoordinatorLog<Int>()
        let coordinator = LoggingCoordinator(log: log)
        trackForLeaks(coordinator)
        let navigator = StackNavigator<Int>(navigationController: coordinator.navigationController)
        var screen: HeadlessViewController? = HeadlessViewController()
        weak let weakScreen = screen
        navigator.set([(route: 0, viewController: screen!)], animated: false)
        let (routes, input) = Signal<Int, Never>.pipe()
        let binding = coordinator.reactive.handle <~ routes.take(duringLifetimeOf: screen!)
        screen = nil
        // The first route replaces the stack: the screen, whose lifetime bounds the binding, dies inside the delivery.
        coordinator.onHandle = { route in
            navigator.set([(route: route, viewController: HeadlessViewController())], animated: false)
        }
        input.send(value: 1)
        #expect(weakScreen == nil)
        input.send(value: 2)
        #expect(log.handled == [1])
        #expect(binding?.isDisposed == true)
        #expect(navigator.routes == [1])
    }

    @Test func aScreenReleasedOnTheMainThreadWhileAnotherThreadSendsThroughItsBindingEndsTheBinding() async {
        await withWatchdog("screen released during cross-thread delivery") {
            var random = SeededGenerator(seed: 0x5C_EE4)
            for iteration in 0..<60 {
                let log = CoordinatorLog<Int>()
                let coordinator = LoggingCoordinator(log: log)
                var screen: HeadlessViewController? = HeadlessViewController()
                weak let weakScreen = screen
                let (routes, input) = Signal<Int, Never>.pipe()
                let binding = coordinator.reactive.handle <~ routes.take(duringLifetimeOf: screen!).map { $0 * 2 }
                let sender = BackgroundSender(input, count: 100, seed: random.next())
                await drainMainQueue(rounds: random.int(below: 3))
                screen = nil
                #expect(weakScreen == nil)
                sender.waitUntilDone()
                await drainMainQueue()
                let handled = log.handled.count
                withTimeLimit("sending after the screen is gone") { input.send(value: 1_000) }
                await drainMainQueue()
                #expect(log.handled.count == handled, "iteration \(iteration): a route passed a dead screen's binding")
                #expect(binding?.isDisposed == true, "iteration \(iteration): the binding outlived its screen")
                if log.handled.count != handled || binding?.isDisposed != true { break }
            }
        }
    }

    @Test func aCoordinatorReleasedFromInsideItsOwnHandleWithRoutesStillQueuedHandlesNoneOfThem() async {
        await withWatchdog("release from inside handle") {
            let log = CoordinatorLog<Int>()
            var coordinator: LoggingCoordinator<Int>? = LoggingCoordinator(log: log)
            let (routes, input) = Signal<Int, Never>.pipe()
            coordinator!.reactive.handle <~ routes
            coordinator!.onHandle = { _ in coordinator = nil }
            withTimeLimit("queueing five routes") {
                for route in 0..<5 { input.send(value: route) }
            }
            await drainMainQueue()
            #expect(log.handled == [0])
            #expect(log.deinitializedOnMainQueue == [true])
        }
    }

    @Test func aRouteSentFromInsideHandleThroughTheSameTargetIsHandledAfterTheCurrentOne() async {
        await withWatchdog("reentrant route through one target") {
            let log = CoordinatorLog<Int>()
            let coordinator = LoggingCoordinator(log: log)
            trackForLeaks(coordinator)
            let (first, firstInput) = Signal<Int, Never>.pipe()
            let (second, secondInput) = Signal<Int, Never>.pipe()
            let target = coordinator.reactive.handle
            target <~ first
            target <~ second
            var handledWhenSendReturned: [Int] = []
            coordinator.onHandle = { route in
                guard route == 1 else { return }
                secondInput.send(value: 2)
                handledWhenSendReturned = log.handled
            }
            firstInput.send(value: 1)
            #expect(handledWhenSendReturned.isEmpty, "route 2 was handled inside the handling of route 1")
            #expect(log.handled == [1])
            await drainMainQueue()
            #expect(log.handled == [1, 2])
        }
    }

    @Test func bindingsMadeAndEndedOnTheMainThreadWhileFourThreadsSendKeepEachThreadsOrder() async {
        await withWatchdog("four senders and rebinding") {
            let log = CoordinatorLog<Int>()
            let coordinator = LoggingCoordinator(log: log)
            trackForLeaks(coordinator)
            let (routes, input) = Signal<Int, Never>.pipe()
            coordinator.reactive.handle <~ routes
            let senders = (0..<4).map { thread in
                BackgroundSender(
                    Signal<Int, Never>.Observer { event in
                        if case .value(let route) = event { input.send(value: thread * 10_000 + route) }
                    },
                    count: 300,
                    seed: UInt64(thread))
            }
            var random = SeededGenerator(seed: 4)
            var extraBindings: [Disposable?] = []
            for _ in 0..<200 {
                if random.oneIn(2) {
                    extraBindings.append(
                        coordinator.eraseToWeakCoordinator().reactive.handle <~ routes.filter { _ in false })
                } else {
                    extraBindings.popLast()??.dispose()
                }
                if random.oneIn(3) { await drainMainQueue(rounds: 1) }
            }
            for sender in senders { sender.waitUntilDone() }
            await drainMainQueue()
            #expect(log.handled.count == 1_200)
            for thread in 0..<4 {
                let sent = log.handled.filter { $0 / 10_000 == thread }
                #expect(sent == (0..<300).map { thread * 10_000 + $0 }, "thread \(thread)'s routes out of order")
            }
            for binding in extraBindings { binding?.dispose() }
        }
    }

    @Test func routesQueuedFromAnotherThreadNeitherKeepAReleasedCoordinatorAliveNorReachIt() async {
        await withWatchdog("routes queued for a released coordinator") {
            let log = CoordinatorLog<Int>()
            var coordinator: LoggingCoordinator<Int>? = LoggingCoordinator(log: log)
            weak let weakCoordinator = coordinator
            let (routes, input) = Signal<Int, Never>.pipe()
            coordinator!.reactive.handle <~ routes
            // The main actor waits while another thread sends, so the five routes are queued for the main queue.
            withTimeLimit("sending five routes") {
                for route in 0..<5 { input.send(value: route) }
            }
            coordinator = nil
            #expect(weakCoordinator == nil, "the routes queued for the main queue keep the coordinator alive")
            await drainMainQueue()
            #expect(log.handled.isEmpty, "a released coordinator handled queued routes")
            #expect(log.deinitializedOnMainQueue == [true])
        }
    }

    @Test func aRouteSentOnTheMainThreadIsQueuedBehindAPendingOneAndBothKeepTheirOrder() async {
        await withWatchdog("a main-thread route behind a pending one") {
            let log = CoordinatorLog<Int>()
            let coordinator = LoggingCoordinator(log: log)
            trackForLeaks(coordinator)
            let (routes, input) = Signal<Int, Never>.pipe()
            coordinator.reactive.handle <~ routes
            withTimeLimit("sending route 1") { input.send(value: 1) }
            input.send(value: 2)
            #expect(log.handled.isEmpty, "the main-thread route overtook or ran before the send returned")
            await drainMainQueue()
            #expect(log.handled == [1, 2])
            input.send(value: 3)
            #expect(
                log.handled == [1, 2, 3], "with nothing pending, a main-thread route is handled before send returns")
        }
    }
}

/// The order in which a signal delivered its values, recorded by an observer of its own.
final class DeliveryOrder: @unchecked Sendable {
    // Safety: `recorded` is only touched inside `queue.sync`.
    private let queue = DispatchQueue(label: "DeliveryOrder")
    private var recorded: [Int] = []

    var values: [Int] { queue.sync { recorded } }

    func append(_ value: Int) {
        queue.sync { recorded.append(value) }
    }
}
