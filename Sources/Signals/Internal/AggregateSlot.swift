/// One source's values in an aggregate of several sources (`combineLatest`, `zip`, `and`...), kept with their type, so
/// that making a tuple of them needs no cast.
///
/// A slot belongs to one ``Aggregator`` and is only touched under that aggregate's lock. The aggregate makes its value
/// by reading ``value`` of each slot, in argument order.
@usableFromInline
final class AggregateSlot<Element>: AggregateSlotProtocol {
    // Safety: only touched under the lock of the aggregate that lists it. That lock also makes the exclusivity checks
    // redundant, and they would cost more than the rest of a combination.
    /// The value the aggregate's next value is made from; `nil` until the source has sent one.
    @exclusivity(unchecked)
    @usableFromInline
    var latest: Element?
    /// `zip`: values not used yet, oldest first.
    @exclusivity(unchecked)
    @usableFromInline
    var unused = PendingQueue<Element>()

    @inlinable
    init() {}

    /// The value to make the aggregate's value from.
    @inlinable
    var value: Element {
        guard let latest else { preconditionFailure("An aggregate reads a source that has no value yet") }
        return latest
    }

    @inlinable
    var hasUnused: Bool {
        !unused.isEmpty
    }

    @inlinable
    func useNextChange() {
        latest = unused.popFirst()
    }

    @inlinable
    func clearValue() {
        latest = nil
    }
}

/// What an aggregate needs of every slot, whatever its element type.
@usableFromInline
protocol AggregateSlotProtocol: AnyObject {
    /// Whether a value waits to be used by `zip`.
    var hasUnused: Bool { get }

    /// Makes the oldest unused value the slot's value; the slot has none, having been cleared after the last tuple.
    func useNextChange()

    /// Forgets the slot's value once the aggregate's value holds it, so that the slot does not keep it alive.
    func clearValue()
}
