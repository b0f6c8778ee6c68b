/// Why a producer returned by ``Action/apply(_:)`` failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
    /// The action was disabled, or already executing, when the producer was started; no work was started.
    case disabled
    /// The unit of work failed with this error.
    case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {}

extension ActionError: Sendable where Error: Sendable {}
