import ReactiveNavigation
import Signals
import Testing

/// A ``ModalNavigator`` on a SwiftUI view's presentations: sheets, covers and alerts follow the navigator's calls, and
/// SwiftUI's write-backs (a sheet's item set to `nil` on swipe-down, an alert's after a tap) are the user's
/// dismissals, which the navigator agrees with.
@MainActor
@Suite("SwiftUI: a modal navigator on sheets, covers and alerts", .checksForLeaks)
struct PresentationStateTests {
    let clock = TestScheduler()
    let scene: NavigationScene
    let presentations: PresentationState
    let navigator: ModalNavigator<String>
    let diagnostics = DiagnosticsRecorder()

    init() {
        scene = NavigationScene(timing: .animated(.milliseconds(300), on: clock))
        presentations = PresentationState(scene: scene)
        navigator = ModalNavigator(presenter: presentations, diagnostics: diagnostics.sink, stacksPresentations: true)
        trackForLeaks(presentations, navigator)
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    private func expectAgreement(_ routes: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(navigator.presentedRoutes == routes, sourceLocation: sourceLocation)
        var shown: [String] = []
        var level: PresentationState? = presentations
        while let state = level, let screen = state.presentedScreen {
            shown.append(screen.content as? String ?? "alert")
            level = screen.presentations
        }
        #expect(shown == routes, sourceLocation: sourceLocation)
        #expect(navigator.disagreementWithHost() == nil, sourceLocation: sourceLocation)
        #expect(scene.transitionWarnings.isEmpty, sourceLocation: sourceLocation)
        #expect(diagnostics.diagnostics.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func aPresentedSheetIsTheItemSwiftUIBindsTo() {
        let sheet = ViewScreen("sheet")
        navigator.present(route: "sheet", viewController: sheet, animated: true)
        #expect(presentations.sheet === sheet)
        #expect(presentations.fullScreenCover == nil)
        #expect(navigator.presentedRoute == nil, "the presentation is still animating")
        settle()
        expectAgreement(["sheet"])
    }

    @Test func aSwipeDownSetsTheItemToNilOnceTheDismissalHasEndedAndTheNavigatorAgrees() {
        navigator.present(route: "sheet", viewController: ViewScreen("sheet"), animated: true)
        settle()
        #expect(presentations.simulateInteractiveDismiss())
        #expect(presentations.sheet != nil, "SwiftUI writes nil after the transition")
        #expect(navigator.presentedRoute == "sheet")
        clock.advance(by: .milliseconds(300))
        #expect(presentations.sheet == nil)
        expectAgreement([])
    }

    @Test func aCancelledSwipeDownLeavesTheSheet() {
        navigator.present(route: "sheet", viewController: ViewScreen("sheet"), animated: true)
        settle()
        #expect(presentations.simulateInteractiveDismiss(completing: false))
        settle()
        expectAgreement(["sheet"])
    }

    @Test func aFullScreenCoverCannotBeSwipedAwayButSwiftUIsDismissActionIsReported() {
        let cover = ViewScreen("cover", style: .fullScreenCover)
        navigator.present(route: "cover", viewController: cover, animated: true)
        settle()
        #expect(presentations.fullScreenCover === cover)
        #expect(!presentations.simulateInteractiveDismiss())
        presentations.fullScreenCover = nil
        expectAgreement([])
    }

    @Test func aScreenOfContentGivenTheAlertStyleShowsAsASheet() {
        let screen = ViewScreen("odd", style: .alert)
        #expect(screen.presentationStyle == .sheet)
        navigator.present(route: "odd", viewController: screen, animated: true)
        settle()
        #expect(presentations.sheet === screen)
        expectAgreement(["odd"])
    }

    @Test func swipingDownAMiddleSheetEndsEverySheetAboveIt() {
        for route in ["a", "b", "c"] {
            navigator.present(route: route, viewController: ViewScreen(route), animated: true)
        }
        settle()
        expectAgreement(["a", "b", "c"])
        let middle = presentations.presentedScreen!.presentations
        #expect(middle.simulateInteractiveDismiss())
        settle()
        expectAgreement(["a"])
    }

    @Test func aPresentTheAppMakesDuringTheSwipeDownRunsOnceTheItemIsWritten() {
        navigator.present(route: "first", viewController: ViewScreen("first"), animated: true)
        settle()
        #expect(presentations.simulateInteractiveDismiss())
        var outcome: NavigationOutcome?
        navigator.present(route: "second", viewController: ViewScreen("second"), animated: true) { outcome = $0 }
        settle()
        #expect(outcome == .completed)
        expectAgreement(["second"])
    }

    @Test func anAlertIsAnsweredByTheTappedButtonAndGoesWhenSwiftUIWritesNil() {
        let alert = Alert<Bool>(title: "Delete?", buttons: [.init("Delete", role: .destructive, result: true)])
        var outcomes: [FlowOutcome<Bool>] = []
        navigator.present(alert: alert, route: "alert", animated: true).observeValues { outcomes.append($0) }
        settle()
        #expect(presentations.alert?.alert?.title == "Delete?")
        #expect(presentations.sheet == nil, "an alert is not a sheet")
        #expect(presentations.alert?.presentationStyle == .alert)
        #expect(!presentations.simulateInteractiveDismiss(), "an alert cannot be swiped away")
        #expect(presentations.simulateAlertButtonTap(at: 0))
        settle()
        #expect(presentations.alert == nil)
        #expect(outcomes == [.finished(true)])
        expectAgreement([])
    }

    @Test func thePresentationsOfAContainersScreenTakeTheContainersSceneAndItsTiming() {
        let stack = NavigationStackState(scene: scene)
        let screen = ViewScreen(stack)
        #expect(screen.presentations.scene === scene)
        let alerts = ModalNavigator<String>(presenter: screen.presentations)
        var outcome: NavigationOutcome?
        alerts.present(route: "sheet", viewController: ViewScreen("sheet"), animated: true) { outcome = $0 }
        clock.advance(by: .milliseconds(300))
        #expect(outcome == .completed, "the presentation ends on the scene's clock")
        trackForLeaks(stack, screen, alerts)
    }

    @Test func aSecondSheetPresentedBehindTheNavigatorsBackIsIgnoredWithAWarning() {
        presentations.present(ViewScreen("a"), animated: false)
        presentations.present(ViewScreen("b"), animated: false)
        #expect(scene.transitionWarnings.count == 1)
        #expect(presentations.sheet?.content as? String == "a")
    }
}
