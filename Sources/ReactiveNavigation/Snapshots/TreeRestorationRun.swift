/// Restores one ``NavigationTree``: takes the planner's steps one at a time, each once the navigation before it has
/// settled, in one turn of the hierarchy's ``TransitionQueue`` (as a deep link does), and ends with what could not be
/// restored.
@MainActor
final class TreeRestorationRun<Root: Coordinator> {
    private let tree: NavigationTree
    /// The coordinator, kept until the restoration ends: its completion always comes.
    private var root: Root?
    private let path: String
    private let planner: TreePlanner
    private let record = HeldTurn()
    private let completion: @MainActor (TreeRestorationOutcome) -> Void
    private var stepsLeft: Int

    init(
        tree: NavigationTree, root: Root, animation: DeepLinkAnimation,
        completion: @escaping @MainActor (TreeRestorationOutcome) -> Void
    ) {
        self.tree = tree
        self.root = root
        self.completion = completion
        path = "\(Root.self)"
        record.animation = animation
        let record = self.record
        planner = TreePlanner(animated: { record.animatesCurrentStep })
        // Every step adds a screen or a selection, or gives one up: more steps than that is a bug, not a long tree.
        stepsLeft = 4 * (tree.screenCount + tree.navigators.count) + 8
    }

    /// Starts restoring; the run keeps itself alive until it ends.
    func start() {
        guard let root else { return }
        let queue = CoordinatorParts.queueLookup(of: root)
        record.queue = queue
        record.allowsRefusals = queue().audit?.allowsRefusals ?? false
        record.takeTurn(in: queue()) { self.record.whenSettled { self.takeNextStep() } }
    }

    private func takeNextStep() {
        // The planner reads the navigators, which follow their hosts once a transition has ended: a back swipe or a
        // sheet swiped down before the restoration's turn ends first.
        var visited: Set<ObjectIdentifier> = []
        if let root, let busy = CoordinatorParts(root).hosts(visited: &visited).first(where: \.isTransitioning) {
            return busy.whenIdle { self.record.whenSettled { self.takeNextStep() } }
        }
        stepsLeft -= 1
        guard let root else { return end() }
        guard stepsLeft > 0 else {
            planner.noteFailure("the restoration took more steps than the tree has screens, and stopped", path: path)
            return end()
        }
        guard let step = planner.nextStep(toward: tree, in: root, path: path) else { return end() }
        record.failure = nil
        record.isOnLastStep = planner.missingScreens(of: tree, in: root, path: path) <= 1
        let queue = record.queue?() ?? .main
        let outer = queue.stepping
        queue.stepping = record
        step.perform()
        queue.stepping = outer
        record.whenSettled {
            // A step whose screen is shown is done, even if a call it made along the way was refused.
            if !step.isDone() {
                step.giveUp(self.record.failure?.message ?? "handling its route did not show it")
            }
            self.takeNextStep()
        }
    }

    private func end() {
        // The navigators whose changes the steps deferred get their final screens now, each in one transition.
        record.failure = nil
        record.commitAndSettle {
            if let failure = self.record.failure {
                self.planner.noteFailure("the final screens were refused: \(failure.message)", path: self.path)
            }
            self.finish()
        }
    }

    private func finish() {
        root = nil
        completion(TreeRestorationOutcome(failures: planner.failures))
        record.endTurn()
    }
}
