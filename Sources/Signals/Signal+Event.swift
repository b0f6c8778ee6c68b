extension Signal {
    /// Something a signal sends: a value, or one of the three terminal events.
    ///
    /// A signal sends any number of `value` events followed by at most one terminal event (`failed`, `completed` or
    /// `interrupted`). Nothing follows a terminal event.
    @frozen
    public enum Event {
        /// A value.
        case value(Value)
        /// The signal failed with an error. Terminal.
        case failed(Error)
        /// The signal finished normally. Terminal.
        case completed
        /// The signal's work was cancelled before it finished. Terminal.
        case interrupted

        /// Whether the event ends the signal.
        @inlinable
        public var isTerminating: Bool {
            if case .value = self { return false }
            return true
        }

        /// The value of a `value` event; `nil` for terminal events.
        @inlinable
        public var value: Value? {
            if case .value(let value) = self { return value }
            return nil
        }

        /// The error of a `failed` event; `nil` for every other event.
        @inlinable
        public var error: Error? {
            if case .failed(let error) = self { return error }
            return nil
        }

        /// Whether the event is `completed`.
        @inlinable
        public var isCompleted: Bool {
            if case .completed = self { return true }
            return false
        }

        /// Transforms the value of a `value` event, keeping terminal events as they are.
        ///
        /// - Parameter transform: The transform applied to the value.
        /// - Returns: The transformed event.
        @inlinable
        public func map<NewValue>(_ transform: (Value) -> NewValue) -> Signal<NewValue, Error>.Event {
            switch self {
            case .value(let value): .value(transform(value))
            case .failed(let error): .failed(error)
            case .completed: .completed
            case .interrupted: .interrupted
            }
        }

        /// Transforms the error of a `failed` event, keeping every other event as it is.
        ///
        /// - Parameter transform: The transform applied to the error.
        /// - Returns: The transformed event.
        @inlinable
        public func mapError<NewError>(_ transform: (Error) -> NewError) -> Signal<Value, NewError>.Event {
            switch self {
            case .value(let value): .value(value)
            case .failed(let error): .failed(transform(error))
            case .completed: .completed
            case .interrupted: .interrupted
            }
        }
    }
}

extension Signal.Event: Sendable where Value: Sendable {}

extension Signal.Event: Equatable where Value: Equatable, Error: Equatable {}

extension Signal.Event: CustomStringConvertible {
    /// A description such as `value(1)` or `completed`.
    public var description: String {
        switch self {
        case .value(let value): "value(\(value))"
        case .failed(let error): "failed(\(error))"
        case .completed: "completed"
        case .interrupted: "interrupted"
        }
    }
}
