/// What sends into a signal: the target of its input observer's `action`.
///
/// It lives as long as any copy of that action, so its deinit tells the signal that nobody can send into it any more.
@usableFromInline
final class SignalInput<Value, Error: Swift.Error>: @unchecked Sendable {
    // Safety: `core` is immutable and thread-safe.
    @usableFromInline
    let core: SignalCore<Value, Error>

    @inlinable
    init(_ core: SignalCore<Value, Error>) {
        self.core = core
    }

    @inlinable
    func send(_ event: Signal<Value, Error>.Event) {
        core.send(event)
    }

    deinit {
        // Through the specialized handler: this deinit runs unspecialized.
        core.releaseHandlers.input(core)
    }
}
