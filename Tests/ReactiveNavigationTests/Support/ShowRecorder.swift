import ReactiveNavigation

/// Records what a stack host reports to its delegate.
@MainActor
final class ShowRecorder: StackHostDelegate {
    private(set) var shown: [(screen: AnyObject, animated: Bool)] = []

    var shownScreens: [AnyObject] { shown.map(\.screen) }

    func stackHost(_ host: any StackHost, didShow viewController: PlatformViewController, animated: Bool) {
        shown.append((viewController, animated))
    }
}
