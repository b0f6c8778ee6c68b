import Dispatch
import ReactiveNavigation
import Signals

/// Adds each value to `total`: the observer body every scenario and baseline shares.
func adder(_ total: Total) -> (Int) -> Void {
    let pointer = total.pointer
    return { pointer.pointee &+= UInt64(truncatingIfNeeded: $0) }
}

/// `send1`, `send10`: sends into a pipe whose observers add up the values.
final class PipeWorkload: Workload {
    private let total = Total()
    private let signal: Signal<Int, Never>
    private let input: Signal<Int, Never>.Observer

    init(observers: Int) {
        (signal, input) = Signal<Int, Never>.pipe()
        for _ in 0..<observers { signal.observeValues(adder(total)) }
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count { input.send(value: value) }
        return total.pointer.pointee
    }
}

/// `chain3`: sends through map, filter and map into one observer.
final class ChainWorkload: Workload {
    private let total = Total()
    private let input: Signal<Int, Never>.Observer

    init() {
        let (signal, input) = Signal<Int, Never>.pipe()
        self.input = input
        signal.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.map { $0 &* 3 }.observeValues(adder(total))
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count { input.send(value: value) }
        return total.pointer.pointee
    }
}

/// `property`: sets a property that has one observer.
final class PropertyWorkload: Workload {
    private let total = Total()
    private let property = MutableProperty(0)

    init() {
        property.signal.observeValues(adder(total))
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count { property.value = value }
        return total.pointer.pointee
    }
}

/// `derivedProperty`: sets one of two properties, alternately; a map of their combineLatest has one observer.
final class DerivedPropertyWorkload: Workload {
    private let total = Total()
    private let first = MutableProperty(0)
    private let second = MutableProperty(0)
    private let sum: Property<Int>

    init() {
        sum = first.combineLatest(with: second).map { $0 &+ $1 }
        sum.signal.observeValues(adder(total))
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

/// `churn`: observes and at once disposes, next to 10 long-lived observers.
final class ChurnWorkload: Workload {
    private let total = Total()
    private let signal: Signal<Int, Never>
    private let input: Signal<Int, Never>.Observer

    init() {
        (signal, input) = Signal<Int, Never>.pipe()
        for _ in 0..<10 { signal.observeValues(adder(total)) }
    }

    func run(_ count: Int) -> UInt64 {
        let pointer = total.pointer
        var observed: UInt64 = 0
        for offset in 0..<count {
            let disposable = signal.observeValues { pointer.pointee &+= UInt64(truncatingIfNeeded: $0 &+ offset) }
            if let disposable {
                disposable.dispose()
                observed &+= 1
            }
        }
        return observed &+ pointer.pointee
    }
}

/// The route of the `binding` scenario's coordinator.
enum BenchmarkRoute {
    case item(Int)
}

/// A coordinator whose navigation is adding the route's number to a total.
@MainActor
final class BenchmarkCoordinator: Coordinator {
    private let total: UnsafeMutablePointer<UInt64>
    private let screen = Screen()

    init(total: Total) {
        self.total = total.pointer
    }

    var rootViewController: PlatformViewController { screen }

    func handle(route: BenchmarkRoute) {
        switch route {
        case .item(let number): total.pointee &+= UInt64(truncatingIfNeeded: number)
        }
    }
}

/// A plain class standing in for a view controller.
final class Screen {}

/// `binding`: the seeds' navigation binding, sent into on the main thread.
final class BindingWorkload: Workload {
    private let total = Total()
    private let input: Signal<Int, Never>.Observer
    private let coordinator: BenchmarkCoordinator
    private let screen = Screen()

    @MainActor
    init() {
        let (signal, input) = Signal<Int, Never>.pipe()
        self.input = input
        coordinator = BenchmarkCoordinator(total: total)
        // The binding lasts as long as the coordinator and the screen, which this workload keeps.
        coordinator.reactive.handle <~ signal.take(duringLifetimeOf: screen).map(BenchmarkRoute.item)
    }

    func run(_ count: Int) -> UInt64 {
        for value in 0..<count { input.send(value: value) }
        return total.pointer.pointee
    }
}

/// `contended`: two threads send into one pipe at once.
final class ContendedWorkload: Workload {
    private let total = Total()
    private let signal: Signal<Int, Never>
    private let input: Signal<Int, Never>.Observer

    init() {
        (signal, input) = Signal<Int, Never>.pipe()
        signal.observeValues(adder(total))
    }

    func run(_ count: Int) -> UInt64 {
        let input = input
        onTwoThreads(count) { range in
            for value in range { input.send(value: value) }
        }
        return total.pointer.pointee
    }
}

/// `flatMapLatest`: an outer signal switches to a new inner pipe every 100 events; events are sent on the current one.
final class FlatMapLatestWorkload: Workload {
    /// How many events each inner pipe carries before the outer signal switches to the next.
    static let eventsPerInner = 100

    private let total = Total()
    private let outerInput: Signal<Int, Never>.Observer
    private let inners = InnerPipes()

    /// The input of the inner pipe that `flatMap` made last.
    private final class InnerPipes {
        var current: Signal<Int, Never>.Observer?
    }

    init() {
        let (outer, outerInput) = Signal<Int, Never>.pipe()
        self.outerInput = outerInput
        let inners = inners
        outer
            .flatMap(.latest) { _ -> Signal<Int, Never> in
                let (inner, input) = Signal<Int, Never>.pipe()
                inners.current = input
                return inner
            }
            .observeValues(adder(total))
    }

    func run(_ count: Int) -> UInt64 {
        var input = inners.current
        for value in 0..<count {
            if value % Self.eventsPerInner == 0 {
                outerInput.send(value: value)
                input = inners.current
            }
            input?.send(value: value)
        }
        return total.pointer.pointee
    }
}

/// `memory`: adds observers that stay.
final class IdleObserversWorkload: Workload {
    private let total = Total()
    private let signal: Signal<Int, Never>
    private let input: Signal<Int, Never>.Observer

    init() {
        (signal, input) = Signal<Int, Never>.pipe()
    }

    func run(_ count: Int) -> UInt64 {
        let observer = adder(total)
        var observed: UInt64 = 0
        for _ in 0..<count {
            let disposable = signal.observeValues(observer)
            observed &+= disposable == nil ? 0 : 1
        }
        return observed
    }
}

/// Splits `0..<count` in two halves and runs `body` with each on its own thread, at once; returns when both are done.
func onTwoThreads(_ count: Int, _ body: @escaping @Sendable (Range<Int>) -> Void) {
    let halves = [0..<count / 2, count / 2..<count]
    DispatchQueue.concurrentPerform(iterations: 2) { body(halves[$0]) }
}
