import ReactiveNavigation
import Signals

/// A child flow that ends when the user picks a colour.
final class PickerFlow: ChildFlow {
    let screen = Screen("picker")
    let (result, resultInput) = Signal<String, Never>.pipe()

    var rootViewController: PlatformViewController { screen }
}
