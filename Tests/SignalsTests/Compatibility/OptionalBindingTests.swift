import Testing

@testable import Signals

/// `<~` from a source of non-optional values into a target of optional values, and an optional target on the left,
/// as ReactiveSwift allows.
@Suite("Bindings with optionals")
struct OptionalBindingTests {
    private final class ViewModel {
        let title = MutableProperty("")
    }

    @Test func aSignalOfValuesBindsToAPropertyOfOptionals() {
        let subtitle = MutableProperty<String?>(nil)
        let (names, input) = Signal<String, Never>.pipe()
        let disposable = subtitle <~ names
        input.send(value: "ada")
        #expect(subtitle.value == "ada")
        disposable?.dispose()
        input.send(value: "bob")
        #expect(subtitle.value == "ada")
    }

    @Test func aPropertyBindsToABindingTargetOfOptionalsStartingWithItsValue() {
        let name = MutableProperty("ada")
        var received: [Int?] = []
        let (lifetime, token) = Lifetime.make()
        let target = BindingTarget<Int?>(lifetime: lifetime) { received.append($0) }
        target <~ name.map(\.count)
        name.value = "bea"
        name.value = "carol"
        token.end()
        name.value = "di"
        #expect(received == [3, 3, 5])
    }

    @Test func theBindingEndsWithTheOptionalTargetsOwner() {
        var subtitle: MutableProperty<String?>? = MutableProperty(nil)
        let (names, input) = Signal<String, Never>.pipe()
        subtitle! <~ names
        weak let weakSubtitle = subtitle
        subtitle = nil
        #expect(weakSubtitle == nil)
        input.send(value: "ada")
    }

    @Test func anOptionalTargetBindsWhenItIsThere() {
        let viewModel: ViewModel? = ViewModel()
        let (titles, input) = Signal<String, Never>.pipe()
        let disposable = viewModel?.title <~ titles
        input.send(value: "Inbox")
        #expect(viewModel?.title.value == "Inbox")
        #expect(disposable != nil)
    }

    @Test func aMissingOptionalTargetDoesNothing() {
        let viewModel: ViewModel? = nil
        let (titles, input) = Signal<String, Never>.pipe()
        let disposable = viewModel?.title <~ titles
        input.send(value: "Inbox")
        #expect(disposable == nil)
        #expect(titles.observationCount == 0)
    }
}
