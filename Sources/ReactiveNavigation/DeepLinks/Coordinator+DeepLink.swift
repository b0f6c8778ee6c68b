extension Coordinator {
    /// Follows a deep link: handles `routes` one at a time, each once the navigation of the one before has finished.
    ///
    /// ```swift
    /// let routes = try router.routes(for: "itemlist://items/Apples/configuration")
    /// coordinator.follow(routes) { outcome in
    ///     if case .stopped(let step, _, let reason) = outcome { print("step \(step + 1): \(reason)") }
    /// }
    /// ```
    ///
    /// A step waits until no navigator call runs or waits and no transition runs, so each transition of the link ends
    /// before the next starts. By default (``DeepLinkAnimation/lastStepOnly``) each stack changes once, with the final
    /// screens, and only the last step animates: the user sees one transition to the link's destination, not every
    /// screen on the way. A route whose handling starts a child coordinator can hand the rest of the link to it, with
    /// the child's own `follow(_:)`: the parent's next step then waits for the child's link to end, and the child's
    /// link animates as the outermost link says. The link stops at the first step a navigator refuses (or the user's
    /// gesture supersedes), and at a step whose child link stopped, leaving the navigation as the steps before it left
    /// it.
    ///
    /// A ``DeepLinkGuard`` checks each step before it is taken: it can stop the link there, or start a
    /// flow (sign in first) and let the link take the step, and the ones after it, once the flow allows it.
    ///
    /// - Parameters:
    ///   - routes: The link's steps, first one first.
    ///   - animation: Which steps' transitions animate, and whether each stack changes once; ignored by a link that a
    ///     step of another link started.
    ///   - check: Decides, before each step of this link (not those of links its steps start), whether to take it.
    ///   - completion: Gets the outcome once every step was taken and its navigation finished, or the link stopped.
    public func follow(
        _ routes: [Route],
        animation: DeepLinkAnimation = .lastStepOnly,
        guard check: DeepLinkGuard<Route>? = nil,
        completion: (@MainActor (DeepLinkOutcome<Route>) -> Void)? = nil
    ) {
        DeepLinkRun(
            routes: routes,
            animation: animation,
            queue: CoordinatorParts.queueLookup(of: self),
            handle: { [weak self] route in self?.handle(route: route) },
            check: check?.decide,
            completion: { outcome in completion?(outcome) }
        )
        .start()
    }

    /// Follows a deep link and returns once every step was taken and its navigation finished, or the link stopped.
    ///
    /// - Parameters:
    ///   - routes: The link's steps, first one first.
    ///   - animation: Which steps' transitions animate, and whether each stack changes once; ignored by a link that a
    ///     step of another link started.
    ///   - check: Decides, before each step of this link, whether to take it.
    /// - Returns: How following the link ended.
    @discardableResult
    public func follow(
        _ routes: [Route],
        animation: DeepLinkAnimation = .lastStepOnly,
        guard check: DeepLinkGuard<Route>? = nil
    ) async -> DeepLinkOutcome<Route> {
        // The outcome goes through a main-actor box: routes need not be `Sendable`, and it never leaves the main actor.
        let box = await withCheckedContinuation { continuation in
            follow(routes, animation: animation, guard: check, completion: { continuation.resume(returning: Box($0)) })
        }
        return box.value
    }
}
