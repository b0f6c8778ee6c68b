/// A container that shows one page at a time and lets the user swipe between them, such as `UIPageViewController` or
/// ``HeadlessPageViewController``.
///
/// A host reports the pages the user swipes to, once the swipe has ended, to its ``pageHostDelegate``; pages shown
/// through ``showPage(at:animated:completion:)`` are not reported.
@MainActor
public protocol PageHost: TransitionHost {
    /// The pages, in order.
    var viewControllers: [PlatformViewController] { get }

    /// The position of the page shown, or `nil` when there are no pages.
    var currentIndex: Int? { get }

    /// The object told about the pages the user swipes to; implementations hold it weakly.
    var pageHostDelegate: (any PageHostDelegate)? { get set }

    /// Replaces the pages, keeping the page shown when it is still one of them, and the first page otherwise.
    ///
    /// - Parameters:
    ///   - pages: The new pages, in order.
    ///   - animated: Whether the change is animated.
    ///   - completion: Runs once the change has ended.
    func setPages(_ pages: [PlatformViewController], animated: Bool, completion: (@MainActor () -> Void)?)

    /// Shows the page at `index`, scrolling forward or backward from the page shown.
    ///
    /// - Parameters:
    ///   - index: The position of the page; out of range does nothing and runs `completion` at once.
    ///   - animated: Whether the change is animated.
    ///   - completion: Runs once the page is shown.
    func showPage(at index: Int, animated: Bool, completion: (@MainActor () -> Void)?)
}

/// Receives the pages a user swipes to on a ``PageHost``.
@MainActor
public protocol PageHostDelegate: AnyObject {
    /// Tells the delegate that the user swiped to the page at `index`, once the swipe has ended.
    ///
    /// - Parameters:
    ///   - host: The host whose page changed.
    ///   - index: The position of the page now shown.
    func pageHost(_ host: any PageHost, didShowPageAt index: Int)
}
