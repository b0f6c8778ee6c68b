import Testing

@testable import Signals

/// `ValidatingProperty`, with ReactiveSwift's spelling and behaviour: proposed values are validated, and only those
/// the validator accepts (or the replacements it coerces them into) are committed.
@Suite("ValidatingProperty")
struct ValidatingPropertyTests {
    private enum FormError: Swift.Error, Equatable { case missingAt, tooLong, mismatch }

    private static func email(_ input: String) -> ValidatingProperty<String, FormError>.Decision {
        input.contains("@") ? .valid : .invalid(.missingAt)
    }

    @Test func theInitialValueIsCommittedAndValidated() {
        let email = ValidatingProperty<String, FormError>("", Self.email)
        #expect(email.value == "")
        #expect(email.result.value.isInvalid)
        #expect(email.result.value.error == .missingAt)
        #expect(email.result.value.value == nil)
    }

    @Test func onlyValidProposalsAreCommitted() {
        let email = ValidatingProperty<String, FormError>("a@b", Self.email)
        var committed: [String] = []
        email.signal.observeValues { committed.append($0) }
        email.value = "ada"
        #expect(email.value == "a@b")
        #expect(email.result.value.error == .missingAt)
        email.value = "ada@example.com"
        #expect(email.value == "ada@example.com")
        #expect(email.result.value.value == "ada@example.com")
        #expect(committed == ["ada@example.com"])
    }

    @Test func aCoercedProposalCommitsItsReplacement() {
        let name = ValidatingProperty<String, FormError>("") { input in
            input.count <= 3 ? .valid : .coerced(String(input.prefix(3)), .tooLong)
        }
        name.value = "adalovelace"
        #expect(name.value == "ada")
        guard case .coerced(let replacement, let proposed, let error) = name.result.value else {
            Issue.record("expected a coerced result, got \(name.result.value)")
            return
        }
        #expect(replacement == "ada")
        #expect(proposed == "adalovelace")
        #expect(error == .tooLong)
        #expect(name.result.value.value == "ada")
    }

    @Test func valuesSetOnTheInnerPropertyAreCommittedAndValidated() {
        let inner = MutableProperty("a@b")
        let email = ValidatingProperty<String, FormError>(inner, Self.email)
        inner.value = "nope"
        #expect(email.value == "nope")
        #expect(email.result.value.error == .missingAt)
        email.value = "c@d"
        #expect(inner.value == "c@d")
        #expect(email.result.value.value == "c@d")
    }

    @Test func aValidatorThatReadsAnotherPropertyRevalidatesWhenItChanges() {
        let password = MutableProperty("secret")
        let confirmation = ValidatingProperty<String, FormError>("", with: password) { input, password in
            input == password ? .valid : .invalid(.mismatch)
        }
        confirmation.value = "secret"
        #expect(confirmation.result.value.value == "secret")
        password.value = "other"
        #expect(confirmation.result.value.error == .mismatch)
        confirmation.value = "other"
        #expect(confirmation.value == "other")
        #expect(!confirmation.result.value.isInvalid)
    }

    @Test func aValidatorThatReadsAnotherValidatingPropertyUsesItsLatestProposal() {
        let password = ValidatingProperty<String, FormError>("secret") { $0.count >= 6 ? .valid : .invalid(.tooLong) }
        let confirmation = ValidatingProperty<String, FormError>("secret", with: password) { input, password in
            input == password ? .valid : .invalid(.mismatch)
        }
        #expect(!confirmation.result.value.isInvalid)
        password.value = "abc"  // invalid, not committed, but it is what the user typed
        #expect(password.value == "secret")
        #expect(confirmation.result.value.error == .mismatch)
        confirmation.value = "abc"
        #expect(!confirmation.result.value.isInvalid)
    }

    @Test func theOtherPropertyIsNotKeptAlive() {
        weak var weakOther: MutableProperty<Int>?
        let property: ValidatingProperty<Int, FormError>
        do {
            let other = MutableProperty(1)
            weakOther = other
            property = ValidatingProperty(0, with: other) { input, limit in input <= limit ? .valid : .invalid(.tooLong)
            }
        }
        #expect(weakOther == nil)
        property.value = 1
        #expect(property.value == 1)
    }

    @Test func bindingToItValidatesEachValue() {
        let email = ValidatingProperty<String, FormError>("", Self.email)
        let (typed, input) = Signal<String, Never>.pipe()
        email <~ typed
        input.send(value: "ada@x")
        input.send(value: "ada")
        #expect(email.value == "ada@x")
        #expect(email.result.value.error == .missingAt)
    }

    @Test func anActionOverAValidatingPropertyIsEnabledOnlyWhileItIsValidAndExecutesWithTheCommittedValue() {
        let email = ValidatingProperty("ada", Self.email)
        var executed: [String] = []
        let subscribe = Action<Void, String, Never>(validated: email) { address in
            executed.append(address)
            return SignalProducer(value: address)
        }
        #expect(!subscribe.isEnabled.value)
        email.value = "ada@x"
        #expect(subscribe.isEnabled.value)
        subscribe.apply().start()
        email.value = "grace"
        #expect(!subscribe.isEnabled.value)
        var refused: [ActionError<Never>] = []
        subscribe.apply().startWithFailed { refused.append($0) }
        #expect(executed == ["ada@x"])
        #expect(refused.count == 1)

        let trimmed = ValidatingProperty("  ann@x ") {
            (input: String) -> ValidatingProperty<String, FormError>.Decision in
            input.hasPrefix(" ") ? .coerced(input.trimmingCharacters(in: .whitespaces), nil) : .valid
        }
        let send = Action<Void, String, Never>(validated: trimmed) { SignalProducer(value: $0) }
        var sent: [String] = []
        send.values.observeValues { sent.append($0) }
        send.apply().start()
        #expect(sent == ["ann@x"])
    }

    @Test func anActionWithAnInputOverAValidatingPropertyGetsTheValueAndTheInput() {
        let count = ValidatingProperty<Int?, FormError>(nil) { $0 != nil ? .valid : .invalid(.mismatch) }
        let add = Action<Int, Int?, Never>(validated: count) { value, input in
            SignalProducer(value: value.map { $0 + input })
        }
        #expect(!add.isEnabled.value)
        count.value = 1
        #expect(add.isEnabled.value)
        var sums: [Int?] = []
        add.values.observeValues { sums.append($0) }
        add.apply(2).start()
        add.apply(3).start()
        #expect(sums == [3, 4])
    }
}
