import ReactiveNavigation
import Signals
import Testing

/// A modal navigator that stacks presentations: a sheet over a sheet, dismissed one, some or all at a time, by the
/// app or by the user, on timed hosts.
@MainActor
@Suite("Containers: stacked modal presentations", .checksForLeaks)
struct StackedModalTests {
    let clock = TestScheduler()
    let root: HeadlessNavigationController
    let modal: ModalNavigator<String>
    let diagnostics = DiagnosticsRecorder()
    let first = HeadlessViewController()
    let second = HeadlessViewController()
    let third = HeadlessViewController()

    init() {
        root = HeadlessNavigationController(timing: .animated(.milliseconds(300), on: clock))
        modal = ModalNavigator(presenter: root, diagnostics: diagnostics.sink, stacksPresentations: true)
        trackForLeaks(root, modal, first, second, third)
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    private func presentThree() {
        modal.present(route: "first", viewController: first, animated: true)
        modal.present(route: "second", viewController: second, animated: true)
        modal.present(route: "third", viewController: third, animated: true)
        settle()
    }

    @Test func eachPresentGoesOverTheTopmostScreenOnceThePreviousHasEnded() {
        var stacks: [[String]] = []
        modal.presentationStack.signal.observeValues { stacks.append($0) }
        presentThree()
        #expect(modal.presentedRoutes == ["first", "second", "third"])
        #expect(modal.presentedRoute == "third")
        #expect(root.presentedViewController === first)
        #expect(first.presentedViewController === second)
        #expect(second.presentedViewController === third)
        #expect(stacks == [["first"], ["first", "second"], ["first", "second", "third"]])
        #expect(root.transitionWarnings + first.transitionWarnings + second.transitionWarnings == [])
    }

    @Test func aNavigatorThatDoesNotStackStillRefusesASecondPresentation() {
        let single = ModalNavigator<String>(presenter: HeadlessViewController(), diagnostics: diagnostics.sink)
        single.present(route: "first", viewController: HeadlessViewController(), animated: false)
        #expect(!single.present(route: "second", viewController: HeadlessViewController(), animated: false))
        #expect(single.presentedRoutes == ["first"])
        #expect(diagnostics.diagnostics.map(\.kind) == [.alreadyPresenting])
    }

    @Test func dismissTakesAwayOnlyTheTopmostScreen() {
        presentThree()
        #expect(modal.dismiss(animated: true) == "third")
        #expect(modal.presentedRoutes == ["first", "second", "third"], "the routes change when the dismissal ends")
        settle()
        #expect(modal.presentedRoutes == ["first", "second"])
        #expect(second.presentedViewController == nil)
    }

    @Test func dismissToARouteTakesAwayEveryScreenAboveIt() {
        presentThree()
        var outcome: NavigationOutcome?
        modal.dismiss(to: { $0 == "first" }, animated: true, completion: { outcome = $0 })
        settle()
        #expect(outcome == .completed)
        #expect(modal.presentedRoutes == ["first"])
        #expect(first.presentedViewController == nil)
    }

    @Test func dismissToARouteThatIsNotPresentedIsRefused() {
        presentThree()
        var outcome: NavigationOutcome?
        modal.dismiss(to: { $0 == "fourth" }, animated: true, completion: { outcome = $0 })
        #expect(outcome?.diagnostic?.kind == .routeNotFound)
        #expect(modal.presentedRoutes == ["first", "second", "third"])
    }

    @Test func dismissAllTakesAwayEveryScreenInOneTransition() {
        presentThree()
        modal.dismissAll(animated: true)
        clock.advance(by: .milliseconds(300))
        #expect(modal.presentedRoutes.isEmpty)
        #expect(root.presentedViewController == nil)
        var outcome: NavigationOutcome?
        modal.dismissAll(animated: true) { outcome = $0 }
        #expect(outcome?.diagnostic?.kind == .nothingPresented)
    }

    @Test func aSwipeDownOfAScreenInTheMiddleDismissesEverythingAboveItAndEndsTheirFlows() {
        modal.present(route: "first", viewController: first, animated: true)
        let middleFlow = PickerFlow()
        let topFlow = PickerFlow()
        var outcomes: [String] = []
        modal.present(route: "middle", flow: middleFlow, animated: true).observeValues {
            outcomes.append("middle \($0)")
        }
        settle()
        // The flow's screen is a plain object, which cannot present in turn: a presentation over it is refused.
        var refused: NavigationOutcome?
        modal.present(route: "top", viewController: HeadlessViewController(), animated: true) { refused = $0 }
        settle()
        #expect(refused?.diagnostic?.kind == .hostRefused)

        // The user swipes down the middle screen, presented by `first`.
        #expect(first.simulateInteractiveDismiss())
        #expect(modal.presentedRoutes == ["first", "middle"], "the dismissal is still running")
        settle()
        #expect(modal.presentedRoutes == ["first"])
        #expect(outcomes == ["middle cancelled"])
        withExtendedLifetime(topFlow) {}
    }

    @Test func aSwipeDownOfTheLowestScreenTakesTheWholeStackAndReleasesEveryCoordinator() {
        final class Child: Coordinator {
            let screen = HeadlessViewController()
            var rootViewController: PlatformViewController { screen }
            func handle(route: String) {}
        }
        weak var weakChild: Child?
        do {
            let child = Child()
            weakChild = child
            modal.present(route: "first", viewController: first, animated: true)
            modal.present(route: "child", coordinator: child, animated: true)
            modal.present(route: "third", viewController: third, animated: true)
        }
        settle()
        #expect(modal.presentedRoutes == ["first", "child", "third"])
        #expect(weakChild != nil)
        #expect(root.simulateInteractiveDismiss())
        settle()
        #expect(modal.presentedRoutes.isEmpty)
        #expect(weakChild == nil)
        #expect(first.presentedViewController == nil)
    }

    @Test func aPresentDuringTheUsersSwipeDownOfTheTopScreenWaitsForIt() {
        presentThree()
        #expect(second.simulateInteractiveDismiss())
        modal.present(route: "again", viewController: HeadlessViewController(), animated: true)
        settle()
        #expect(modal.presentedRoutes == ["first", "second", "again"])
        #expect(second.transitionWarnings.isEmpty)
    }

    @Test func anObserverThatPresentsOnEveryChangeStacksInOrder() {
        var depth = 0
        let observation = modal.presentationStack.signal.observeValues { [modal] routes in
            guard routes.count < 3 else { return }
            depth += 1
            modal.present(route: "nested\(depth)", viewController: HeadlessViewController(), animated: true)
        }
        modal.present(route: "first", viewController: first, animated: true)
        settle()
        #expect(modal.presentedRoutes == ["first", "nested1", "nested2"])
        observation?.dispose()
    }
}
