import Foundation
import Signals

// A home feed as ReactiveSwift apps write it: the sections of the feed are requested in parallel, joined with
// `flatten(.merge)` and `reduce`; a change of sections switches to the latest load, a failure becomes an error state,
// and each load starts with a loading state. Only the import differs from ReactiveSwift.
enum FeedState: Equatable {
    case loading
    case loaded([Item])
    case failed(String)
}

final class FeedViewModel {
    let sections: MutableProperty<[String]>
    let state: Property<FeedState>

    init(api: APIClient, sections initialSections: [String]) {
        sections = MutableProperty(initialSections)
        let feed = sections.producer
            .flatMap(.latest) { sections -> SignalProducer<FeedState, Never> in
                SignalProducer<String, Never>(sections)
                    .map { api.items(inSection: $0) }
                    .flatten(.merge)
                    .reduce([Item]()) { $0 + $1 }
                    .map { items in FeedState.loaded(items.sorted { $0.id < $1.id }) }
                    .flatMapError { _ in SignalProducer(value: .failed("The feed could not be loaded.")) }
                    .prefix(value: .loading)
            }
        state = Property(initial: .loading, then: feed)
    }
}
