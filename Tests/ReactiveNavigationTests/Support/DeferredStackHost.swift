import ReactiveNavigation

/// A stack host that behaves like `UINavigationController` during animated transitions: its screens change at
/// once, but `didShow` and the completion reach the navigator only when the test calls ``finishTransitions()``.
@MainActor
final class DeferredStackHost: StackHost {
    private(set) var viewControllers: [PlatformViewController] = []
    weak var stackHostDelegate: (any StackHostDelegate)?
    private var pendingReports:
        [(screen: PlatformViewController?, animated: Bool, completion: (@MainActor () -> Void)?)] =
            []
    private var idleActions: [@MainActor () -> Void] = []
    let transitionQueue = TransitionQueue()

    var isTransitioning: Bool { !pendingReports.isEmpty }

    func whenIdle(_ action: @escaping @MainActor () -> Void) {
        if isTransitioning { idleActions.append(action) } else { action() }
    }

    func setViewControllers(
        _ viewControllers: [PlatformViewController],
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        self.viewControllers = viewControllers
        reportTop(animated: animated, completion)
    }

    func pushViewController(
        _ viewController: PlatformViewController, animated: Bool, completion: (@MainActor () -> Void)?
    ) {
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            completion?()
            return
        }
        viewControllers.append(viewController)
        reportTop(animated: animated, completion)
    }

    func popViewController(animated: Bool, completion: (@MainActor () -> Void)?) -> PlatformViewController? {
        guard viewControllers.count > 1 else {
            completion?()
            return nil
        }
        let popped = viewControllers.removeLast()
        reportTop(animated: animated, completion)
        return popped
    }

    func popToViewController(
        _ viewController: PlatformViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) -> [PlatformViewController]? {
        guard let index = viewControllers.lastIndex(where: { $0 === viewController }) else {
            completion?()
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        reportTop(animated: animated, completion)
        return popped
    }

    /// Ends the running transitions: tells the delegate about each shown screen and runs each completion, in order.
    func finishTransitions() {
        let reports = pendingReports
        pendingReports = []
        for report in reports {
            if let screen = report.screen {
                stackHostDelegate?.stackHost(self, didShow: screen, animated: report.animated)
            }
            report.completion?()
        }
        let actions = idleActions
        idleActions = []
        for action in actions { action() }
    }

    private func reportTop(animated: Bool, _ completion: (@MainActor () -> Void)?) {
        pendingReports.append((viewControllers.last, animated, completion))
    }
}
