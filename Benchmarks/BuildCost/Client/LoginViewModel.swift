/// A login screen: credentials zipped and combined, a login action, its errors and busy state.
final class LoginViewModel__N__ {
    let user = MutableProperty("")
    let password = MutableProperty("")
    let login: Action<(String, String), User, LoadError>
    let message: Property<String>
    let isBusy: Property<Bool>

    init(backend: Backend) {
        let credentialsValid = Property.combineLatest(user, password).map { $0.count > 2 && $1.count > 5 }
        login = Action(enabledIf: credentialsValid) { credentials in
            backend.user(named: credentials.0)
        }
        isBusy = login.isExecuting
        let outcomes = Signal.merge(
            login.values.map { "Welcome \($0.name)" },
            login.errors.map { "Failed: \($0)" }
        )
        message = Property(initial: "", then: outcomes)
    }

    func submit() -> SignalProducer<User, ActionError<LoadError>> {
        login.apply((user.value, password.value))
    }
}
