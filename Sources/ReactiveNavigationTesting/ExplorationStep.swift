/// One step of an exploration: an app action, a user gesture, or time passing.
///
/// Steps are plain data, so a failing run prints as a list that ``NavigationExplorer/replay(_:)`` runs again.
public enum ExplorationStep: Hashable, Sendable, CustomStringConvertible {
    /// The app action at `index` of the explorer's actions, named `name`.
    case action(index: Int, name: String)
    /// A gesture on the host at position `host` of the hierarchy (bottom presenter first, then each container's
    /// screens and each presented screen, depth first); `choice` picks a screen of the back menu or a tab.
    case gesture(Gesture, host: Int, choice: Int)
    /// The virtual clock advances.
    case advance(milliseconds: Int)

    /// What the user does.
    public enum Gesture: String, Hashable, Sendable, CaseIterable {
        /// Taps a navigation controller's back button.
        case backTap
        /// Long-presses the back button and picks an earlier screen.
        case backMenu
        /// Swipes back from the edge all the way.
        case swipeBack
        /// Starts a back swipe and lets go before it completes.
        case cancelledSwipeBack
        /// Swipes a presented sheet down.
        case swipeDown
        /// Starts swiping a sheet down and lets go.
        case cancelledSwipeDown
        /// Taps a tab.
        case tabTap
        /// Taps a button of an alert or action sheet.
        case alertButtonTap
        /// Swipes to the next page of a page container.
        case pageSwipeForward
        /// Swipes to the previous page of a page container.
        case pageSwipeBackward
        /// Starts swiping to another page and lets go.
        case cancelledPageSwipe
        /// Taps the back button of a collapsed split view.
        case splitBackTap
        /// Taps the display-mode button of an expanded split view.
        case displayModeTap
        /// Rotates or resizes the app, so that a split view collapses or expands.
        case sizeClassChange
    }

    /// The step as a replay line, such as `gesture(backTap, host: 1, choice: 0)`.
    public var description: String {
        switch self {
        case .action(let index, let name): "action(\(index), \"\(name)\")"
        case .gesture(let gesture, let host, let choice): "gesture(\(gesture), host: \(host), choice: \(choice))"
        case .advance(let milliseconds): "advance(\(milliseconds) ms)"
        }
    }
}
