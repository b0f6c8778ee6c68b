/// The type of a screen: any class instance.
///
/// The core is the same on every platform, so a screen is any object: a `UIViewController` in a UIKit app (see
/// `ReactiveNavigationUIKit`), a ``ViewScreen`` for SwiftUI's view states, a ``HeadlessViewController`` in tests and
/// on Linux. A host shows the screens it can show and refuses the others (a UIKit host shows only view controllers).
public typealias PlatformViewController = AnyObject
