import Signals

/// Checks each step of a deep link before it is taken: takes it, stops the link, or waits for a flow it started (sign
/// in first) and then takes it and the steps after it.
///
/// ```swift
/// let signInFirst = DeepLinkGuard<ShopRoute> { route in
///     guard route.needsAccount, !session.isSignedIn else { return .proceed }
///     let signIn = sheets.present(route: .signIn, flow: SignInFlow(session: session), animated: true)
///     return .wait(for: signIn.map { $0 == .finished(true) })
/// }
/// shop.follow(routes, guard: signInFirst)
/// ```
public struct DeepLinkGuard<Route> {
    /// What the guard decides before a step.
    let decide: @MainActor (Route) -> DeepLinkGuardDecision

    /// Creates a guard.
    ///
    /// - Parameter decide: Called before each step of the link, on the main actor, with the step's route. Calls it
    ///   makes on navigators are not steps of the link: they run once the link gives up its turn to wait for them
    ///   (``DeepLinkGuardDecision/wait(for:)``), animated as they ask. A guard that proceeds or stops should not
    ///   navigate: its calls would wait until the link ends.
    public init(_ decide: @escaping @MainActor (Route) -> DeepLinkGuardDecision) {
        self.decide = decide
    }
}

/// What a ``DeepLinkGuard`` decides before one of the link's steps.
public enum DeepLinkGuardDecision {
    /// Take the step now.
    case proceed
    /// Stop the link before the step; `reason` becomes the stopped outcome's message.
    case stop(reason: String)
    /// Take the step once `allowed` sends `true`; stop the link before it when `allowed` sends `false` or ends without
    /// a value. Meanwhile the link gives up its turn in the transition queue: other navigation runs (the flow the guard
    /// started, what its user does, other links, such as a callback link that ends the sign-in); once `allowed` has
    /// decided, the link takes its turn again behind what was asked for meanwhile, and waits for that navigation to
    /// finish before it goes on. `allowed` may send on any thread; the link hears it on the main actor.
    case wait(for: Signal<Bool, Never>)
}
