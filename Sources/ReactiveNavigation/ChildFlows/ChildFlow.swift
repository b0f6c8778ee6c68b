import Signals

/// A child coordinator whose flow ends with a result, such as a sign-in or a picker.
///
/// Start one with ``StackNavigator/push(route:flow:animated:)`` or
/// ``ModalNavigator/present(route:flow:animated:)``: the navigator shows ``rootViewController``,
/// keeps the flow alive while that screen is shown and releases it when the flow sends its result
/// or the user pops or dismisses that screen.
@MainActor
public protocol ChildFlow: AnyObject {
    /// The value the flow ends with.
    associatedtype Result

    /// The type of ``rootViewController``, inferred from it (a `UIViewController` in a UIKit app).
    associatedtype RootViewController: AnyObject = PlatformViewController

    /// The first screen of the flow.
    var rootViewController: RootViewController { get }

    /// Sends the flow's result; only the first value counts.
    var result: Signal<Result, Never> { get }
}
