#if canImport(UIKit)
    import UIKit

    /// The type of a screen: `UIViewController` where UIKit exists, any class instance elsewhere.
    public typealias PlatformViewController = UIViewController
#else
    /// The type of a screen: `UIViewController` where UIKit exists, any class instance elsewhere.
    public typealias PlatformViewController = AnyObject
#endif
