// A split view as an app drives it: a SplitNavigator over a column-style UISplitViewController, with a route shown in
// each column, so that scripts/typecheck-uikit.sh checks SplitViewControllerHost as an app uses it.
import ReactiveNavigationUIKit
import UIKit

@MainActor
final class SplitFixtureCoordinator {
    let navigator = SplitNavigator<String>(splitViewController: UISplitViewController(style: .doubleColumn))

    func start() {
        navigator.show(route: "folders", viewController: UIViewController(), in: .primary, animated: false)
        let inbox = UINavigationController(rootViewController: UIViewController())
        navigator.show(route: "inbox", viewController: inbox, in: .secondary, animated: true) { outcome in
            print("inbox shown: \(outcome)")
        }
        navigator.onChange = { state in
            print("on top: \(state.topColumn), collapsed: \(state.isCollapsed)")
        }
    }

    func showFolders() async {
        await navigator.show(.primary, animated: true)
    }
}
