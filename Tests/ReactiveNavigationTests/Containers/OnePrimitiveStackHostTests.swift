import ReactiveNavigation
import Signals
import Testing

/// A stack container of an app's own that implements one primitive, setting the whole stack: pushes and pops reach it
/// as sets, and a StackNavigator drives it as it drives a navigation controller, timing included.
@MainActor
@Suite("Containers: a stack host with one primitive")
struct OnePrimitiveStackHostTests {
    /// Sets its stack over 300 ms of a test clock, then tells its delegate; knows nothing of pushes or pops.
    final class CardStack: StackHost {
        private(set) var viewControllers: [PlatformViewController] = []
        weak var stackHostDelegate: (any StackHostDelegate)?
        private(set) var isTransitioning = false
        private(set) var sets = 0
        private var idleActions: [@MainActor () -> Void] = []
        let clock: TestScheduler

        init(clock: TestScheduler) {
            self.clock = clock
        }

        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            if isTransitioning { idleActions.append(action) } else { action() }
        }

        func setViewControllers(
            _ viewControllers: [PlatformViewController], animated: Bool, completion: (@MainActor () -> Void)?
        ) {
            sets += 1
            self.viewControllers = viewControllers
            guard animated else { return finish(completion) }
            isTransitioning = true
            clock.schedule(after: .milliseconds(300)) { [weak self] in
                MainActor.assumeIsolated { self?.finish(completion) }
            }
        }

        private func finish(_ completion: (@MainActor () -> Void)?) {
            isTransitioning = false
            if let top = viewControllers.last { stackHostDelegate?.stackHost(self, didShow: top, animated: true) }
            completion?()
            let actions = idleActions
            idleActions = []
            for action in actions { action() }
        }
    }

    @Test func pushesAndPopsReachTheContainerAsSetsAndWaitForEachOther() {
        let clock = TestScheduler()
        let cards = CardStack(clock: clock)
        let navigator = StackNavigator<String>(navigationController: cards, diagnostics: .init { _ in })
        navigator.set([(route: "root", viewController: Screen("root"))], animated: false)
        var outcomes: [NavigationOutcome] = []
        navigator.push(route: "a", viewController: Screen("a"), animated: true) { outcomes.append($0) }
        navigator.push(route: "b", viewController: Screen("b"), animated: true) { outcomes.append($0) }
        navigator.pop(to: { $0 == "root" }, animated: true, completion: { outcomes.append($0) })
        #expect(navigator.routes == ["root"])
        #expect(cards.viewControllers.count == 2)
        clock.advance(by: .milliseconds(300))
        #expect(navigator.routes == ["root", "a"])
        clock.advance(by: .seconds(1))
        #expect(outcomes == [.completed, .completed, .completed])
        #expect(navigator.routes == ["root"])
        #expect(cards.sets == 4)
        navigator.pop(animated: true) { outcomes.append($0) }
        #expect(outcomes.last.map { if case .refused = $0 { true } else { false } } == true)
    }
}
