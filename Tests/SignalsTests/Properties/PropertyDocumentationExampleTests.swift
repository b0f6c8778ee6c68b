import Signals
import Testing

/// Compiles and runs the examples in the documentation of properties, so that they stay true.
@Suite struct PropertyDocumentationExampleTests {
    @Test func aDerivedProperty() {
        var printed: [Bool] = []
        let print = { printed.append($0) }

        let name = MutableProperty("")
        let isValid: Property<Bool> = name.map { !$0.isEmpty }
        isValid.startWithValues { print($0) }

        name.value = "Ada"
        #expect(printed == [false, true])
    }

    @Test func aPropertyWrapperAndADerivedProperty() {
        final class SettingsViewModel {
            @MutableProperty var name = ""
            lazy var isNameValid = $name.map { !$0.isEmpty }
        }
        let viewModel = SettingsViewModel()
        #expect(viewModel.isNameValid.value == false)

        viewModel.name = "Ada"
        #expect(viewModel.isNameValid.value == true)
    }

    @Test func capturingAProperty() {
        final class Counter {
            private let storage = MutableProperty(0)
            lazy var count = Property(capturing: storage)

            func increment() { storage.value += 1 }
        }
        let counter = Counter()
        counter.increment()
        #expect(counter.count.value == 1)
    }

    @Test func combiningAndValidating() {
        let email = MutableProperty("ada@example.com")
        let password = MutableProperty("")
        let isOnline = MutableProperty(true)

        let canSignIn = email.combineLatest(with: password).map { email, password in
            email.contains("@") && password.count >= 8
        }
        let lastValidEmail = email.filter(initial: "") { $0.contains("@") }
        let canSubmit = canSignIn.and(isOnline)

        password.value = "long enough"
        email.value = "not an address"
        #expect(canSubmit.value == false)
        #expect(lastValidEmail.value == "ada@example.com")
        email.value = "ada@lovelace.org"
        #expect(canSubmit.value == true)
    }

    @Test func historyAndUniqueness() {
        struct User: Equatable {
            let id: Int
        }
        let position = MutableProperty(0)
        let moves = position.combinePrevious(.zero)  // (from, to)
        let selectedUser = MutableProperty(User(id: 1))
        let newestUser = selectedUser.uniqueValues(\.id)

        position.value = 5
        selectedUser.value = User(id: 2)
        selectedUser.value = User(id: 1)

        #expect(moves.value == (0, 5))
        #expect(newestUser.value == User(id: 2))
    }

    @Test func flatteningAPropertyOfProperties() {
        final class Account {
            let unreadCount: MutableProperty<Int>
            init(unread: Int) { unreadCount = MutableProperty(unread) }
        }
        let first = Account(unread: 3)
        let second = Account(unread: 7)
        let account = MutableProperty(first)
        let selectedUser = MutableProperty<Property<String>>(Property(value: "Ada"))

        let unread = account.flatMap(.latest) { account in account.unreadCount }
        let selectedName = selectedUser.flatten(.latest)

        account.value = second
        selectedUser.value = Property(value: "Grace")
        #expect(unread.value == 7)
        #expect(selectedName.value == "Grace")
    }

    @Test func endingALifetimeWithItsToken() {
        final class Screen {
            private let (lifetime, token) = Lifetime.make()
            private(set) var updates = 0

            init(title: Signal<String, Never>) {
                lifetime += title.observeValues { [unowned self] _ in updates += 1 }
            }

            func stop() {
                token.dispose()  // every observation tied to `lifetime` ends here
            }
        }
        let (title, input) = Signal<String, Never>.pipe()
        let screen = Screen(title: title)
        input.send(value: "a")
        screen.stop()
        input.send(value: "b")
        #expect(screen.updates == 1)
    }
}
