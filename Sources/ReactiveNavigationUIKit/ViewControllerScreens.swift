#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// A host over a UIKit container: it shows view controllers only, so a navigator refuses a call that would hand it
    /// any other screen (a ``ViewScreen`` is SwiftUI's, a ``HeadlessViewController`` a test's) before changing anything.
    @MainActor
    protocol ShowsViewControllers: TransitionHost {}

    extension ShowsViewControllers {
        /// Whether `screen` is a view controller.
        func canShow(_ screen: PlatformViewController) -> Bool {
            screen is UIViewController
        }
    }

    /// Screens as UIKit takes them: the core takes any object as a screen, UIKit shows only view controllers.
    ///
    /// Navigators ask ``ShowsViewControllers/canShow(_:)`` first, so a host only ever gets view controllers; these
    /// conversions leave out anything else all the same, and say so in debug builds, rather than trap.
    @MainActor
    enum ViewControllerScreens {
        /// `screen` as a view controller, or `nil` when it is not one.
        static func viewController(_ screen: PlatformViewController, in call: String) -> UIViewController? {
            if let viewController = screen as? UIViewController { return viewController }
            #if DEBUG
                print("[ReactiveNavigation] \(call) left out \(screen): a UIKit host shows only view controllers")
            #endif
            return nil
        }

        /// The view controllers among `screens`, in order.
        static func viewControllers(_ screens: [PlatformViewController], in call: String) -> [UIViewController] {
            screens.compactMap { viewController($0, in: call) }
        }
    }
#endif
