import ReactiveNavigation
import Signals
import Testing

/// What tab and page navigators share through ``SelectionNavigator``, attacked on both: a navigator released while its
/// call waits, a replaced screen whose deinit calls back in, an observer that navigates from a report.
@MainActor
@Suite("Containers: tab and page navigators", .checksForLeaks)
struct SelectionNavigatorTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case tabs, pages
        var testDescription: String { rawValue }
    }

    /// A container of `kind` and a navigator driving it, on `queue` when given.
    private func make<Route>(
        _ kind: Kind, routes: Route.Type = String.self,
        diagnostics: NavigationDiagnostics = NavigationDiagnostics { _ in }, queue: TransitionQueue? = nil
    ) -> (host: AnyObject, navigator: SelectionNavigator<Route>) {
        switch kind {
        case .tabs:
            let host = HeadlessTabBarController()
            return (host, TabNavigator<Route>(tabBarController: host, diagnostics: diagnostics, queue: queue))
        case .pages:
            let host = HeadlessPageViewController()
            return (host, PageNavigator<Route>(pageViewController: host, diagnostics: diagnostics, queue: queue))
        }
    }

    private func select(_ route: String, on navigator: SelectionNavigator<String>) {
        select(where: { $0 == route }, on: navigator)
    }

    private func select<Route>(where predicate: @escaping (Route) -> Bool, on navigator: SelectionNavigator<Route>) {
        if let tabs = navigator as? TabNavigator<Route> {
            tabs.select(where: predicate)
        } else if let pages = navigator as? PageNavigator<Route> {
            pages.select(where: predicate, animated: false)
        }
    }

    @Test(arguments: Kind.allCases)
    func aNavigatorReleasedWhileItsCallWaitsEndsTheCallRefusedNamingItsType(_ kind: Kind) {
        let clock = TestScheduler()
        let queue = TransitionQueue()
        // A page change of 300 ms keeps the hierarchy's queue busy.
        let busyHost = HeadlessPageViewController(timing: .animated(.milliseconds(300), on: clock))
        let busy = PageNavigator<String>(
            pageViewController: busyHost, diagnostics: NavigationDiagnostics { _ in }, queue: queue)
        busy.set(
            [(route: "a", viewController: Screen("a")), (route: "b", viewController: Screen("b"))], animated: false)
        busy.select("b", animated: true)
        var (host, navigator): (AnyObject, SelectionNavigator<String>?) = make(kind, queue: queue)
        var outcome: NavigationOutcome?
        navigator?.set([(route: "x", viewController: Screen("x"))], animated: false) { outcome = $0 }
        weak let released = navigator
        navigator = nil
        #expect(released == nil)
        #expect(outcome == nil)
        clock.advance(by: .milliseconds(300))
        let name = kind == .tabs ? "TabNavigator<String>" : "PageNavigator<String>"
        #expect(outcome?.diagnostic?.kind == .navigatorReleased)
        #expect(outcome?.diagnostic?.message == "\(name) was released before the call's turn")
        trackForLeaks(host, busy, busyHost)
    }

    @Test(arguments: Kind.allCases)
    func aReplacedScreenWhoseDeinitNavigatesRunsOnceTheSetHasEnded(_ kind: Kind) {
        let (host, navigator) = make(kind)
        do {
            let leaving = DeinitScreen { [weak navigator] in
                guard let navigator else { return }
                self.select("c", on: navigator)
            }
            navigator.set([(route: "a", viewController: leaving)], animated: false)
        }
        var reports: [String] = []
        navigator.transitions.observeValues { reports.append("\($0.kind) \($0.phase) \($0.routes)") }
        var outcome: NavigationOutcome?
        navigator.set(
            [(route: "b", viewController: Screen("b")), (route: "c", viewController: Screen("c"))], animated: false
        ) { outcome = $0 }
        #expect(outcome == .completed)
        #expect(navigator.routes == ["b", "c"])
        #expect(navigator.selectedRoute == "c")
        #expect(
            reports == [
                "set began [\"a\"]", "set finished [\"b\"]", "select began [\"b\"]", "select finished [\"c\"]",
            ])
        trackForLeaks(host, navigator)
    }

    @Test(arguments: Kind.allCases)
    func aCallFromAReplacedRoutesDeinitRunsBeforeOneFromTheSetsCompletion(_ kind: Kind) {
        // The route, not the screen: only the navigator holds a route (a host may keep a screen it replaced a little
        // longer, as the headless page container does until its change has ended).
        let (host, navigator) = make(kind, routes: RouteToken.self)
        do {
            let leaving = RouteToken("a") { [weak navigator] in
                guard let navigator else { return }
                self.select(where: { $0.name == "c" }, on: navigator)
            }
            navigator.set([(route: leaving, viewController: Screen("a"))], animated: false)
        }
        navigator.set(
            [
                (route: RouteToken("b"), viewController: Screen("b")),
                (route: RouteToken("c"), viewController: Screen("c")),
            ],
            animated: false
        ) { [weak navigator] _ in
            guard let navigator else { return }
            self.select(where: { $0.name == "b" }, on: navigator)
        }
        #expect(navigator.selectedRoute?.name == "b")
        trackForLeaks(host, navigator)
    }

    @Test(arguments: Kind.allCases)
    func anObserverThatSelectsFromTheSetsReportRunsAfterTheSetAndIsTheLastWord(_ kind: Kind) {
        let diagnostics = DiagnosticsRecorder()
        let (host, navigator) = make(kind, diagnostics: diagnostics.sink)
        var selections: [String?] = []
        navigator.onChange = { [weak navigator] route in
            selections.append(route)
            if route == "a", let navigator { self.select("b", on: navigator) }
        }
        navigator.set(
            [(route: "a", viewController: Screen("a")), (route: "b", viewController: Screen("b"))], animated: false)
        #expect(selections == ["a", "b"])
        #expect(navigator.selectedRoute == "b")
        #expect(navigator.selection.value == "b")
        #expect(diagnostics.kinds.isEmpty)
        trackForLeaks(host, navigator, diagnostics)
    }

    @Test(arguments: Kind.allCases)
    func aListWithTheSameScreenTwiceIsRefusedNamingTheContainersScreens(_ kind: Kind) {
        let diagnostics = DiagnosticsRecorder()
        let (host, navigator) = make(kind, diagnostics: diagnostics.sink)
        let screen = Screen("a")
        var outcome: NavigationOutcome?
        navigator.set([(route: "a", viewController: screen), (route: "b", viewController: screen)], animated: false) {
            outcome = $0
        }
        let noun = kind == .tabs ? "tab" : "page"
        #expect(
            outcome?.diagnostic?.message
                == "set(_:animated:) refused: the screen for \(noun) b appears twice in the list")
        #expect(navigator.routes.isEmpty)
        trackForLeaks(host, navigator, diagnostics)
    }
}

/// A route that runs `onDeinit` on the main actor when it is released there.
private final class RouteToken {
    let name: String
    let onDeinit: (@MainActor () -> Void)?

    init(_ name: String, onDeinit: (@MainActor () -> Void)? = nil) {
        self.name = name
        self.onDeinit = onDeinit
    }

    deinit {
        guard let action = onDeinit else { return }
        MainActor.assumeIsolated { action() }
    }
}

/// A screen that runs `onDeinit` on the main actor when it is released there.
private final class DeinitScreen {
    let onDeinit: @MainActor () -> Void

    init(onDeinit: @escaping @MainActor () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit {
        let action = onDeinit
        MainActor.assumeIsolated { action() }
    }
}
