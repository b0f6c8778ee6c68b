#if canImport(Foundation)
    import Foundation
    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif
    import Testing

    import SignalsNetworking

    @testable import Signals

    /// `URLSession.reactive.data(with:)`, against a session whose requests a stub protocol answers: no test touches the
    /// network.
    @Suite("Foundation: URLSession.reactive.data(with:)", .timeLimit(.minutes(10)))
    struct URLSessionReactiveTests {
        private let session: URLSession = {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.protocolClasses = [StubURLProtocol.self]
            return URLSession(configuration: configuration)
        }()

        /// A request for a URL of its own, so that tests running at once do not share answers.
        private func request(_ answer: StubURLProtocol.Answer) -> URLRequest {
            URLRequest(url: StubURLProtocol.url(answering: answer))
        }

        @Test func aStartSendsTheDataAndTheResponseThenCompletes() async throws {
            let request = request(.response(status: 200, body: Data("hello".utf8)))
            let events = await session.reactive.data(with: request).materialize().collect().firstValue() ?? []
            #expect(events.count == 2)
            let (data, response) = try #require(events.first?.value)
            #expect(String(decoding: data, as: UTF8.self) == "hello")
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(response.url == request.url)
            #expect(events.last?.isCompleted == true)
        }

        @Test func aServerErrorIsAValueNotAFailure() async throws {
            let request = request(.response(status: 500, body: Data("oops".utf8)))
            let (data, response) = try #require(try await session.reactive.data(with: request).lastValue())
            #expect((response as? HTTPURLResponse)?.statusCode == 500)
            #expect(String(decoding: data, as: UTF8.self) == "oops")
        }

        @Test func aRequestWithoutAResponseFailsWithTheTasksError() async {
            let request = request(.failure(.notConnectedToInternet))
            await #expect(throws: URLError(.notConnectedToInternet)) {
                _ = try await session.reactive.data(with: request).lastValue()
            }
        }

        @Test func eachStartPerformsTheRequestOnce() async throws {
            let request = request(.response(status: 204, body: Data()))
            let producer = session.reactive.data(with: request)
            try await producer.waitForCompletion()
            try await producer.waitForCompletion()
            #expect(StubURLProtocol.startCount(of: request.url!) == 2)
        }

        @Test func disposingOfAStartCancelsItsTaskAndInterruptsIt() async throws {
            let request = request(.silence)
            let (events, eventsInput) = AsyncStream<Signal<(Data, URLResponse), any Error>.Event>.makeStream()
            let disposable = session.reactive.data(with: request).start { eventsInput.yield($0) }
            try await StubURLProtocol.waitUntilStarted(request.url!)
            disposable.dispose()
            var iterator = events.makeAsyncIterator()
            let first = await iterator.next()
            #expect(first.map { if case .interrupted = $0 { true } else { false } } == true)
            try await StubURLProtocol.waitUntilStopped(request.url!)
        }
    }

    /// Answers requests for `stub:` URLs from a table, and records which loads started and stopped.
    final class StubURLProtocol: URLProtocol {
        enum Answer: Sendable {
            case response(status: Int, body: Data)
            case failure(URLError.Code)
            /// Never answers: the load goes on until it is stopped.
            case silence
        }

        private struct Record {
            var answers: [URL: Answer] = [:]
            var starts: [URL: Int] = [:]
            var stopped: Set<URL> = []
        }

        private static let record = Locked(Record())

        /// A new URL that this protocol answers with `answer`.
        static func url(answering answer: Answer) -> URL {
            let url = URL(string: "stub://tests/\(UUID().uuidString)")!
            record.withLock { $0.answers[url] = answer }
            return url
        }

        static func startCount(of url: URL) -> Int {
            record.withLock { $0.starts[url] ?? 0 }
        }

        /// Waits, for up to ten seconds, until a load of `url` has started.
        static func waitUntilStarted(_ url: URL) async throws {
            try await waitUntil { $0.starts[url, default: 0] > 0 }
        }

        /// Waits, for up to ten seconds, until a load of `url` has been stopped.
        static func waitUntilStopped(_ url: URL) async throws {
            try await waitUntil { $0.stopped.contains(url) }
        }

        private static func waitUntil(_ condition: (Record) -> Bool) async throws {
            for _ in 0..<1_000 {
                if record.withLock({ condition($0) }) { return }
                try await Task.sleep(nanoseconds: 10_000_000)
            }
            Issue.record("The stub protocol never reached the awaited state")
        }

        override class func canInit(with request: URLRequest) -> Bool {
            request.url?.scheme == "stub"
        }

        override class func canonicalRequest(for request: URLRequest) -> URLRequest {
            request
        }

        override func startLoading() {
            guard let url = request.url else { return }
            let answer = Self.record.withLock { record in
                record.starts[url, default: 0] += 1
                return record.answers[url]
            }
            switch answer {
            case .response(let status, let body):
                let response = HTTPURLResponse(
                    url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
                client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
                client?.urlProtocol(self, didLoad: body)
                client?.urlProtocolDidFinishLoading(self)
            case .failure(let code):
                client?.urlProtocol(self, didFailWithError: URLError(code))
            case .silence, nil:
                break
            }
        }

        override func stopLoading() {
            guard let url = request.url else { return }
            _ = Self.record.withLock { $0.stopped.insert(url) }
        }
    }
#endif
