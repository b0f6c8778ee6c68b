import Signals

// StackNavigator's pops: one screen, back to a route, back to the root.

extension StackNavigator {
    // MARK: - pop

    /// Pops the top screen.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: The route of the popped screen; `nil` when the stack is empty or holds only its root, and when the
    ///   pop waits behind another transition (its completion-handler and `async` forms tell how it ended).
    @discardableResult
    public func pop(animated: Bool) -> Route? {
        pop(animated: animated, then: nil)
    }

    /// Pops the top screen, and tells `completion` how the call ended.
    ///
    /// - Parameters:
    ///   - animated: Whether the pop is animated.
    ///   - completion: Gets the outcome once the transition has ended or the call was refused.
    public func pop(animated: Bool, completion: (@MainActor (NavigationOutcome) -> Void)? = nil) {
        pop(animated: animated, then: completion)
    }

    /// Pops the top screen and returns once the transition has ended or the call was refused.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func pop(animated: Bool) async -> NavigationOutcome {
        await outcome { pop(animated: animated, then: $0) }
    }

    @discardableResult
    func pop(animated: Bool, then completion: (@MainActor (NavigationOutcome) -> Void)?) -> Route? {
        core.calls.submit(mayDefer: true, animated: animated, ifQueued: nil, completion: completion) {
            [weak self] animated, finish -> Route? in
            guard let self else {
                finish(.refused(Self.released))
                return nil
            }
            guard entries.count > 1, isAheadOfHost || host.viewControllers.count > 1 else {
                let problem =
                    entries.isEmpty ? "the stack is empty" : "the root screen \(entries[0].route) cannot be popped"
                finish(.refused(core.diagnostics.report(.nothingToPop, "pop(animated:) ignored: \(problem)")))
                return nil
            }
            let popped = entries.last?.route
            if let link = core.calls.deferringLink {
                deferChange(to: Array(entries.dropLast()), for: link, animated: animated, finish)
                return popped
            }
            run(.pop, finish) { done in host.popViewController(animated: animated, completion: done) }
            return popped
        }
    }

    /// Pops every screen above the topmost route that matches `predicate`.
    ///
    /// - Parameters:
    ///   - predicate: Picks the route whose screen becomes the top one; it runs when the call's turn comes.
    ///   - animated: Whether the pop is animated.
    /// - Returns: Whether a route matched; when none does, nothing changes. A pop that waits behind another
    ///   transition returns `true`; its completion-handler and `async` forms tell how it ended.
    @discardableResult
    public func pop(to predicate: @escaping (Route) -> Bool, animated: Bool) -> Bool {
        pop(to: predicate, animated: animated, then: nil)
    }

    /// Pops every screen above the topmost route that matches `predicate`, and tells `completion` how the call ended.
    ///
    /// - Parameters:
    ///   - predicate: Picks the route whose screen becomes the top one; it runs when the call's turn comes.
    ///   - animated: Whether the pop is animated.
    ///   - completion: Gets the outcome once the transition has ended or the call was refused.
    public func pop(
        to predicate: @escaping (Route) -> Bool,
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        pop(to: predicate, animated: animated, then: completion)
    }

    /// Pops every screen above the topmost route that matches `predicate` and returns once the transition has ended
    /// or the call was refused.
    ///
    /// - Parameters:
    ///   - predicate: Picks the route whose screen becomes the top one.
    ///   - animated: Whether the pop is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func pop(to predicate: @escaping (Route) -> Bool, animated: Bool) async -> NavigationOutcome {
        await outcome { pop(to: predicate, animated: animated, then: $0) }
    }

    @discardableResult
    func pop(
        to predicate: @escaping (Route) -> Bool,
        animated: Bool,
        then completion: (@MainActor (NavigationOutcome) -> Void)?
    ) -> Bool {
        core.calls.submit(mayDefer: true, animated: animated, ifQueued: true, completion: completion) {
            [weak self] animated, finish -> Bool in
            guard let self else {
                finish(.refused(Self.released))
                return false
            }
            // The call started in step with the controller (NavigationCalls adopts what it shows first): popping to
            // a screen the controller no longer shows raises an exception in UIKit.
            guard let target = entries.last(where: { predicate($0.route) }) else {
                finish(
                    .refused(
                        core.diagnostics.report(
                            .routeNotFound, "pop(to:animated:) ignored: no route in \(routes) matches")))
                return false
            }
            if let link = core.calls.deferringLink, let index = entries.firstIndex(where: { $0 === target }) {
                deferChange(to: Array(entries[...index]), for: link, animated: animated, finish)
                return true
            }
            run(.pop, finish) { done in
                host.popToViewController(target.viewController, animated: animated, completion: done)
            }
            return true
        }
    }

    /// Pops every screen above the bottom one.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: The routes of the popped screens, bottom first; empty when the pop waits behind another transition.
    @discardableResult
    public func popToRoot(animated: Bool) -> [Route] {
        popToRoot(animated: animated, then: nil)
    }

    /// Pops every screen above the bottom one, and tells `completion` how the call ended.
    ///
    /// - Parameters:
    ///   - animated: Whether the pop is animated.
    ///   - completion: Gets the outcome once the transition has ended or the call was refused.
    public func popToRoot(animated: Bool, completion: (@MainActor (NavigationOutcome) -> Void)? = nil) {
        popToRoot(animated: animated, then: completion)
    }

    /// Pops every screen above the bottom one and returns once the transition has ended or the call was refused.
    ///
    /// - Parameter animated: Whether the pop is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func popToRoot(animated: Bool) async -> NavigationOutcome {
        await outcome { popToRoot(animated: animated, then: $0) }
    }

    @discardableResult
    func popToRoot(animated: Bool, then completion: (@MainActor (NavigationOutcome) -> Void)?) -> [Route] {
        core.calls.submit(mayDefer: true, animated: animated, ifQueued: [], completion: completion) {
            [weak self] animated, finish -> [Route] in
            guard let self else {
                finish(.refused(Self.released))
                return []
            }
            guard let root = entries.first else {
                finish(
                    .refused(core.diagnostics.report(.nothingToPop, "popToRoot(animated:) ignored: the stack is empty"))
                )
                return []
            }
            let popped = entries.dropFirst().map(\.route)
            if let link = core.calls.deferringLink {
                deferChange(to: [root], for: link, animated: animated, finish)
                return popped
            }
            run(.pop, finish) { done in
                host.popToViewController(root.viewController, animated: animated, completion: done)
            }
            return popped
        }
    }

    /// Removes `viewController` and everything above it, when its turn comes; a flow that started at the bottom
    /// leaves an empty stack. A screen already gone is not looked for.
    func popScreen(
        _ viewController: PlatformViewController,
        animated: Bool,
        willPop: @escaping @MainActor () -> Void,
        then completion: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        core.calls.submit(mayDefer: true, animated: animated, ifQueued: (), completion: completion) {
            [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            if let link = core.calls.deferringLink {
                guard let index = entries.lastIndex(where: { $0.viewController === viewController }) else {
                    return finish(.completed)
                }
                willPop()
                return deferChange(to: Array(entries[..<index]), for: link, animated: animated, finish)
            }
            let screens = host.viewControllers
            guard let index = screens.lastIndex(where: { $0 === viewController }) else { return finish(.completed) }
            willPop()
            run(.pop, finish) { done in
                if index == 0 {
                    host.setViewControllers([], animated: animated, completion: done)
                } else {
                    host.popToViewController(screens[index - 1], animated: animated, completion: done)
                }
            }
        }
    }

    /// The route of the top screen.
    ///
    /// - Returns: The top route, or `nil` when the stack is empty.
    public func peek() -> Route? {
        entries.last?.route
    }
}
