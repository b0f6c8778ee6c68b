import ReactiveNavigation
import Signals
import Testing

/// Headless hosts with animated timing behave as UIKit documents while a transition is in flight.
@MainActor
@Suite("Transitions: timed headless hosts behave as UIKit does mid-transition", .checksForLeaks)
struct TimedHeadlessHostTests {
    let clock = TestScheduler()
    let controller: HeadlessNavigationController
    let home = Screen("home")
    let detail = Screen("detail")
    let sheet = Screen("sheet")
    let other = Screen("other")

    init() {
        controller = HeadlessNavigationController(timing: .animated(.milliseconds(300), on: clock))
        controller.setViewControllers([home], animated: false)
        trackForLeaks(controller, home, detail, sheet, other)
    }

    @Test func anAnimatedPushChangesTheScreensAtOnceAndReportsWhenTheAnimationEnds() {
        let shows = ShowRecorder()
        controller.stackHostDelegate = shows
        var completed = false
        controller.pushViewController(detail, animated: true) { completed = true }

        #expect(sameObjects(controller.viewControllers, [home, detail]))
        #expect(controller.isTransitioning)
        #expect(shows.shown.isEmpty)
        clock.advance(by: .milliseconds(299))
        #expect(!completed)
        clock.advance(by: .milliseconds(1))
        #expect(completed)
        #expect(!controller.isTransitioning)
        #expect(shows.shown.count == 1 && shows.shownScreens.first === detail)
    }

    @Test func aWaitForAnIdleHostEndsWithTheTransitionInItsOwnHierarchyOnly() {
        let otherRoot = HeadlessNavigationController(timing: .animated(.milliseconds(100), on: clock))
        otherRoot.setViewControllers([Screen("elsewhere")], animated: false)
        trackForLeaks(otherRoot)
        controller.pushViewController(detail, animated: true)
        otherRoot.pushViewController(Screen("more"), animated: true)
        var ran = false
        controller.whenIdle { ran = true }
        clock.advance(by: .milliseconds(100))
        #expect(!otherRoot.isTransitioning)
        #expect(!ran, "another hierarchy's transition ended, not this one's")
        clock.advance(by: .milliseconds(200))
        #expect(ran)
    }

    @Test func aWaitRegisteredBeforeTheHostJoinsAnotherHierarchyStillEnds() {
        let presenter = HeadlessViewController()
        trackForLeaks(presenter)
        controller.pushViewController(detail, animated: true)
        var ran = false
        controller.whenIdle { ran = true }
        // The controller joins the presenter's hierarchy, and its queue, while its push still runs.
        presenter.present(controller, animated: false, completion: nil)
        #expect(presenter.presentedViewController === controller)
        #expect(controller.transitionQueue === presenter.transitionQueue)
        clock.advance(by: .milliseconds(300))
        #expect(ran)
        presenter.dismiss(animated: false, completion: nil)
    }

    @Test func aWaitEndsWhenTheHostBecomesIdleThroughAContainerItJoinedWhileWaiting() {
        let tabs = HeadlessTabBarController(timing: .animated(.milliseconds(500), on: clock))
        trackForLeaks(tabs)
        controller.pushViewController(detail, animated: true)
        var ran = false
        controller.whenIdle { ran = true }
        tabs.setViewControllers([controller], animated: false)
        tabs.present(sheet, animated: true, completion: nil)
        clock.advance(by: .milliseconds(300))
        #expect(controller.isTransitioning, "its tab bar presents")
        #expect(!ran)
        clock.advance(by: .milliseconds(200))
        #expect(!controller.isTransitioning)
        #expect(ran)
        tabs.dismiss(animated: false, completion: nil)
        tabs.setViewControllers([], animated: false)
    }

    @Test func aWaitOnAContainerOfTheAppsOwnEndsWhenItsChildsTransitionDoes() {
        /// A container that counts its page's transitions as its own, as the docs suggest.
        final class Carousel: HeadlessViewController {
            let page: HeadlessNavigationController
            init(page: HeadlessNavigationController) {
                self.page = page
                super.init()
            }
            override var isTransitioning: Bool { super.isTransitioning || page.isTransitioning }
        }
        let carousel = Carousel(page: controller)
        trackForLeaks(carousel)
        controller.pushViewController(detail, animated: true)
        var ran = false
        carousel.whenIdle { ran = true }
        #expect(!ran)
        clock.advance(by: .milliseconds(300))
        #expect(ran)
    }

    @Test func aTransitionThatIsNotAnimatedEndsAtOnce() {
        var completed = false
        controller.pushViewController(detail, animated: false) { completed = true }
        #expect(completed)
        #expect(!controller.isTransitioning)
    }

    @Test func aPushDuringAPushIsCarriedOutButRecordedAsUIKitWarnsOfIt() {
        controller.pushViewController(detail, animated: true)
        controller.pushViewController(other, animated: true)
        #expect(controller.transitionWarnings.count == 1)
        #expect(controller.transitionWarnings.first?.contains("nested push animation") == true)
        clock.advance(by: .seconds(1))
        #expect(sameObjects(controller.viewControllers, [home, detail, other]))
    }

    @Test func userTapsAreIgnoredWhileAPushAnimates() {
        controller.pushViewController(detail, animated: true)
        #expect(!controller.simulateBackButtonTap())
        #expect(!controller.simulateInteractivePop(completing: true))
        #expect(!controller.simulateBackMenuSelection(of: home))
        clock.advance(by: .seconds(1))
        #expect(controller.simulateBackButtonTap())
        clock.advance(by: .seconds(1))
        #expect(sameObjects(controller.viewControllers, [home]))
    }

    @Test func aSwipeKeepsTheTopScreenUntilItCompletesAndACancelledOneReportsTheScreenThatStayed() {
        controller.pushViewController(detail, animated: false)
        let shows = ShowRecorder()
        controller.stackHostDelegate = shows
        #expect(controller.simulateInteractivePop(completing: false))
        #expect(controller.isTransitioning)
        #expect(sameObjects(controller.viewControllers, [home, detail]))
        clock.advance(by: .seconds(1))
        #expect(sameObjects(controller.viewControllers, [home, detail]))
        #expect(shows.shown.count == 1 && shows.shownScreens.last === detail)

        #expect(controller.simulateInteractivePop(completing: true))
        #expect(sameObjects(controller.viewControllers, [home, detail]))
        clock.advance(by: .seconds(1))
        #expect(sameObjects(controller.viewControllers, [home]))
        #expect(shows.shown.count == 2 && shows.shownScreens.last === home)
    }

    @Test func presentedViewControllerIsSetAtOnceAndClearedOnlyWhenTheDismissalEnds() {
        var presented = false
        controller.present(sheet, animated: true) { presented = true }
        #expect(controller.presentedViewController === sheet)
        #expect(controller.isTransitioning)
        clock.advance(by: .seconds(1))
        #expect(presented)

        var dismissed = false
        controller.dismiss(animated: true) { dismissed = true }
        #expect(controller.presentedViewController === sheet, "UIKit clears it when the dismissal ends")
        clock.advance(by: .milliseconds(300))
        #expect(dismissed)
        #expect(controller.presentedViewController == nil)
    }

    @Test func aPresentOrDismissDuringAPresentationIsRefusedWithoutItsCompletion() {
        controller.present(sheet, animated: true)
        var dismissed = false
        controller.dismiss(animated: true) { dismissed = true }
        clock.advance(by: .seconds(1))
        #expect(!dismissed)
        #expect(controller.presentedViewController === sheet)
        #expect(controller.transitionWarnings.last?.contains("while a presentation or dismiss is in progress") == true)

        controller.dismiss(animated: true)
        var presentedOther = false
        controller.present(other, animated: true) { presentedOther = true }
        clock.advance(by: .seconds(1))
        #expect(!presentedOther)
        #expect(controller.presentedViewController == nil)
        #expect(controller.transitionWarnings.count == 2)
    }

    @Test func aPresentWhileAnotherScreenIsPresentedIsRefused() {
        controller.present(sheet, animated: false)
        controller.present(other, animated: false)
        #expect(controller.presentedViewController === sheet)
        #expect(controller.transitionWarnings.last?.contains("which is already presenting") == true)
    }

    @Test func theUsersSwipeDownIsReportedWhenItsDismissalEndsAndACancelledOneChangesNothing() {
        final class Dismissals: ModalHostDelegate {
            var dismissed: [AnyObject] = []
            func modalHost(_ host: any ModalHost, didDismiss viewController: PlatformViewController) {
                dismissed.append(viewController)
            }
        }
        let dismissals = Dismissals()
        controller.modalHostDelegate = dismissals
        controller.present(sheet, animated: true)
        #expect(!controller.simulateInteractiveDismiss(), "ignored while the presentation animates")
        clock.advance(by: .seconds(1))

        #expect(controller.simulateInteractiveDismiss(completing: false))
        clock.advance(by: .seconds(1))
        #expect(controller.presentedViewController === sheet)
        #expect(dismissals.dismissed.isEmpty)

        #expect(controller.simulateInteractiveDismiss())
        #expect(dismissals.dismissed.isEmpty)
        #expect(controller.presentedViewController === sheet)
        clock.advance(by: .seconds(1))
        #expect(dismissals.dismissed.count == 1)
        #expect(controller.presentedViewController == nil)
    }

    @Test func screensInheritTheTimingAndQueueOfTheirContainerAndPresenter() {
        let tabBar = HeadlessTabBarController(timing: .animated(on: clock))
        let inner = HeadlessNavigationController()
        let presentedScreen = HeadlessViewController()
        tabBar.setViewControllers([inner], animated: false)
        inner.present(presentedScreen, animated: true)
        #expect(inner.isTransitioning)
        #expect(presentedScreen.isBeingPresented)
        #expect(inner.transitionQueue === tabBar.transitionQueue)
        #expect(presentedScreen.transitionQueue === tabBar.transitionQueue)
        clock.advance(by: .seconds(1))
        #expect(!presentedScreen.isBeingPresented)
        #expect(controller.transitionQueue !== tabBar.transitionQueue)
    }

    @Test func whenIdleRunsOnceEveryTransitionOfTheHostHasEnded() {
        var ran = 0
        controller.whenIdle { ran += 1 }
        #expect(ran == 1)
        controller.pushViewController(detail, animated: true)
        controller.whenIdle { ran += 1 }
        #expect(ran == 1)
        clock.advance(by: .seconds(1))
        #expect(ran == 2)
    }
}
