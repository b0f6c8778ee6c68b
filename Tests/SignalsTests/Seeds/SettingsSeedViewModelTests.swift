import Signals
import Testing

@Suite("The settings screen's view model")
struct SettingsSeedViewModelTests {
    typealias Settings = SettingsSeed.Settings

    static let initial = Settings(displayName: "Ada", email: "ada@example.com", notificationsEnabled: false)

    @Test func theFormIsValidatedAsItIsFilledIn() {
        let viewModel = SettingsSeed.SettingsViewModel(settings: Self.initial)
        var canSave: [Bool] = []
        viewModel.canSave.startWithValues { canSave.append($0) }

        viewModel.email = "ada@"
        #expect(viewModel.emailError.value != nil)
        viewModel.email = "ada@lovelace.org"
        viewModel.password.value = "short"
        viewModel.password.value = "long enough"
        viewModel.displayName = ""

        #expect(canSave == [true, false, true, false, true, false])
        #expect(viewModel.emailError.value == nil)
    }

    @Test func theSummaryFollowsEveryField() {
        let viewModel = SettingsSeed.SettingsViewModel(settings: Self.initial)
        #expect(viewModel.summary.value == "Ada <ada@example.com>")

        viewModel.$displayName.value = "Ada L."
        viewModel.notificationsEnabled.value = true

        #expect(viewModel.summary.value == "Ada L. <ada@example.com>, notifications on")
    }

    @Test func typedEmailsAreRememberedOnce() {
        let viewModel = SettingsSeed.SettingsViewModel(settings: Self.initial)

        for email in ["a@b", "ada@example.com", "a@b", "c@d"] { viewModel.email = email }

        #expect(viewModel.typedEmails.value == ["ada@example.com", "a@b", "c@d"])
    }

    @Test func saveSendsTheSettingsOnlyWhenTheFormIsValidAndCancelSendsCancelled() {
        let viewModel = SettingsSeed.SettingsViewModel(settings: Self.initial)
        var routes: [String] = []
        viewModel.navigationSignal.observeValues { route in
            switch route {
            case .saved(let settings): routes.append("saved \(settings.displayName) \(settings.notificationsEnabled)")
            case .cancelled: routes.append("cancelled")
            }
        }

        viewModel.notificationsEnabled.value = true
        viewModel.savePressedObserver.send(value: ())
        viewModel.displayName = ""
        viewModel.savePressedObserver.send(value: ())
        viewModel.cancelPressedObserver.send(value: ())

        #expect(routes == ["saved Ada true", "cancelled"])
    }

    @Test func releasingTheViewModelFreesItsPropertiesAndEndsItsSignals() {
        weak var weakViewModel: SettingsSeed.SettingsViewModel?
        weak var weakEmail: MutableProperty<String>?
        var canSaveEvents: [Signal<Bool, Never>.Event] = []
        var navigationEnded = false
        do {
            let viewModel = SettingsSeed.SettingsViewModel(settings: Self.initial)
            weakViewModel = viewModel
            weakEmail = viewModel.$email
            viewModel.canSave.signal.observe { canSaveEvents.append($0) }
            viewModel.navigationSignal.observeInterrupted { navigationEnded = true }
        }

        #expect(weakViewModel == nil)
        #expect(weakEmail == nil)
        #expect(canSaveEvents == [.completed])
        #expect(navigationEnded)
    }
}
