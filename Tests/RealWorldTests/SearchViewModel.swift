import Foundation
import Signals

// A search screen as ReactiveSwift apps write it: the query switches to the latest request, failures become an error
// state, and each request starts with a loading state. Only the import differs from ReactiveSwift.
enum SearchState: Equatable {
    case idle
    case loading
    case loaded([Item])
    case failed(String)
}

final class SearchViewModel {
    let query = MutableProperty("")
    let state: Property<SearchState>

    init(api: APIClient) {
        let results = query.producer
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .skipRepeats()
            .flatMap(.latest) { text -> SignalProducer<SearchState, Never> in
                guard !text.isEmpty else { return SignalProducer(value: .idle) }
                return api.search(text)
                    .map { SearchState.loaded($0) }
                    .flatMapError { error in SignalProducer(value: .failed("Search failed: \(error)")) }
                    .prefix(value: .loading)
            }
        state = Property(initial: .idle, then: results)
    }
}
