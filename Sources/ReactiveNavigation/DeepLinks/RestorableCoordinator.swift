/// A coordinator whose navigation can be saved as data and rebuilt, for state restoration.
///
/// ```swift
/// extension AppCoordinator: RestorableCoordinator {
///     enum Step: Codable, Equatable { case item(String), configuration }
///
///     func restorationSteps() -> [Step] {
///         navigator.routes.compactMap { route in
///             switch route {
///             case .itemList(.item(let item)): .item(item)
///             case .itemList(.configuration): .configuration
///             default: nil
///             }
///         }
///     }
///
///     func route(restoring step: Step) -> AppRoute? {
///         switch step {
///         case .item(let item): .itemList(.item(item))
///         case .configuration: .itemList(.configuration(ConfigurationViewModel()))
///         }
///     }
/// }
/// ```
///
/// A snapshot is the list of steps that rebuilds what the coordinator shows, as a deep link would: a step can carry
/// the steps of the child coordinator it starts, which the child follows with its own `follow(_:)`. Steps are the
/// app's `Codable` values, so that routes that carry view models are saved as an identity the app defines. Restoring
/// turns every step into a route first, and takes none when one of them cannot be; then it follows the routes through
/// ``Coordinator/handle(route:)``, so view models and screens are made as usual, and checks that the coordinator's
/// steps equal the snapshot's.
@MainActor
public protocol RestorableCoordinator: Coordinator {
    /// A step of a snapshot: a `Codable` identity of a route.
    associatedtype RestorationStep: Codable & Equatable

    /// The steps that rebuild what this coordinator shows now, first one first, as its navigators' routes say: as of
    /// the last transitions that ended, or, during a deep link that changes each container once, as the link left
    /// them.
    func restorationSteps() -> [RestorationStep]

    /// The route that takes `step` again, making its view models anew.
    ///
    /// Restoring asks for the route of every step of a snapshot before it takes any, so this only makes the route: it
    /// does not navigate.
    ///
    /// - Parameter step: A step of a snapshot.
    /// - Returns: The route, or `nil` when the step can no longer be restored (an item that is gone, say).
    func route(restoring step: RestorationStep) -> Route?
}

/// What a ``RestorableCoordinator`` showed: the steps that rebuild it. Save it with any `Encoder`.
public struct NavigationSnapshot<Step: Codable & Equatable>: Codable, Equatable {
    /// The steps, first one first.
    public let steps: [Step]

    /// Creates a snapshot.
    ///
    /// - Parameter steps: The steps, first one first.
    public init(steps: [Step]) {
        self.steps = steps
    }
}

extension NavigationSnapshot: Sendable where Step: Sendable {}

/// How restoring a ``NavigationSnapshot`` ended.
public enum RestorationOutcome<Step: Codable & Equatable>: Equatable {
    /// Every step was taken, and the coordinator's steps equal the snapshot's.
    case restored
    /// The step at `step` could not be turned into a route, so no step was taken: the coordinator shows what it
    /// showed before. To reopen as much as can be, restore the steps before it (`snapshot.steps.prefix(step)`).
    case unrestorable(step: Int, Step)
    /// A step was refused (the reason names it); the steps before it were taken.
    case stopped(step: Int, reason: NavigationDiagnostic)
    /// Every step was taken, but the coordinator shows other steps than the snapshot's.
    case mismatch(expected: [Step], restored: [Step])
}

extension RestorableCoordinator {
    /// What this coordinator shows now, as data.
    ///
    /// - Returns: The snapshot.
    public func navigationSnapshot() -> NavigationSnapshot<RestorationStep> {
        NavigationSnapshot(steps: restorationSteps())
    }

    /// Rebuilds a snapshot's navigation through ``Coordinator/handle(route:)``, step by step as a deep link, and
    /// checks the result against the snapshot.
    ///
    /// Every step is turned into a route first: a step that cannot be is reported at once, as
    /// ``RestorationOutcome/unrestorable(step:_:)``, and no step is taken. A refused step stops the restoration
    /// there; the steps before it stay taken. Nothing is dropped silently.
    ///
    /// By default nothing animates (``DeepLinkAnimation/none``): a restoration rebuilds what the app showed before, so
    /// on hosts whose unanimated transitions are immediate, as UIKit's are, it is done before this returns.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot to rebuild.
    ///   - animation: Which steps' transitions animate.
    ///   - completion: Gets the outcome once every step's navigation has finished or the restoration stopped; before
    ///     this returns when a step cannot be turned into a route.
    public func restore(
        _ snapshot: NavigationSnapshot<RestorationStep>,
        animation: DeepLinkAnimation = .none,
        completion: (@MainActor (RestorationOutcome<RestorationStep>) -> Void)? = nil
    ) {
        var routes: [Route] = []
        for (index, step) in snapshot.steps.enumerated() {
            guard let route = route(restoring: step) else {
                completion?(.unrestorable(step: index, step))
                return
            }
            routes.append(route)
        }
        follow(routes, animation: animation) { [weak self] outcome in
            guard let self else {
                let reason = NavigationDiagnostic(
                    kind: .coordinatorReleased, message: "The coordinator was released during its restoration")
                completion?(.stopped(step: max(snapshot.steps.count - 1, 0), reason: reason))
                return
            }
            switch outcome {
            case .stopped(let step, _, let reason):
                completion?(.stopped(step: step, reason: reason))
            case .completed:
                let restored = restorationSteps()
                completion?(
                    restored == snapshot.steps ? .restored : .mismatch(expected: snapshot.steps, restored: restored))
            }
        }
    }

    /// Rebuilds a snapshot's navigation and returns once it has finished or stopped.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot to rebuild.
    ///   - animation: Which steps' transitions animate.
    /// - Returns: How the restoration ended.
    @discardableResult
    public func restore(
        _ snapshot: NavigationSnapshot<RestorationStep>,
        animation: DeepLinkAnimation = .none
    ) async -> RestorationOutcome<RestorationStep> {
        let box = await withCheckedContinuation { continuation in
            restore(snapshot, animation: animation, completion: { continuation.resume(returning: Box($0)) })
        }
        return box.value
    }
}
