import Foundation

/// A stand-in for `URLSession`: every request becomes a task the test completes or watches being cancelled.
///
/// The view models in this folder call it the way real apps call `URLSession.dataTask(with:completionHandler:)`.
final class FakeSession: @unchecked Sendable {
    // Safety: `tasks` is only touched under `lock`.
    private let lock = NSLock()
    private var tasks: [FakeDataTask] = []

    func dataTask(with url: URL, completionHandler: @escaping (Data?, Error?) -> Void) -> FakeDataTask {
        let task = FakeDataTask(url: url, completionHandler: completionHandler)
        lock.lock()
        tasks.append(task)
        lock.unlock()
        return task
    }

    /// The tasks that were resumed and have neither finished nor been cancelled, oldest first.
    var running: [FakeDataTask] {
        lock.lock()
        defer { lock.unlock() }
        return tasks.filter { $0.state == .running }
    }

    /// Every task created, in order.
    var all: [FakeDataTask] {
        lock.lock()
        defer { lock.unlock() }
        return tasks
    }

    /// Answers the oldest running request for `path` with a JSON body.
    func respond(to path: String, json: String) {
        running.first { $0.url.path == path }?.finish(data: Data(json.utf8), error: nil)
    }

    /// Fails the oldest running request for `path`.
    func fail(_ path: String, with error: Error) {
        running.first { $0.url.path == path }?.finish(data: nil, error: error)
    }
}

/// A data task of ``FakeSession``.
final class FakeDataTask: @unchecked Sendable {
    enum State { case suspended, running, completed, cancelled }

    // Safety: `state` and `completionHandler` are only touched under `lock`.
    private let lock = NSLock()
    let url: URL
    private var completionHandler: ((Data?, Error?) -> Void)?
    private var currentState = State.suspended

    init(url: URL, completionHandler: @escaping (Data?, Error?) -> Void) {
        self.url = url
        self.completionHandler = completionHandler
    }

    var state: State {
        lock.lock()
        defer { lock.unlock() }
        return currentState
    }

    func resume() {
        lock.lock()
        if currentState == .suspended { currentState = .running }
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let handler = currentState == .running ? completionHandler : nil
        if currentState == .running || currentState == .suspended {
            currentState = .cancelled
            completionHandler = nil
        }
        lock.unlock()
        handler?(nil, URLError(.cancelled))
    }

    func finish(data: Data?, error: Error?) {
        lock.lock()
        let handler = currentState == .running ? completionHandler : nil
        if currentState == .running {
            currentState = .completed
            completionHandler = nil
        }
        lock.unlock()
        handler?(data, error)
    }
}
