/// A search screen: a query debounced into requests, the latest request wins.
final class SearchViewModel__N__ {
    let query = MutableProperty("")
    let results: Property<[Item]>
    let isSearching: Property<Bool>
    let summary: Property<String>
    private let searching = MutableProperty(false)

    init(backend: Backend, scheduler: DateScheduler) {
        isSearching = Property(searching)
        let found = query.producer
            .skipRepeats()
            .filter { $0.count > 1 }
            .debounce(0.3, on: scheduler)
            .flatMap(.latest) { query in backend.items(matching: query).flatMapError { _ in SignalProducer(value: []) }
            }
        results = Property(initial: [], then: found)
        summary = results.combineLatest(with: isSearching).map { items, busy in
            busy ? "Searching…" : "\(items.count) results"
        }
    }
}
