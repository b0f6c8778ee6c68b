import ReactiveNavigation
import Signals

/// A tab bar whose first tab is a navigation controller that also presents, with a navigator on each, on instant or
/// animated timing: the same calls on both must end in the same state.
@MainActor
final class NavigationWorld {
    /// A call the app makes, or a gesture the user makes.
    enum Step: String, CaseIterable, CustomStringConvertible {
        case push, pop, popTo, popToRoot, set, present, dismiss, select, flowResult, pushFlow, presentFlow
        case presentAlert, selectPage, showDetail, showPrimary
        case backTap, backSwipe, cancelledBackSwipe, swipeDown, tabTap, alertTap, pageSwipe, splitBackTap, sizeClass

        var isGesture: Bool {
            [
                .backTap, .backSwipe, .cancelledBackSwipe, .swipeDown, .tabTap, .alertTap, .pageSwipe, .splitBackTap,
                .sizeClass,
            ]
            .contains(self)
        }
        var description: String { rawValue }
    }

    /// What the world shows and what its calls reported.
    struct State: Equatable, CustomStringConvertible {
        var stack: [String]
        var presented: String?
        var selected: String?
        var page: String?
        var split: String
        var outcomes: [String]
        var flowOutcomes: [String]

        var description: String {
            "stack \(stack), presented \(presented ?? "none"), selected \(selected ?? "none"), page \(page ?? "none"), "
                + "split \(split), outcomes \(outcomes), flows \(flowOutcomes)"
        }
    }

    let clock = TestScheduler()
    let tabBar: HeadlessTabBarController
    let controller = HeadlessNavigationController()
    let pageContainer = HeadlessPageViewController()
    let splitView = HeadlessSplitViewController(isCollapsed: true)
    let stack: StackNavigator<String>
    let modal: ModalNavigator<String>
    let tabs: TabNavigator<String>
    let pages: PageNavigator<String>
    let split: SplitNavigator<String>
    private(set) var outcomes: [String] = []
    private(set) var flowOutcomes: [String] = []
    private var flows: [PickerFlow] = []
    private var count = 0
    private var observations: [Disposable] = []

    init(animated: Bool, presenting: Bool = false) {
        tabBar = HeadlessTabBarController(timing: animated ? .animated(.milliseconds(300), on: clock) : nil)
        stack = StackNavigator(navigationController: controller, diagnostics: .init { _ in })
        modal = ModalNavigator(presenter: controller, diagnostics: .init { _ in })
        tabs = TabNavigator(tabBarController: tabBar, diagnostics: .init { _ in })
        pages = PageNavigator(pageViewController: pageContainer, diagnostics: .init { _ in })
        split = SplitNavigator(splitViewController: splitView, diagnostics: .init { _ in })
        tabs.set(
            [
                (route: "stack", viewController: controller), (route: "other", viewController: pageContainer),
                (route: "split", viewController: splitView),
            ], animated: false)
        pages.set(["p1", "p2", "p3"].map { (route: $0, viewController: Screen($0)) }, animated: false)
        split.show(route: "list", viewController: Screen("list"), in: .primary, animated: false)
        split.show(route: "detail0", viewController: Screen("detail0"), in: .secondary, animated: false)
        stack.set([(route: "root", viewController: Screen("root"))], animated: false)
        perform(.pushFlow, animated: false)
        if presenting { modal.present(route: "sheet", viewController: Screen("sheet"), animated: false) }
        settle()
        outcomes = []
    }

    /// Makes `step`, as an app or a user would.
    func perform(_ step: Step, animated: Bool = true) {
        count += 1
        let name = "\(step)\(count)"
        let record: @MainActor (NavigationOutcome) -> Void = { [weak self] outcome in
            self?.outcomes.append("\(name): \(Self.describe(outcome))")
        }
        switch step {
        case .push: stack.push(route: name, viewController: Screen(name), animated: animated, completion: record)
        case .pop: stack.pop(animated: animated, completion: record)
        case .popTo: stack.pop(to: { $0.hasPrefix("flow") }, animated: animated, completion: record)
        case .popToRoot: stack.popToRoot(animated: animated, completion: record)
        case .set:
            stack.set(
                [(route: "root2", viewController: Screen("root2")), (route: name, viewController: Screen(name))],
                animated: animated, completion: record)
        case .present:
            modal.present(route: name, viewController: Screen(name), animated: animated, completion: record)
        case .dismiss: modal.dismiss(animated: animated, completion: record)
        case .select: tabs.select("other", completion: record)
        case .presentAlert:
            let alert = Alert(
                title: name, buttons: [.init("OK", result: name), .init("No", role: .cancel, result: "no")])
            modal.present(alert: alert, route: name, animated: animated).observe { [weak self] event in
                if case .value(let value) = event { self?.flowOutcomes.append("\(name): \(value)") }
                if case .interrupted = event { self?.flowOutcomes.append("\(name): interrupted") }
            }.map { observations.append($0) }
        case .selectPage: pages.select("p3", animated: animated, completion: record)
        case .showDetail:
            split.show(
                route: name, viewController: Screen(name), in: .secondary, animated: animated, completion: record)
        case .showPrimary: split.show(.primary, animated: animated, completion: record)
        case .flowResult:
            flows.last?.resultInput.send(value: name)
        case .pushFlow, .presentFlow:
            let flow = PickerFlow()
            flows.append(flow)
            let outcome =
                step == .pushFlow
                ? stack.push(route: "flow\(count)", flow: flow, animated: animated)
                : modal.present(route: "flow\(count)", flow: flow, animated: animated)
            outcome.observe { [weak self] event in
                switch event {
                case .value(let value): self?.flowOutcomes.append("\(name): \(value)")
                case .interrupted: self?.flowOutcomes.append("\(name): interrupted")
                case .completed, .failed: break
                }
            }.map { observations.append($0) }
        case .backTap: controller.simulateBackButtonTap()
        case .backSwipe: controller.simulateInteractivePop(completing: true)
        case .cancelledBackSwipe: controller.simulateInteractivePop(completing: false)
        case .swipeDown: controller.simulateInteractiveDismiss()
        case .tabTap: tabBar.simulateTabSelection(at: tabBar.selectedIndex == 0 ? 1 : 0)
        case .alertTap: (controller.presentedViewController as? HeadlessAlertController)?.simulateTap(onButtonAt: 0)
        case .pageSwipe: pageContainer.simulateSwipe(forward: true)
        case .splitBackTap: splitView.simulateBackButtonTap()
        case .sizeClass: splitView.simulateSizeClassChange(compact: !splitView.isCollapsed)
        }
    }

    /// Runs the clock until no transition is in flight.
    func settle() {
        clock.advance(by: .seconds(60))
    }

    var isIdle: Bool {
        ![controller, tabBar, pageContainer, splitView].contains { $0.isTransitioning }
            && controller.transitionQueue.isIdle
    }

    var state: State {
        State(
            stack: stack.routes, presented: modal.presentedRoute, selected: tabs.selectedRoute,
            page: pages.selectedRoute, split: split.inspectedState, outcomes: outcomes, flowOutcomes: flowOutcomes)
    }

    /// What disagrees between navigators and hosts, and what UIKit would have warned about.
    var problems: [String] {
        var found = [
            stack.disagreementWithHost(), modal.disagreementWithHost(), tabs.disagreementWithHost(),
            pages.disagreementWithHost(), split.disagreementWithHost(),
        ].compactMap { $0 }
        found +=
            controller.transitionWarnings + tabBar.transitionWarnings + pageContainer.transitionWarnings
            + splitView.transitionWarnings
        return found
    }

    /// The outcome, with refused and superseded alike: a call the user's gesture made impossible on timed hosts is
    /// refused on instant ones, where the gesture ended before the call.
    private static func describe(_ outcome: NavigationOutcome) -> String {
        outcome.diagnostic.map { "not done (\($0.kind))" } ?? "completed"
    }
}
