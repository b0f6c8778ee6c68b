import Foundation
import Signals

// Written the way ReactiveSwift apps write their API layer: every request is a `SignalProducer` that starts the task
// when started and cancels it when the start is interrupted. Only the import differs from ReactiveSwift.

enum APIError: Error, Equatable {
    case network(String)
    case decoding
    case unauthorized
}

struct Item: Decodable, Equatable {
    let id: Int
    let title: String
}

struct Session: Decodable, Equatable {
    let token: String
}

final class APIClient {
    private let session: FakeSession
    private let baseURL = URL(string: "https://api.example.com")!

    init(session: FakeSession) {
        self.session = session
    }

    func request<T: Decodable>(_ path: String, as type: T.Type = T.self) -> SignalProducer<T, APIError> {
        let url = baseURL.appendingPathComponent(path)
        return SignalProducer { [session] observer, lifetime in
            let task = session.dataTask(with: url) { data, error in
                if let error = error {
                    if (error as? URLError)?.code == .cancelled { return }
                    observer.send(error: .network(String(describing: error)))
                    return
                }
                guard let data = data, let value = try? JSONDecoder().decode(T.self, from: data) else {
                    observer.send(error: .decoding)
                    return
                }
                observer.send(value: value)
                observer.sendCompleted()
            }
            lifetime.observeEnded {
                task.cancel()
            }
            task.resume()
        }
    }

    func items(inSection section: String) -> SignalProducer<[Item], APIError> {
        request("/sections/\(section)/items")
    }

    func search(_ query: String) -> SignalProducer<[Item], APIError> {
        request("/search/\(query)")
    }

    func logIn(email: String, password: String) -> SignalProducer<Session, APIError> {
        request("/login/\(email)")
    }
}
