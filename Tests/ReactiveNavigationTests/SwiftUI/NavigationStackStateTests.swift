import Observation
import ReactiveNavigation
import Signals
import Testing

/// A ``StackNavigator`` on a SwiftUI stack's state: the path SwiftUI binds to follows the navigator's calls, and every
/// write-back SwiftUI makes when the user goes back is a user's pop that the navigator agrees with.
@MainActor
@Suite("SwiftUI: a stack navigator on a NavigationStack's path", .checksForLeaks)
struct NavigationStackStateTests {
    let clock = TestScheduler()
    let scene: NavigationScene
    let stack: NavigationStackState
    let home = ViewScreen("home")
    let navigator: StackNavigator<String>
    let diagnostics = DiagnosticsRecorder()

    init() {
        scene = NavigationScene(timing: .animated(.milliseconds(300), on: clock))
        stack = NavigationStackState(scene: scene)
        navigator = StackNavigator(navigationController: stack, diagnostics: diagnostics.sink)
        navigator.set([(route: "home", viewController: home)], animated: false)
        trackForLeaks(stack, navigator)
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    private func pushScreens(_ routes: [String]) -> [ViewScreen] {
        let screens = routes.map { ViewScreen($0) }
        for (route, screen) in zip(routes, screens) {
            navigator.push(route: route, viewController: screen, animated: true)
        }
        settle()
        return screens
    }

    private func expectAgreement(_ routes: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(navigator.routes == routes, sourceLocation: sourceLocation)
        #expect(stack.path.map { stack.screen(for: $0)?.content as? String } == routes.dropFirst().map { $0 })
        #expect(navigator.disagreementWithHost() == nil, sourceLocation: sourceLocation)
        #expect(scene.transitionWarnings.isEmpty, sourceLocation: sourceLocation)
        #expect(diagnostics.diagnostics.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func aPushChangesThePathAtOnceAndTheRoutesWhenTheAnimationEnds() {
        let detail = ViewScreen("detail")
        var outcome: NavigationOutcome?
        navigator.push(route: "detail", viewController: detail, animated: true) { outcome = $0 }
        #expect(stack.path == [detail.id], "SwiftUI animates the new path")
        #expect(navigator.routes == ["home"])
        #expect(stack.isTransitioning)
        clock.advance(by: .milliseconds(300))
        #expect(outcome == .completed)
        expectAgreement(["home", "detail"])
    }

    @Test func threePushesOfADeepLinkRunOneAfterAnotherWithoutChangingThePathMidAnimation() {
        let screens = ["a", "b", "c"].map { ViewScreen($0) }
        for screen in screens {
            navigator.push(route: screen.content as! String, viewController: screen, animated: true)
        }
        var paths: [[ScreenID]] = []
        for _ in 0..<3 {
            paths.append(stack.path)
            clock.advance(by: .milliseconds(300))
        }
        #expect(paths == [[screens[0].id], screens.prefix(2).map(\.id), screens.map(\.id)])
        expectAgreement(["home", "a", "b", "c"])
    }

    @Test func theBackButtonWritesTheShorterPathOnceThePopHasEnded() {
        let screens = pushScreens(["a", "b"])
        #expect(stack.simulateBackButtonTap())
        #expect(stack.path == screens.map(\.id), "SwiftUI writes the path after the transition")
        #expect(navigator.routes == ["home", "a", "b"])
        clock.advance(by: .milliseconds(300))
        #expect(stack.path == [screens[0].id])
        expectAgreement(["home", "a"])
    }

    @Test(arguments: 0...3)
    func theBackMenuGoesBackToAnyLevelInOneWrite(level: Int) {
        let screens = pushScreens(["a", "b", "c", "d"])
        var writes: [[String]] = []
        navigator.onChange = { writes.append($0) }
        let target = level == 0 ? home : screens[level - 1]
        #expect(stack.simulateBackMenuSelection(of: target))
        settle()
        let expected = ["home", "a", "b", "c", "d"].prefix(level + 1).map { $0 }
        #expect(writes == [expected], "one write, one change, several levels at once")
        expectAgreement(expected)
    }

    @Test func aCompletedSwipePopsAndACancelledOneLeavesThePathAsItWas() {
        let screens = pushScreens(["a", "b"])
        #expect(stack.simulateInteractivePop(completing: false))
        settle()
        #expect(stack.path == screens.map(\.id))
        expectAgreement(["home", "a", "b"])
        #expect(stack.simulateInteractivePop(completing: true))
        settle()
        expectAgreement(["home", "a"])
    }

    @Test func aWriteBackFromSwiftUIIsAUserPop() {
        let screens = pushScreens(["a", "b", "c"])
        var transitions: [NavigationTransition<String>] = []
        navigator.transitions.observeValues { transitions.append($0) }
        stack.path = [screens[0].id]
        expectAgreement(["home", "a"])
        #expect(transitions.count == 1)
        #expect(transitions.first?.isUserInitiated == true)
    }

    @Test func aPathSwiftUIDidNotGetFromTheNavigatorIsRefusedWithAWarning() {
        let screens = pushScreens(["a", "b"])
        let stranger = ViewScreen("stranger")
        stack.path = [screens[1].id, screens[0].id]
        stack.path = screens.map(\.id) + [stranger.id]
        #expect(stack.path == screens.map(\.id))
        #expect(navigator.routes == ["home", "a", "b"])
        #expect(scene.transitionWarnings.count == 2)
    }

    @Test func aPushTheAppMakesDuringTheUsersBackRunsOnceThePathHasBeenWritten() {
        let screens = pushScreens(["a", "b"])
        #expect(stack.simulateBackButtonTap())
        let next = ViewScreen("next")
        var outcome: NavigationOutcome?
        navigator.push(route: "next", viewController: next, animated: true) { outcome = $0 }
        #expect(stack.path == screens.map(\.id), "the push waits for SwiftUI's write")
        settle()
        #expect(outcome == .completed)
        #expect(stack.path == [screens[0].id, next.id])
        expectAgreement(["home", "a", "next"])
    }

    @Test func theUserCannotGoBackWhileAPushIsAnimatingNorFromTheRoot() {
        #expect(!stack.simulateBackButtonTap())
        navigator.push(route: "a", viewController: ViewScreen("a"), animated: true)
        #expect(!stack.simulateBackButtonTap())
        #expect(!stack.simulateInteractivePop(completing: true))
        settle()
        expectAgreement(["home", "a"])
    }

    @Test func theStackDrivenBehindTheNavigatorsBackWhileAnimatingIsReportedAsSwiftUIWouldGetItWrong() {
        stack.pushViewController(ViewScreen("a"), animated: true)
        stack.pushViewController(ViewScreen("b"), animated: true)
        #expect(scene.transitionWarnings.count == 1)
        settle()
    }

    @Test func theFirstScreenOnAnEmptyStackIsItsRootAndASetCanReplaceIt() {
        let empty = NavigationStackState(scene: scene)
        let other = StackNavigator<String>(navigationController: empty, diagnostics: diagnostics.sink)
        let first = ViewScreen("first")
        other.push(route: "first", viewController: first, animated: false)
        #expect(empty.root === first)
        #expect(empty.path.isEmpty)
        let (root, top) = (ViewScreen("root"), ViewScreen("top"))
        other.set([(route: "root", viewController: root), (route: "top", viewController: top)], animated: true)
        settle()
        #expect(empty.root === root)
        #expect(empty.path == [top.id])
        #expect(other.routes == ["root", "top"])
        #expect(first.shownBy == nil)
        #expect(other.disagreementWithHost() == nil)
        trackForLeaks(empty, other)
    }

    @Test func readingThePathIsObservedAndAChangeNotifiesSwiftUI() {
        let changed = Box(false)
        withObservationTracking {
            _ = stack.path
        } onChange: {
            changed.value = true
        }
        navigator.push(route: "a", viewController: ViewScreen("a"), animated: false)
        #expect(changed.value)
    }

    @Test func screensThatLeaveThePathAreFreedAndForgetTheStack() {
        weak var left: ViewScreen?
        do {
            let screen = ViewScreen("a")
            left = screen
            navigator.push(route: "a", viewController: screen, animated: true)
            settle()
            #expect(screen.shownBy === stack)
        }
        #expect(stack.simulateBackButtonTap())
        settle()
        #expect(left == nil)
        expectAgreement(["home"])
    }
}

/// A reference that observation callbacks, which are `@Sendable`, may set from the main actor in tests.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
