#if SIGNALS_INTERNAL_CHECKS
    extension SignalState {
        /// Checks everything that must hold whenever the lock is released; called by ``SignalCore/withStateLock(_:)``
        /// in builds with the `SIGNALS_INTERNAL_CHECKS` condition (the sanitizer runs of CI), and nowhere else.
        @usableFromInline
        func checkInvariants() {
            precondition(!delivery.isClaimed, "A claim on the observer list never outlives its lock section")
            // Work waits only behind a delivery in flight, which its pin keeps from ending without the lock.
            precondition(pending.isEmpty || delivery.isPinned, "Deliveries are queued only behind a pinned delivery")
            precondition(
                !hasDeferredChanges || delivery.isPinned, "Observer changes are deferred only during a pinned delivery")
            precondition(retired == nil || delivery.isPinned, "Entries are retired only during a pinned delivery")
            precondition(
                replacedValues.0 == nil && replacedValues.1 == nil, "Replaced values are handed over before the lock is"
            )
            if isRelay {
                // A relay's list changes at once under its lock, and its values never queue in it.
                precondition(pending.isEmpty && !hasDeferredChanges, "A relay defers nothing")
                precondition(delivery.thread == .none, "A relay's deliveries are its root's")
            }
            if !tracksValue {
                precondition(latestValue == nil && deliveredValue == nil, "Only a property's signal keeps values")
            }
        }
    }
#endif
