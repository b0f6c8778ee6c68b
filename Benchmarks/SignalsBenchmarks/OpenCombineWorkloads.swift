import OpenCombine

/// `send1`, `send10` on OpenCombine: sends into a subject whose sinks add up the values.
final class SubjectWorkload: Workload {
    private let total = Total()
    private let subject = PassthroughSubject<Int, Never>()
    private var cancellables: [AnyCancellable] = []

    init(subscribers: Int) {
        for _ in 0..<subscribers { cancellables.append(subject.sink(receiveValue: adder(total))) }
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count { subject.send(value) }
        return total.pointer.pointee
    }
}

/// `chain3` on OpenCombine: sends through map, filter and map into one sink.
final class SubjectChainWorkload: Workload {
    private let total = Total()
    private let subject = PassthroughSubject<Int, Never>()
    private let cancellable: AnyCancellable

    init() {
        cancellable = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.map { $0 &* 3 }.sink(receiveValue: adder(total))
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count { subject.send(value) }
        return total.pointer.pointee
    }
}

/// `property` on OpenCombine: sets the value of a subject that has one sink.
final class CurrentValueWorkload: Workload {
    private let total = Total()
    private let subject = CurrentValueSubject<Int, Never>(0)
    private let cancellable: AnyCancellable

    init() {
        cancellable = subject.sink(receiveValue: adder(total))
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count { subject.value = value }
        return total.pointer.pointee
    }
}

/// `derivedProperty` on OpenCombine: sets one of two subjects, alternately; a sink on each keeps a third subject at
/// their sum, and that one has one sink. OpenCombine 0.14 has no `combineLatest`, so this is how a derived value is
/// written with it.
final class DerivedCurrentValueWorkload: Workload {
    private let total = Total()
    private let first = CurrentValueSubject<Int, Never>(0)
    private let second = CurrentValueSubject<Int, Never>(0)
    private let sum = CurrentValueSubject<Int, Never>(0)
    private var cancellables: [AnyCancellable] = []

    init() {
        let (first, second, sum) = (first, second, sum)
        cancellables = [
            // The sinks capture the subjects strongly, as a derived property keeps its sources; the cycle ends when the
            // cancellables cancel, with this workload.
            first.sink { sum.value = $0 &+ second.value },
            second.sink { sum.value = first.value &+ $0 },
            sum.sink(receiveValue: adder(total)),
        ]
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count {
            if value & 1 == 0 {
                first.value = value
            } else {
                second.value = value
            }
        }
        return total.pointer.pointee
    }
}

/// `churn` on OpenCombine: sinks and at once cancels, next to 10 long-lived sinks.
final class SinkChurnWorkload: Workload {
    private let total = Total()
    private let subject = PassthroughSubject<Int, Never>()
    private var cancellables: [AnyCancellable] = []

    init() {
        for _ in 0..<10 { cancellables.append(subject.sink(receiveValue: adder(total))) }
    }

    func run(_ count: Int) -> UInt64 {
        let pointer = total.pointer
        var observed: UInt64 = 0
        for offset in 0..<count {
            let cancellable = subject.sink { pointer.pointee &+= UInt64(truncatingIfNeeded: $0 &+ offset) }
            cancellable.cancel()
            observed &+= 1
        }
        return observed &+ pointer.pointee
    }
}

/// A plain class standing in for a view controller that keeps its Combine subscriptions.
final class CancellableScreen {
    var cancellables: [AnyCancellable] = []
}

/// `binding` on OpenCombine: the same coordinator, reached from a sink that holds it weakly and whose cancellable the
/// screen keeps, sent into on the main thread.
final class SinkBindingWorkload: Workload {
    private let total = Total()
    private let subject = PassthroughSubject<Int, Never>()
    private let coordinator: BenchmarkCoordinator
    private let screen = CancellableScreen()

    @MainActor
    init() {
        coordinator = BenchmarkCoordinator(total: total)
        // The sink's closure is formed on the main actor, so it is isolated to it, and the compiler checks at run time
        // that it runs there: OpenCombine is a Swift 5 module. `receive(on:)` with OpenCombineDispatch's main queue
        // would always hop asynchronously, which the library's `UIScheduler` does not do on the main thread.
        let cancellable = subject.map(BenchmarkRoute.item).sink { [weak coordinator] route in
            coordinator?.handle(route: route)
        }
        screen.cancellables.append(cancellable)
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count { subject.send(value) }
        return total.pointer.pointee
    }
}

/// `contended` on OpenCombine: two threads send into one subject at once.
final class ContendedSubjectWorkload: Workload {
    private let total = Total()
    private let subject: SendableSubject
    private let cancellable: AnyCancellable

    /// A subject that two threads send into.
    private final class SendableSubject: @unchecked Sendable {
        // Safety: `send` on OpenCombine's `PassthroughSubject` takes the subject's lock to read its subscribers and
        // each subscription's recursive lock around the delivery, so concurrent sends are serialized per sink.
        let subject = PassthroughSubject<Int, Never>()
    }

    init() {
        subject = SendableSubject()
        cancellable = subject.subject.sink(receiveValue: adder(total))
    }

    func run(_ count: Int) -> UInt64 {
        let subject = subject
        onTwoThreads(count) { range in
            for value in range { subject.subject.send(value) }
        }
        return total.pointer.pointee
    }
}

/// `flatMapLatest` on OpenCombine: an outer subject is mapped to a new inner subject every 100 events and switched to
/// the latest; events are sent on the current one.
final class SwitchToLatestWorkload: Workload {
    private let total = Total()
    private let outer = PassthroughSubject<Int, Never>()
    private let inners = InnerSubjects()
    private let cancellable: AnyCancellable

    /// The inner subject that `map` made last.
    private final class InnerSubjects {
        var current: PassthroughSubject<Int, Never>?
    }

    init() {
        let inners = inners
        cancellable =
            outer
            .map { _ -> PassthroughSubject<Int, Never> in
                let inner = PassthroughSubject<Int, Never>()
                inners.current = inner
                return inner
            }
            .switchToLatest()
            .sink(receiveValue: adder(total))
    }

    func run(_ count: Int) -> UInt64 {
        var inner = inners.current
        for value in 0..<count {
            if value % FlatMapLatestWorkload.eventsPerInner == 0 {
                outer.send(value)
                inner = inners.current
            }
            inner?.send(value)
        }
        return total.pointer.pointee
    }
}

/// `memory` on OpenCombine: subscribes sinks that stay; the subject keeps them, as a signal keeps its observers.
final class IdleSinksWorkload: Workload {
    private let total = Total()
    private let subject = PassthroughSubject<Int, Never>()

    func run(_ count: Int) -> UInt64 {
        let observer = adder(total)
        for _ in 0..<count {
            subject.subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: observer))
        }
        return UInt64(count)
    }
}

/// `producerStart` on OpenCombine: subscribes a sink to a `Deferred { Just }` that sends one value and completes.
final class DeferredJustWorkload: Workload {
    private let total = Total()
    private let publisher = Deferred { Just(1) }

    func run(_ count: Int) -> UInt64 {
        let add = adder(total)
        for _ in 0..<count { _ = publisher.sink(receiveValue: add) }
        return total.pointer.pointee
    }
}
