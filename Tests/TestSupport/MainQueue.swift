import Dispatch

/// Lets the main queue run everything queued on it so far, `rounds` times over (work queued by that work included).
@MainActor
package func drainMainQueue(rounds: Int = 3) async {
    for _ in 0..<rounds {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}
