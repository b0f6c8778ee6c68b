extension ModalNavigator {
    /// Applies a deep link step's presentation to the routes only, and leaves it to the link's end to present the new
    /// screens, each over the one below, in one transition (``DeepLinkAnimation/lastStepOnly``,
    /// ``DeepLinkAnimation/none``).
    ///
    /// ``presentationStack`` and ``onChange`` get the new routes now; ``transitions`` reports the one presentation
    /// the host runs at the link's end.
    ///
    /// - Parameters:
    ///   - level: The screen to present and the host to present it from.
    ///   - link: The deep link whose step made the call.
    ///   - animated: Whether the change may animate (asked for, during a step that animates).
    ///   - finish: Finishes the call.
    func deferPresentation(
        of level: Level,
        for link: HeldTurn,
        animated: Bool,
        _ finish: @escaping @MainActor (NavigationOutcome) -> Void
    ) {
        if firstDeferred == nil { firstDeferred = levels.count }
        levels.append(level)
        publish()
        // A stack it shows (a presented navigation controller, a SwiftUI screen's stack state) may get its screens
        // first.
        let screen = level.entry.viewController as AnyObject
        let presenting = [screen] + [viewStateContent(of: screen)].compactMap { $0 }
        let root = link.root
        link.deferCommit(of: self, presenting: presenting, animated: animated) {
            [weak self, weak root] animated, done in
            guard let self else { return done(.completed) }
            commitDeferredPresentations(animated: animated) { outcome, refusedStep in
                if let refusedStep, let reason = outcome.diagnostic {
                    root?.noteRefusedChange(atStep: refusedStep, reason)
                }
                done(outcome)
            }
        }
        finish(.completed)
        // The screen is not in the hierarchy until the link's end: a child coordinator on it that follows the rest of
        // the link still belongs to it.
        ((level.entry.viewController as AnyObject) as? any QueueJoining)?.willJoin(core.calls.queue)
    }

    /// Presents the screens that wait for the link's end, each over the one below, only the last one animated, and
    /// tells `completion` the outcome and, when a host refused a presentation, the link's step that made it.
    private func commitDeferredPresentations(
        animated: Bool, completion: @escaping @MainActor (NavigationOutcome, Int?) -> Void
    ) {
        let refusedStep = Box<Int?>(nil)
        let finished = { @MainActor (outcome: NavigationOutcome) in completion(outcome, refusedStep.value) }
        core.calls.submit(mayDefer: true, animated: animated, ifQueued: (), completion: finished) {
            [weak self] animated, finish in
            guard let self else { return finish(.refused(Self.released)) }
            guard let first = firstDeferred, first < levels.count else {
                firstDeferred = nil
                return finish(.completed)
            }
            let pending = levels[first...]
            let refusal = Box<NavigationDiagnostic?>(nil)
            core.calls.runTransition(
                .present, reporter: core.reporter, routes: { [weak self] in self?.presentedRoutes ?? [] },
                settle: { [weak self] in
                    for level in pending {
                        ((level.entry.viewController as AnyObject) as? any QueueJoining)?.willJoin(nil)
                    }
                    (refusal.value, refusedStep.value) = self?.settleDeferredPresentations() ?? (nil, nil)
                },
                finish: { outcome in finish(refusal.value.map { .refused($0) } ?? outcome) }
            ) { done in Self.present(pending, animated: animated, done) }
        }
    }

    /// Presents each screen of `chain` over the one below, animating only the last, and calls `done` once the last
    /// presentation has ended or a host refused one.
    private static func present(
        _ chain: ArraySlice<Level>, animated: Bool, _ done: @escaping @MainActor () -> Void
    ) {
        guard let level = chain.first else { return done() }
        let rest = chain.dropFirst()
        let hasEnded = Box(false)
        level.host.present(level.entry.viewController, animated: animated && rest.isEmpty) {
            hasEnded.value = true
            present(rest, animated: animated, done)
        }
        // A host that refuses never calls back: the chain ends here, and settling forgets the screens not presented.
        if !hasEnded.value, level.host.presentedViewController !== level.entry.viewController { done() }
    }

    /// Ends the wait for the link: the screens a host refused to present, and those above them, are forgotten.
    ///
    /// - Returns: When a host refused a presentation, the refusal, reported to the diagnostics, and the link's step
    ///   that made it.
    private func settleDeferredPresentations() -> (NavigationDiagnostic?, Int?) {
        firstDeferred = nil
        guard let index = firstLevelNotShown else { return (nil, nil) }
        let level = levels[index]
        truncate(from: index)
        let refusal = core.diagnostics.report(
            .hostRefused, "present refused for route \(level.entry.route): the presenter did not present it")
        return (refusal, level.linkStep)
    }
}
