#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The plain-Swift equivalent of sending: an array of closures called in a loop, specialized in this module.
final class ClosureArrayBaseline: Workload {
    private let total = Total()
    private let observers: [(Int) -> Void]

    init(observers count: Int) {
        observers = (0..<count).map { [total] _ in adder(total) }
    }

    private init(observer: @escaping (Total) -> (Int) -> Void) {
        observers = [observer(total)]
    }

    /// `chain3`'s baseline: one closure that does the chain's work inline.
    static func chain() -> ClosureArrayBaseline {
        ClosureArrayBaseline { total in
            let add = adder(total)
            return { value in
                let incremented = value &+ 1
                if incremented & 1 == 0 { add(incremented &* 3) }
            }
        }
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count {
            for observer in observers { observer(value) }
        }
        return total.pointer.pointee
    }
}

/// `property`'s baseline: stores the value, then calls the observer.
final class StoreAndCallBaseline: Workload {
    private let total = Total()
    private let stored = Total()
    private let observers: [(Int) -> Void]

    init() {
        observers = [adder(total)]
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count {
            stored.pointer.pointee = UInt64(truncatingIfNeeded: value)
            for observer in observers { observer(value) }
        }
        return total.pointer.pointee &+ stored.pointer.pointee
    }
}

/// `derivedProperty`'s baseline: stores the value in one of two slots, adds them up, then calls an array of 1 closure.
final class DerivedValueBaseline: Workload {
    private let total = Total()
    private let first = Total()
    private let second = Total()
    private let observers: [(Int) -> Void]

    init() {
        observers = [adder(total)]
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count {
            let slot = value & 1 == 0 ? first.pointer : second.pointer
            slot.pointee = UInt64(truncatingIfNeeded: value)
            let sum = Int(truncatingIfNeeded: first.pointer.pointee &+ second.pointer.pointee)
            for observer in observers { observer(sum) }
        }
        return total.pointer.pointee
    }
}

/// `churn`'s baseline: appends a closure that captures the loop index to an array of 10 closures and removes it.
final class AppendRemoveBaseline: Workload {
    private let total = Total()
    private var observers: [(Int) -> Void]

    init() {
        observers = (0..<10).map { [total] _ in adder(total) }
    }

    func run(_ count: Int) -> UInt64 {
        let pointer = total.pointer
        var observed: UInt64 = 0
        for offset in 0..<count {
            observers.append { pointer.pointee &+= UInt64(truncatingIfNeeded: $0 &+ offset) }
            observed &+= UInt64(observers.count)
            observers.removeLast()
        }
        return observed &+ pointer.pointee
    }
}

/// `contended`'s baseline: two threads call an array of 1 closure, each call under one shared pthread mutex.
final class MutexBaseline: Workload {
    private let total = Total()
    private let guarded: Guarded

    /// A mutex and the observers it guards.
    private final class Guarded: @unchecked Sendable {
        // Safety: `observers` is immutable; the closures it holds are only called with `mutex` locked.
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        let observers: [(Int) -> Void]

        init(observers: [(Int) -> Void]) {
            self.observers = observers
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        func send(_ value: Int) {
            pthread_mutex_lock(mutex)
            for observer in observers { observer(value) }
            pthread_mutex_unlock(mutex)
        }
    }

    init() {
        guarded = Guarded(observers: [adder(total)])
    }

    func run(_ count: Int) -> UInt64 {
        let guarded = guarded
        onTwoThreads(count) { range in
            for value in range { guarded.send(value) }
        }
        return total.pointer.pointee
    }
}

/// `memory`'s baseline: appends the same closure to an array, which keeps it.
final class AppendBaseline: Workload {
    private let total = Total()
    private var observers: [(Int) -> Void] = []

    func run(_ count: Int) -> UInt64 {
        let observer = adder(total)
        for _ in 0..<count { observers.append(observer) }
        return UInt64(observers.count)
    }
}

/// `flatMapLatest`'s baseline: a new closure, capturing the switch it was made for, every 100 events; each event calls
/// the current closure.
final class SwitchingClosureBaseline: Workload {
    private let total = Total()
    private var current: (Int) -> Void = { _ in }

    func run(_ count: Int) -> UInt64 {
        let add = adder(total)
        for value in 0..<count {
            if value % FlatMapLatestWorkload.eventsPerInner == 0 {
                let generation = value
                current = { add($0 &+ generation &- generation) }
            }
            current(value)
        }
        return total.pointer.pointee
    }
}
