/// Why the catalogue could not be loaded.
enum CatalogueError: Error, Equatable {
    case offline
    /// The request's task was cancelled before an answer came.
    case cancelled

    /// What the screen says about it.
    var message: String {
        switch self {
        case .offline: "You are offline"
        case .cancelled: "Cancelled"
        }
    }
}

/// A fake catalogue backend whose delay the caller controls: a request waits until ``respond(with:)`` answers it, as
/// a slow network would until the response arrived.
actor CatalogueService {
    private typealias Answer = CheckedContinuation<Result<[String], CatalogueError>, Never>
    private var waitingRequests: [(id: Int, answer: Answer)] = []
    private var nextRequestID = 0
    /// Answers given while no request waited, for the next requests.
    private var answers: [Result<[String], CatalogueError>] = []

    /// How many requests wait for an answer.
    var pendingRequestCount: Int { waitingRequests.count }

    /// Loads the catalogue's items: takes the oldest answer not yet taken, or waits for the next ``respond(with:)``,
    /// as a network request would; cancelling the calling task ends the wait, as cancelling a request would.
    ///
    /// - Returns: The items of the answer.
    /// - Throws: The error of the answer, or ``CatalogueError/cancelled``.
    func items() async throws(CatalogueError) -> [String] {
        // A cancelled request takes no answer: the next request gets it.
        if Task.isCancelled { throw .cancelled }
        if !answers.isEmpty { return try answers.removeFirst().get() }
        let id = nextRequestID
        nextRequestID += 1
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (answer: Answer) in
                // A cancellation that came first found no request to end: the flag it left is read here.
                if Task.isCancelled { return answer.resume(returning: .failure(.cancelled)) }
                waitingRequests.append((id, answer))
            }
        } onCancel: {
            Task { await self.cancelRequest(id) }
        }
        return try result.get()
    }

    /// Ends the waiting request `id`, if it still waits, as cancelled.
    private func cancelRequest(_ id: Int) {
        guard let index = waitingRequests.firstIndex(where: { $0.id == id }) else { return }
        waitingRequests.remove(at: index).answer.resume(returning: .failure(.cancelled))
    }

    /// Answers every waiting request with `result`; if none waits, the next request gets it.
    ///
    /// - Parameter result: The items, or the error.
    func respond(with result: Result<[String], CatalogueError>) {
        guard !waitingRequests.isEmpty else { return answers.append(result) }
        let requests = waitingRequests
        waitingRequests = []
        for request in requests { request.answer.resume(returning: result) }
    }
}
