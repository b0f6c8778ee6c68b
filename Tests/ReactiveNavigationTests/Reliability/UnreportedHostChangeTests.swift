import ReactiveNavigation
import Signals
import Testing

/// The safety net under the UIKit adapters: a host that changed without telling its navigator (a delegate callback
/// whose timing Apple does not document did not come) is caught up with before the navigator's next call, which
/// adopts what the host shows, reports the change as the user's and says so in a diagnostic.
///
/// The headless hosts stand in for UIKit; each change is made with the host's delegate unset, as if UIKit had not
/// called it.
@MainActor
@Suite("Reliability: changes a host did not report are adopted at the next call", .checksForLeaks)
struct UnreportedHostChangeTests {
    let diagnostics = DiagnosticsRecorder()

    /// Runs `change` on a host with its delegate unset, as a change UIKit made without the callback.
    private func silently<Host: AnyObject, Delegate>(
        _ host: Host, _ delegate: ReferenceWritableKeyPath<Host, Delegate?>, _ change: (Host) -> Void
    ) {
        let saved = host[keyPath: delegate]
        host[keyPath: delegate] = nil
        change(host)
        host[keyPath: delegate] = saved
    }

    @Test func aStackPopTheNavigatorWasNotToldOfIsAdoptedBeforeTheNextPush() {
        let controller = HeadlessNavigationController()
        let navigator = StackNavigator<String>(navigationController: controller, diagnostics: diagnostics.sink)
        trackForLeaks(controller, navigator)
        var transitions: [NavigationTransition<String>] = []
        navigator.transitions.observeValues { transitions.append($0) }
        navigator.set([("list", HeadlessViewController()), ("detail", HeadlessViewController())], animated: false)
        silently(controller, \.stackHostDelegate) { _ = $0.popViewController(animated: false, completion: nil) }
        #expect(navigator.routes == ["list", "detail"], "the navigator has not been told yet")

        navigator.push(route: "settings", viewController: HeadlessViewController(), animated: false)

        #expect(navigator.routes == ["list", "settings"])
        #expect(diagnostics.kinds == [.hostChangedUnreported])
        #expect(diagnostics.diagnostics.first?.message.contains("stack list") == true)
        let adopted = transitions.first { $0.isUserInitiated }
        #expect(adopted?.kind == .pop && adopted?.phase == .finished && adopted?.routes == ["list"])
    }

    @Test func aStackInStepWithItsHostReportsNothing() {
        let controller = HeadlessNavigationController()
        let navigator = StackNavigator<String>(navigationController: controller, diagnostics: diagnostics.sink)
        trackForLeaks(controller, navigator)
        navigator.set([("list", HeadlessViewController())], animated: false)
        navigator.push(route: "detail", viewController: HeadlessViewController(), animated: false)
        _ = navigator.pop(animated: false)
        #expect(diagnostics.kinds.isEmpty)
    }

    @Test func aTabPickedWithoutAReportIsAdoptedBeforeTheNextSelection() {
        let controller = HeadlessTabBarController()
        let navigator = TabNavigator<String>(tabBarController: controller, diagnostics: diagnostics.sink)
        trackForLeaks(controller, navigator)
        var transitions: [NavigationTransition<String>] = []
        navigator.transitions.observeValues { transitions.append($0) }
        navigator.set(
            [
                ("home", HeadlessViewController()), ("search", HeadlessViewController()),
                ("more", HeadlessViewController()),
            ],
            animated: false)
        // A pick from UIKit's "More" list selects a tab without `tabBarController(_:didSelect:)`.
        silently(controller, \.tabHostDelegate) { $0.selectedIndex = 2 }
        #expect(navigator.selectedRoute == "home")

        #expect(navigator.select("search"))

        #expect(navigator.selectedRoute == "search")
        #expect(diagnostics.kinds == [.hostChangedUnreported])
        #expect(transitions.contains { $0.isUserInitiated && $0.routes == ["more"] })
    }

    @Test func aDismissalThePresenterDidNotReportIsAdoptedBeforeTheNextPresentation() {
        let presenter = HeadlessViewController()
        let navigator = ModalNavigator<String>(presenter: presenter, diagnostics: diagnostics.sink)
        trackForLeaks(presenter, navigator)
        var transitions: [NavigationTransition<String>] = []
        navigator.transitions.observeValues { transitions.append($0) }
        navigator.present(route: "login", viewController: HeadlessViewController(), animated: false)
        silently(presenter, \.modalHostDelegate) { $0.dismiss(animated: false, completion: nil) }
        #expect(navigator.presentedRoute == "login")

        navigator.present(route: "signup", viewController: HeadlessViewController(), animated: false)

        #expect(navigator.presentedRoute == "signup")
        #expect(diagnostics.kinds == [.hostChangedUnreported])
        let adopted = transitions.first { $0.isUserInitiated }
        #expect(adopted?.kind == .dismiss && adopted?.phase == .finished && adopted?.routes == [])
    }

    @Test func aPageShownWithoutAReportIsAdoptedBeforeTheNextCall() {
        let controller = HeadlessPageViewController()
        let navigator = PageNavigator<String>(pageViewController: controller, diagnostics: diagnostics.sink)
        trackForLeaks(controller, navigator)
        navigator.set([("one", HeadlessViewController()), ("two", HeadlessViewController())], animated: false)
        silently(controller, \.pageHostDelegate) { $0.showPage(at: 1, animated: false, completion: nil) }
        #expect(navigator.selectedRoute == "one")

        navigator.select("one", animated: false)

        #expect(navigator.selectedRoute == "one")
        #expect(diagnostics.kinds == [.hostChangedUnreported])
    }

    @Test func aSplitColumnChangedWithoutAReportIsAdoptedBeforeTheNextCall() {
        let controller = HeadlessSplitViewController(isCollapsed: true)
        let navigator = SplitNavigator<String>(splitViewController: controller, diagnostics: diagnostics.sink)
        trackForLeaks(controller, navigator)
        navigator.show(route: "inbox", viewController: HeadlessViewController(), in: .primary, animated: false)
        navigator.show(route: "message", viewController: HeadlessViewController(), in: .secondary, animated: false)
        #expect(navigator.topColumn == .secondary)
        // The back button of a collapsed split, where UIKit does not document a delegate call.
        silently(controller, \.splitHostDelegate) { _ = $0.simulateBackButtonTap() }
        #expect(navigator.topColumn == .secondary)

        navigator.show(.primary, animated: false)

        #expect(navigator.topColumn == .primary)
        #expect(diagnostics.kinds == [.hostChangedUnreported])
    }
}
