import ReactiveNavigation
import Signals
import Testing

@MainActor
@Suite(.checksForLeaks) struct ModalNavigatorTests {
    let presenter = HeadlessViewController()
    let diagnostics = DiagnosticsRecorder()
    let navigator: ModalNavigator<String>

    init() {
        navigator = ModalNavigator(presenter: presenter, diagnostics: diagnostics.sink)
        trackForLeaks(presenter, navigator, diagnostics)
    }

    @Test func presentingAScreenRecordsItsRoute() {
        let sheet = Screen("sheet")
        trackForLeaks(sheet)
        #expect(navigator.present(route: "sheet", viewController: sheet, animated: true))
        #expect(presenter.presentedViewController === sheet)
        #expect(navigator.presentedRoute == "sheet")
    }

    @Test func dismissReturnsTheRouteAndClearsIt() {
        navigator.present(route: "sheet", viewController: Screen("sheet"), animated: true)
        #expect(navigator.dismiss(animated: true) == "sheet")
        #expect(presenter.presentedViewController == nil)
        #expect(navigator.presentedRoute == nil)
    }

    @Test func aDismissalTheUserMakesIsReported() {
        var changes: [String?] = []
        navigator.presentation.startWithValues { changes.append($0) }
        navigator.present(route: "sheet", viewController: Screen("sheet"), animated: true)
        presenter.simulateInteractiveDismiss()
        #expect(navigator.presentedRoute == nil)
        #expect(changes == [nil, "sheet", nil])
    }

    @Test func aFullScreenCoverCannotBeSwipedDownButItsOwnDismissalIsReported() {
        let cover = HeadlessViewController()
        cover.presentationStyle = .fullScreenCover
        trackForLeaks(cover)
        navigator.present(route: "cover", viewController: cover, animated: true)
        #expect(!presenter.simulateInteractiveDismiss())
        #expect(!presenter.simulateInteractiveDismiss(completing: false))
        #expect(presenter.presentedViewController === cover)
        #expect(navigator.presentedRoute == "cover")
        cover.dismiss(animated: true)
        #expect(navigator.presentedRoute == nil)
        #expect(diagnostics.kinds.isEmpty)
    }

    @Test func anAlertHasTheAlertStyleAndCannotBeSwipedDown() throws {
        var answers: [FlowOutcome<Bool>] = []
        let question = Alert(title: "Sure?", buttons: [.init("Yes", result: true), .init("No", result: false)])
        navigator.present(alert: question, route: "alert", animated: true).observeValues { answers.append($0) }
        let alert = try #require(presenter.presentedViewController as? HeadlessAlertController)
        #expect(alert.presentationStyle == .alert)
        #expect(!presenter.simulateInteractiveDismiss())
        #expect(!presenter.simulateInteractiveDismiss(completing: false))
        #expect(navigator.presentedRoute == "alert")
        #expect(answers.isEmpty)
        #expect(alert.simulateTap(onButtonTitled: "No"))
        #expect(answers == [.finished(false)])
        #expect(navigator.presentedRoute == nil)
    }

    @Test func aPresentedCoordinatorIsRetainedUntilItsRootIsDismissed() {
        var child: RecordingCoordinator<String>? = RecordingCoordinator()
        trackForLeaks(child!)
        weak let weakChild = child
        navigator.present(route: "child", coordinator: child!, animated: true)
        #expect(presenter.presentedViewController === child?.navigationController)
        child = nil
        #expect(weakChild != nil)
        presenter.simulateInteractiveDismiss()
        #expect(weakChild == nil)
    }

    @Test func presentingWhilePresentingAndDismissingNothingAreRefused() {
        navigator.present(route: "first", viewController: Screen("first"), animated: true)
        #expect(!navigator.present(route: "second", viewController: Screen("second"), animated: true))
        #expect(navigator.presentedRoute == "first")
        navigator.dismiss(animated: false)
        #expect(navigator.dismiss(animated: false) == nil)
        #expect(diagnostics.kinds == [.alreadyPresenting, .nothingPresented])
        #expect(diagnostics.diagnostics[0].message.contains("second"))
    }
}
