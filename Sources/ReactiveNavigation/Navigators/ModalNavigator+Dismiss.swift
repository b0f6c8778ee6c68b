import Signals

// ModalNavigator's dismissals: the top screen, down to a route, everything.

extension ModalNavigator {
    // MARK: - dismiss

    /// Dismisses the topmost presented screen.
    ///
    /// - Parameter animated: Whether the dismissal is animated.
    /// - Returns: The route of the screen being dismissed; `nil` when nothing is presented, and when the dismissal
    ///   waits behind another transition (its completion-handler and `async` forms tell how it ended).
    @discardableResult
    public func dismiss(animated: Bool) -> Route? {
        dismiss(animated: animated, then: nil)
    }

    /// Dismisses the topmost presented screen, and tells `completion` how the call ended.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal is animated.
    ///   - completion: Gets the outcome once the dismissal has ended or the call was refused.
    public func dismiss(animated: Bool, completion: (@MainActor (NavigationOutcome) -> Void)? = nil) {
        dismiss(animated: animated, then: completion)
    }

    /// Dismisses the topmost presented screen and returns once the dismissal has ended or the call was refused.
    ///
    /// - Parameter animated: Whether the dismissal is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func dismiss(animated: Bool) async -> NavigationOutcome {
        await outcome { dismiss(animated: animated, then: $0) }
    }

    @discardableResult
    func dismiss(animated: Bool, then completion: (@MainActor (NavigationOutcome) -> Void)?) -> Route? {
        dismissLevels(
            "dismiss(animated:)", animated: animated, ifQueued: nil, then: completion,
            from: { levels in levels.isEmpty ? nil : levels.count - 1 },
            result: { $0.last?.route })
    }

    /// Dismisses every presented screen above the topmost one whose route matches `predicate`.
    ///
    /// - Parameters:
    ///   - predicate: Picks the route of the screen that stays on top; it runs when the call's turn comes.
    ///   - animated: Whether the dismissal is animated.
    ///   - completion: Gets the outcome once the dismissal has ended or the call was refused: refused with
    ///     ``NavigationDiagnostic/Kind/routeNotFound`` when no presented route matches.
    public func dismiss(
        to predicate: @escaping (Route) -> Bool,
        animated: Bool,
        completion: (@MainActor (NavigationOutcome) -> Void)? = nil
    ) {
        dismissLevels(
            "dismiss(to:animated:)", animated: animated, ifQueued: (), then: completion,
            from: { levels in levels.lastIndex { predicate($0.entry.route) }.map { $0 + 1 } },
            result: { _ in })
    }

    /// Dismisses every presented screen above the topmost one whose route matches `predicate` and returns once the
    /// dismissal has ended or the call was refused.
    ///
    /// - Parameters:
    ///   - predicate: Picks the route of the screen that stays on top.
    ///   - animated: Whether the dismissal is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func dismiss(to predicate: @escaping (Route) -> Bool, animated: Bool) async -> NavigationOutcome {
        await outcome { dismiss(to: predicate, animated: animated, completion: $0) }
    }

    /// Dismisses every presented screen.
    ///
    /// - Parameters:
    ///   - animated: Whether the dismissal is animated.
    ///   - completion: Gets the outcome once the dismissal has ended or the call was refused: refused with
    ///     ``NavigationDiagnostic/Kind/nothingPresented`` when nothing is presented.
    public func dismissAll(animated: Bool, completion: (@MainActor (NavigationOutcome) -> Void)? = nil) {
        dismissLevels(
            "dismissAll(animated:)", animated: animated, ifQueued: (), then: completion,
            from: { levels in levels.isEmpty ? nil : 0 },
            result: { _ in })
    }

    /// Dismisses every presented screen and returns once the dismissal has ended or the call was refused.
    ///
    /// - Parameter animated: Whether the dismissal is animated.
    /// - Returns: How the call ended.
    @discardableResult
    public func dismissAll(animated: Bool) async -> NavigationOutcome {
        await outcome { dismissAll(animated: animated, completion: $0) }
    }

    /// Dismisses the levels from the one `from` picks up, when the call's turn comes; `from` returns `nil` to refuse,
    /// and the number of levels to keep everything.
    func dismissLevels<Result>(
        _ call: String,
        animated: Bool,
        ifQueued: Result,
        then completion: (@MainActor (NavigationOutcome) -> Void)?,
        from first: @escaping @MainActor ([Level]) -> Int?,
        result: @escaping @MainActor ([ScreenEntry<Route>]) -> Result
    ) -> Result {
        let reachesShown = { @MainActor [weak self] () -> Bool in
            guard let self, let index = first(levels) else { return false }
            return dropDeferredIfReachingShown(from: index)
        }
        return core.calls.submit(
            mayDefer: true, reachesShownScreens: reachesShown, animated: animated, ifQueued: ifQueued,
            completion: completion
        ) { [weak self] animated, finish -> Result in
            guard let self else {
                finish(.refused(Self.released))
                return ifQueued
            }
            guard let index = first(levels) else {
                let refusal =
                    levels.isEmpty
                    ? core.diagnostics.report(.nothingPresented, "\(call) ignored: nothing is presented")
                    : core.diagnostics.report(
                        .routeNotFound, "\(call) ignored: no presented route in \(presentedRoutes) matches")
                finish(.refused(refusal))
                return ifQueued
            }
            guard index < levels.count else {
                finish(.completed)
                return result([])
            }
            let dismissed = levels[index...].map(\.entry)
            dismissLevels(from: index, animated: animated, finish)
            return result(dismissed)
        }
    }

    /// Dismisses `viewController`, and whatever is presented above it, when its turn comes, if it is still presented;
    /// a screen that already closed itself is only forgotten, since dismissing from a presenter that presents nothing
    /// would dismiss the presenter.
    func dismissScreen(
        _ viewController: PlatformViewController,
        animated: Bool,
        willDismiss: @escaping @MainActor () -> Void,
        then completion: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        let reachesShown = { @MainActor [weak self] () -> Bool in
            guard let self, let index = levels.firstIndex(where: { $0.entry.viewController === viewController })
            else { return false }
            return dropDeferredIfReachingShown(from: index)
        }
        core.calls.submit(
            mayDefer: true, reachesShownScreens: reachesShown, animated: animated, ifQueued: (),
            completion: completion
        ) { [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            guard let index = levels.firstIndex(where: { $0.entry.viewController === viewController }) else {
                return finish(.completed)
            }
            willDismiss()
            dismissLevels(from: index, animated: animated, finish)
        }
    }

    /// Whether a dismissal from level `index` reaches screens the host shows; if so, the screens above them that a
    /// deep link has not presented yet are taken off the routes now (the dismissal takes them too; they never show).
    func dropDeferredIfReachingShown(from index: Int) -> Bool {
        index < (firstDeferred ?? levels.count) && dropDeferred(from: index)
    }

    /// Takes the screens from level `index` up that a deep link has not presented yet off the routes (they never
    /// show), and says whether a dismissal from `index` still reaches screens the host shows.
    func dropDeferred(from index: Int) -> Bool {
        guard let first = firstDeferred else { return index < levels.count }
        truncate(from: max(index, first))
        return index < first
    }

    /// Dismisses the screen of level `index` and every one above it, from the host that presents it; the screens a
    /// deep link has not presented yet are only taken off the routes, never shown.
    func dismissLevels(
        from index: Int,
        animated: Bool,
        _ finish: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        guard dropDeferred(from: index) else { return finish(.completed) }
        let level = levels[index]
        let isInFlight = core.calls.runTransition(
            .dismiss, reporter: core.reporter, routes: { [weak self] in self?.presentedRoutes ?? [] },
            settle: { [weak self] in self?.synchronize(countingUserChanges: false) }, finish: finish,
            { done in level.host.dismiss(animated: animated, completion: done) })
        // The screens are leaving from now on, though the routes change when the dismissal ends.
        if isInFlight {
            for leaving in levels[index...] { leaving.entry.willLeaveScreen() }
        }
    }
}
