import Signals

/// Loads the catalogue through an `Action` backed by an `async` service, and says what the screen shows meanwhile.
final class CatalogueViewModel {
    /// What the catalogue screen shows.
    enum State: Equatable, CustomStringConvertible {
        case idle
        case loading
        case loaded([String])
        case failed(String)

        var description: String {
            switch self {
            case .idle: "Pull to load"
            case .loading: "Loading…"
            case .loaded(let items): items.joined(separator: ", ")
            case .failed(let message): "Error: \(message) (tap to retry)"
            }
        }
    }

    /// Loads the items; disabled while a load runs.
    let load: Action<Void, [String], CatalogueError>
    /// What the screen shows: loading while `load` runs, then the items or the error.
    let state: Property<State>
    /// Ends when the view model goes away, and with it a load still running: its task is cancelled.
    private let (lifetime, token) = Lifetime.make()

    init(service: CatalogueService) {
        load = Action { () async throws(CatalogueError) -> [String] in
            try await service.items()
        }
        // `isExecuting` turns true when a load starts; the work's value or error follows it.
        state = Property(
            initial: .idle,
            then: Signal.merge(
                load.isExecuting.signal.filter { $0 }.map { _ in State.loading },
                load.values.map(State.loaded),
                load.errors.map { State.failed($0.message) }
            )
        )
    }

    /// Starts loading, unless a load is running.
    func reload() {
        load.apply().take(during: lifetime).start()
    }
}
