import Signals
import Testing

@Suite("A ReactiveSwift-style view model")
struct ReactiveSwiftStyleViewModelTests {
    typealias Style = ReactiveSwiftStyle

    /// Records the values of a signal that cannot fail.
    final class Values<Value> {
        private(set) var all: [Value] = []

        init(_ signal: Signal<Value, Never>) {
            signal.observeValues { [unowned self] in all.append($0) }
        }
    }

    @Test func theSubmitButtonIsEnabledOnceEveryFieldIsValidAndNothingIsBeingSubmitted() {
        let viewModel = Style.SignupViewModel(scheduler: TestScheduler())
        let isSubmitEnabled = Values(viewModel.isSubmitEnabled)
        let isFormEmpty = Values(viewModel.isFormEmpty)

        viewModel.nameObserver.send(value: "typed before the view loaded")
        viewModel.viewDidLoadObserver.send(value: ())
        viewModel.nameObserver.send(value: "Ada")
        viewModel.emailObserver.send(value: "ada@example")
        viewModel.passwordObserver.send(value: "analytical")
        viewModel.termsAcceptedObserver.send(value: true)
        #expect(isSubmitEnabled.all == [false])
        #expect(isFormEmpty.all == [false])

        viewModel.emailObserver.send(value: "ada@example.com")
        #expect(isSubmitEnabled.all == [false, true])
        viewModel.submitObserver.send(value: ())
        #expect(isSubmitEnabled.all == [false, true, false])
        viewModel.termsAcceptedObserver.send(value: false)
        viewModel.signupResponseObserver.send(value: .failure(.offline))
        #expect(isSubmitEnabled.all == [false, true, false])
    }

    @Test func theEmailErrorWaitsForTheFirstKeystroke() {
        let viewModel = Style.SignupViewModel(scheduler: TestScheduler())
        let emailError = Values(viewModel.emailError)
        viewModel.viewDidLoadObserver.send(value: ())
        for text in ["", "a", "ad", "ada@example.com", "ada@example.org"] {
            viewModel.emailObserver.send(value: text)
        }
        #expect(emailError.all == ["Enter an email address such as ada@example.com", nil])
    }

    @Test func submittingSendsTheLatestFormAndPairsItWithItsResponse() {
        let viewModel = Style.SignupViewModel(scheduler: TestScheduler())
        let requests = Values(viewModel.signupRequest)
        let outcomes = Values(viewModel.submissionOutcome)
        viewModel.viewDidLoadObserver.send(value: ())
        viewModel.nameObserver.send(value: "Ada")
        viewModel.emailObserver.send(value: "ada@example.com")
        viewModel.passwordObserver.send(value: "analytical")
        viewModel.submitObserver.send(value: ())
        viewModel.nameObserver.send(value: "Ada Lovelace")
        viewModel.submitObserver.send(value: ())
        viewModel.signupResponseObserver.send(value: .failure(.offline))
        viewModel.signupResponseObserver.send(
            value: .success(Style.User(name: "Ada Lovelace", email: "ada@example.com")))

        #expect(
            requests.all == [
                Style.SignupForm(name: "Ada", email: "ada@example.com", password: "analytical"),
                Style.SignupForm(name: "Ada Lovelace", email: "ada@example.com", password: "analytical"),
            ]
        )
        #expect(outcomes.all == ["ada@example.com: offline", "ada@example.com: signed up as Ada Lovelace"])
    }

    @Test func theAvailabilityOfAnAddressIsCheckedOnceTheUserPausesTyping() {
        let scheduler = TestScheduler()
        let viewModel = Style.SignupViewModel(scheduler: scheduler)
        let checks = Values(viewModel.emailAvailabilityCheck)
        viewModel.viewDidLoadObserver.send(value: ())
        for text in ["ada@example.c", "ada@example.co", "ada@example.com"] {
            viewModel.emailObserver.send(value: text)
            scheduler.advance(by: 0.2)
        }
        #expect(checks.all == [])
        scheduler.advance(by: 0.3)
        #expect(checks.all == ["ada@example.com"])
        viewModel.emailObserver.send(value: "ada@example.com")
        scheduler.advance(by: 1)
        #expect(checks.all == ["ada@example.com"])
    }

    @Test func anAlertHidesItselfAfterThreeSeconds() {
        let scheduler = TestScheduler()
        let viewModel = Style.SignupViewModel(scheduler: scheduler)
        let isAlertHidden = Values(viewModel.isAlertHidden)
        viewModel.signupResponseObserver.send(value: .failure(.emailTaken))
        scheduler.advance(by: 2.9)
        #expect(isAlertHidden.all == [false])
        scheduler.advance(by: 0.1)
        #expect(isAlertHidden.all == [false, true])
    }

    @Test func eachSubmissionCountsAnAttemptAndTheFirstResponseSettlesTheSignup() {
        let viewModel = Style.SignupViewModel(scheduler: TestScheduler())
        let titles = Values(viewModel.submitTitle)
        let alerts = Values(viewModel.alertMessage)
        var signup: [Signal<Style.User, Style.SignupError>.Event] = []
        viewModel.signup.observe { signup.append($0) }

        viewModel.submitObserver.send(value: ())
        viewModel.signupResponseObserver.send(value: .failure(.emailTaken))
        viewModel.submitObserver.send(value: ())
        viewModel.signupResponseObserver.send(value: .success(Style.User(name: "Ada", email: "ada@example.com")))

        #expect(titles.all == ["Try again (1)", "Try again (2)"])
        #expect(signup == [.failed(.emailTaken)])
        #expect(alerts.all == ["This email address already has an account."])
    }

    @Test func theFeedShowsTheCacheUntilTheNetworkAnswers() {
        let logged = LoggedLines()
        let viewModel = Style.FeedViewModel(scheduler: TestScheduler(), logger: logged.append)
        var items: [Signal<[Style.FeedItem], Style.FeedError>.Event] = []
        viewModel.items.observe { items.append($0) }
        let outcome = Values(viewModel.loadOutcome)

        let cached = [Style.FeedItem(id: 1, title: "Cached")]
        viewModel.cachedItemsObserver.send(value: cached)
        viewModel.payloadObserver.send(value: "2:Fresh;3:News")
        viewModel.cachedItemsObserver.send(value: cached)
        viewModel.payloadObserver.send(value: "not a feed")

        #expect(
            items == [
                .value(cached),
                .value([Style.FeedItem(id: 2, title: "Fresh"), Style.FeedItem(id: 3, title: "News")]),
                .failed(.malformed("not a feed")),
            ]
        )
        #expect(outcome.all == ["failed: malformed(\"not a feed\")"])
        #expect(logged.lines.count == 1)
        #expect(logged.lines.first?.hasPrefix("[FeedViewModel.items] failed malformed") == true)
    }

    @Test func impressionsAreCountedOncePerItemAndSummarizedWhenTheScreenGoesAway() {
        let viewModel = Style.FeedViewModel(scheduler: TestScheduler(), logger: { _, _, _, _, _ in })
        let batches = Values(viewModel.impressionBatches)
        let seen = Values(viewModel.itemsSeenThisVisit)
        let lastShown = Values(viewModel.lastShownTitles)

        for id in [1, 2, 1, 3, 4, 2, 5] {
            viewModel.itemShownObserver.send(value: Style.FeedItem(id: id, title: "Item \(id)"))
        }
        #expect(batches.all == [[1, 2, 3]])
        viewModel.viewWillDisappearObserver.send(value: ())
        viewModel.itemShownObserver.send(value: Style.FeedItem(id: 6, title: "Item 6"))

        #expect(batches.all == [[1, 2, 3], [4, 5]])
        #expect(seen.all == [5])
        #expect(lastShown.all == ["Item 2, Item 5"])
    }

    @Test func theUploadReportsProgressThenFinishesOnce() {
        let viewModel = Style.FeedViewModel(scheduler: TestScheduler(), logger: { _, _, _, _, _ in })
        let progress = Values(viewModel.uploadProgressText)
        let finished = Values(viewModel.uploadFinished)
        let isUploading = Values(viewModel.isUploading)

        for fraction in [0.25, 0.5, 1, 1] {
            viewModel.uploadProgressObserver.send(value: fraction)
        }

        #expect(progress.all == ["Uploading… 25%", "Uploading… 50%"])
        #expect(finished.all.count == 1)
        #expect(isUploading.all == [true, false])
    }

    @Test func theNetworkMustAnswerWithinTenSeconds() {
        let scheduler = TestScheduler()
        let viewModel = Style.FeedViewModel(scheduler: scheduler, logger: { _, _, _, _, _ in })
        var items: [Signal<[Style.FeedItem], Style.FeedError>.Event] = []
        viewModel.items.observe { items.append($0) }
        viewModel.cachedItemsObserver.send(value: [])
        scheduler.advance(by: 10)
        #expect(items == [.value([]), .failed(.unreachable)])
    }

    @Test func searchesRunOnceTheUserPausesAndOnlyTheLatestAnswers() {
        let scheduler = TestScheduler()
        var searches: [String: Signal<[Style.FeedItem], Never>.Observer] = [:]
        let viewModel = Style.FeedViewModel(
            search: { query in
                let (results, input) = Signal<[Style.FeedItem], Never>.pipe()
                searches[query] = input
                return results
            },
            scheduler: scheduler,
            logger: { _, _, _, _, _ in }
        )
        let results = Values(viewModel.searchResults)
        for text in ["s", "sw", "swi"] {
            viewModel.searchTextObserver.send(value: text)
        }
        scheduler.advance(by: 0.3)
        viewModel.searchTextObserver.send(value: "swift")
        scheduler.advance(by: 0.3)
        #expect(searches.keys.sorted() == ["swi", "swift"])

        searches["swi"]?.send(value: [Style.FeedItem(id: 1, title: "Stale")])
        searches["swift"]?.send(value: [Style.FeedItem(id: 2, title: "Swift")])
        #expect(results.all == [[Style.FeedItem(id: 2, title: "Swift")]])
    }

    @Test func refreshesAreThrottledToOneASecond() {
        let scheduler = TestScheduler()
        let viewModel = Style.FeedViewModel(scheduler: scheduler, logger: { _, _, _, _, _ in })
        let refreshes = Values(viewModel.refreshRequests)
        for _ in 0..<5 {
            viewModel.refreshObserver.send(value: ())
            scheduler.advance(by: 0.25)
        }
        scheduler.run()
        #expect(refreshes.all.count == 3)
    }

    @Test func theSearchFieldFeedsTheViewModelThroughABinding() {
        let viewModel = Style.FeedViewModel(scheduler: TestScheduler(), logger: { _, _, _, _, _ in })
        let screen = Style.FeedScreen(viewModel: viewModel)
        let queries = Values(viewModel.searchQueries)

        for text in ["", "", "s", "sw", "sw", "swift"] {
            screen.searchField.textInput.send(value: text)
        }

        #expect(queries.all == ["s", "sw", "swift"])
    }

    @Test func releasingTheViewModelsFreesThem() {
        weak var weakSignup: Style.SignupViewModel?
        weak var weakFeed: Style.FeedViewModel?
        do {
            let signup = Style.SignupViewModel(scheduler: TestScheduler())
            let feed = Style.FeedViewModel(scheduler: TestScheduler(), logger: { _, _, _, _, _ in })
            let screen = Style.FeedScreen(viewModel: feed)
            weakSignup = signup
            weakFeed = feed
            signup.viewDidLoadObserver.send(value: ())
            screen.searchField.textInput.send(value: "swift")
            feed.cachedItemsObserver.send(value: [])
        }
        #expect(weakSignup == nil)
        #expect(weakFeed == nil)
    }
}

/// Collects the lines an ``EventLogger`` is called with.
private final class LoggedLines {
    private(set) var lines: [String] = []

    func append(identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int) {
        lines.append("[\(identifier)] \(event)")
    }
}
