/// The fields of a ``SignalCore``, kept in its buffer's one element so that the core, its state and its lock are one
/// allocation (the lock is in the buffer's header, ``SignalCoreHeader``).
///
/// Every field is a `var`, though only `state` and `observers` change: a `let` field read through the pointer to the
/// fields copies the whole struct first in an unoptimized build, reading the locked state without the lock.
///
/// Safety: `state` is only touched under the core's lock (``SignalCore/withStateLock(_:)``); everything else but
/// `observers` is set by the core's maker and never changed. (The delivery word and the published observers are the
/// two words of the lock cell, in ``SignalCoreHeader``, used only through their atomic operations.)
/// `observers` lives outside `state`: it changes only under the lock, by a thread that holds the delivery word (a
/// claim, or the delivering thread between two deliveries), and is read without the lock only by the delivering thread
/// while it delivers. A relay's deliveries read `published` instead, so a relay's `observers` is only touched under
/// its lock.
@usableFromInline
struct SignalCoreFields<Value, Error: Swift.Error> {
    /// For a relay, the signal whose deliveries feed it; `nil` for a signal that serializes its own deliveries.
    @usableFromInline
    var relayRoot: (any DeliverySerializer)?

    /// The observers, read by the delivering thread without the lock (a relay's deliveries read the copy it publishes
    /// instead). Besides the lock, changing them takes the delivery word: under the lock, while no delivery is in
    /// flight (see ``SignalState/claimList()``), or by the delivering thread between two deliveries; a change made
    /// during a delivery waits until it ends. Those rules keep accesses from overlapping, and the word's atomic
    /// operations order them.
    @usableFromInline
    var observers: ObserverList<Value, Error> = .empty

    /// Whether a value starts its delivery without the lock: not for a relay, nor for a signal that tracks its value.
    @usableFromInline
    var startsDeliveriesWithoutLock: Bool

    /// The state the lock protects. Last, as the only field whose size depends on `Value`.
    @usableFromInline
    var state: SignalState<Value, Error>

    // The fields' offsets, from their types' layouts: a struct's stored properties are laid out in declaration order,
    // each at the first multiple of its alignment (`SignalCoreFieldOffsetTests` checks these against
    // `MemoryLayout.offset(of:)`). Constant in an optimized build; no key path in an unoptimized one.

    @inlinable
    static var relayRootOffset: Int { 0 }

    @inlinable
    static var observersOffset: Int {
        aligned(
            MemoryLayout<(any DeliverySerializer)?>.size, to: MemoryLayout<ObserverList<Value, Error>>.alignment)
    }

    @inlinable
    static var startsDeliveriesWithoutLockOffset: Int {
        observersOffset + MemoryLayout<ObserverList<Value, Error>>.size
    }

    @inlinable
    static var stateOffset: Int {
        aligned(startsDeliveriesWithoutLockOffset + 1, to: MemoryLayout<SignalState<Value, Error>>.alignment)
    }

    /// `offset` rounded up to a multiple of `alignment`, a power of two.
    @inlinable
    static func aligned(_ offset: Int, to alignment: Int) -> Int {
        (offset + alignment - 1) & ~(alignment - 1)
    }

    @inlinable
    init(
        relayRoot: (any DeliverySerializer)?,
        startsDeliveriesWithoutLock: Bool,
        state: SignalState<Value, Error>
    ) {
        self.relayRoot = relayRoot
        self.startsDeliveriesWithoutLock = startsDeliveriesWithoutLock
        self.state = state
    }
}

/// The header of a ``SignalCore``'s buffer: its lock, with the two words beside it, and its release handlers (a `var`
/// for the reason given in ``SignalCoreFields``: reading it must not copy the lock and its words).
///
/// The handlers are here, not in ``SignalCoreFields``, because the deinits that call them run unspecialized: reaching
/// the header takes no generic type's metadata, while reaching the fields after it would take a metadata look-up per
/// deinit (the cost is in Benchmarks/README.md, "Shapes the measurements chose").
@usableFromInline
struct SignalCoreHeader {
    @usableFromInline
    var cell = LockCell()

    /// ``SignalCore/outputReleased()``, ``SignalCore/inputReleased()`` and ``SignalCore/dismantle()`` as built by the
    /// core's maker, for the deinits of `Signal`, of an input ``Signal/Observer`` and of the core. A generic class's
    /// deinit runs unspecialized, and so would everything it calls, with a type-metadata look-up for each generic type
    /// it touches. The maker is inlined where the types are known, so the closures it builds (which capture nothing)
    /// are specialized code.
    @usableFromInline
    var releaseHandlers: ReleaseHandlers

    @inlinable
    init(releaseHandlers: ReleaseHandlers) {
        self.releaseHandlers = releaseHandlers
    }

    /// The lock cell of the header at `header`.
    @inlinable
    static func cell(of header: UnsafeMutablePointer<SignalCoreHeader>) -> UnsafeMutablePointer<LockCell> {
        (UnsafeMutableRawPointer(header) + MemoryLayout<SignalCoreHeader>.offset(of: \.cell)!)
            .assumingMemoryBound(to: LockCell.self)
    }
}
