extension Signal {
    /// Logs the events of this signal as they pass; by default, prints them.
    ///
    /// ```swift
    /// viewModel.searchResults
    ///     .logEvents(identifier: "search", events: [.value, .failed])
    ///     .observeValues { results in ... }
    /// ```
    ///
    /// Each event is logged before it is forwarded, on the thread that delivers it; a terminal event is followed by
    /// `terminated`, and `disposed` is logged once the returned signal's lifetime ends (it terminated, or nobody can
    /// observe it any more). Values are logged as `value <value>` and failures as `failed <error>`.
    ///
    /// - Parameters:
    ///   - identifier: Names the signal in each log line.
    ///   - events: The kinds of event to log; all by default.
    ///   - fileName: The file to report; the caller's by default.
    ///   - functionName: The function to report; the caller's by default.
    ///   - lineNumber: The line to report; the caller's by default.
    ///   - logger: Called for each logged event; ``defaultEventLog(identifier:event:fileName:functionName:lineNumber:)``
    ///     by default.
    /// - Returns: A signal with the same events.
    public func logEvents(
        identifier: String = "",
        events: Set<LoggingEvent.Signal> = LoggingEvent.Signal.allEvents,
        fileName: String = #file,
        functionName: String = #function,
        lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> Signal {
        func log(_ kind: LoggingEvent.Signal) -> (() -> Void)? {
            guard events.contains(kind) else { return nil }
            return { logger(identifier, kind.rawValue, fileName, functionName, lineNumber) }
        }
        func log<Payload>(_ kind: LoggingEvent.Signal, with _: Payload.Type) -> ((Payload) -> Void)? {
            guard events.contains(kind) else { return nil }
            return { payload in logger(identifier, "\(kind.rawValue) \(payload)", fileName, functionName, lineNumber) }
        }
        return on(
            failed: log(.failed, with: Error.self),
            completed: log(.completed),
            interrupted: log(.interrupted),
            terminated: log(.terminated),
            disposed: log(.disposed),
            value: log(.value, with: Value.self)
        )
    }
}
