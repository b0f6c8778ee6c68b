import ReactiveNavigation
import Testing

@MainActor
@Suite(.checksForLeaks) struct HeadlessNavigationControllerTests {
    let controller = HeadlessNavigationController()
    let recorder = ShowRecorder()
    let first = Screen("first")
    let second = Screen("second")
    let third = Screen("third")

    init() {
        controller.stackHostDelegate = recorder
        controller.setViewControllers([first, second, third], animated: false)
        trackForLeaks(controller, recorder, first, second, third)
    }

    @Test func pushReportsTheNewTopScreenLikeUIKit() {
        let fourth = Screen("fourth")
        trackForLeaks(fourth)
        controller.pushViewController(fourth, animated: true)
        #expect(sameObjects(controller.viewControllers, [first, second, third, fourth]))
        #expect(recorder.shown.last?.screen === fourth)
        #expect(recorder.shown.last?.animated == true)
    }

    @Test func pushingAScreenItAlreadyHoldsIsIgnored() {
        controller.pushViewController(second, animated: true)
        #expect(sameObjects(controller.viewControllers, [first, second, third]))
        #expect(recorder.shown.count == 1)
    }

    @Test func popReturnsTheTopScreenAndReportsTheOneBelow() {
        let popped = controller.popViewController(animated: false)
        #expect(popped === third)
        #expect(sameObjects(recorder.shownScreens, [third, second]))
        #expect(recorder.shown.last?.animated == false)
    }

    @Test func theRootScreenIsNeverPopped() {
        controller.setViewControllers([first], animated: false)
        #expect(controller.popViewController(animated: true) == nil)
        #expect(sameObjects(controller.viewControllers, [first]))
    }

    @Test func popToAScreenReturnsTheScreensAboveIt() {
        let popped = controller.popToViewController(first, animated: true)
        #expect(sameObjects(popped ?? [], [second, third]))
        #expect(sameObjects(controller.viewControllers, [first]))
        #expect(controller.popToViewController(Screen("stranger"), animated: true) == nil)
        #expect(controller.popToRootViewController(animated: false)?.isEmpty == true)
    }

    @Test func theBackButtonAndItsMenuPopAndReport() {
        controller.simulateBackButtonTap()
        #expect(sameObjects(controller.viewControllers, [first, second]))
        controller.pushViewController(third, animated: false)
        controller.simulateBackMenuSelection(of: first)
        #expect(sameObjects(controller.viewControllers, [first]))
        #expect(sameObjects(recorder.shownScreens, [third, second, third, first]))
    }

    @Test func aCompletedSwipePopsAndACancelledOneReportsTheUnchangedTop() {
        controller.simulateInteractivePop(completing: false)
        #expect(sameObjects(controller.viewControllers, [first, second, third]))
        #expect(recorder.shown.last?.screen === third)
        controller.simulateInteractivePop(completing: true)
        #expect(sameObjects(controller.viewControllers, [first, second]))
        #expect(recorder.shown.last?.screen === second)
    }

    @Test func presentingDismissingAndUserDismissalBehaveLikeUIKit() {
        final class DismissRecorder: ModalHostDelegate {
            var dismissed: [AnyObject] = []
            func modalHost(_ host: any ModalHost, didDismiss viewController: PlatformViewController) {
                dismissed.append(viewController)
            }
        }
        let delegate = DismissRecorder()
        trackForLeaks(delegate)
        controller.modalHostDelegate = delegate
        let sheet = Screen("sheet")
        trackForLeaks(sheet)
        controller.present(sheet, animated: true)
        controller.present(Screen("second sheet"), animated: true)
        #expect(controller.presentedViewController === sheet)
        controller.dismiss(animated: true)
        #expect(controller.presentedViewController == nil)
        #expect(delegate.dismissed.isEmpty)
        controller.present(sheet, animated: true)
        controller.simulateInteractiveDismiss()
        #expect(controller.presentedViewController == nil)
        #expect(sameObjects(delegate.dismissed, [sheet]))
    }

    @Test func itHoldsItsDelegateWeakly() {
        var delegate: ShowRecorder? = ShowRecorder()
        weak let weakDelegate = delegate
        controller.stackHostDelegate = delegate
        delegate = nil
        #expect(weakDelegate == nil)
        #expect(controller.stackHostDelegate == nil)
    }
}
