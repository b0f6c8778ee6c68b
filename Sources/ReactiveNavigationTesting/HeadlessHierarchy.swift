import ReactiveNavigation

/// The headless screens of a window hierarchy, found from its root, and what the user can do on them.
@MainActor
struct HeadlessHierarchy {
    /// The headless hosts, bottom presenter first, then each container's screens and each presented screen, depth
    /// first.
    let hosts: [HeadlessViewController]
    /// Every screen shown: the hosts' screens, headless or not, and what they present.
    let screens: [AnyObject]

    init(root: HeadlessViewController) {
        var hosts: [HeadlessViewController] = []
        var screens: [AnyObject] = []
        func visit(_ screen: AnyObject) {
            guard !screens.contains(where: { $0 === screen }) else { return }
            screens.append(screen)
            guard let host = screen as? HeadlessViewController else { return }
            hosts.append(host)
            if let stack = host as? HeadlessNavigationController {
                stack.viewControllers.forEach(visit)
            } else if let tabs = host as? HeadlessTabBarController {
                tabs.viewControllers.forEach(visit)
            } else if let pages = host as? HeadlessPageViewController {
                pages.viewControllers.forEach(visit)
            } else if let split = host as? HeadlessSplitViewController {
                split.columns.compactMap { split.viewController(for: $0) }.forEach(visit)
            }
            if let presented = host.presentedViewController { visit(presented) }
        }
        visit(root)
        self.hosts = hosts
        self.screens = screens
    }

    /// Whether no host runs a transition and no navigator call waits.
    var isIdle: Bool {
        hosts.allSatisfy { !$0.isTransitioning && $0.transitionQueue.isIdle }
    }

    /// The gestures the user could start now, each with the position of its host.
    func possibleGestures() -> [(ExplorationStep.Gesture, host: Int)] {
        var gestures: [(ExplorationStep.Gesture, host: Int)] = []
        for (index, host) in hosts.enumerated() where !host.isTransitioning {
            if let stack = host as? HeadlessNavigationController, stack.viewControllers.count > 1 {
                gestures += [.backTap, .swipeBack, .cancelledSwipeBack].map { ($0, index) }
                if stack.viewControllers.count > 2 { gestures.append((.backMenu, index)) }
            }
            if let tabs = host as? HeadlessTabBarController, tabs.viewControllers.count > 1 {
                gestures.append((.tabTap, index))
            }
            if let pages = host as? HeadlessPageViewController, let current = pages.currentIndex {
                if current + 1 < pages.viewControllers.count { gestures.append((.pageSwipeForward, index)) }
                if current > 0 { gestures.append((.pageSwipeBackward, index)) }
                if pages.viewControllers.count > 1 { gestures.append((.cancelledPageSwipe, index)) }
            }
            if let split = host as? HeadlessSplitViewController {
                gestures.append((.sizeClassChange, index))
                gestures.append(split.isCollapsed ? (.splitBackTap, index) : (.displayModeTap, index))
            }
            if let alert = host as? HeadlessAlertController, !alert.buttonTitles.isEmpty {
                gestures.append((.alertButtonTap, index))
            } else if host.presentedViewController != nil, !(host.presentedViewController is HeadlessAlertController) {
                // An alert cannot be swiped away.
                gestures += [.swipeDown, .cancelledSwipeDown].map { ($0, index) }
            }
        }
        return gestures
    }

    /// Makes a gesture on the host at `index`; returns whether the host took it.
    func perform(_ gesture: ExplorationStep.Gesture, host index: Int, choice: Int) -> Bool {
        guard hosts.indices.contains(index) else { return false }
        let host = hosts[index]
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
            guard !(host.presentedViewController is HeadlessAlertController) else { return false }
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

    /// The shape of the hierarchy and what its navigators show, as lines that do not depend on object identities.
    func describe() -> [String] {
        let navigators = NavigatorRegistry.shared.navigators
        return hosts.map { host in
            let states = navigators.filter { $0.inspectedHost === host }.map(\.inspectedState)
            return "\(type(of: host)): " + (states.isEmpty ? "no navigator" : states.joined(separator: "; "))
        }
    }

    /// How the navigators of the hierarchy disagree with their hosts.
    func disagreements() -> [String] {
        NavigatorRegistry.shared.navigators
            .filter { navigator in hosts.contains { $0 === navigator.inspectedHost } }
            .compactMap { $0.disagreementWithHost() }
    }
}
