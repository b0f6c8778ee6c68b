/// An alert or action sheet with no user interface, the stand-in for `UIAlertController` on Linux and in tests.
///
/// Headless hosts make one for ``ModalNavigator/present(alert:route:animated:)->Signal<FlowOutcome<Result>,Never>``. A test taps a button with
/// ``simulateTap(onButtonAt:)`` or ``simulateTap(onButtonTitled:)``: as UIKit's alert does, it answers with that
/// button and dismisses itself, and its presenter reports the dismissal once it has ended. Taps are ignored while the
/// alert is being presented or dismissed.
@MainActor
public final class HeadlessAlertController: HeadlessViewController {
    /// The alert it shows, its buttons answering with their positions.
    public let alert: Alert<Int>
    private let answer: @MainActor (Int) -> Void

    /// Creates an alert screen.
    ///
    /// - Parameters:
    ///   - alert: The alert it shows, its buttons answering with their positions.
    ///   - answer: Gets the position of the button the user taps, before the alert dismisses itself.
    public init(alert: Alert<Int>, answer: @escaping @MainActor (Int) -> Void) {
        self.alert = alert
        self.answer = answer
        super.init()
        presentationStyle = .alert
    }

    /// The buttons' titles, in order.
    public var buttonTitles: [String] { alert.buttons.map(\.title) }

    /// Taps the button at `index`, the way a user does.
    ///
    /// - Parameter index: The button's position.
    /// - Returns: Whether the tap was taken: the alert is presented, not mid-transition, and has such a button.
    @discardableResult
    public func simulateTap(onButtonAt index: Int) -> Bool {
        guard alert.buttons.indices.contains(index), let presenter = presentingViewController, !isTransitioning,
            !presenter.isTransitioning
        else { return false }
        answer(alert.buttons[index].result)
        // The alert goes, with whatever it presents, as UIKit's alert does when a button is tapped.
        presenter.dismissPresented(animated: true, isReported: true, completion: nil)
        return true
    }

    /// Taps the first button titled `title`, the way a user does.
    ///
    /// - Parameter title: The button's title.
    /// - Returns: Whether the tap was taken.
    @discardableResult
    public func simulateTap(onButtonTitled title: String) -> Bool {
        guard let index = buttonTitles.firstIndex(of: title) else { return false }
        return simulateTap(onButtonAt: index)
    }
}

extension ModalHost {
    /// Makes a ``HeadlessAlertController``; a UIKit host makes a `UIAlertController` instead.
    ///
    /// - Parameters:
    ///   - alert: The alert, its buttons answering with their positions.
    ///   - answer: Gets the position of the button the user tapped.
    /// - Returns: The alert's screen.
    public func makeAlertScreen(
        for alert: Alert<Int>,
        answer: @escaping @MainActor (Int) -> Void
    ) -> PlatformViewController {
        HeadlessAlertController(alert: alert, answer: answer)
    }
}
