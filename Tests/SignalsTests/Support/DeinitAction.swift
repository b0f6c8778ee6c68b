/// Runs an action when deinitialized: lets a test act at the moment the library releases a value.
final class DeinitAction: @unchecked Sendable {
    // Safety: immutable.
    let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    deinit {
        action()
    }
}
