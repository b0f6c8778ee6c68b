import ReactiveNavigation

/// A stack host that behaves like `UINavigationController` during animated transitions: its screens change at
/// once, but `didShow` reaches the delegate only when the test calls ``finishTransitions()``.
@MainActor
final class DeferredStackHost: StackHost {
    private(set) var viewControllers: [PlatformViewController] = []
    weak var stackHostDelegate: (any StackHostDelegate)?
    private var pendingReports: [(screen: PlatformViewController, animated: Bool)] = []

    func setViewControllers(_ viewControllers: [PlatformViewController], animated: Bool) {
        self.viewControllers = viewControllers
        reportTop(animated: animated)
    }

    func pushViewController(_ viewController: PlatformViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        viewControllers.append(viewController)
        reportTop(animated: animated)
    }

    func popViewController(animated: Bool) -> PlatformViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        reportTop(animated: animated)
        return popped
    }

    func popToViewController(_ viewController: PlatformViewController, animated: Bool) -> [PlatformViewController]? {
        guard let index = viewControllers.lastIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        reportTop(animated: animated)
        return popped
    }

    /// Ends the running transitions: tells the delegate about each shown screen, in order.
    func finishTransitions() {
        let reports = pendingReports
        pendingReports = []
        for report in reports {
            stackHostDelegate?.stackHost(self, didShow: report.screen, animated: report.animated)
        }
    }

    private func reportTop(animated: Bool) {
        guard let top = viewControllers.last else { return }
        pendingReports.append((top, animated))
    }
}
