#if DEBUG
    /// Test hooks of the delivering thread, to reach a race deterministically instead of hoping for it. Debug builds
    /// only: in a release build neither this type nor the calls to it exist. (A disposing thread's hook is
    /// ``DeliveryParking/whenParked``.)
    enum DeliveryTestHooks {
        /// Where ``whenSettling`` runs, on the delivering thread, in ``SignalCore/settleDelivery()``.
        enum SettlePoint: Sendable {
            /// Before the lock: ``SignalCore/nextStep()`` has counted the delivery that just ended and returned
            /// `.settle`, so a disposal that begins waiting now waits for a delivery already counted.
            case before
            /// After the settle step: the disposals that waited for it were woken, and the delivering thread has not
            /// yet taken its next step (which counts a delivery too).
            case after
        }

        /// A test hook: runs on the delivering thread at each ``SettlePoint`` of every settle step.
        ///
        /// A test binds it around the send whose delivery it stops (`DeliveryTestHooks.$whenSettling.withValue(hook) {
        /// input.send(value: 1) }`); it may block until the test lets the delivery go on, but must not use the signal.
        @TaskLocal static var whenSettling: (@Sendable (SettlePoint) -> Void)?
    }
#endif
