import Signals

/// A screen-like object for owner-bound observations and bindings.
final class Screen: ReactiveExtensionsProvider, @unchecked Sendable {
    // Safety: only the test's own threads touch `value`, one at a time through the signal's serialized delivery.
    var value = 0
}
