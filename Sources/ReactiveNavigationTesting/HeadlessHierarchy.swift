import ReactiveNavigation

/// The headless screens of a window hierarchy, found from its root, and what the user can do on them: headless UIKit
/// controllers, or the view states a SwiftUI app binds to.
@MainActor
struct HeadlessHierarchy {
    /// The hosts, bottom presenter first, then each container's screens and each presented screen, depth first.
    let hosts: [any TransitionHost]
    /// Every screen shown: the hosts' screens, headless or not, and what they present.
    let screens: [AnyObject]

    init(root: any TransitionHost) {
        var hosts: [any TransitionHost] = []
        var screens: [AnyObject] = []
        func visit(_ screen: AnyObject) {
            guard !screens.contains(where: { $0 === screen }) else { return }
            screens.append(screen)
            if let host = screen as? HeadlessViewController {
                hosts.append(host)
                Self.headlessScreens(of: host).forEach(visit)
            } else if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                if let state = screen as? ViewState { hosts.append(state) }
                Self.viewStateScreens(of: screen).forEach(visit)
            }
        }
        visit(root)
        self.hosts = hosts
        self.screens = screens
    }

    private static func headlessScreens(of host: HeadlessViewController) -> [AnyObject] {
        var shown: [AnyObject] = []
        if let stack = host as? HeadlessNavigationController {
            shown = stack.viewControllers.map { $0 as AnyObject }
        } else if let tabs = host as? HeadlessTabBarController {
            shown = tabs.viewControllers.map { $0 as AnyObject }
        } else if let pages = host as? HeadlessPageViewController {
            shown = pages.viewControllers.map { $0 as AnyObject }
        } else if let split = host as? HeadlessSplitViewController {
            shown = split.columns.compactMap { split.viewController(for: $0) }.map { $0 as AnyObject }
        }
        if let presented = host.presentedViewController { shown.append(presented as AnyObject) }
        return shown
    }

    /// The screens a view state shows, and for a screen, the state it is (its content) and what it presents.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private static func viewStateScreens(of object: AnyObject) -> [AnyObject] {
        switch object {
        case let screen as ViewScreen:
            var shown: [AnyObject] = []
            if let state = screen.content as? ViewState { shown.append(state) }
            if let presentations = screen.presentationsIfMade { shown.append(presentations) }
            return shown
        case let stack as NavigationStackState:
            return stack.viewControllers.map { $0 as AnyObject }
        case let presentations as PresentationState:
            // The screen they are presented over comes first, so that the root may be a screen's presentations.
            return [presentations.presentingScreen, presentations.presentedScreen].compactMap { $0 }
        case let tabs as TabViewState:
            return tabs.screens
        case let split as SplitViewState:
            return split.columns.compactMap { split.screen(for: $0) }
        default:
            return []
        }
    }

    /// What the hosts' frameworks would have logged: each headless host's warnings and each scene's, once.
    var transitionWarnings: [String] {
        var warnings: [String] = []
        var scenes: [AnyObject] = []
        for host in hosts {
            if let headless = host as? HeadlessViewController {
                warnings += headless.transitionWarnings.map { "UIKit would warn: \($0)" }
            } else if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), let state = host as? ViewState,
                !scenes.contains(where: { $0 === state.scene })
            {
                scenes.append(state.scene)
                warnings += state.scene.transitionWarnings.map { "SwiftUI would go wrong: \($0)" }
            }
        }
        return warnings
    }

    /// Whether no host runs a transition and no navigator call waits.
    var isIdle: Bool {
        hosts.allSatisfy { !$0.isTransitioning && $0.transitionQueue.isIdle }
    }

    /// The gestures the user could start now, each with the position of its host.
    func possibleGestures() -> [(ExplorationStep.Gesture, host: Int)] {
        var gestures: [(ExplorationStep.Gesture, host: Int)] = []
        for (index, host) in hosts.enumerated() where !host.isTransitioning {
            if let headless = host as? HeadlessViewController {
                gestures += Self.headlessGestures(on: headless).map { ($0, index) }
            } else if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), let state = host as? ViewState {
                gestures += Self.viewStateGestures(on: state).map { ($0, index) }
            }
        }
        return gestures
    }

    private static func headlessGestures(on host: HeadlessViewController) -> [ExplorationStep.Gesture] {
        var gestures: [ExplorationStep.Gesture] = []
        if let stack = host as? HeadlessNavigationController, stack.viewControllers.count > 1 {
            gestures += [.backTap, .swipeBack, .cancelledSwipeBack]
            if stack.viewControllers.count > 2 { gestures.append(.backMenu) }
        }
        if let tabs = host as? HeadlessTabBarController, tabs.viewControllers.count > 1 {
            gestures.append(.tabTap)
        }
        if let pages = host as? HeadlessPageViewController, let current = pages.currentIndex {
            if current + 1 < pages.viewControllers.count { gestures.append(.pageSwipeForward) }
            if current > 0 { gestures.append(.pageSwipeBackward) }
            if pages.viewControllers.count > 1 { gestures.append(.cancelledPageSwipe) }
        }
        if let split = host as? HeadlessSplitViewController {
            gestures.append(.sizeClassChange)
            gestures.append(split.isCollapsed ? .splitBackTap : .displayModeTap)
        }
        if let alert = host as? HeadlessAlertController, !alert.buttonTitles.isEmpty {
            gestures.append(.alertButtonTap)
        } else if host.canSwipeDownPresented {
            gestures += [.swipeDown, .cancelledSwipeDown]
        }
        return gestures
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private static func viewStateGestures(on state: ViewState) -> [ExplorationStep.Gesture] {
        switch state {
        case let stack as NavigationStackState where !stack.path.isEmpty:
            return [.backTap, .swipeBack, .cancelledSwipeBack] + (stack.path.count > 1 ? [.backMenu] : [])
        case let presentations as PresentationState:
            if presentations.alert != nil { return [.alertButtonTap] }
            return presentations.sheet != nil ? [.swipeDown, .cancelledSwipeDown] : []
        case let tabs as TabViewState where tabs.screens.count > 1:
            return [.tabTap]
        case let split as SplitViewState:
            return [.sizeClassChange, split.isCollapsed ? .splitBackTap : .displayModeTap]
        default:
            return []
        }
    }

    /// Makes a gesture on the host at `index`; returns whether the host took it.
    func perform(_ gesture: ExplorationStep.Gesture, host index: Int, choice: Int) -> Bool {
        guard hosts.indices.contains(index) else { return false }
        if let host = hosts[index] as? HeadlessViewController {
            return Self.perform(gesture, on: host, choice: choice)
        } else if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), let state = hosts[index] as? ViewState {
            return Self.perform(gesture, on: state, choice: choice)
        }
        return false
    }

    private static func perform(_ gesture: ExplorationStep.Gesture, on host: HeadlessViewController, choice: Int)
        -> Bool
    {
        switch gesture {
        case .backTap:
            return (host as? HeadlessNavigationController)?.simulateBackButtonTap() ?? false
        case .backMenu:
            guard let stack = host as? HeadlessNavigationController, stack.viewControllers.count > 2 else {
                return false
            }
            let target = stack.viewControllers[choice % (stack.viewControllers.count - 1)]
            return stack.simulateBackMenuSelection(of: target)
        case .swipeBack, .cancelledSwipeBack:
            return (host as? HeadlessNavigationController)?.simulateInteractivePop(completing: gesture == .swipeBack)
                ?? false
        case .swipeDown, .cancelledSwipeDown:
            return host.simulateInteractiveDismiss(completing: gesture == .swipeDown)
        case .tabTap:
            guard let tabs = host as? HeadlessTabBarController, !tabs.viewControllers.isEmpty else { return false }
            return tabs.simulateTabSelection(at: choice % tabs.viewControllers.count)
        case .pageSwipeForward, .pageSwipeBackward, .cancelledPageSwipe:
            guard let pages = host as? HeadlessPageViewController, let current = pages.currentIndex else {
                return false
            }
            let forward =
                gesture == .cancelledPageSwipe
                ? current + 1 < pages.viewControllers.count : gesture == .pageSwipeForward
            return pages.simulateSwipe(forward: forward, completing: gesture != .cancelledPageSwipe)
        case .splitBackTap:
            return (host as? HeadlessSplitViewController)?.simulateBackButtonTap() ?? false
        case .displayModeTap:
            return (host as? HeadlessSplitViewController)?.simulateDisplayModeButtonTap() ?? false
        case .sizeClassChange:
            guard let split = host as? HeadlessSplitViewController else { return false }
            return split.simulateSizeClassChange(compact: !split.isCollapsed)
        case .alertButtonTap:
            guard let alert = host as? HeadlessAlertController, !alert.buttonTitles.isEmpty else { return false }
            return alert.simulateTap(onButtonAt: choice % alert.buttonTitles.count)
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private static func perform(_ gesture: ExplorationStep.Gesture, on state: ViewState, choice: Int) -> Bool {
        switch (gesture, state) {
        case (.backTap, let stack as NavigationStackState):
            return stack.simulateBackButtonTap()
        case (.backMenu, let stack as NavigationStackState):
            guard stack.path.count > 1 else { return false }
            let target = stack.viewControllers[choice % stack.path.count]
            return (target as AnyObject as? ViewScreen).map { stack.simulateBackMenuSelection(of: $0) } ?? false
        case (.swipeBack, let stack as NavigationStackState), (.cancelledSwipeBack, let stack as NavigationStackState):
            return stack.simulateInteractivePop(completing: gesture == .swipeBack)
        case (.swipeDown, let presentations as PresentationState),
            (.cancelledSwipeDown, let presentations as PresentationState):
            return presentations.simulateInteractiveDismiss(completing: gesture == .swipeDown)
        case (.alertButtonTap, let presentations as PresentationState):
            let count = presentations.alert?.alert?.buttons.count ?? 0
            return count > 0 && presentations.simulateAlertButtonTap(at: choice % count)
        case (.tabTap, let tabs as TabViewState):
            return !tabs.screens.isEmpty && tabs.simulateTabSelection(at: choice % tabs.screens.count)
        case (.splitBackTap, let split as SplitViewState):
            return split.simulateBackButtonTap()
        case (.displayModeTap, let split as SplitViewState):
            return split.simulateDisplayModeButtonTap()
        case (.sizeClassChange, let split as SplitViewState):
            return split.simulateSizeClassChange(compact: !split.isCollapsed)
        default:
            return false
        }
    }

    /// The shape of the hierarchy and what its navigators show, as lines that do not depend on object identities.
    func describe() -> [String] {
        hosts.map { host in
            let states = Self.navigators(of: host).map(\.inspectedState)
            return "\(type(of: host)): " + (states.isEmpty ? "no navigator" : states.joined(separator: "; "))
        }
    }

    /// How the navigators of the hierarchy disagree with their hosts.
    func disagreements() -> [String] {
        hosts.flatMap(Self.navigators(of:)).compactMap { $0.disagreementWithHost() }
    }

    /// The navigators that drive `host`, found as its delegates (a navigator is the delegate of the host it drives),
    /// in a fixed order: stack, tabs, pages, split, presentations.
    private static func navigators(of host: any TransitionHost) -> [any InspectableNavigator] {
        var delegates: [AnyObject?] = []
        if let host = host as? any StackHost { delegates.append(host.stackHostDelegate) }
        if let host = host as? any TabHost { delegates.append(host.tabHostDelegate) }
        if let host = host as? any PageHost { delegates.append(host.pageHostDelegate) }
        if let host = host as? any SplitHost { delegates.append(host.splitHostDelegate) }
        if let host = host as? any ModalHost { delegates.append(host.modalHostDelegate) }
        // A modal navigator is also the delegate of the screens it presents; it counts for its presenter only.
        return delegates.compactMap { $0 as? any InspectableNavigator }.filter { $0.inspectedHost === host }
    }
}
