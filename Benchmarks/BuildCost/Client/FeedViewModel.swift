/// A feed: pages merged, filtered and zipped with their positions.
final class FeedViewModel__N__ {
    let pages: Signal<[Item], Never>
    let visible: Property<[Item]>
    let positions: Signal<(Int, [Item]), Never>
    private let pageInput: Signal<[Item], Never>.Observer
    private let refreshInput: Signal<[Item], Never>.Observer

    init() {
        let (pages, pageInput) = Signal<[Item], Never>.pipe()
        let (refreshes, refreshInput) = Signal<[Item], Never>.pipe()
        self.pages = pages
        self.pageInput = pageInput
        self.refreshInput = refreshInput
        let all = Signal.merge(pages, refreshes).map { $0.filter { $0.price > 0 } }
        visible = Property(initial: [], then: all)
        let counter = pages.scan(0) { count, _ in count + 1 }
        positions = Signal.zip(counter, pages)
    }

    func load(_ page: [Item]) {
        pageInput.send(value: page)
    }
}
