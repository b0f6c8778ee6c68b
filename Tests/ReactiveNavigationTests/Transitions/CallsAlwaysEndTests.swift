import ReactiveNavigation
import Signals
import Testing

/// Every navigation call ends, with an outcome, even when the host is busy with another transition or the navigator
/// and its host go away while the call waits for its turn: none waits forever.
@MainActor
@Suite("Transitions: calls that must always end", .checksForLeaks)
struct CallsAlwaysEndTests {
    let clock = TestScheduler()

    @Test func aDismissWhileThePresentedStackIsPoppingWaitsForThePopInsteadOfBeingRefusedByTheHost() {
        let presenter = HeadlessViewController()
        presenter.transitionTiming = .animated(.milliseconds(300), on: clock)
        let modal = ModalNavigator<String>(presenter: presenter)
        let sheet = HeadlessNavigationController()
        sheet.setViewControllers([Screen("a"), Screen("b")], animated: false)
        modal.present(route: "sheet", viewController: sheet, animated: true)
        clock.advance(by: .seconds(1))
        #expect(sheet.simulateBackButtonTap())
        var outcome: NavigationOutcome?
        modal.dismiss(animated: true) { outcome = $0 }
        clock.advance(by: .seconds(5))
        #expect(outcome == .completed)
        #expect(modal.presentedRoute == nil)
        #expect(presenter.transitionWarnings.isEmpty)
        #expect(presenter.transitionQueue.isIdle)
        trackForLeaks(presenter, modal, sheet)
    }

    @Test func aCallWaitingForItsTurnWhenItsNavigatorAndHostGoAwayEndsRefused() {
        let queue = TransitionQueue()
        let busy = HeadlessNavigationController(timing: .animated(.milliseconds(300), on: clock))
        let busyStack = StackNavigator<String>(navigationController: busy, queue: queue)
        busyStack.set([(route: "a", viewController: Screen("a"))], animated: false)
        busyStack.push(route: "b", viewController: Screen("b"), animated: true)
        var outcome: NavigationOutcome?
        do {
            let other = StackNavigator<String>(navigationController: HeadlessNavigationController(), queue: queue)
            other.push(route: "x", viewController: Screen("x"), animated: false) { outcome = $0 }
        }
        clock.advance(by: .seconds(1))
        #expect(outcome?.diagnostic?.kind == .navigatorReleased)
        #expect(queue.isIdle)
        trackForLeaks(busy, busyStack)
    }
}
