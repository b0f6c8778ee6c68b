// swift-format-ignore-file
// A login screen as ReactiveCocoa users write it: the button's pressed action is the view model's action, and the
// button is enabled only while the action is. Typechecked against the stub by scripts/typecheck-uikit.sh.
import ReactiveNavigationUIKit
import Signals
import UIKit

final class LoginFixtureViewModel {
    let email = MutableProperty("")
    let password = MutableProperty("")
    let logIn: Action<Void, String, Never>
    let signUp = Action<Void, Void, Never> { .empty }

    init() {
        let isValid = Property(initial: false, then: SignalProducer.combineLatest(email.producer, password.producer)
            .map { email, password in email.contains("@") && password.count >= 8 })
        logIn = Action(enabledIf: isValid) { SignalProducer(value: "token") }
    }
}

final class LoginFixtureViewController: UIViewController {
    let viewModel = LoginFixtureViewModel()
    let loginButton = UIButton(frame: .zero)
    let forgotButton = UIButton(frame: .zero)
    let signUpButton = UIButton(frame: .zero)
    /// The sign-up button's target, kept by the screen: a control does not retain its targets, so a CocoaAction passed
    /// to addTarget and stored nowhere would go away at once and never run.
    lazy var signUpTarget = CocoaAction<UIButton>(viewModel.signUp)

    func bind() {
        loginButton.reactive.pressed = CocoaAction(viewModel.logIn)
        let reset = Action<String, Void, Never> { _ in .empty }
        forgotButton.reactive.pressed = CocoaAction(reset, input: "ada@example.com")
        let echo = Action<UIButton, String, Never> { _ in SignalProducer(value: "tapped") }
        forgotButton.reactive.pressed = CocoaAction(echo) { $0 }
        if let current = loginButton.reactive.pressed, current.isExecuting.value {
            loginButton.reactive.pressed = nil
        }
        signUpButton.addTarget(signUpTarget, action: CocoaAction<UIButton>.selector, for: .primaryActionTriggered)
    }
}
