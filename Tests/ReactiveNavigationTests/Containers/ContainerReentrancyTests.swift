import ReactiveNavigation
import Signals
import Testing

/// Containers whose observers navigate while they are told about a change, and whose deinits call back in: every
/// call runs after the one being reported, and the navigator ends in step with its host.
@MainActor
@Suite("Containers: reentrant navigation from observers", .checksForLeaks)
struct ContainerReentrancyTests {
    let clock = TestScheduler()

    @Test func aPageObserverThatSelectsAnotherPageRunsAfterTheSwipeItHeardOf() {
        let container = HeadlessPageViewController(timing: .animated(.milliseconds(300), on: clock))
        let pages = PageNavigator<String>(pageViewController: container)
        pages.set(["a", "b", "c"].map { (route: $0, viewController: Screen($0)) }, animated: false)
        var seen: [String?] = []
        let observation = pages.selection.signal.observeValues { [pages] route in
            seen.append(route)
            if route == "b" { pages.select("c", animated: true) }
        }
        container.simulateSwipe(forward: true)
        clock.advance(by: .seconds(5))
        #expect(seen == ["b", "c"])
        #expect(pages.selectedRoute == "c")
        #expect(pages.disagreementWithHost() == nil)
        #expect(container.transitionWarnings.isEmpty)
        observation?.dispose()
        trackForLeaks(container, pages)
    }

    @Test func aSplitObserverThatShowsADetailWhenTheUserGoesBackRunsAfterTheBackTransition() {
        let splitView = HeadlessSplitViewController(isCollapsed: true, timing: .animated(.milliseconds(300), on: clock))
        let split = SplitNavigator<String>(splitViewController: splitView)
        split.show(route: "list", viewController: Screen("list"), in: .primary, animated: false)
        split.show(route: "detail", viewController: Screen("detail"), in: .secondary, animated: false)
        clock.advance(by: .seconds(5))
        var shownAgain = false
        let observation = split.state.signal.observeValues { [split] state in
            guard state.topColumn == .primary, !shownAgain else { return }
            shownAgain = true
            split.show(route: "other", viewController: Screen("other"), in: .secondary, animated: true)
        }
        splitView.simulateBackButtonTap()
        clock.advance(by: .seconds(5))
        #expect(split.topColumn == .secondary)
        #expect(split.route(for: .secondary) == "other")
        #expect(split.disagreementWithHost() == nil)
        #expect(splitView.transitionWarnings.isEmpty)
        observation?.dispose()
        trackForLeaks(splitView, split)
    }

    @Test func anAlertAnswerThatPresentsAnotherAlertRunsOnceTheFirstIsGone() {
        let presenter = HeadlessViewController()
        presenter.transitionTiming = .animated(.milliseconds(300), on: clock)
        let modal = ModalNavigator<String>(presenter: presenter)
        var answers: [String] = []
        let first = Alert(title: "First", buttons: [.init("Next", result: "next")])
        let second = Alert(title: "Second", buttons: [.init("Done", result: "done")])
        modal.present(alert: first, route: "first", animated: true).observeValues { [modal] answer in
            answers.append("\(answer)")
            modal.present(alert: second, route: "second", animated: true).observeValues { answers.append("\($0)") }
        }
        clock.advance(by: .seconds(5))
        (presenter.presentedViewController as? HeadlessAlertController)?.simulateTap(onButtonAt: 0)
        clock.advance(by: .seconds(5))
        #expect(modal.presentedRoute == "second")
        (presenter.presentedViewController as? HeadlessAlertController)?.simulateTap(onButtonAt: 0)
        clock.advance(by: .seconds(5))
        #expect(answers == ["finished(\"next\")", "finished(\"done\")"])
        #expect(modal.presentedRoute == nil)
        #expect(presenter.transitionWarnings.isEmpty)
        trackForLeaks(presenter, modal)
    }

    @Test func aCoordinatorWhoseDeinitDismissesReleasedByAStackedDismissalIsReportedOnce() {
        final class Child: Coordinator {
            let screen = HeadlessViewController()
            let onDeinit: @MainActor () -> Void
            init(onDeinit: @escaping @MainActor () -> Void) { self.onDeinit = onDeinit }
            var rootViewController: PlatformViewController { screen }
            func handle(route: String) {}
            isolated deinit { onDeinit() }
        }
        let presenter = HeadlessViewController()
        let modal = ModalNavigator<String>(presenter: presenter, stacksPresentations: true)
        var stacks: [[String]] = []
        modal.presentationStack.signal.observeValues { stacks.append($0) }
        modal.present(route: "sheet", viewController: HeadlessViewController(), animated: false)
        modal.present(
            route: "child", coordinator: Child { [modal] in modal.dismissAll(animated: false) }, animated: false)
        modal.dismiss(animated: false)
        #expect(modal.presentedRoutes.isEmpty)
        #expect(stacks == [["sheet"], ["sheet", "child"], ["sheet"], []])
        trackForLeaks(presenter, modal)
    }
}
