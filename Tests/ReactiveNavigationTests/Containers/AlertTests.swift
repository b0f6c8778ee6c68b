import ReactiveNavigation
import Signals
import Testing

/// Alerts and action sheets as routes with a typed result, answered by the user on a headless host.
@MainActor
@Suite("Containers: alerts and action sheets", .checksForLeaks)
struct AlertTests {
    /// A view model that asks before deleting, and knows nothing about screens.
    final class ItemsViewModel {
        enum Route { case confirmDelete(String, Alert<Bool>) }
        let (navigationSignal, navigationInput) = Signal<Route, Never>.pipe()
        private(set) var items = ["Apples", "Bread"]

        func askToDelete(_ item: String) {
            let alert = Alert(
                title: "Delete \"\(item)\"?", message: "This cannot be undone.",
                buttons: [
                    .init("Delete", role: .destructive, result: true), .init("Cancel", role: .cancel, result: false),
                ])
            navigationInput.send(value: .confirmDelete(item, alert))
        }

        func delete(_ item: String) {
            items.removeAll { $0 == item }
        }
    }

    let clock = TestScheduler()
    let screen: HeadlessNavigationController
    let modal: ModalNavigator<String>
    let diagnostics = DiagnosticsRecorder()

    init() {
        screen = HeadlessNavigationController(timing: .animated(.milliseconds(300), on: clock))
        modal = ModalNavigator(presenter: screen, diagnostics: diagnostics.sink)
        trackForLeaks(screen, modal)
    }

    private func settle() {
        clock.advance(by: .seconds(10))
    }

    private var alertScreen: HeadlessAlertController? { screen.presentedViewController as? HeadlessAlertController }

    @Test func aViewModelsConfirmationIsAnsweredByTheButtonTheUserTaps() {
        let viewModel = ItemsViewModel()
        let routing = viewModel.navigationSignal.observeValues { [modal, weak viewModel] route in
            guard case .confirmDelete(let item, let alert) = route else { return }
            modal.present(alert: alert, route: "confirm", animated: true).observeValues { outcome in
                if case .finished(true) = outcome { viewModel?.delete(item) }
            }
        }
        defer { routing?.dispose() }
        viewModel.askToDelete("Apples")
        #expect(alertScreen?.alert.title == "Delete \"Apples\"?")
        #expect(alertScreen?.buttonTitles == ["Delete", "Cancel"])
        #expect(alertScreen?.simulateTap(onButtonTitled: "Delete") == false, "ignored while the alert animates in")
        settle()
        #expect(modal.presentedRoute == "confirm")
        #expect(alertScreen?.simulateTap(onButtonTitled: "Delete") == true)
        #expect(viewModel.items == ["Apples", "Bread"], "the answer comes once the alert is gone")
        settle()
        #expect(viewModel.items == ["Bread"])
        #expect(modal.presentedRoute == nil)
        #expect(screen.presentedViewController == nil)
        #expect(screen.transitionWarnings.isEmpty)
    }

    @Test(arguments: [("Delete", true), ("Cancel", false)])
    func eachButtonAnswersWithItsResult(title: String, result: Bool) {
        var outcomes: [FlowOutcome<Bool>] = []
        let alert = Alert(
            title: "Sure?", style: .actionSheet,
            buttons: [.init("Delete", role: .destructive, result: true), .init("Cancel", role: .cancel, result: false)])
        modal.present(alert: alert, route: "sheet", animated: true).observeValues { outcomes.append($0) }
        settle()
        alertScreen?.simulateTap(onButtonTitled: title)
        settle()
        #expect(outcomes == [.finished(result)])
    }

    @Test func anAlertTheNavigatorDismissesIsCancelled() {
        var outcomes: [FlowOutcome<Int>] = []
        modal.present(alert: Alert(title: "Wait", buttons: [.init("OK", result: 1)]), route: "wait", animated: true)
            .observeValues { outcomes.append($0) }
        modal.dismiss(animated: true)
        settle()
        #expect(outcomes == [.cancelled])
        #expect(modal.presentedRoute == nil)
    }

    /// UIKit's alert and action sheet cannot be swiped down: they go with a button, which answers.
    @Test(arguments: [AlertStyle.alert, .actionSheet])
    func anAlertCannotBeSwipedDown(style: AlertStyle) {
        var outcomes: [FlowOutcome<Bool>] = []
        let alert = Alert(
            title: "Sure?", style: style,
            buttons: [.init("Delete", role: .destructive, result: true), .init("Cancel", role: .cancel, result: false)])
        modal.present(alert: alert, route: "alert", animated: true).observeValues { outcomes.append($0) }
        settle()
        #expect(!screen.simulateInteractiveDismiss())
        #expect(!screen.simulateInteractiveDismiss(completing: false))
        settle()
        #expect(outcomes.isEmpty)
        #expect(modal.presentedRoute == "alert")
        #expect(alertScreen?.simulateTap(onButtonTitled: "Delete") == true)
        settle()
        #expect(outcomes == [.finished(true)])
        #expect(screen.transitionWarnings.isEmpty)
    }

    @Test func anAlertWhosePresentationIsRefusedIsInterrupted() {
        modal.present(route: "sheet", viewController: HeadlessViewController(), animated: false)
        var events: [String] = []
        modal.present(alert: Alert(title: "Hi", buttons: [.init("OK", result: 1)]), route: "alert", animated: true)
            .observe { events.append("\($0)") }
        #expect(events == ["interrupted"])
        #expect(diagnostics.diagnostics.map(\.kind) == [.alreadyPresenting])
    }

    @Test func anAlertOverASheetAnswersAndLeavesTheSheet() {
        let stacked = ModalNavigator<String>(presenter: HeadlessViewController(), stacksPresentations: true)
        let sheet = HeadlessViewController()
        stacked.present(route: "sheet", viewController: sheet, animated: false)
        var outcomes: [FlowOutcome<String>] = []
        stacked.present(
            alert: Alert(title: "Save?", buttons: [.init("Save", result: "saved")]), route: "alert", animated: false
        )
        .observeValues { outcomes.append($0) }
        #expect(stacked.presentedRoutes == ["sheet", "alert"])
        (sheet.presentedViewController as? HeadlessAlertController)?.simulateTap(onButtonAt: 0)
        #expect(outcomes == [.finished("saved")])
        #expect(stacked.presentedRoutes == ["sheet"])
    }

    @Test func theAsyncFormReturnsTheAnswer() async {
        let clock = self.clock
        let screen = self.screen
        let tapping = Task { @MainActor in
            while !Task.isCancelled {
                await Task.yield()
                await clock.advance(by: .milliseconds(100))
                (screen.presentedViewController as? HeadlessAlertController)?.simulateTap(onButtonTitled: "Yes")
            }
        }
        let answer = await modal.present(
            alert: Alert(
                title: "Continue?", buttons: [.init("Yes", result: true), .init("No", role: .cancel, result: false)]),
            route: "continue", animated: true)
        tapping.cancel()
        await tapping.value
        #expect(answer == .finished(true))
    }
}
