/// An object that runs `action` when it is deinitialized, to check when and where a value is released.
final class DeinitProbe: @unchecked Sendable {
    // Safety: `action` is immutable and only called once, from deinit.
    private let action: () -> Void

    init(_ action: @escaping () -> Void = {}) {
        self.action = action
    }

    deinit {
        action()
    }
}
