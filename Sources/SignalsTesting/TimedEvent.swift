import Signals

/// An event of a signal and the tick of a ``TestTimeline`` it happens at.
///
/// ```swift
/// let expected: [TimedEvent<Int, Never>] = [.value(1, at: 2), .value(2, at: 4), .completed(at: 5)]
/// ```
public struct TimedEvent<Value, Error: Swift.Error> {
    /// The tick the event happens at.
    public var tick: Int

    /// The event.
    public var event: Signal<Value, Error>.Event

    /// Creates a timed event.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - tick: The tick it happens at.
    public init(_ event: Signal<Value, Error>.Event, at tick: Int) {
        self.event = event
        self.tick = tick
    }

    /// A value at `tick`.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - tick: The tick it is sent at.
    /// - Returns: The timed event.
    public static func value(_ value: Value, at tick: Int) -> Self {
        Self(.value(value), at: tick)
    }

    /// A failure at `tick`.
    ///
    /// - Parameters:
    ///   - error: The error.
    ///   - tick: The tick it is sent at.
    /// - Returns: The timed event.
    public static func failed(_ error: Error, at tick: Int) -> Self {
        Self(.failed(error), at: tick)
    }

    /// Completion at `tick`.
    ///
    /// - Parameter tick: The tick it is sent at.
    /// - Returns: The timed event.
    public static func completed(at tick: Int) -> Self {
        Self(.completed, at: tick)
    }

    /// Interruption at `tick`.
    ///
    /// - Parameter tick: The tick it is sent at.
    /// - Returns: The timed event.
    public static func interrupted(at tick: Int) -> Self {
        Self(.interrupted, at: tick)
    }
}

extension TimedEvent: Equatable where Value: Equatable, Error: Equatable {}

extension TimedEvent: Sendable where Value: Sendable, Error: Sendable {}

extension TimedEvent: CustomStringConvertible {
    /// The event and its tick, such as `value(3) at 2`.
    public var description: String {
        "\(TimedEvent.describe(event)) at \(tick)"
    }

    /// The event alone, such as `value(3)` or `failed(timeout)`.
    static func describe(_ event: Signal<Value, Error>.Event) -> String {
        switch event {
        case .value(let value): "value(\(value))"
        case .failed(let error): "failed(\(error))"
        case .completed: "completed"
        case .interrupted: "interrupted"
        }
    }
}
