#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// Screens as UIKit takes them: the core takes any object as a screen, UIKit shows only view controllers.
    ///
    /// A host leaves out a screen that is not a view controller (a ``ViewScreen`` is SwiftUI's, a
    /// ``HeadlessViewController`` a test's) and, in debug builds, says so; the navigator then finds that the host
    /// does not show it, as it finds any change the host did not make.
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
