#if canImport(Observation)
    import Observation
    import ReactiveNavigation
    import Signals
    import Testing

    /// Counts the notifications of one `withObservationTracking` registration.
    @MainActor
    private final class Notifications {
        var count = 0

        /// Registers `read` for its next change.
        func track(_ read: @escaping @MainActor () -> Void) {
            withObservationTracking {
                read()
            } onChange: { [weak self] in
                MainActor.assumeIsolated { self?.count += 1 }
            }
        }
    }

    /// Every navigator's routes are observable through Observation, as SwiftUI reads them.
    @MainActor
    @Suite(.checksForLeaks)
    struct NavigatorObservationTests {
        @Test func aStackNavigatorsRoutesNotifyOnCallsAndOnTheUsersPops() {
            let navigationController = HeadlessNavigationController()
            let navigator = StackNavigator<String>(
                navigationController: navigationController, diagnostics: .init { _ in })
            trackForLeaks(navigationController, navigator)
            navigator.set([(route: "home", viewController: Screen("home"))], animated: false)
            let notifications = Notifications()
            notifications.track { _ = navigator.routes }
            navigator.push(route: "detail", viewController: Screen("detail"), animated: false)
            #expect(notifications.count == 1)
            notifications.track { _ = navigator.routes }
            #expect(navigationController.simulateBackButtonTap())
            #expect(notifications.count == 2)
            #expect(navigator.routes == ["home"])
        }

        @Test func aModalNavigatorsPresentationsNotify() {
            let presenter = HeadlessViewController()
            let navigator = ModalNavigator<String>(presenter: presenter, diagnostics: .init { _ in })
            trackForLeaks(presenter, navigator)
            let notifications = Notifications()
            notifications.track { _ = navigator.presentedRoute }
            navigator.present(route: "sheet", viewController: HeadlessViewController(), animated: false)
            #expect(notifications.count == 1)
            notifications.track { _ = navigator.presentedRoutes }
            #expect(presenter.simulateInteractiveDismiss())
            #expect(notifications.count == 2)
            #expect(navigator.presentedRoutes.isEmpty)
        }

        @Test func aTabNavigatorsTabsAndSelectionNotify() {
            let tabBarController = HeadlessTabBarController()
            let navigator = TabNavigator<String>(tabBarController: tabBarController, diagnostics: .init { _ in })
            trackForLeaks(tabBarController, navigator)
            let notifications = Notifications()
            notifications.track { _ = navigator.routes }
            navigator.set(
                [(route: "inbox", viewController: Screen("inbox")), (route: "sent", viewController: Screen("sent"))],
                animated: false)
            #expect(notifications.count == 1)
            notifications.track { _ = navigator.selectedRoute }
            #expect(tabBarController.simulateTabSelection(at: 1))
            #expect(notifications.count == 2)
            #expect(navigator.selectedRoute == "sent")
        }

        @Test func aPageNavigatorsPagesNotify() {
            let pageViewController = HeadlessPageViewController()
            let navigator = PageNavigator<String>(pageViewController: pageViewController, diagnostics: .init { _ in })
            trackForLeaks(pageViewController, navigator)
            let notifications = Notifications()
            notifications.track { _ = navigator.selectedRoute }
            navigator.set(
                [(route: "one", viewController: Screen("one")), (route: "two", viewController: Screen("two"))],
                animated: false)
            #expect(notifications.count == 1)
            notifications.track { _ = navigator.routes }
            #expect(pageViewController.simulateSwipe(forward: true))
            #expect(notifications.count == 2)
            #expect(navigator.selectedRoute == "two")
        }

        @Test func aSplitNavigatorsColumnsNotify() {
            let splitViewController = HeadlessSplitViewController(isCollapsed: false)
            let navigator = SplitNavigator<String>(
                splitViewController: splitViewController, diagnostics: .init { _ in })
            trackForLeaks(splitViewController, navigator)
            let notifications = Notifications()
            notifications.track { _ = navigator.route(for: .secondary) }
            navigator.show(route: "detail", viewController: Screen("detail"), in: .secondary, animated: false)
            #expect(notifications.count == 1)
            notifications.track { _ = navigator.isCollapsed }
            #expect(splitViewController.simulateSizeClassChange(compact: true))
            #expect(notifications.count == 2)
            #expect(navigator.isCollapsed)
        }

        @Test func readingANavigatorsValueThroughItsPropertyIsObservedToo() {
            let navigationController = HeadlessNavigationController()
            let stack = StackNavigator<String>(navigationController: navigationController, diagnostics: .init { _ in })
            let presenter = HeadlessViewController()
            let modal = ModalNavigator<String>(presenter: presenter, diagnostics: .init { _ in })
            let tabBarController = HeadlessTabBarController()
            let tabs = TabNavigator<String>(tabBarController: tabBarController, diagnostics: .init { _ in })
            trackForLeaks(navigationController, stack, presenter, modal, tabBarController, tabs)
            let notifications = Notifications()
            notifications.track { _ = stack.routeStack.value }
            stack.push(route: "detail", viewController: Screen("detail"), animated: false)
            #expect(notifications.count == 1)
            notifications.track { _ = modal.presentationStack.value }
            modal.present(route: "sheet", viewController: HeadlessViewController(), animated: false)
            #expect(notifications.count == 2)
            notifications.track { _ = modal.presentation.value }
            #expect(presenter.simulateInteractiveDismiss())
            #expect(notifications.count == 3)
            notifications.track { _ = tabs.selection.value }
            tabs.set(
                [(route: "inbox", viewController: Screen("inbox")), (route: "sent", viewController: Screen("sent"))],
                animated: false)
            #expect(notifications.count == 4)
        }

        @Test func aSplitNavigatorsStateIsAnObservedValue() {
            let splitViewController = HeadlessSplitViewController(isCollapsed: false)
            let navigator = SplitNavigator<String>(
                splitViewController: splitViewController, diagnostics: .init { _ in })
            trackForLeaks(splitViewController, navigator)
            navigator.show(route: "folders", viewController: Screen("folders"), in: .primary, animated: false)
            let before = navigator.state.value
            let notifications = Notifications()
            notifications.track { _ = navigator.state.value.isPrimaryVisible }
            #expect(splitViewController.simulateDisplayModeButtonTap())
            #expect(notifications.count == 1)
            #expect(navigator.isPrimaryVisible == navigator.state.value.isPrimaryVisible)
            #expect(navigator.isPrimaryVisible != before.isPrimaryVisible)
            #expect(navigator.state.value != before)
            #expect(navigator.state.value.routes == before.routes)
        }

        @Test func aRouteNotReadIsNotObserved() {
            let navigationController = HeadlessNavigationController()
            let navigator = StackNavigator<String>(
                navigationController: navigationController, diagnostics: .init { _ in })
            trackForLeaks(navigationController, navigator)
            let notifications = Notifications()
            notifications.track {}
            navigator.push(route: "detail", viewController: Screen("detail"), animated: false)
            #expect(notifications.count == 0)
        }
    }
#endif
