import Signals

// A page of view models written the way ReactiveSwift users write them (inputs and outputs as pipes and properties,
// everything wired in `init`), using the operators of ReactiveSwift's `Signal`. Only the import differs from the
// ReactiveSwift original. Wrapped in a namespace so that its names stay out of the other tests' way.

enum ReactiveSwiftStyle {
    // MARK: - Models

    struct User: Equatable {
        let name: String
        let email: String
    }

    struct SignupForm: Equatable {
        let name: String
        let email: String
        let password: String
    }

    enum SignupError: Error, Equatable {
        case emailTaken
        case offline
    }

    struct FeedItem: Equatable {
        let id: Int
        let title: String
    }

    enum FeedError: Error, Equatable {
        case malformed(String)
        case unreachable
    }

    struct Alert: Error {
        let message: String

        init(_ error: SignupError) {
            switch error {
            case .emailTaken: message = "This email address already has an account."
            case .offline: message = "You appear to be offline."
            }
        }
    }

    struct MalformedPayload: Error {
        let payload: String
    }

    /// Decodes `"1:Hello;2:World"` into feed items.
    static func decodeFeed(_ payload: String) throws -> [FeedItem] {
        try payload.split(separator: ";").map { entry in
            let parts = entry.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let id = Int(parts[0]) else { throw MalformedPayload(payload: payload) }
            return FeedItem(id: id, title: String(parts[1]))
        }
    }

    static func isValidEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
    }

    // MARK: - Sign-up screen

    protocol SignupViewModelInputs {
        var viewDidLoadObserver: Signal<Void, Never>.Observer { get }
        var nameObserver: Signal<String, Never>.Observer { get }
        var emailObserver: Signal<String, Never>.Observer { get }
        var passwordObserver: Signal<String, Never>.Observer { get }
        var termsAcceptedObserver: Signal<Bool, Never>.Observer { get }
        var submitObserver: Signal<Void, Never>.Observer { get }
        var signupResponseObserver: Signal<Result<User, SignupError>, Never>.Observer { get }
    }

    protocol SignupViewModelOutputs {
        var isSubmitEnabled: Signal<Bool, Never> { get }
        var isFormEmpty: Signal<Bool, Never> { get }
        var emailError: Signal<String?, Never> { get }
        var submitTitle: Signal<String, Never> { get }
        var signup: Signal<User, SignupError> { get }
        var alertMessage: Signal<String, Never> { get }
        var isAlertHidden: Signal<Bool, Never> { get }
        var signupRequest: Signal<SignupForm, Never> { get }
        var emailAvailabilityCheck: Signal<String, Never> { get }
        var submissionOutcome: Signal<String, Never> { get }
    }

    typealias SignupViewModelType = SignupViewModelInputs & SignupViewModelOutputs

    final class SignupViewModel: SignupViewModelType {
        // MARK: Inputs

        let (viewDidLoadSignal, viewDidLoadObserver) = Signal<Void, Never>.pipe()
        let (nameSignal, nameObserver) = Signal<String, Never>.pipe()
        let (emailSignal, emailObserver) = Signal<String, Never>.pipe()
        let (passwordSignal, passwordObserver) = Signal<String, Never>.pipe()
        let (termsAcceptedSignal, termsAcceptedObserver) = Signal<Bool, Never>.pipe()
        let (submitSignal, submitObserver) = Signal<Void, Never>.pipe()
        let (signupResponseSignal, signupResponseObserver) = Signal<Result<User, SignupError>, Never>.pipe()

        // MARK: Outputs

        let isSubmitEnabled: Signal<Bool, Never>
        let isFormEmpty: Signal<Bool, Never>
        let emailError: Signal<String?, Never>
        let submitTitle: Signal<String, Never>
        let signup: Signal<User, SignupError>
        let alertMessage: Signal<String, Never>
        let isAlertHidden: Signal<Bool, Never>
        let signupRequest: Signal<SignupForm, Never>
        let emailAvailabilityCheck: Signal<String, Never>
        let submissionOutcome: Signal<String, Never>

        init(scheduler: DateScheduler = QueueScheduler.main) {
            // Text fields report their contents as soon as they exist; only edits after the view loaded count.
            let name = nameSignal.skip(until: viewDidLoadSignal)
            let email = emailSignal.skip(until: viewDidLoadSignal)
            let password = passwordSignal.skip(until: viewDidLoadSignal)

            let isNameValid = name.map { !$0.isEmpty }
            let isEmailValid = email.map(ReactiveSwiftStyle.isValidEmail)
            let isPasswordValid = password.map { $0.count >= 8 }
            let isSubmitting = Signal.merge(
                viewDidLoadSignal.map(value: false),
                submitSignal.map(value: true),
                signupResponseSignal.map(value: false)
            )

            isSubmitEnabled = Signal.all(isNameValid, isEmailValid, isPasswordValid, termsAcceptedSignal)
                .and(isSubmitting.negate())
                .skipRepeats()

            isFormEmpty = Signal.any(isNameValid, isEmailValid, isPasswordValid)
                .negate()
                .skipRepeats()

            // No complaint while the user has not started typing an address.
            emailError =
                email
                .skip(while: { $0.isEmpty })
                .map { ReactiveSwiftStyle.isValidEmail($0) ? nil : "Enter an email address such as ada@example.com" }
                .skipRepeats()

            submitTitle =
                submitSignal
                .scanMap(0) { attempts, _ in (attempts + 1, "Try again (\(attempts + 1))") }

            // The screen handles one sign-up: the first response settles it.
            signup =
                signupResponseSignal
                .take(first: 1)
                .dematerializeResults()

            alertMessage =
                signup
                .mapError(Alert.init)
                .materialize()
                .compactMap { $0.error?.message }

            // The alert shows for three seconds.
            isAlertHidden = Signal.merge(
                alertMessage.map(value: false),
                alertMessage.delay(3, on: scheduler).map(value: true)
            )

            let form = Signal.combineLatest(name, email, password).map(SignupForm.init)
            signupRequest =
                submitSignal
                .withLatest(from: form)
                .map { _, form in form }

            // Ask the server whether the address is taken once the user pauses typing.
            emailAvailabilityCheck =
                email
                .filter(ReactiveSwiftStyle.isValidEmail)
                .debounce(0.5, on: scheduler)
                .skipRepeats()

            submissionOutcome =
                signupRequest
                .zip(with: signupResponseSignal)
                .map { form, response in
                    switch response {
                    case .success(let user): "\(form.email): signed up as \(user.name)"
                    case .failure(let error): "\(form.email): \(error)"
                    }
                }
        }
    }

    // MARK: - Feed screen

    protocol FeedViewModelInputs {
        var cachedItemsObserver: Signal<[FeedItem], Never>.Observer { get }
        var payloadObserver: Signal<String, Never>.Observer { get }
        var itemShownObserver: Signal<FeedItem, Never>.Observer { get }
        var uploadProgressObserver: Signal<Double, Never>.Observer { get }
        var searchTextObserver: Signal<String, Never>.Observer { get }
        var refreshObserver: Signal<Void, Never>.Observer { get }
        var viewWillDisappearObserver: Signal<Void, Never>.Observer { get }
    }

    protocol FeedViewModelOutputs {
        var items: Signal<[FeedItem], FeedError> { get }
        var loadOutcome: Signal<String, Never> { get }
        var impressionBatches: Signal<[Int], Never> { get }
        var itemsSeenThisVisit: Signal<Int, Never> { get }
        var lastShownTitles: Signal<String, Never> { get }
        var uploadProgressText: Signal<String, Never> { get }
        var uploadFinished: Signal<Void, Never> { get }
        var searchQueries: Signal<String, Never> { get }
        var searchResults: Signal<[FeedItem], Never> { get }
        var refreshRequests: Signal<Void, Never> { get }
        var isUploading: Signal<Bool, Never> { get }
    }

    typealias FeedViewModelType = FeedViewModelInputs & FeedViewModelOutputs

    final class FeedViewModel: FeedViewModelType {
        private let (lifetime, token) = Lifetime.make()

        // MARK: Inputs

        let (cachedItemsSignal, cachedItemsObserver) = Signal<[FeedItem], Never>.pipe()
        let (payloadSignal, payloadObserver) = Signal<String, Never>.pipe()
        let (itemShownSignal, itemShownObserver) = Signal<FeedItem, Never>.pipe()
        let (uploadProgressSignal, uploadProgressObserver) = Signal<Double, Never>.pipe()
        let (searchTextSignal, searchTextObserver) = Signal<String, Never>.pipe()
        let (refreshSignal, refreshObserver) = Signal<Void, Never>.pipe()
        let (viewWillDisappearSignal, viewWillDisappearObserver) = Signal<Void, Never>.pipe()

        // MARK: Outputs

        let items: Signal<[FeedItem], FeedError>
        let loadOutcome: Signal<String, Never>
        let impressionBatches: Signal<[Int], Never>
        let itemsSeenThisVisit: Signal<Int, Never>
        let lastShownTitles: Signal<String, Never>
        let uploadProgressText: Signal<String, Never>
        let uploadFinished: Signal<Void, Never>
        let searchQueries: Signal<String, Never>
        let searchResults: Signal<[FeedItem], Never>
        let refreshRequests: Signal<Void, Never>
        let isUploading: Signal<Bool, Never>

        init(
            search: @escaping (String) -> Signal<[FeedItem], Never> = { _ in .never },
            scheduler: DateScheduler = QueueScheduler.main,
            logger: @escaping EventLogger = defaultEventLog
        ) {
            let liveItems =
                payloadSignal
                .attemptMap(ReactiveSwiftStyle.decodeFeed)
                .mapError { error -> FeedError in
                    (error as? MalformedPayload).map { .malformed($0.payload) } ?? .unreachable
                }
                .timeout(after: 10, raising: FeedError.unreachable, on: scheduler)

            // Show the cache at once, and switch to the network's answer as soon as there is one.
            items =
                cachedItemsSignal
                .promoteError(FeedError.self)
                .take(untilReplacement: liveItems)
                .logEvents(identifier: "FeedViewModel.items", events: [.failed], logger: logger)

            loadOutcome =
                liveItems
                .materialize()
                .filter { $0.isTerminating }
                .map { event in
                    switch event {
                    case .failed(let error): "failed: \(error)"
                    case .completed: "loaded"
                    case .interrupted: "cancelled"
                    case .value: "unreachable"
                    }
                }

            // A visit ends when the screen goes away, or with the view model.
            let visitEnded = Signal.merge(viewWillDisappearSignal, lifetime.ended.promoteValue())
            let visit = itemShownSignal.take(until: visitEnded)

            impressionBatches =
                visit
                .uniqueValues { $0.id }
                .map(\.id)
                .collect(count: 3)

            itemsSeenThisVisit =
                visit
                .uniqueValues { $0.id }
                .reduce(0) { count, _ in count + 1 }

            lastShownTitles =
                visit
                .take(last: 2)
                .map(\.title)
                .collect()
                .map { $0.joined(separator: ", ") }

            let upload = uploadProgressSignal.take(until: { $0 < 1 })
            uploadProgressText =
                upload
                .take(while: { $0 < 1 })
                .map { "Uploading… \(Int($0 * 100))%" }
            uploadFinished =
                upload
                .filter { $0 >= 1 }
                .map(value: ())
            isUploading = Signal.merge(
                uploadProgressSignal.map(value: true).take(first: 1),
                uploadFinished.map(value: false)
            )

            searchQueries =
                searchTextSignal
                .skip(while: { $0.isEmpty })
                .skipRepeats()

            // Search once the user pauses typing; a newer query cancels the results of an older one.
            searchResults =
                searchQueries
                .debounce(0.3, on: scheduler)
                .flatMap(.latest, search)

            // However fast the user pulls, refresh at most once a second.
            refreshRequests = refreshSignal.throttle(1, on: scheduler)
        }
    }

    // MARK: - A screen that feeds a view model

    /// A text field stand-in: what the user types arrives on `textValues`.
    final class TextField {
        let (textValues, textInput) = Signal<String, Never>.pipe()
    }

    final class FeedScreen {
        let viewModel: FeedViewModelType
        let searchField = TextField()

        init(viewModel: FeedViewModelType) {
            self.viewModel = viewModel
            viewModel.searchTextObserver <~ searchField.textValues
        }
    }
}
