import Signals

// A settings screen's view model written as a ReactiveSwift 7 user writes it: it compiles against ReactiveSwift with
// `import ReactiveSwift` in place of `import Signals`, and nothing else changed. A form of several properties, two of
// them property wrappers, validated through `map`, a Boolean `and`, `combineLatest` and `uniqueValues`.

enum SettingsSeed {
    struct Settings: Equatable {
        var displayName: String
        var email: String
        var notificationsEnabled: Bool
    }

    enum SettingsRoute {
        case saved(Settings)
        case cancelled
    }

    protocol SettingsViewModelType {
        var navigationSignal: Signal<SettingsRoute, Never> { get }
        var canSave: Property<Bool> { get }
        var summary: Property<String> { get }
        var emailError: Property<String?> { get }
        var savePressedObserver: Signal<Void, Never>.Observer { get }
        var cancelPressedObserver: Signal<Void, Never>.Observer { get }
    }

    final class SettingsViewModel: SettingsViewModelType {
        private let (lifetime, token) = Lifetime.make()

        @MutableProperty var displayName: String
        @MutableProperty var email: String
        let notificationsEnabled: MutableProperty<Bool>
        let password = MutableProperty("")

        let canSave: Property<Bool>
        let summary: Property<String>
        let emailError: Property<String?>
        /// Every distinct email address typed so far, to suggest them again.
        let typedEmails: Property<[String]>

        let (navigationSignal, navigationObserver) = Signal<SettingsRoute, Never>.pipe()
        let (savePressedSignal, savePressedObserver) = Signal<Void, Never>.pipe()
        let (cancelPressedSignal, cancelPressedObserver) = Signal<Void, Never>.pipe()

        init(settings: Settings) {
            let displayName = MutableProperty(settings.displayName)
            let email = MutableProperty(settings.email)
            _displayName = displayName
            _email = email
            notificationsEnabled = MutableProperty(settings.notificationsEnabled)

            let isNameValid = displayName.map { !$0.isEmpty }
            let isEmailValid = email.map { $0.contains("@") && !$0.hasSuffix("@") }
            let isPasswordValid = password.map { $0.isEmpty || $0.count >= 8 }
            canSave = isNameValid.and(isEmailValid).and(isPasswordValid).skipRepeats()

            emailError = isEmailValid.map { $0 ? nil : "Enter an email address such as name@example.com" }
            summary = Property.combineLatest(displayName, email, notificationsEnabled)
                .map { name, email, notifications in
                    "\(name) <\(email)>" + (notifications ? ", notifications on" : "")
                }

            var emails: [String] = []
            typedEmails =
                email
                .uniqueValues()
                .map { email in
                    emails.append(email)
                    return emails
                }

            let current = Property.combineLatest(displayName, email, notificationsEnabled)
                .map(Settings.init)
            lifetime +=
                savePressedSignal
                .filter { [canSave] in canSave.value }
                .map { [current] in SettingsRoute.saved(current.value) }
                .observe(navigationObserver)
            lifetime +=
                cancelPressedSignal
                .map { SettingsRoute.cancelled }
                .observe(navigationObserver)
        }
    }
}
