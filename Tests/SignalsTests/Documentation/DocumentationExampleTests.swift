import Signals
import Testing

/// Compiles and runs the examples in the documentation of the entry points, so that they stay true.
@Suite struct DocumentationExampleTests {
    @Test func pipeAndObserveValues() {
        var printed: [Int] = []
        let print = { printed.append($0) }

        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observeValues { print($0) }
        input.send(value: 1)

        #expect(printed == [1])
    }

    @Test func lifetimeOfAViewModel() {
        var printed: [Int] = []
        let (input, sender) = Signal<Int, Never>.pipe()
        final class ViewModel {
            private let (lifetime, token) = Lifetime.make()

            init(input: Signal<Int, Never>, print: @escaping (Int) -> Void) {
                lifetime += input.observeValues { print($0) }
            }
        }
        var viewModel: ViewModel? = ViewModel(input: input) { printed.append($0) }
        sender.send(value: 1)
        viewModel = nil
        sender.send(value: 2)

        #expect(viewModel == nil)
        #expect(printed == [1])
    }

    @Test func mutablePropertyCounter() {
        var printed: [Int] = []
        let counter = MutableProperty(0)
        counter.signal.observeValues { printed.append($0) }
        counter.value += 1
        #expect(printed == [1])
    }

    @Test func bindingAPropertyToASignal() {
        let (titleSignal, titleInput) = Signal<String, Never>.pipe()
        let title = MutableProperty("")
        title <~ titleSignal
        titleInput.send(value: "Items")
        #expect(title.value == "Items")
    }

    @Test func reactiveExtensionBindingTarget() {
        final class Label: ReactiveExtensionsProvider {
            var text = ""
        }
        let label = Label()
        let title = MutableProperty("Items")
        label.reactive.makeBindingTarget { $0.text = $1 } <~ title
        #expect(label.text == "Items")
    }

    @Test func overviewChain() {
        var printed: [Int] = []
        func print(_ value: Int) { printed.append(value) }

        // The example of the Signals overview (Signals.md).
        let (signal, input) = Signal<Int, Never>.pipe()
        let (lifetime, token) = Lifetime.make()
        lifetime +=
            signal
            .filter { $0 > 0 }
            .map { $0 * 2 }
            .observeValues { print($0) }
        input.send(value: 21)

        input.send(value: -1)
        _ = token
        #expect(printed == [42])
    }
}
