/// A page container with no user interface, the stand-in for `UIPageViewController` on Linux and in tests.
///
/// With animated ``HeadlessViewController/transitionTiming`` a page change takes the duration, as UIKit's scroll does:
/// ``currentIndex`` changes when it ends (``setPages(_:animated:completion:)`` replaces the pages, and the index, at
/// once). ``simulateSwipe(forward:completing:)`` is the user's swipe: ignored while a
/// transition runs or at the first or last page, reported to the ``pageHostDelegate`` when it completes, and changing
/// nothing when the user lets go early.
@MainActor
public final class HeadlessPageViewController: HeadlessViewController, PageHost {
    /// The pages, in order.
    public private(set) var viewControllers: [PlatformViewController] = []

    /// The position of the page shown, or `nil` when there are no pages.
    public private(set) var currentIndex: Int?

    /// The object told about the pages the user swipes to; held weakly.
    public weak var pageHostDelegate: (any PageHostDelegate)?

    private var pageTransitions = 0

    /// Creates a page container without pages.
    ///
    /// - Parameter timing: How long its animated transitions take; `nil` uses its container's or presenter's timing,
    ///   and instant timing when it has neither.
    public init(timing: TransitionTiming? = nil) {
        super.init()
        transitionTiming = timing
    }

    /// Whether a page change of this container, or a transition that involves it, is in flight.
    override public var isTransitioning: Bool { pageTransitions > 0 || super.isTransitioning }

    /// The page shown.
    public var currentPage: PlatformViewController? { currentIndex.map { viewControllers[$0] } }

    /// Replaces the pages, keeping the page shown when it is still one of them, and the first page otherwise.
    ///
    /// - Parameters:
    ///   - pages: The new pages, in order.
    ///   - animated: Whether the change is animated.
    ///   - completion: Runs once the change has ended.
    public func setPages(_ pages: [PlatformViewController], animated: Bool, completion: (@MainActor () -> Void)?) {
        let replaced = viewControllers
        let shown = currentPage
        viewControllers = pages
        currentIndex = shown.flatMap { page in pages.firstIndex { $0 === page } } ?? (pages.isEmpty ? nil : 0)
        for case let screen as HeadlessViewController in replaced.map({ $0 as AnyObject }) where screen.parent === self
        {
            screen.parent = nil
        }
        for case let screen as HeadlessViewController in pages.map({ $0 as AnyObject }) {
            screen.parent = self
        }
        let changesPage = currentPage !== shown
        runPageTransition(animated: animated && changesPage) {
            withExtendedLifetime(replaced) {}
            completion?()
        }
    }

    /// Shows the page at `index`.
    ///
    /// - Parameters:
    ///   - index: The position of the page; out of range does nothing and runs `completion` at once.
    ///   - animated: Whether the change is animated.
    ///   - completion: Runs once the page is shown.
    public func showPage(at index: Int, animated: Bool, completion: (@MainActor () -> Void)?) {
        guard viewControllers.indices.contains(index), index != currentIndex else {
            completion?()
            return
        }
        if pageTransitions > 0 { warn("showPage(at:) while a page transition is running") }
        runPageTransition(animated: animated) { [weak self] in
            self?.currentIndex = index
            completion?()
        }
    }

    /// Swipes to the next or the previous page, the way a user does.
    ///
    /// - Parameters:
    ///   - forward: Whether the user swipes to the next page.
    ///   - completing: Whether the user finishes the swipe; a swipe let go early changes nothing.
    /// - Returns: Whether the swipe started.
    @discardableResult
    public func simulateSwipe(forward: Bool, completing: Bool = true) -> Bool {
        guard !isTransitioning, let index = currentIndex else { return false }
        let target = forward ? index + 1 : index - 1
        guard viewControllers.indices.contains(target) else { return false }
        runPageTransition(animated: true) { [weak self] in
            guard let self, completing, self.viewControllers.indices.contains(target) else { return }
            self.currentIndex = target
            self.pageHostDelegate?.pageHost(self, didShowPageAt: target)
        }
        return true
    }

    private func runPageTransition(animated: Bool, _ end: @escaping @MainActor () -> Void) {
        pageTransitions += 1
        runTransition(animated: animated) { [weak self] in
            self?.pageTransitions -= 1
            end()
        }
    }
}
