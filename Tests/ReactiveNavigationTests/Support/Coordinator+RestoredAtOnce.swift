import ReactiveNavigation

extension Coordinator {
    /// Restores `tree` and returns how the restoration ended, when it ended before returning (on hosts whose
    /// transitions are instant); `nil` while it still runs.
    func restoredAtOnce(_ tree: NavigationTree) -> TreeRestorationOutcome? {
        var outcome: TreeRestorationOutcome?
        restore(tree) { outcome = $0 }
        return outcome
    }
}
