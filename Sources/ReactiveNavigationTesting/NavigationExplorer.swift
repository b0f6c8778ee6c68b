import Dispatch
import ReactiveNavigation
import Signals

/// Runs seeded random sequences of app actions and user gestures against your coordinators, on headless hosts whose
/// transitions take time, and checks after every settle that navigation stayed correct.
///
/// ```swift
/// let explorer = NavigationExplorer<AppCoordinator>(
///     makeApp: { timing in AppCoordinator(timing: timing) },  // builds the app on hosts with this timing
///     root: { $0.navigationController },
///     actions: [
///         .init("tap Apples", isTap: true) { $0.listScreen?.viewModel.select("Apples") },
///         .init("open a deep link") { $0.handle(routes: [.itemList(.item("Apples"))]) },
///         .init("pop the root", mayBeRefused: true) { $0.navigator.pop(animated: true) },
///     ]
/// )
/// let exploration = explorer.explore(seed: 42, runs: 100, steps: 100)
/// #expect(exploration.passed, "\(exploration)")
/// ```
///
/// Each run builds the app twice, on animated timing (a ``TestScheduler`` it owns) and on instant timing, and makes
/// the same steps on both: app actions, gestures on the timed hierarchy's hosts (repeated on the instant one when the
/// timed host took them), and clock advances. Gestures, and actions marked as taps, are only made while the hierarchy is
/// idle, as UIKit ignores touches during a transition; other actions come at any time. Whenever the timed hierarchy is idle (no transition in
/// flight, no call waiting), it checks:
/// - every navigator agrees with its host;
/// - the hierarchy shows what the instant one shows;
/// - no transition started while another was running, and no presentation or dismissal was refused by a host;
/// - every screen that left the hierarchy was released;
/// - every child flow whose screen is shown is running, and every other one ended exactly once;
/// - no call was refused unless the action that made it allows refusals;
/// - the invariants you pass.
///
/// A failing run is shrunk to a short list of steps, printed with its seed; ``replay(_:)`` runs such a list again.
///
/// To check that the explorer catches a broken coordinator, give it one that bypasses its navigator (for example a
/// `handle(route:)` that calls the navigation controller's `pushViewController` directly): the first settle after
/// such a push finds the navigator disagreeing with its host, and the replay is a step or two long.
@MainActor
public final class NavigationExplorer<App: AnyObject> {
    /// Something the app does: a tap on one of its screens, a view model's event, a coordinator's route, a deep link.
    public struct Action {
        /// A name for replays.
        public let name: String
        /// Whether it is the user's tap on a screen, which UIKit ignores while a transition runs: the explorer makes
        /// it only while the hierarchy is idle. Other actions (a network response, a deep link, a timer) come at any
        /// time, including mid-transition.
        public let isTap: Bool
        /// Whether a navigator may refuse a call this action makes (a pop on a stack that holds only its root).
        public let mayBeRefused: Bool
        let perform: @MainActor (App) -> Void

        /// Creates an action.
        ///
        /// - Parameters:
        ///   - name: A name for replays.
        ///   - isTap: Whether it is the user's tap on a screen, made only while no transition runs.
        ///   - mayBeRefused: Whether a navigator may refuse a call this action makes.
        ///   - perform: Does it, on the app given.
        public init(
            _ name: String,
            isTap: Bool = false,
            mayBeRefused: Bool = false,
            perform: @escaping @MainActor (App) -> Void
        ) {
            self.name = name
            self.isTap = isTap
            self.mayBeRefused = mayBeRefused
            self.perform = perform
        }
    }

    private let duration: DispatchTimeInterval
    private let makeApp: @MainActor (TransitionTiming) -> App
    private let root: @MainActor (App) -> any TransitionHost
    private let actions: [Action]
    private let invariants: @MainActor (App) -> [String]

    /// Creates an explorer.
    ///
    /// - Parameters:
    ///   - transitionDuration: How long an animated transition takes on the timed hierarchy.
    ///   - makeApp: Builds a new app whose root host uses `timing` (its other hosts inherit it), or, for a SwiftUI app,
    ///     whose ``NavigationScene`` does, and starts it.
    ///   - root: The root host of the app's window hierarchy: a headless controller, or the view state at the root of
    ///     a SwiftUI app (view states that are the content of its screens are found too).
    ///   - actions: What the app can do; an action that does not apply at the moment should do nothing.
    ///   - invariants: Checks of your own, run at every settle; each problem is a line.
    public init(
        transitionDuration: DispatchTimeInterval = .milliseconds(350),
        makeApp: @escaping @MainActor (TransitionTiming) -> App,
        root: @escaping @MainActor (App) -> any TransitionHost,
        actions: [Action],
        invariants: @escaping @MainActor (App) -> [String] = { _ in [] }
    ) {
        precondition(!actions.isEmpty, "a navigation explorer needs at least one action")
        duration = transitionDuration
        self.makeApp = makeApp
        self.root = root
        self.actions = actions
        self.invariants = invariants
    }

    /// Makes `runs` runs of `steps` random steps, from `seed`, and stops at the first failure, which it shrinks.
    ///
    /// - Parameters:
    ///   - seed: The seed of the first run; each run's seed is printed with its failure.
    ///   - runs: How many runs to make.
    ///   - steps: How many steps each run takes.
    /// - Returns: What the exploration found.
    public func explore(seed: UInt64, runs: Int, steps: Int) -> NavigationExploration {
        var seeds = SeededRandom(seed: seed)
        var totalSteps = 0
        var checks = 0
        for _ in 0..<runs {
            let runSeed = seeds.next()
            let run = Run(explorer: self)
            var random = SeededRandom(seed: runSeed)
            for _ in 0..<steps {
                run.take(randomStep(in: run, using: &random))
                totalSteps += 1
                guard run.isIdle else { continue }
                checks += 1
                let problems = run.check()
                guard problems.isEmpty else {
                    let shrunk = shrink(run.steps)
                    return NavigationExploration(
                        seed: seed, runs: runs, steps: totalSteps, checks: checks,
                        failure: .init(
                            seed: runSeed, steps: shrunk, originalStepCount: run.steps.count,
                            problems: replay(shrunk)))
                }
            }
            run.settle()
            checks += 1
            let problems = run.check()
            if !problems.isEmpty {
                let shrunk = shrink(run.steps + [.advance(milliseconds: 60_000)])
                return NavigationExploration(
                    seed: seed, runs: runs, steps: totalSteps, checks: checks,
                    failure: .init(
                        seed: runSeed, steps: shrunk, originalStepCount: run.steps.count, problems: replay(shrunk)))
            }
        }
        return NavigationExploration(seed: seed, runs: runs, steps: totalSteps, checks: checks, failure: nil)
    }

    /// Makes `steps` on a new app, checking at every settle and at the end.
    ///
    /// - Parameter steps: The steps of a failing run, as an exploration printed them.
    /// - Returns: The problems the first failing check found, or none.
    public func replay(_ steps: [ExplorationStep]) -> [String] {
        let run = Run(explorer: self)
        for step in steps {
            run.take(step)
            if run.isIdle {
                let problems = run.check()
                if !problems.isEmpty { return problems }
            }
        }
        run.settle()
        return run.check()
    }

    private func randomStep(in run: Run, using random: inout SeededRandom) -> ExplorationStep {
        switch random.next() % 10 {
        case 0...3:
            let index = Int(random.next() % UInt64(actions.count))
            return .action(index: index, name: actions[index].name)
        case 4...6:
            let gestures = run.possibleGestures()
            guard !gestures.isEmpty else { return .advance(milliseconds: Int(random.next() % 400)) }
            let (gesture, host) = gestures[Int(random.next() % UInt64(gestures.count))]
            return .gesture(gesture, host: host, choice: Int(random.next() % 8))
        default:
            return .advance(milliseconds: Int(random.next() % 400))
        }
    }

    /// Removes steps while the replay still fails: halves first, then smaller chunks, then single steps.
    private func shrink(_ steps: [ExplorationStep]) -> [ExplorationStep] {
        var steps = steps
        var chunk = max(steps.count / 2, 1)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < steps.count {
                var candidate = steps
                candidate.removeSubrange(start..<min(start + chunk, steps.count))
                if !replay(candidate).isEmpty {
                    steps = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = chunk == 1 ? 1 : chunk / 2
        }
        return steps
    }

    /// One run: the app on animated timing, its twin on instant timing, and the steps taken so far.
    @MainActor
    private final class Run {
        let explorer: NavigationExplorer
        let clock = TestScheduler()
        let timed: App
        let instant: App
        private(set) var steps: [ExplorationStep] = []
        private var seenScreens: [Weak] = []

        private struct Weak {
            weak var object: AnyObject?
        }

        /// What the timed app's navigators record: its child flows and refused calls. The instant twin has none.
        let audit = NavigationAudit()

        init(explorer: NavigationExplorer) {
            self.explorer = explorer
            timed = explorer.makeApp(TransitionTiming.animated(explorer.duration, on: clock).audited(by: audit))
            instant = explorer.makeApp(.instant)
        }

        var timedHierarchy: HeadlessHierarchy { HeadlessHierarchy(root: explorer.root(timed)) }
        var instantHierarchy: HeadlessHierarchy { HeadlessHierarchy(root: explorer.root(instant)) }
        var isIdle: Bool { timedHierarchy.isIdle }

        /// The gestures the user could start now: none while anything is in flight or waits.
        func possibleGestures() -> [(ExplorationStep.Gesture, host: Int)] {
            let hierarchy = timedHierarchy
            return hierarchy.isIdle ? hierarchy.possibleGestures() : []
        }

        func take(_ step: ExplorationStep) {
            steps.append(step)
            switch step {
            case .action(let index, _):
                guard explorer.actions.indices.contains(index) else { return }
                let action = explorer.actions[index]
                // UIKit ignores touches while a transition runs.
                if action.isTap && !isIdle { return }
                audit.allowsRefusals = action.mayBeRefused
                action.perform(timed)
                audit.allowsRefusals = false
                action.perform(instant)
            case .gesture(let gesture, let host, let choice):
                // UIKit ignores touches while a transition runs; and only then do both hierarchies have the same hosts.
                let hierarchy = timedHierarchy
                guard hierarchy.isIdle else { return }
                let isTaken = hierarchy.perform(gesture, host: host, choice: choice)
                if isTaken { _ = instantHierarchy.perform(gesture, host: host, choice: choice) }
            case .advance(let milliseconds):
                clock.advance(by: .milliseconds(milliseconds))
            }
            remember(timedHierarchy.screens)
        }

        /// Advances the clock until the timed hierarchy is idle.
        func settle() {
            for _ in 0..<1_000 where !isIdle {
                clock.advance(by: explorer.duration)
            }
        }

        func check() -> [String] {
            let hierarchy = timedHierarchy
            var problems = hierarchy.disagreements()
            let timedShape = hierarchy.describe()
            let instantShape = instantHierarchy.describe()
            if timedShape != instantShape {
                problems.append(
                    "the hierarchy differs from the same steps on instant hosts:\n    timed:   \(timedShape)\n"
                        + "    instant: \(instantShape)")
            }
            problems += hierarchy.transitionWarnings
            let shown = hierarchy.screens
            for screen in seenScreens.compactMap(\.object) where !shown.contains(where: { $0 === screen }) {
                problems.append("the screen \(screen) left the hierarchy but is still alive")
            }
            for flow in audit.flows {
                let isShown = flow.screen.map { screen in shown.contains { $0 === screen } } ?? false
                if isShown && flow.endings > 0 {
                    problems.append("the child flow of route \(flow.route) ended while its screen is shown")
                } else if !isShown && flow.endings != 1 {
                    problems.append(
                        "the child flow of route \(flow.route) ended \(flow.endings) times after its screen left")
                }
            }
            for refusal in audit.refusals where !refusal.wasAllowed {
                problems.append("a call was refused that the app did not allow to be: \(refusal.diagnostic.message)")
            }
            return problems + explorer.invariants(timed)
        }

        private func remember(_ screens: [AnyObject]) {
            for screen in screens where !seenScreens.contains(where: { $0.object === screen }) {
                seenScreens.append(Weak(object: screen))
            }
            seenScreens.removeAll { $0.object == nil }
        }
    }
}
