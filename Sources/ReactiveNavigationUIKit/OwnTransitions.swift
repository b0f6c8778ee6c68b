#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// The transitions a UIKit host counts as its own, and the wait for their end: what its `isTransitioning` and
    /// `whenIdle(_:)` answer.
    ///
    /// A host's transitions are:
    /// - the changes it tracks itself (``begin()``): its calls to UIKit until UIKit's documented completion, and the
    ///   user's changes from UIKit's announcement until their end;
    /// - a transition coordinator of one of the host's controllers whose `from` or `to` view controller is one of the
    ///   host's screens (``coordinator``).
    ///
    /// The rule exists because `transitionCoordinator` also answers for ancestors: "If there is no in-progress
    /// transition associated with the current view controller, UIKit checks the view controller's ancestors for a
    /// transition coordinator object and returns that object" (Doc:
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator). UIKit names "the from
    /// view controller and the to view controller for navigation push/pop and view controller present/dismiss
    /// transitions" (SDK: UIViewControllerTransitioning.h), so a push, pop or set of a navigation controller moves one
    /// of its screens, and a presentation or dismissal moves the presented screen; an ancestor's presentation, or the
    /// tab switch of a tab bar controller that holds the host's controller, moves none of them and does not count.
    ///
    /// A coordinator is waited for through the completion of `animate(alongsideTransition:completion:)`, which "is
    /// invoked after the transition completes" (SDK: UIViewControllerTransitionCoordinator.h), completed or cancelled;
    /// the wait ends on the next turn of the main queue, once UIKit has finished the transition and told the
    /// delegates. The last coordinator whose completion has run no longer counts, so that a wait never repeats on it.
    @MainActor
    final class OwnTransitions {
        /// The controllers whose `transitionCoordinator` may be the host's.
        private let controllers: @MainActor () -> [UIViewController]
        /// The host's screens: a coordinator counts when it moves one of them.
        private let screens: @MainActor () -> [UIViewController]
        /// The changes begun and not ended yet.
        private var changes = 0
        /// The actions of ``whenIdle(_:)`` waiting for those changes to end.
        private var idleActions: [@MainActor () -> Void] = []
        /// The last coordinator whose completion has run.
        private weak var ended: AnyObject?

        /// Creates the transitions of a host.
        ///
        /// - Parameters:
        ///   - controllers: The controllers whose coordinators to look at, in order.
        ///   - screens: The host's screens.
        init(
            controllers: @escaping @MainActor () -> [UIViewController],
            screens: @escaping @MainActor () -> [UIViewController]
        ) {
            self.controllers = controllers
            self.screens = screens
        }

        /// Whether a change the host tracks, or a coordinator of its own, is in flight.
        var isTransitioning: Bool { changes > 0 || coordinator != nil }

        /// The first coordinator of the host's controllers that moves one of its screens, if any.
        var coordinator: (any UIViewControllerTransitionCoordinator)? {
            let screens = screens()
            for controller in controllers() {
                guard let coordinator = controller.transitionCoordinator, coordinator !== ended else { continue }
                let ends = [coordinator.viewController(forKey: .from), coordinator.viewController(forKey: .to)]
                if ends.contains(where: { end in screens.contains { $0 === end } }) { return coordinator }
            }
            return nil
        }

        /// Counts a change until the returned function is called; calls after the first do nothing. Once no change
        /// is left, the actions waiting for the host to be idle run.
        ///
        /// - Returns: Ends the change.
        func begin() -> @MainActor () -> Void {
            changes += 1
            let hasEnded = Box(false)
            // `self` strongly: the actions waiting in `idleActions` hold their transition queue's turn, and must run
            // even when the host goes away before the change ends. Nothing here refers back to the host.
            return {
                guard !hasEnded.value else { return }
                hasEnded.value = true
                self.end()
            }
        }

        /// Runs `action` at once when the host is idle, otherwise once its changes and its coordinator have ended.
        ///
        /// - Parameter action: The work to run, once.
        func whenIdle(_ action: @escaping @MainActor () -> Void) {
            guard changes == 0 else { return idleActions.append(action) }
            guard let coordinator else { return action() }
            afterEnd(of: coordinator) { _ in self.whenIdle(action) }
        }

        /// Runs `body` on the next turn of the main queue after `coordinator` has completed or been cancelled, or on
        /// the next turn when there is none.
        ///
        /// `animate(alongsideTransition:completion:)` returns "true if the animations were successfully queued or
        /// false if they were not" (SDK: UIViewControllerTransitionCoordinator.h); when UIKit did not queue the
        /// completion, the transition is taken as over and `body` runs on the next turn, so that a wait never hangs
        /// the transition queue.
        ///
        /// - Parameters:
        ///   - coordinator: The coordinator of a transition in flight, if any.
        ///   - body: Gets whether the transition was cancelled (UIKit's `isCancelled`); runs once.
        func afterEnd(
            of coordinator: (any UIViewControllerTransitionCoordinator)?,
            _ body: @escaping @MainActor (_ isCancelled: Bool) -> Void
        ) {
            guard let coordinator else { return onNextMainTurn { body(false) } }
            let hasRun = Box(false)
            let finish: @MainActor (Bool) -> Void = { isCancelled in
                guard !hasRun.value else { return }
                hasRun.value = true
                onNextMainTurn { body(isCancelled) }
            }
            let isQueued = coordinator.animate(alongsideTransition: nil) { [weak self, weak coordinator] context in
                self?.ended = coordinator
                finish(context.isCancelled)
            }
            if !isQueued { finish(false) }
        }

        private func end() {
            changes -= 1
            guard changes == 0 else { return }
            let actions = idleActions
            idleActions = []
            for action in actions { whenIdle(action) }
        }
    }
#endif
