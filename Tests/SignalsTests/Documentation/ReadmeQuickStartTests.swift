import Signals
import Testing

/// The README's "Signals in five minutes", compiled as written and run.
@Suite struct ReadmeQuickStartTests {
    @Test func theQuickStartBindsTheScreenAndPrintsWhatTheReadmeSays() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        final class SearchViewModel {
            /// A pipe: the signal that observers see, and the input that only the view model sends into.
            let (results, resultsInput) = Signal<[String], Never>.pipe()
            /// A property: a current value, and a signal of its changes.
            let query = MutableProperty("")
            let title: Property<String>

            /// Observations added to `lifetime` end when the view model goes away.
            private let (lifetime, token) = Lifetime.make()

            init(items: [String]) {
                title = query.map { $0.isEmpty ? "All items" : "Items matching \"\($0)\"" }
                lifetime += query.signal.observeValues { [resultsInput] query in
                    let matches = items.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }
                    resultsInput.send(value: matches)
                }
            }
        }

        /// Any class can be a binding target through `reactive`.
        final class SearchScreen: ReactiveExtensionsProvider {
            var titleText = ""
            var rows: [String] = []
        }

        let viewModel = SearchViewModel(items: ["Apples", "Bread", "Cheese"])
        let screen = SearchScreen()

        // `<~` binds a source to a target; the binding ends when the screen goes away.
        screen.reactive.makeBindingTarget { $0.titleText = $1 } <~ viewModel.title
        screen.reactive.makeBindingTarget { $0.rows = $1 } <~ viewModel.results

        // Observing directly: keep the disposable, or add it to a lifetime.
        let observation = viewModel.results.observeValues { print("found \($0)") }

        viewModel.query.value = "br"  // prints found ["Bread"]
        print(screen.titleText)  // Items matching "br"
        print(screen.rows)  // ["Bread"]
        observation?.dispose()

        #expect(printed == [#"found ["Bread"]"#, #"Items matching "br""#, #"["Bread"]"#])
        viewModel.query.value = ""
        #expect(screen.titleText == "All items")
        #expect(screen.rows == ["Apples", "Bread", "Cheese"])
        #expect(printed.count == 3)
    }
}
