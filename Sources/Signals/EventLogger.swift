/// The kinds of event that `logEvents` can log.
public enum LoggingEvent {
    /// The kinds of event of a ``Signals/Signal`` that
    /// ``Signals/Signal/logEvents(identifier:events:fileName:functionName:lineNumber:logger:)`` can log.
    public enum Signal: String, Sendable {
        /// A value.
        case value
        /// A `completed` event.
        case completed
        /// A `failed` event.
        case failed
        /// Any terminal event, logged after the event itself.
        case terminated
        /// The end of the logged signal's lifetime: it terminated, or nobody can observe it any more.
        case disposed
        /// An `interrupted` event.
        case interrupted

        /// Every kind of event.
        public static let allEvents: Set<Signal> = [
            .value, .completed, .failed, .terminated, .disposed, .interrupted,
        ]
    }

    /// The kinds of event of a ``Signals/SignalProducer`` that
    /// ``Signals/SignalProducer/logEvents(identifier:events:fileName:functionName:lineNumber:logger:)`` can log.
    public enum SignalProducer: String, Sendable {
        /// A start, before the work begins.
        case starting
        /// A start, once the work has begun.
        case started
        /// A value.
        case value
        /// A `completed` event.
        case completed
        /// A `failed` event.
        case failed
        /// Any terminal event, logged after the event itself.
        case terminated
        /// The end of the start: it terminated or was interrupted, and its work is torn down.
        case disposed
        /// An `interrupted` event.
        case interrupted

        /// Every kind of event.
        public static let allEvents: Set<SignalProducer> = [
            .starting, .started, .value, .completed, .failed, .terminated, .disposed, .interrupted,
        ]
    }
}

/// A function that logs an event: its identifier, a description of the event, and where logging was asked for.
///
/// The parameters are, in order: the identifier given to `logEvents`, the event (`"value 1"`, `"failed boom"`,
/// `"completed"`...), the file name, the function name and the line number of the `logEvents` call.
public typealias EventLogger = (
    _ identifier: String,
    _ event: String,
    _ fileName: String,
    _ functionName: String,
    _ lineNumber: Int
) -> Void

/// The default ``EventLogger``: prints one line per event to the standard output.
///
/// The line reads `[identifier] event fileName: …, functionName: …, lineNumber: …`.
///
/// - Parameters:
///   - identifier: The identifier given to `logEvents`.
///   - event: A description of the event.
///   - fileName: The file of the `logEvents` call.
///   - functionName: The function of the `logEvents` call.
///   - lineNumber: The line of the `logEvents` call.
public func defaultEventLog(
    identifier: String,
    event: String,
    fileName: String,
    functionName: String,
    lineNumber: Int
) {
    print("[\(identifier)] \(event) fileName: \(fileName), functionName: \(functionName), lineNumber: \(lineNumber)")
}
