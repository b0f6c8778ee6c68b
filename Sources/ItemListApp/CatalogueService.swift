/// Why the catalogue could not be loaded.
enum CatalogueError: Error, Equatable {
    case offline

    /// What the screen says about it.
    var message: String {
        switch self {
        case .offline: "You are offline"
        }
    }
}

/// A fake catalogue backend whose delay the caller controls: a request waits until ``respond(with:)`` answers it, as
/// a slow network would until the response arrived.
actor CatalogueService {
    private var waitingRequests: [CheckedContinuation<Result<[String], CatalogueError>, Never>] = []
    /// Answers given while no request waited, for the next requests.
    private var answers: [Result<[String], CatalogueError>] = []

    /// How many requests wait for an answer.
    var pendingRequestCount: Int { waitingRequests.count }

    /// Loads the catalogue's items: takes the oldest answer not yet taken, or waits for the next ``respond(with:)``.
    ///
    /// - Returns: The items of the answer.
    /// - Throws: The error of the answer.
    func items() async throws(CatalogueError) -> [String] {
        if !answers.isEmpty { return try answers.removeFirst().get() }
        let result = await withCheckedContinuation { waitingRequests.append($0) }
        return try result.get()
    }

    /// Answers every waiting request with `result`; if none waits, the next request gets it.
    ///
    /// - Parameter result: The items, or the error.
    func respond(with result: Result<[String], CatalogueError>) {
        guard !waitingRequests.isEmpty else { return answers.append(result) }
        let requests = waitingRequests
        waitingRequests = []
        for request in requests { request.resume(returning: result) }
    }
}
