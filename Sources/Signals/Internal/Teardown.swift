/// A disposable that the library can dispose of as its own teardown, without waiting for other threads.
///
/// A user's `dispose()` waits for a delivery in flight on another thread, so that no new callback starts once it
/// returns. The disposals the library performs on its own behalf (a lifetime ending, a signal's terminal event
/// detaching its upstream observations, an operator letting go of an inner observation, a deinit) must not: two such
/// waits on two threads would deadlock, and a send would block for as long as an observer on another thread runs. An
/// observation removed without waiting may still receive the event that was in flight; the delivery owns what it
/// reads, so this is safe.
///
/// The choice is passed down explicitly, never kept in a per-thread mark: user code that such a disposal calls (an
/// `AnyDisposable`'s closure, an observer told that its signal ended) runs as ordinary user code, and a `dispose()` it
/// calls keeps its guarantee.
@usableFromInline
protocol TeardownDisposable: Disposable {
    /// Disposes of it as library teardown: nothing the library does here waits for another thread.
    func disposeAsTeardown()
}

/// Disposes of `disposable` as library teardown when it supports it (see ``TeardownDisposable``); a disposable that
/// does not (a user's own type, an `AnyDisposable` of a user's closure) is disposed of as usual, as user code.
@inlinable
func tearDown(_ disposable: Disposable?) {
    guard let disposable else { return }
    if let teardown = disposable as? TeardownDisposable {
        teardown.disposeAsTeardown()
    } else {
        disposable.dispose()
    }
}

extension Array where Element == Disposable {
    /// Disposes of every element as library teardown: nothing it causes waits for another thread.
    @inlinable
    func disposeAsTeardown() {
        for disposable in self { tearDown(disposable) }
    }
}
