import TestSupport

#if canImport(Observation)
    import Dispatch
    import Testing

    @testable import Signals

    /// Releasing a library object whose deinit disposes never waits for a delivery on another
    /// thread.
    @MainActor
    @Suite("Attacks: deinits that dispose while another thread delivers")
    struct DeinitTeardownTests {
        /// Holds an object for a test to release on another thread.
        final class Holder<Object>: @unchecked Sendable {
            // Safety: set on the test's thread, then released on exactly one other thread, after the first is done.
            var object: Object?
            init(_ object: Object) { self.object = object }
        }

        @Test func releasingAnObservablePropertyWhileAnotherThreadDeliversAChangeDoesNotWait() {
            let property = MutableProperty(0)
            let holder = Holder(ObservableProperty(property))
            let entered = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            property.signal.observeValues { _ in
                entered.signal()
                release.wait()
            }
            let sender = DispatchQueue(label: "sender")
            sender.async { property.value = 1 }
            entered.wait()
            let isInTime = withTimeLimit(seconds: 10, "releasing the view") { holder.object = nil }
            release.signal()
            withTimeLimit(seconds: 20, "the slow delivery") { sender.sync {} }
            #expect(isInTime)
        }

        @Test func releasingAScopedDisposableWhileAnotherThreadDeliversDoesNotWait() {
            let (signal, input) = Signal<Int, Never>.pipe()
            let entered = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let holder = Holder(ScopedDisposable(signal.observeValues { _ in }!))
            signal.observeValues { _ in
                entered.signal()
                release.wait()
            }
            let sender = DispatchQueue(label: "sender")
            sender.async { input.send(value: 1) }
            entered.wait()
            let isInTime = withTimeLimit(seconds: 10, "releasing the scoped disposable") { holder.object = nil }
            release.signal()
            withTimeLimit(seconds: 20, "the slow delivery") { sender.sync {} }
            #expect(isInTime)
            #expect(signal.observationCount == 1)
        }
    }
#endif
