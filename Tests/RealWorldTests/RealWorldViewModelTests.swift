import Foundation
import Signals
import Testing

@Suite("Real-world view models")
struct RealWorldViewModelTests {
    @Test func aRequestStartsWhenTheProducerStartsAndIsCancelledWhenInterrupted() {
        let session = FakeSession()
        let api = APIClient(session: session)
        let request = api.items(inSection: "news")
        #expect(session.all.isEmpty)
        let disposable = request.start()
        #expect(session.running.count == 1)
        disposable.dispose()
        #expect(session.all.first?.state == .cancelled)
        var received: [[Item]] = []
        request.startWithResult { if case .success(let items) = $0 { received.append(items) } }
        session.respond(to: "/sections/news/items", json: #"[{"id": 1, "title": "Hello"}]"#)
        #expect(received == [[Item(id: 1, title: "Hello")]])
    }

    @Test func theItemsLoaderDrivesLoadingItemsAndErrors() {
        let session = FakeSession()
        let viewModel = ItemsViewModel(api: APIClient(session: session), section: "news")
        #expect(!viewModel.isLoading.value)
        #expect(viewModel.title.value == "Items")

        viewModel.refresh()
        #expect(viewModel.isLoading.value)
        viewModel.refresh()
        #expect(session.running.count == 1)
        session.fail("/sections/news/items", with: URLError(.notConnectedToInternet))
        #expect(!viewModel.isLoading.value)
        #expect(viewModel.errorMessage.value == "Check your connection and try again.")

        viewModel.refresh()
        session.respond(to: "/sections/news/items", json: #"[{"id": 1, "title": "A"}, {"id": 2, "title": "B"}]"#)
        #expect(!viewModel.isLoading.value)
        #expect(viewModel.items.value.map(\.title) == ["A", "B"])
        #expect(viewModel.errorMessage.value == nil)
        #expect(viewModel.title.value == "Items (2)")
    }

    @Test func aViewModelReleasedMidRequestCancelsNothingItDoesNotOwnAndFreesItself() {
        let session = FakeSession()
        weak var weakViewModel: ItemsViewModel?
        do {
            let viewModel = ItemsViewModel(api: APIClient(session: session), section: "news")
            weakViewModel = viewModel
            viewModel.refresh()
        }
        // The running request keeps its action, like in ReactiveSwift; finishing it frees everything.
        session.respond(to: "/sections/news/items", json: "[]")
        #expect(weakViewModel == nil)
    }

    @Test func theLoginFormEnablesSubmitOnlyWhenValidAndLogsIn() {
        let session = FakeSession()
        let viewModel = LoginViewModel(api: APIClient(session: session))
        #expect(!viewModel.isFormValid.value)
        #expect(!viewModel.submit.isEnabled.value)

        viewModel.email.value = "ada@example.com"
        #expect(!viewModel.submit.isEnabled.value)
        viewModel.password.value = "correct horse"
        #expect(viewModel.isFormValid.value)
        #expect(viewModel.submit.isEnabled.value)

        var rejected = 0
        viewModel.submit.disabledErrors.observeValues { rejected += 1 }
        viewModel.submit.apply().start()
        #expect(!viewModel.submit.isEnabled.value)
        viewModel.submit.apply().start()
        #expect(rejected == 1)
        #expect(session.running.map(\.url.lastPathComponent) == ["ada@example.com"])

        session.fail("/login/ada@example.com", with: URLError(.userAuthenticationRequired))
        #expect(viewModel.errorText.value == "Wrong email or password.")
        #expect(viewModel.submit.isEnabled.value)

        viewModel.submit.apply().start()
        session.respond(to: "/login/ada@example.com", json: #"{"token": "t0k3n"}"#)
        #expect(viewModel.session.value == Session(token: "t0k3n"))

        viewModel.password.value = "short"
        #expect(!viewModel.submit.isEnabled.value)
    }
}

@Suite("Real-world search")
struct RealWorldSearchTests {
    @Test func typingSwitchesToTheLatestRequestWithALoadingState() {
        let session = FakeSession()
        let viewModel = SearchViewModel(api: APIClient(session: session))
        var states: [SearchState] = []
        viewModel.state.producer.startWithValues { states.append($0) }
        #expect(states == [.idle])

        viewModel.query.value = "sw"
        viewModel.query.value = "swift "
        #expect(session.all.map(\.url.lastPathComponent) == ["sw", "swift"])
        #expect(session.all.first?.state == .cancelled)
        session.respond(to: "/search/swift", json: #"[{"id": 7, "title": "Swift"}]"#)
        #expect(states == [.idle, .loading, .loading, .loaded([Item(id: 7, title: "Swift")])])

        viewModel.query.value = "swift"
        #expect(session.all.count == 2)
        viewModel.query.value = "rx"
        session.fail("/search/rx", with: URLError(.timedOut))
        #expect(states.last.map { if case .failed = $0 { true } else { false } } == true)

        viewModel.query.value = ""
        #expect(states.last == .idle)
    }
}

@Suite("Real-world feed")
struct RealWorldFeedTests {
    @Test func theSectionsLoadInParallelAndJoinIntoOneFeed() {
        let session = FakeSession()
        let viewModel = FeedViewModel(api: APIClient(session: session), sections: ["news", "sports"])
        var states: [FeedState] = []
        viewModel.state.producer.startWithValues { states.append($0) }
        #expect(session.running.map(\.url.path) == ["/sections/news/items", "/sections/sports/items"])
        session.respond(to: "/sections/sports/items", json: #"[{"id": 3, "title": "Match"}]"#)
        #expect(states == [.loading])
        session.respond(to: "/sections/news/items", json: #"[{"id": 1, "title": "A"}, {"id": 2, "title": "B"}]"#)
        let joined = [Item(id: 1, title: "A"), Item(id: 2, title: "B"), Item(id: 3, title: "Match")]
        #expect(states == [.loading, .loaded(joined)])
    }

    @Test func newSectionsCancelTheLoadInProgressAndAFailureCancelsTheOtherRequests() {
        let session = FakeSession()
        let viewModel = FeedViewModel(api: APIClient(session: session), sections: ["news", "sports"])
        viewModel.sections.value = ["weather", "music"]
        #expect(session.all.prefix(2).map(\.state) == [.cancelled, .cancelled])
        #expect(session.running.map(\.url.path) == ["/sections/weather/items", "/sections/music/items"])
        #expect(viewModel.state.value == .loading)

        session.fail("/sections/weather/items", with: URLError(.timedOut))
        #expect(viewModel.state.value == .failed("The feed could not be loaded."))
        #expect(session.all.last?.state == .cancelled)
        #expect(session.running.isEmpty)

        viewModel.sections.value = []
        #expect(viewModel.state.value == .loaded([]))
    }
}
