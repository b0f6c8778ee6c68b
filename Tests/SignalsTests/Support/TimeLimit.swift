import Dispatch

/// Runs `body` on another thread and waits for it at most `seconds`: a deadlock fails the test instead of hanging it.
///
/// - Returns: Whether `body` finished in time.
func finishes(within seconds: Int = 60, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        body()
        done.signal()
    }
    return done.wait(timeout: .now() + .seconds(seconds)) == .success
}

extension Sequence where Element: Hashable {
    /// Whether the elements appear in `sequence` in this order (not necessarily next to each other).
    func isOrderedSubsequence(of sequence: [Element]) -> Bool {
        var positions: [Element: Int] = [:]
        for (index, element) in sequence.enumerated() { positions[element] = index }
        var previous = -1
        for element in self {
            guard let position = positions[element], position > previous else { return false }
            previous = position
        }
        return true
    }
}
