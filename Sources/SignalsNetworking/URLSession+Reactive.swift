#if canImport(Foundation)
    import Foundation
    import Signals
    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    extension URLSession: ReactiveExtensionsProvider {}

    extension Reactive where Base: URLSession {
        /// A producer that performs `request` with the session's data task each time it is started, and sends the
        /// data and the response it gets, then completes.
        ///
        /// ```swift
        /// let profile = URLSession.shared.reactive.data(with: URLRequest(url: profileURL))
        ///     .attemptMap { data, _ in try JSONDecoder().decode(Profile.self, from: data) }
        /// ```
        ///
        /// A response is a value whatever its status code: a server error (a status outside `200...299`) is not a
        /// failure. The producer fails with the task's error when there is no response (the network is down, the
        /// host cannot be found). Disposing of a start cancels its task. Events come on the session's delegate queue.
        ///
        /// - Parameter request: The request to perform on each start.
        /// - Returns: A producer of the data and response of each request.
        public func data(with request: URLRequest) -> SignalProducer<(Data, URLResponse), Error> {
            SignalProducer { [base] output, lifetime in
                let task = base.dataTask(with: request) { data, response, error in
                    if let data, let response {
                        output.send(value: (data, response))
                        output.sendCompleted()
                    } else {
                        output.send(error: error ?? URLError(.unknown))
                    }
                }
                lifetime.observeEnded(task.cancel)
                task.resume()
            }
        }
    }
#endif
