import ReactiveNavigation
import Signals

/// A route of the model runs: a small number, so that several screens share a route and `pop(to:)` must pick the
/// topmost match.
struct ModelRoute: Equatable, CustomStringConvertible {
    let value: Int

    var description: String { "<r\(value)>" }
}

/// A screen of the model runs, named by a number that is never reused.
final class ModelScreen: CustomStringConvertible {
    let id: Int

    init(id: Int) {
        self.id = id
    }

    var description: String { "screen \(id)" }
}

/// A child flow of the model runs; it owns its first screen, so a leaked flow also leaks that screen.
final class ModelFlow: ChildFlow {
    let screen: ModelScreen
    let (result, resultInput) = Signal<Int, Never>.pipe()

    init(screenID: Int) {
        screen = ModelScreen(id: screenID)
    }

    var rootViewController: PlatformViewController { screen }
}

/// What a child flow's outcome signal sent, comparable between the navigator and the model.
enum FlowEvent: Equatable, CustomStringConvertible {
    case finished(Int)
    case cancelled
    case completed
    case interrupted

    var description: String {
        switch self {
        case .finished(let value): "finished(\(value))"
        case .cancelled: "cancelled"
        case .completed: "completed"
        case .interrupted: "interrupted"
        }
    }
}

/// What a call returned, comparable between the navigator and the model.
enum Returned: Equatable, CustomStringConvertible {
    /// The call returns nothing, or the step was a user action.
    case nothing
    case route(ModelRoute?)
    case success(Bool)
    case routes([ModelRoute])
    /// `push` returned the navigator itself (`true`) or another one.
    case chained(Bool)

    var description: String {
        switch self {
        case .nothing: "nothing"
        case .route(let route): "route(\(route.map(\.description) ?? "nil"))"
        case .success(let success): "success(\(success))"
        case .routes(let routes): "routes(\(routes))"
        case .chained(let same): "chained(\(same))"
        }
    }
}
