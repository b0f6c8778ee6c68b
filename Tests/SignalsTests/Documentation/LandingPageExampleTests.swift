import Signals
import Testing

/// The examples of the Signals landing page and of the Operators article, compiled and run.
@Suite struct LandingPageExampleTests {
    private struct Item: Equatable {
        let name: String
    }

    private enum APIError: Error {
        case offline
    }

    private struct API {
        func fetchItems() -> SignalProducer<[Item], APIError> {
            SignalProducer(value: [Item(name: "Apples")])
        }
    }

    @Test func theLandingPageActionLoadsTheItemsAndBindsItsState() {
        let api = API()
        let isLoading = MutableProperty(false)
        let items = MutableProperty<[Item]>([])
        var loadingStates: [Bool] = []
        isLoading.signal.observeValues { loadingStates.append($0) }

        let load = Action<Void, [Item], APIError> { api.fetchItems() }
        isLoading <~ load.isExecuting
        items <~ load.values
        load.apply().start()

        #expect(items.value == [Item(name: "Apples")])
        #expect(loadingStates.contains(true))
        #expect(isLoading.value == false)
    }

    @Test func theOperatorsExampleLowercasesSkipsRepeatsAndDropsEmptyQueries() {
        let (searches, searchInput) = Signal<String, Never>.pipe()
        let queries =
            searches
            .map { $0.lowercased() }
            .skipRepeats()
            .filter { !$0.isEmpty }

        var sent: [String] = []
        queries.observeValues { sent.append($0) }
        for text in ["Ap", "AP", "", "app"] {
            searchInput.send(value: text)
        }
        #expect(sent == ["ap", "app"])
    }
}
