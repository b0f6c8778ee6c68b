extension Signal {
    /// Runs `action` with each value and forwards the value if it succeeds; a failure ends the signal with its error.
    ///
    /// ```swift
    /// let saved = drafts.attempt { draft in store.save(draft) }   // store.save returns Result<Void, StoreError>
    /// ```
    ///
    /// - Parameter action: Called with each value, on the thread that delivers it.
    /// - Returns: A signal of the values for which `action` succeeded, failing with the first error.
    public func attempt(_ action: @escaping (Value) -> Result<Void, Error>) -> Signal {
        attemptMap { value in action(value).map { value } }
    }

    /// Transforms each value with `transform`, forwarding successes; a failure ends the signal with its error.
    ///
    /// ```swift
    /// let users = payloads.attemptMap { payload in User.decode(payload) }   // returns Result<User, DecodingError>
    /// ```
    ///
    /// - Parameter transform: Called with each value, on the thread that delivers it.
    /// - Returns: A signal of the transformed values, failing with the first error.
    public func attemptMap<NewValue>(
        _ transform: @escaping (Value) -> Result<NewValue, Error>
    ) -> Signal<NewValue, Error> {
        Signal<NewValue, Error>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    switch transform(value) {
                    case .success(let newValue): output.send(value: newValue)
                    case .failure(let error): output.send(error: error)
                    }
                case .failed(let error): output.send(error: error)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }
}

extension Signal where Error == Never {
    /// Runs a throwing `action` with each value and forwards the value if it does not throw; the first error thrown
    /// ends the signal.
    ///
    /// ```swift
    /// let valid = forms.attempt { form in try form.validate() }
    /// ```
    ///
    /// - Parameter action: Called with each value, on the thread that delivers it.
    /// - Returns: A signal of the values for which `action` did not throw, failing with the first error thrown.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal<Value, any Swift.Error> {
        attemptMap { value in
            try action(value)
            return value
        }
    }

    /// Transforms each value with a throwing `transform`, forwarding the results; the first error thrown ends the
    /// signal.
    ///
    /// ```swift
    /// let numbers = texts.attemptMap { text in try parseNumber(text) }
    /// ```
    ///
    /// - Parameter transform: Called with each value, on the thread that delivers it.
    /// - Returns: A signal of the transformed values, failing with the first error thrown.
    public func attemptMap<NewValue>(
        _ transform: @escaping (Value) throws -> NewValue
    ) -> Signal<NewValue, any Swift.Error> {
        Signal<NewValue, any Swift.Error>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    let newValue: NewValue
                    do {
                        newValue = try transform(value)
                    } catch {
                        return output.send(error: error)
                    }
                    output.send(value: newValue)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }
}

extension Signal where Error == any Swift.Error {
    /// Runs a throwing `action` with each value and forwards the value if it does not throw; the first error thrown
    /// ends the signal.
    ///
    /// ```swift
    /// let valid = forms.attempt { form in try form.validate() }
    /// ```
    ///
    /// - Parameter action: Called with each value, on the thread that delivers it.
    /// - Returns: A signal of the values for which `action` did not throw, failing with the first error.
    public func attempt(_ action: @escaping (Value) throws -> Void) -> Signal {
        attemptMap { value in
            try action(value)
            return value
        }
    }

    /// Transforms each value with a throwing `transform`, forwarding the results; the first error thrown ends the
    /// signal.
    ///
    /// ```swift
    /// let users = payloads.attemptMap { payload in try decoder.decode(User.self, from: payload) }
    /// ```
    ///
    /// - Parameter transform: Called with each value, on the thread that delivers it.
    /// - Returns: A signal of the transformed values, failing with the first error.
    public func attemptMap<NewValue>(_ transform: @escaping (Value) throws -> NewValue) -> Signal<NewValue, Error> {
        Signal<NewValue, Error>(relaying: self) { output, lifetime in
            lifetime += observe { event in
                switch event {
                case .value(let value):
                    let newValue: NewValue
                    do {
                        newValue = try transform(value)
                    } catch {
                        return output.send(error: error)
                    }
                    output.send(value: newValue)
                case .failed(let error): output.send(error: error)
                case .completed: output.sendCompleted()
                case .interrupted: output.sendInterrupted()
                }
            }
        }
    }
}
