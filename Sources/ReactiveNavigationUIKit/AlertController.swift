#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// Makes a `UIAlertController` for `alert` whose buttons call `answer` with their positions.
    ///
    /// UIKit dismisses the alert when a button is tapped, then calls the button's handler.
    @MainActor
    func makeAlertController(for alert: Alert<Int>, answer: @escaping @MainActor (Int) -> Void) -> UIAlertController {
        let controller = UIAlertController(
            title: alert.title, message: alert.message,
            preferredStyle: alert.style == .alert ? .alert : .actionSheet)
        for button in alert.buttons {
            let style: UIAlertAction.Style =
                switch button.role {
                case .default: .default
                case .cancel: .cancel
                case .destructive: .destructive
                }
            let index = button.result
            controller.addAction(
                UIAlertAction(title: button.title, style: style) { _ in
                    MainActor.assumeIsolated { answer(index) }
                })
        }
        return controller
    }
#endif
