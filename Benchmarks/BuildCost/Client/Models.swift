// Shared by every view model of the client: plain data and services, as an app has them.
import Dispatch

enum LoadError: Error, Equatable {
    case offline
    case rejected(String)
}

struct Item: Equatable {
    let id: Int
    let title: String
    let price: Double
}

struct User: Equatable {
    let name: String
    let isPremium: Bool
}

/// A service whose requests are producers, as ReactiveSwift apps wrap every request.
final class Backend {
    func items(matching query: String) -> SignalProducer<[Item], LoadError> {
        SignalProducer(value: (0..<3).map { Item(id: $0, title: "\(query) \($0)", price: Double($0) * 1.5) })
    }

    func user(named name: String) -> SignalProducer<User, LoadError> {
        name.isEmpty
            ? SignalProducer(error: .rejected("empty name"))
            : SignalProducer(value: User(name: name, isPremium: name.count > 4))
    }

    func save(_ item: Item) -> SignalProducer<Item, LoadError> {
        SignalProducer(value: item)
    }
}

/// A view the view models bind to.
final class Label {
    var text = ""
    let (lifetime, token) = Lifetime.make()
}
