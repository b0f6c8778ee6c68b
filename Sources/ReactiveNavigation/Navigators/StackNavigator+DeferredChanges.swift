extension StackNavigator {
    /// Applies a deep link step's change to the routes only, and leaves it to the link's end to hand the controller
    /// the final screens in one `set` (``DeepLinkAnimation/lastStepOnly``, ``DeepLinkAnimation/none``).
    ///
    /// ``routeStack`` and ``onChange`` get the new routes now; ``transitions`` reports the one `set` the controller
    /// runs at the link's end, as it reports every transition of the controller.
    ///
    /// Screens that leave the routes are told they are leaving now, and that they left once the controller no longer
    /// shows them: what they keep alive (a flow, a child coordinator) lives until then.
    ///
    /// - Parameters:
    ///   - target: The stack the call asks for.
    ///   - link: The deep link whose step made the call.
    ///   - animated: Whether the change may animate (asked for, during a step that animates).
    ///   - finish: Finishes the call.
    func deferChange(
        to target: [ScreenEntry<Route>],
        for link: HeldTurn,
        animated: Bool,
        _ finish: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        // A screen that left during the link and comes back keeps what it kept alive, as one that stayed does.
        for old in departing {
            target.first { $0.viewController === old.viewController }?.inherit(from: old)
        }
        departing.removeAll { old in target.contains { $0.viewController === old.viewController } }
        for old in entries where !target.contains(where: { $0 === old }) {
            if let successor = target.first(where: { $0.viewController === old.viewController }) {
                successor.inherit(from: old)
            } else {
                old.willLeaveScreen()
                departing.append(old)
            }
        }
        if !isAheadOfHost { shownWhenDeferred = host.viewControllers }
        isAheadOfHost = true
        let previous = entries
        entries = target
        core.storage.value = routes
        // The replaced entries, and the routes only they hold, are released once the routes are reported: their
        // deinit may call back into this navigator.
        withExtendedLifetime(previous) {}
        link.deferCommit(of: self, shownAs: hostedScreen(of: host), animated: animated) {
            [weak self] animated, done in
            guard let self else { return done(.completed) }
            commitDeferredSet(animated: animated, completion: done)
        }
        finish(.completed)
        // The screens are not in the hierarchy until the link's end: a child coordinator on one of them that follows
        // the rest of the link still belongs to it.
        let shown = host.viewControllers
        for entry in entries where !shown.contains(where: { $0 === entry.viewController }) {
            ((entry.viewController as AnyObject) as? any QueueJoining)?.willJoin(core.calls.queue)
        }
    }

    /// Hands the controller the screens of the routes, in one `set`, once the link that deferred them ends.
    private func commitDeferredSet(
        animated: Bool, completion: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        core.calls.submit(mayDefer: true, animated: animated, ifQueued: (), completion: completion) {
            [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            adoptPopsMadeMeanwhile()
            isAheadOfHost = false
            let departed = departing
            departing = []
            let joined = entries.compactMap { ($0.viewController as AnyObject) as? any QueueJoining }
            run(
                .set, adding: entries,
                { outcome in
                    for screen in joined { screen.willJoin(nil) }
                    for entry in departed { entry.didLeaveScreen() }
                    finish(outcome)
                }
            ) { done in
                host.setViewControllers(entries.map(\.viewController), animated: animated, completion: done)
            }
        }
    }

    /// Takes off the routes the screens the user popped while the routes were ahead of the host (a back tap on a
    /// stack the link had not reached yet), and reports that pop as the user's.
    private func adoptPopsMadeMeanwhile() {
        let shown = host.viewControllers
        let taken = shownWhenDeferred.filter { screen in !shown.contains { $0 === screen } }
        shownWhenDeferred = []
        let popped = entries.filter { entry in taken.contains { $0 === entry.viewController } }
        guard !popped.isEmpty else { return }
        core.calls.noteUserChange()
        entries.removeAll { entry in popped.contains { $0 === entry } }
        for entry in popped { entry.willLeaveScreen() }
        departing += popped
        core.storage.value = routes
        core.reporter.report(.finished, .pop, isUserInitiated: true, routes: routes)
    }
}
