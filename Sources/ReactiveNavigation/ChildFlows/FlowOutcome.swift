/// How a child flow ended.
///
/// A flow ends when its first screen leaves the navigator, once the navigator has reported that change, so a
/// result sent while the change is being reported (by an observer of the navigator) still finishes the flow.
public enum FlowOutcome<Result> {
    /// The flow sent its result; its screen was removed and the flow released.
    case finished(Result)
    /// The user popped or dismissed the flow's first screen, or other navigation removed it,
    /// before the flow sent a result; the flow was released.
    case cancelled
}

extension FlowOutcome: Equatable where Result: Equatable {}

extension FlowOutcome: Sendable where Result: Sendable {}
