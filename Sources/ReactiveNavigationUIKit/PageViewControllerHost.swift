#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// Makes a `UIPageViewController` a ``PageHost``.
    ///
    /// The host keeps the list of pages and becomes the controller's data source, which offers the page before and
    /// after the one shown; the data source the controller had is put back when the host goes away, unless it was
    /// changed in the meantime. It also installs a delegate proxy that reports the pages the user swipes to and
    /// forwards every delegate call, including the ones it does not handle (spine location, orientation and any added
    /// later), to the delegate the app had set, which is put back in the same way.
    ///
    /// > Important: Set the controller's delegate before creating the navigator, and do not set its data source: the
    /// > host owns the pages. A delegate set later hides the user's swipes from the navigator until it next touches the
    /// > controller, when the host reinstalls its proxy in front of it and, in debug builds, prints a warning; a data
    /// > source set later is replaced by the host's at that point.
    ///
    /// The host shows one page at a time, as a controller whose spine is not in the middle does. UIKit always shows a
    /// page, so setting no pages leaves the last one on screen, outside ``viewControllers``, until pages are set again.
    ///
    /// What each member relies on in UIKit:
    /// - ``currentIndex``: the position in ``viewControllers`` of the first of the controller's `viewControllers`,
    ///   which UIKit changes once a swipe or an animated change has completed.
    /// - ``isTransitioning`` and ``whenIdle(_:)``: ``OwnTransitions``: the changes the host made, from its call to
    ///   `setViewControllers(_:direction:animated:completion:)` until the completion, and the user's swipes, from the
    ///   delegate's `pageViewController(_:willTransitionTo:)` until `pageViewController(_:didFinishAnimating:
    ///   previousViewControllers:transitionCompleted:)`, which UIKit calls for gesture-driven transitions only, each
    ///   until the next turn of the main queue; plus the controller's `transitionCoordinator` while it moves one of the
    ///   pages. A transition of the controller itself (pushed, presented) or of an ancestor does not count.
    /// - ``setPages(_:animated:completion:)`` and ``showPage(at:animated:completion:)``:
    ///   `setViewControllers(_:direction:animated:completion:)`, scrolling forward when the new page comes after the one
    ///   shown. The change is animated only while the controller's view is in a window, since its completion is what
    ///   the host waits for; a change that is not animated completes on the next turn of the main queue. Setting pages
    ///   always sets the page shown, even when it stays, so that UIKit drops the neighbours it cached.
    /// - The user's swipes: the data source's `pageViewController(_:viewControllerBefore:)` and
    ///   `pageViewController(_:viewControllerAfter:)`, and the delegate's `didFinishAnimating` call above, reported
    ///   only when `transitionCompleted` is true. The host counts a swipe as in flight from `willTransitionTo` ("Called
    ///   before a gesture-driven transition begins") to `didFinishAnimating` ("Called after a gesture-driven
    ///   transition completes", with `transitionCompleted` false when the user let go early): it relies on UIKit
    ///   pairing them, as those two descriptions say; a second `willTransitionTo` before the first ends counts as
    ///   the same swipe.
    @MainActor
    final class PageViewControllerHost: HostedScreen, PageHost, ShowsViewControllers {
        /// The controller that shows the pages.
        private let pageViewController: UIPageViewController
        /// The adapted controller, as the containers that show it hold it.
        package var hostedScreen: AnyObject { pageViewController }
        /// The controller's delegate while the host exists, forwarding to the app's.
        private let proxy: Proxy
        /// The controller's data source while the host exists; UIKit holds it weakly, so the host retains it.
        private let dataSource: DataSource = DataSource()
        /// The data source the controller had, put back when the host goes away.
        private weak var previousDataSource: (any UIPageViewControllerDataSource)?
        /// The page changes and swipes in flight, and the controller's coordinator while it moves a page.
        private let transitions: OwnTransitions
        /// Ends the user's swipe in flight, if any.
        private var endSwipe: (@MainActor () -> Void)?

        /// The pages, in order.
        private var pages: [UIViewController] = []

        /// The pages, in order.
        var viewControllers: [PlatformViewController] { pages }

        /// The object told about the pages the user swipes to; held weakly.
        weak var pageHostDelegate: (any PageHostDelegate)?

        /// Creates a host that drives `pageViewController`, becoming its data source and installing its delegate proxy.
        ///
        /// - Parameter pageViewController: The page view controller; the host starts with no pages.
        init(_ pageViewController: UIPageViewController) {
            self.pageViewController = pageViewController
            previousDataSource = pageViewController.dataSource
            transitions = OwnTransitions(
                controllers: { [pageViewController] in [pageViewController] },
                screens: { [pageViewController] in pageViewController.viewControllers ?? [] })
            proxy = Proxy(forwardingTo: pageViewController.delegate)
            proxy.host = self
            dataSource.host = self
            pageViewController.delegate = proxy
            pageViewController.dataSource = dataSource
        }

        deinit {
            let (proxy, dataSource, previousDataSource, pageViewController) =
                (proxy, dataSource, previousDataSource, pageViewController)
            DelegateProxy.onMainActor {
                if pageViewController.dataSource === dataSource {
                    pageViewController.dataSource = previousDataSource
                }
                guard pageViewController.delegate === proxy else { return }
                pageViewController.delegate = proxy.forwardee as? any UIPageViewControllerDelegate
            }
        }

        /// The position of the page shown, or `nil` when no page of ``viewControllers`` is shown.
        var currentIndex: Int? {
            guard let shown = pageViewController.viewControllers?.first else { return nil }
            return pages.firstIndex { $0 === shown }
        }

        /// Whether the host is changing the page, the user is swiping, or a transition moves a page.
        var isTransitioning: Bool { transitions.isTransitioning }

        /// Runs `action` at once when no transition is in flight, otherwise once the current one has ended.
        ///
        /// - Parameter action: The work to run, once.
        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            transitions.whenIdle(action)
        }

        /// Replaces the pages, keeping the page shown when it is still one of them, and the first page otherwise.
        ///
        /// - Parameters:
        ///   - pages: The new pages, in order.
        ///   - animated: Whether the change is animated; it is only when the page shown changes.
        ///   - completion: Runs once the change has ended.
        func setPages(_ pages: [PlatformViewController], animated: Bool, completion: (@MainActor () -> Void)?) {
            reinstallIfNeeded()
            let pages = ViewControllerScreens.viewControllers(pages, in: "setPages")
            let previousIndex = currentIndex
            let shown = pageViewController.viewControllers?.first
            self.pages = pages
            guard let index = pages.firstIndex(where: { $0 === shown }) ?? (pages.isEmpty ? nil : 0) else {
                // UIKit needs a page to show: the last one stays on screen, outside the list.
                completion?()
                return
            }
            show(index, from: previousIndex, animated: animated && pages[index] !== shown, completion)
        }

        /// Shows the page at `index`, scrolling forward when it comes after the page shown and backward otherwise.
        ///
        /// - Parameters:
        ///   - index: The position of the page; out of range, or the page shown, does nothing and runs `completion` at
        ///     once.
        ///   - animated: Whether the change is animated.
        ///   - completion: Runs once the page is shown.
        func showPage(at index: Int, animated: Bool, completion: (@MainActor () -> Void)?) {
            reinstallIfNeeded()
            let previousIndex = currentIndex
            guard pages.indices.contains(index), index != previousIndex else {
                completion?()
                return
            }
            show(index, from: previousIndex, animated: animated, completion)
        }

        /// Shows the page at `index` with UIKit's `setViewControllers(_:direction:animated:completion:)`, and runs
        /// `completion` on the next turn of the main queue once UIKit has called its completion, or at once for a change
        /// that is not animated.
        ///
        /// - Parameters:
        ///   - index: The position of the page in ``viewControllers``.
        ///   - previousIndex: The position of the page shown before, which sets the direction.
        ///   - animated: Whether the change is animated; it is only while the controller's view is in a window.
        ///   - completion: Runs once the change has ended.
        private func show(
            _ index: Int,
            from previousIndex: Int?,
            animated: Bool,
            _ completion: (@MainActor () -> Void)?
        ) {
            let isForward = previousIndex.map { index > $0 } ?? true
            // Off screen, UIKit may never call the completion of an animated change.
            let animated = animated && pageViewController.viewIfLoaded?.window != nil
            let endChange = transitions.begin()
            let hasEnded = Box(false)
            let end: @MainActor () -> Void = {
                guard !hasEnded.value else { return }
                hasEnded.value = true
                onNextMainTurn {
                    completion?()
                    endChange()
                }
            }
            pageViewController.setViewControllers(
                [pages[index]], direction: isForward ? .forward : .reverse, animated: animated
            ) { _ in end() }
            if !animated { end() }
        }

        /// Puts the data source back, and the proxy in front of a delegate the app set later, and refreshes UIKit's
        /// cached view of the proxy when the delegate it forwarded to went away.
        private func reinstallIfNeeded() {
            if pageViewController.dataSource !== dataSource {
                pageViewController.dataSource = dataSource
            }
            let current = pageViewController.delegate
            if current === proxy {
                guard proxy.needsRefresh else { return }
                pageViewController.delegate = nil
            } else {
                guard proxy.adopt(current) else { return }
                DelegateProxy.reportReplaced("delegate", of: pageViewController)
            }
            pageViewController.delegate = proxy
        }

        /// The page `offset` positions from `page`, if there is one.
        ///
        /// - Parameters:
        ///   - offset: How many positions after `page`; negative for positions before it.
        ///   - page: A page of ``viewControllers``.
        /// - Returns: That page, or `nil` past either end or when `page` is not one of the pages.
        fileprivate func page(_ offset: Int, from page: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(where: { $0 === page }) else { return nil }
            let target = index + offset
            return pages.indices.contains(target) ? pages[target] : nil
        }

        /// Starts tracking a user's swipe.
        fileprivate func willSwipe() {
            if endSwipe == nil { endSwipe = transitions.begin() }
        }

        /// Ends tracking a user's swipe, and reports the page shown when the swipe completed.
        ///
        /// - Parameter completed: Whether the swipe completed; one the user let go early is not reported.
        fileprivate func didSwipe(completed: Bool) {
            let end = endSwipe
            endSwipe = nil
            if completed, let index = currentIndex {
                pageHostDelegate?.pageHost(self, didShowPageAt: index)
            }
            if let end { onNextMainTurn(end) }
        }

        /// The page view controller's data source while the host exists.
        @MainActor
        private final class DataSource: NSObject, UIPageViewControllerDataSource {
            /// The host whose pages it offers.
            weak var host: PageViewControllerHost?

            /// The page before `viewController`, if any.
            ///
            /// - Parameters:
            ///   - pageViewController: The page view controller.
            ///   - viewController: The page shown.
            /// - Returns: The previous page, or `nil` at the first page.
            func pageViewController(
                _ pageViewController: UIPageViewController,
                viewControllerBefore viewController: UIViewController
            ) -> UIViewController? {
                host?.page(-1, from: viewController)
            }

            /// The page after `viewController`, if any.
            ///
            /// - Parameters:
            ///   - pageViewController: The page view controller.
            ///   - viewController: The page shown.
            /// - Returns: The next page, or `nil` at the last page.
            func pageViewController(
                _ pageViewController: UIPageViewController,
                viewControllerAfter viewController: UIViewController
            ) -> UIViewController? {
                host?.page(1, from: viewController)
            }
        }

        /// The page view controller's delegate while the host exists.
        private final class Proxy: DelegateProxy, UIPageViewControllerDelegate {
            /// The host told about the user's swipes.
            weak var host: PageViewControllerHost?

            /// The delegate the app set, which gets every call.
            private var appDelegate: (any UIPageViewControllerDelegate)? {
                forwardee as? any UIPageViewControllerDelegate
            }

            /// Tells the app's delegate, then the host, that the user started a swipe.
            ///
            /// - Parameters:
            ///   - pageViewController: The page view controller.
            ///   - pendingViewControllers: The pages the swipe goes to.
            func pageViewController(
                _ pageViewController: UIPageViewController,
                willTransitionTo pendingViewControllers: [UIViewController]
            ) {
                appDelegate?.pageViewController?(pageViewController, willTransitionTo: pendingViewControllers)
                host?.willSwipe()
            }

            /// Tells the app's delegate, then the host, that the user's swipe ended.
            ///
            /// - Parameters:
            ///   - pageViewController: The page view controller.
            ///   - finished: Whether the animation finished.
            ///   - previousViewControllers: The pages shown before the swipe.
            ///   - completed: Whether the swipe completed, rather than the user letting go early.
            func pageViewController(
                _ pageViewController: UIPageViewController,
                didFinishAnimating finished: Bool,
                previousViewControllers: [UIViewController],
                transitionCompleted completed: Bool
            ) {
                appDelegate?.pageViewController?(
                    pageViewController,
                    didFinishAnimating: finished,
                    previousViewControllers: previousViewControllers,
                    transitionCompleted: completed
                )
                host?.didSwipe(completed: completed)
            }
        }
    }
#endif
