import Foundation
import Signals

// A login form as ReactiveSwift apps write it: the fields are properties, validation combines their producers, and
// the submit action is enabled only for a valid form. Only the import differs from ReactiveSwift.
final class LoginViewModel {
    let email = MutableProperty("")
    let password = MutableProperty("")
    let isFormValid: Property<Bool>
    let submit: Action<Void, Session, APIError>
    let session = MutableProperty<Session?>(nil)
    let errorText = MutableProperty("")

    init(api: APIClient) {
        let validation = SignalProducer.combineLatest(email.producer, password.producer)
            .map { email, password in email.contains("@") && password.count >= 8 }
        isFormValid = Property(initial: false, then: validation)

        let credentials = Property(
            initial: ("", ""), then: SignalProducer.combineLatest(email.producer, password.producer))
        submit = Action(enabledIf: isFormValid) {
            api.logIn(email: credentials.value.0, password: credentials.value.1)
        }

        session <~ submit.values.map(Optional.some)
        errorText <~ submit.errors.map { _ in "Wrong email or password." }
    }
}
