extension SignalProducer {
    /// Logs the events of each start as they pass; by default, prints them.
    ///
    /// ```swift
    /// api.fetchItems()
    ///     .logEvents(identifier: "items", events: [.starting, .value, .failed])
    ///     .startWithValues { items in ... }
    /// ```
    ///
    /// `starting` is logged before the start handler runs and `started` after it returns. Each event is logged before
    /// it is forwarded, on the thread that delivers it; a terminal event is followed by `terminated`, and `disposed`
    /// is logged once the start has ended, whether it terminated or was interrupted. Values are logged as
    /// `value <value>` and failures as `failed <error>`.
    ///
    /// - Parameters:
    ///   - identifier: Names the producer in each log line.
    ///   - events: The kinds of event to log; all by default.
    ///   - fileName: The file to report; the caller's by default.
    ///   - functionName: The function to report; the caller's by default.
    ///   - lineNumber: The line to report; the caller's by default.
    ///   - logger: Called for each logged event; ``defaultEventLog(identifier:event:fileName:functionName:lineNumber:)``
    ///     by default.
    /// - Returns: A producer with the same events.
    public func logEvents(
        identifier: String = "",
        events: Set<LoggingEvent.SignalProducer> = LoggingEvent.SignalProducer.allEvents,
        fileName: String = #file,
        functionName: String = #function,
        lineNumber: Int = #line,
        logger: @escaping EventLogger = defaultEventLog
    ) -> SignalProducer {
        func log(_ kind: LoggingEvent.SignalProducer) -> (() -> Void)? {
            guard events.contains(kind) else { return nil }
            return { logger(identifier, kind.rawValue, fileName, functionName, lineNumber) }
        }
        func log<Payload>(_ kind: LoggingEvent.SignalProducer, with _: Payload.Type) -> ((Payload) -> Void)? {
            guard events.contains(kind) else { return nil }
            return { payload in logger(identifier, "\(kind.rawValue) \(payload)", fileName, functionName, lineNumber) }
        }
        return on(
            starting: log(.starting),
            started: log(.started),
            failed: log(.failed, with: Error.self),
            completed: log(.completed),
            interrupted: log(.interrupted),
            terminated: log(.terminated),
            disposed: log(.disposed),
            value: log(.value, with: Value.self)
        )
    }
}
