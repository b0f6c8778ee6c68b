#if canImport(UIKit) && !os(watchOS)
    /// Runs `body` on the main actor on a later turn, once what UIKit is doing now has returned.
    ///
    /// UIKit calls the completions of `present`, `dismiss` and `animate(alongsideTransition:completion:)` on the main
    /// thread while it is still finishing the transition: before or after the delegate calls that report it, and
    /// perhaps with the coordinator still set. Waiting for a later turn lets UIKit finish, so that `body` sees the
    /// delegates told and can start the next transition.
    ///
    /// - Parameter body: The work to run, once.
    @MainActor
    func onNextMainTurn(_ body: @escaping @MainActor () -> Void) {
        Task { @MainActor in body() }
    }
#endif
