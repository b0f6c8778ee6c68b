/// Something the user of the example app can do, or, for `popRoot`, a call the script makes.
public enum ExampleAction: Equatable, Sendable {
    /// Taps an item of the list, which pushes the item's screen.
    case tapItem(String)
    /// Opens the configuration screen from the list.
    case openConfiguration
    /// Saves the configuration, which pops back to the list.
    case saveConfiguration
    /// Asks to reset the configuration, which shows an alert to confirm.
    case resetConfiguration
    /// Taps a button of the alert shown.
    case tapAlertButton(String)
    /// Taps the navigation bar's back button.
    case tapBackButton
    /// Starts the swipe from the screen's edge, then lets go before it completes.
    case swipeBackAndCancel
    /// Swipes from the screen's edge all the way.
    case swipeBack
    /// Long-presses the back button and picks the list from its menu.
    case longPressBackToList
    /// Opens the catalogue screen from the list.
    case openCatalogue
    /// Pulls the catalogue to load it, which starts its `Action`.
    case pullToLoad
    /// Taps the catalogue's error to load it again.
    case retry
    /// Answers the catalogue's pending request with an error: the network is offline.
    case networkFails
    /// Answers the catalogue's pending request with the items.
    case itemsArrive
    /// Opens a deep link: an item's screen, then the configuration on top of it.
    case deepLink
    /// Pops the root screen by code, which the navigator refuses (not offered to the user).
    case popRoot
    /// Leaves the example.
    case quit

    /// What the action does, as the menu and the script show it.
    public var title: String {
        switch self {
        case .tapItem(let item): "Tap \"\(item)\""
        case .openConfiguration: "Open the configuration"
        case .saveConfiguration: "Save the configuration"
        case .resetConfiguration: "Reset the configuration"
        case .tapAlertButton(let title): "Tap \"\(title)\" in the alert"
        case .tapBackButton: "Tap the back button"
        case .swipeBackAndCancel: "Swipe back, then cancel the swipe"
        case .swipeBack: "Swipe back all the way"
        case .longPressBackToList: "Long-press back, pick the list"
        case .openCatalogue: "Open the catalogue"
        case .pullToLoad: "Pull to load"
        case .retry: "Tap to retry"
        case .networkFails: "The network fails"
        case .itemsArrive: "The items arrive"
        case .deepLink: "Open a deep link to \"Apples\" and its configuration"
        case .popRoot: "Pop the root screen by code (refused)"
        case .quit: "Quit"
        }
    }
}
