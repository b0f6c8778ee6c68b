/// What an exploration found: how much it ran and, if an invariant broke, the shortest replay it found.
public struct NavigationExploration: CustomStringConvertible, Sendable {
    /// A broken invariant and the steps that break it.
    public struct Failure: Sendable {
        /// The seed of the failing run.
        public let seed: UInt64
        /// The steps of the failing run, shrunk: removing any one of them makes the failure go away.
        public let steps: [ExplorationStep]
        /// How many steps the run had before shrinking.
        public let originalStepCount: Int
        /// What broke, one line per problem, after the last step.
        public let problems: [String]
    }

    /// The seed the exploration started from.
    public let seed: UInt64
    /// How many runs it made.
    public let runs: Int
    /// How many steps it took in all.
    public let steps: Int
    /// How many times the hierarchy settled and every invariant was checked.
    public let checks: Int
    /// The first failure, or `nil` when every check passed.
    public let failure: Failure?

    /// Whether every check passed.
    public var passed: Bool { failure == nil }

    /// A summary, and for a failure the replay: its seed, steps and problems.
    public var description: String {
        let summary = "\(runs) runs, \(steps) steps, \(checks) checks from seed \(seed)"
        guard let failure else { return "Navigation explorer: passed (\(summary))" }
        return """
            Navigation explorer: FAILED (\(summary))
            Run seed \(failure.seed); shrunk from \(failure.originalStepCount) to \(failure.steps.count) steps:
            \(failure.steps.map { "  \($0)" }.joined(separator: "\n"))
            Problems:
            \(failure.problems.map { "  \($0)" }.joined(separator: "\n"))
            """
    }
}
