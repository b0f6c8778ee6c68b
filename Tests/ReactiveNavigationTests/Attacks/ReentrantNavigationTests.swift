import ReactiveNavigation
import Signals
import TestSupport
import Testing

/// Random calls whose observers and `onChange` navigate again while they are told about a change: after every
/// outer call, each navigator's state, property and `onChange` must agree with its host, and flows and screens must
/// be held exactly while they are shown. A failure names its seed and step.
@Suite("Attacks: navigation from inside the navigators' own reports", .checksForLeaks)
struct ReentrantNavigationTests {
    static let seeds: [UInt64] = [1, 2, 3, 0xBAD_5EED, 20_260_101]
    static let outerSteps = 1_000

    @MainActor
    @Test(arguments: seeds)
    func observersThatNavigateLeaveEveryReportInAgreementWithTheHosts(seed: UInt64) async {
        await withWatchdog("reentrant navigation, seed \(seed)") {
            let harness = ReentrantNavigationHarness(seed: seed)
            var stepsRun = 0
            for step in 0..<Self.outerSteps {
                harness.outerStep(nested: 3)
                // Results sent while a flow's screen was being shown are handled on the main queue right after.
                await drainMainQueue(rounds: 1)
                stepsRun += 1
                let disagreements = harness.disagreements()
                guard disagreements.isEmpty else {
                    Issue.record("seed \(seed), step \(step):\n\(disagreements.joined(separator: "\n"))")
                    break
                }
                harness.forgetFinished()
            }
            print("ReentrantNavigationTests seed \(seed): \(stepsRun) outer steps, \(harness.nestedCalls) nested calls")
            #expect(stepsRun == Self.outerSteps)
            #expect(harness.nestedCalls > Self.outerSteps / 4, "observers navigated too rarely to test anything")
            harness.stop()
            trackForLeaks(harness, harness.stack, harness.modal, harness.tabs, harness.controller, harness.tabBar)
        }
    }

    @MainActor
    @Test func aPushFromAnObserverWaitsForTheAnimatedPushThatReportedAndBothRoutesEndOnTheStack() {
        let host = DeferredStackHost()
        let navigator = StackNavigator<String>(navigationController: host)
        let (home, detail, extra) = (Screen("home"), Screen("detail"), Screen("extra"))
        var changes: [[String]] = []
        navigator.onChange = { changes.append($0) }
        navigator.set([(route: "home", viewController: home)], animated: false)
        host.finishTransitions()
        let pushExtra = navigator.routeStack.signal.observeValues { [navigator] routes in
            if routes.last == "detail" { navigator.push(route: "extra", viewController: extra, animated: true) }
        }
        navigator.push(route: "detail", viewController: detail, animated: true)
        // The routes change when the host's transition ends, not when it starts.
        #expect(navigator.routes == ["home"])
        host.finishTransitions()
        // The observer's push started once the first one had finished, and is itself in flight.
        #expect(navigator.routes == ["home", "detail"])
        #expect(sameObjects(host.viewControllers, [home, detail, extra]))
        host.finishTransitions()
        #expect(navigator.routes == ["home", "detail", "extra"])
        #expect(changes == [["home"], ["home", "detail"], ["home", "detail", "extra"]])
        pushExtra?.dispose()
    }
}

extension ReentrantNavigationTests {
    @MainActor
    @Test func aPopFromInsideAnObserverRunsRightAfterTheCallThatReportedBeforeTheOuterCallReturns() {
        let controller = HeadlessNavigationController()
        let navigator = StackNavigator<String>(navigationController: controller)
        let (home, detail) = (Screen("home"), Screen("detail"))
        navigator.set([(route: "home", viewController: home)], animated: false)
        var routesAfterNestedPop: [String]?
        var changes: [[String]] = []
        navigator.onChange = { changes.append($0) }
        let popAtOnce = navigator.routeStack.signal.observeValues { [navigator] routes in
            guard routes.last == "detail" else { return }
            navigator.pop(animated: false)
            routesAfterNestedPop = navigator.routes
        }
        navigator.push(route: "detail", viewController: detail, animated: true)
        // The nested pop waited for the push to finish: inside the observer the stack still showed the push.
        #expect(routesAfterNestedPop == ["home", "detail"])
        #expect(navigator.routes == ["home"])
        #expect(navigator.routeStack.value == ["home"])
        #expect(changes == [["home", "detail"], ["home"]])
        #expect(sameObjects(controller.viewControllers, [home]))
        popAtOnce?.dispose()
    }
}

/// `onChange` tells the state the host ends in when an observer navigates again while it is told about a change.
@MainActor
extension ReentrantNavigationTests {
    @Test func modalOnChangeAgreesWithTheHostWhenAPresentationObserverDismisses() {
        let controller = HeadlessNavigationController()
        let modal = ModalNavigator<String>(presenter: controller)
        trackForLeaks(controller, modal)
        var changes: [String?] = []
        modal.onChange = { changes.append($0) }
        let dismissAtOnce = modal.presentation.signal.observeValues { [modal] route in
            if route != nil { modal.dismiss(animated: false) }
        }
        modal.present(route: "a", viewController: Screen("a"), animated: false)
        #expect(controller.presentedViewController == nil)
        #expect(modal.presentedRoute == nil)
        #expect(changes.last == .some(nil), "onChange last saw \(changes) while nothing is presented")
        #expect(changes == ["a", nil])
        dismissAtOnce?.dispose()
    }

    @Test func tabOnChangeAgreesWithTheHostWhenASelectionObserverSelectsAgain() {
        let tabBar = HeadlessTabBarController()
        let tabs = TabNavigator<String>(tabBarController: tabBar)
        let screens = [Screen("a"), Screen("b")]
        trackForLeaks(tabBar, tabs, screens[0], screens[1])
        var changes: [String?] = []
        tabs.onChange = { changes.append($0) }
        tabs.set([(route: "a", viewController: screens[0]), (route: "b", viewController: screens[1])], animated: false)
        var bounced = false
        let bounceBack = tabs.selection.signal.observeValues { [tabs] route in
            guard route == "b", !bounced else { return }
            bounced = true
            tabs.select("a")
        }
        tabs.select("b")
        #expect(tabBar.selectedIndex == 0)
        #expect(tabs.selectedRoute == "a")
        #expect(changes.last == "a", "onChange last saw \(changes) while a is selected")
        #expect(changes == ["a", "b", "a"])
        bounceBack?.dispose()
    }
}
