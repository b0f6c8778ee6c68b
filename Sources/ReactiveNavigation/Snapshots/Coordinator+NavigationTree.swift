extension Coordinator {
    /// What this coordinator and the child coordinators its screens show navigate to now, as a value: every
    /// navigator's screens (stacks, presentations, tabs, pages, split columns) with their routes as data, the
    /// selections, and the trees of the child coordinators.
    ///
    /// ```swift
    /// let saved = try JSONEncoder().encode(app.navigationTree())
    /// ```
    ///
    /// The library finds the navigators and child coordinators in the coordinator's stored properties (a `lazy` one
    /// once it has been made) and in what its navigators keep (a presented coordinator or flow), as their routes say:
    /// as of the last transitions that ended, or, during a deep link that changes each container once, as the link
    /// left them. Routes are saved through their `Codable` conformance, or through the identity the
    /// coordinator maps (``RouteIdentifying``); a route that is neither is saved as `nil`, and restoring reports it.
    ///
    /// - Returns: The tree.
    public func navigationTree() -> NavigationTree {
        var visited: Set<ObjectIdentifier> = []
        return CoordinatorParts(self).tree(visited: &visited)
    }

    /// Brings this coordinator's navigation to `tree`: each saved screen that is not shown is brought back by
    /// handing its route to ``handle(route:)`` (so screens and view models are made as usual), in order, each once
    /// the navigation before it has settled, then the saved tabs, pages and columns are selected.
    ///
    /// ```swift
    /// let tree = try JSONDecoder().decode(NavigationTree.self, from: saved)
    /// freshApp.restore(tree) { outcome in
    ///     for failure in outcome.failures { print(failure) }  // AppCoordinator.navigator[2] ("gone"): ...
    /// }
    /// ```
    ///
    /// Screens the app shows already (a stack's root made by the coordinator's initializer) are kept when they match
    /// the saved ones: a stack's from the bottom, a tab's or page's by route, wherever it is now. A screen that cannot
    /// be brought back (its route does not read back, a navigator refuses the call, or handling the route shows
    /// something else) is reported with its path in the tree, and so is every screen after it in its stack, modal or
    /// split navigator, and every screen left to restore of a stack whose hosting tab or page the app no longer shows:
    /// none is dropped silently. Like a deep link, the restoration runs as one unit
    /// in its window's transition queue.
    ///
    /// - Parameters:
    ///   - tree: What to restore, as ``navigationTree()`` took it.
    ///   - animation: Which steps' transitions animate; by default none does, and each stack changes once.
    ///   - completion: Gets the outcome once the navigation has settled.
    public func restore(
        _ tree: NavigationTree,
        animation: DeepLinkAnimation = .none,
        completion: (@MainActor (TreeRestorationOutcome) -> Void)? = nil
    ) {
        TreeRestorationRun(tree: tree, root: self, animation: animation) { completion?($0) }.start()
    }

    /// Brings this coordinator's navigation to `tree`, and returns once the navigation has settled.
    ///
    /// - Parameters:
    ///   - tree: What to restore, as ``navigationTree()`` took it.
    ///   - animation: Which steps' transitions animate; by default none does, and each stack changes once.
    /// - Returns: The outcome: every screen that was not restored, with its path in the tree.
    @discardableResult
    public func restore(_ tree: NavigationTree, animation: DeepLinkAnimation = .none) async -> TreeRestorationOutcome {
        await withCheckedContinuation { continuation in
            restore(tree, animation: animation) { continuation.resume(returning: $0) }
        }
    }
}
