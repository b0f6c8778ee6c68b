import Dispatch
import ReactiveNavigation
import Signals

/// A benchmark case: what the library does, the baseline it is compared with, and the target for the ratio.
struct Scenario {
    /// What a scenario reports per event.
    enum Unit: String {
        case nanosecondsPerEvent = "ns/event"
        case bytesPerObserver = "B/observer"
    }

    let name: String
    let unit: Unit
    let target: Target
    /// What the library side does, and what the baseline does.
    let subjectSummary: String
    let baselineSummary: String
    let makeSubject: @MainActor () -> any Workload
    let makeBaseline: @MainActor () -> any Workload
}

/// The ratio and allocation limits a scenario must stay within.
struct Target {
    var maximumRatio: Double?
    var maximumAllocations: Double?

    static let none = Target()

    var summary: String {
        let parts = [
            maximumRatio.map { "<= \($0)x" },
            maximumAllocations.map { "<= \(Int($0)) allocs" },
        ]
        return parts.compactMap { $0 }.joined(separator: ", ").nonEmpty ?? "-"
    }

    /// Whether the measured values meet the target; `nil` when there is none. Unknown allocations never pass.
    func isMet(ratio: Double, allocations: Double?) -> Bool? {
        if maximumRatio == nil && maximumAllocations == nil { return nil }
        let ratioMet = maximumRatio.map { ratio <= $0 } ?? true
        // Allowing 0.01 keeps once-per-run work, such as a thread start in `contended`, from failing "0 allocations".
        let allocationsMet = maximumAllocations.map { limit in allocations.map { $0 <= limit + 0.01 } ?? false } ?? true
        return ratioMet && allocationsMet
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

extension Scenario {
    /// Every scenario of issue 4, in the order the table shows them.
    static let all: [Scenario] = [
        Scenario(
            name: "send1",
            unit: .nanosecondsPerEvent,
            target: Target(maximumRatio: 2.5, maximumAllocations: 0),
            subjectSummary: "pipe with 1 observeValues observer",
            baselineSummary: "array of 1 closure called in a loop",
            makeSubject: { PipeWorkload(observers: 1) },
            makeBaseline: { ClosureArrayBaseline(observers: 1) }
        ),
        Scenario(
            name: "send10",
            unit: .nanosecondsPerEvent,
            target: Target(maximumRatio: 1.5),
            subjectSummary: "pipe with 10 observeValues observers",
            baselineSummary: "array of 10 closures called in a loop",
            makeSubject: { PipeWorkload(observers: 10) },
            makeBaseline: { ClosureArrayBaseline(observers: 10) }
        ),
        Scenario(
            name: "chain3",
            unit: .nanosecondsPerEvent,
            target: Target(maximumRatio: 2),
            subjectSummary: "pipe -> map(+1) -> filter(even) -> map(*3) -> 1 observer",
            baselineSummary: "array of 1 closure doing +1, even test, *3 inline",
            makeSubject: { ChainWorkload() },
            makeBaseline: { ClosureArrayBaseline.chain() }
        ),
        Scenario(
            name: "property",
            unit: .nanosecondsPerEvent,
            target: Target(maximumRatio: 2.5),
            subjectSummary: "MutableProperty.value = i with 1 observer",
            baselineSummary: "store the value, then call an array of 1 closure",
            makeSubject: { PropertyWorkload() },
            makeBaseline: { StoreAndCallBaseline() }
        ),
        Scenario(
            name: "derivedProperty",
            unit: .nanosecondsPerEvent,
            target: .none,
            subjectSummary: "set one of 2 MutablePropertys whose combineLatest is mapped (+), with 1 observer",
            baselineSummary: "store the value in one of 2 slots, add them, then call an array of 1 closure",
            makeSubject: { DerivedPropertyWorkload() },
            makeBaseline: { DerivedValueBaseline() }
        ),
        Scenario(
            name: "churn",
            unit: .nanosecondsPerEvent,
            target: Target(maximumRatio: 3, maximumAllocations: 3),
            subjectSummary: "observeValues { capturing closure } then dispose, on a pipe with 10 observers",
            baselineSummary: "append a capturing closure to an array of 10 closures, then remove it",
            makeSubject: { ChurnWorkload() },
            makeBaseline: { AppendRemoveBaseline() }
        ),
        Scenario(
            name: "binding",
            unit: .nanosecondsPerEvent,
            target: Target(maximumRatio: 4),
            subjectSummary:
                "coordinator.reactive.handle <~ pipe.take(duringLifetimeOf: screen).map(Route.item), on the main thread",
            baselineSummary: "array of 1 closure called in a loop",
            makeSubject: { BindingWorkload() },
            makeBaseline: { ClosureArrayBaseline(observers: 1) }
        ),
        Scenario(
            name: "contended",
            unit: .nanosecondsPerEvent,
            target: Target(maximumRatio: 2.5),
            subjectSummary: "2 threads sending into one pipe with 1 observer",
            baselineSummary: "2 threads calling an array of 1 closure under one pthread_mutex",
            makeSubject: { ContendedWorkload() },
            makeBaseline: { MutexBaseline() }
        ),
        Scenario(
            name: "flatMapLatest",
            unit: .nanosecondsPerEvent,
            target: .none,
            subjectSummary:
                "flatMap(.latest) to a new pipe every 100 events, each event sent on the current inner pipe",
            baselineSummary: "a new capturing closure every 100 events, each event calling the current closure",
            makeSubject: { FlatMapLatestWorkload() },
            makeBaseline: { SwitchingClosureBaseline() }
        ),
        Scenario(
            name: "asyncValues",
            unit: .nanosecondsPerEvent,
            target: Target(maximumRatio: 1.5),
            subjectSummary: "pipe.values consumed by for await in a task; the sender waits for the last value",
            baselineSummary: "AsyncStream<Int> fed the same values, consumed the same way",
            makeSubject: { AsyncValuesWorkload() },
            makeBaseline: { AsyncStreamBaseline() }
        ),
        Scenario(
            name: "producerStart",
            unit: .nanosecondsPerEvent,
            target: .none,
            subjectSummary: "start a SignalProducer that sends 1 value and completes, with startWithValues",
            baselineSummary: "call a start closure that calls back with 1 value, then a completion closure",
            makeSubject: { ProducerStartWorkload() },
            makeBaseline: { CallbackStartBaseline() }
        ),
        Scenario(
            name: "actionApply",
            unit: .nanosecondsPerEvent,
            target: .none,
            subjectSummary: "apply(i).start on an enabled Action whose work sends i and completes at once",
            baselineSummary: "check a busy flag, set it, call a work closure with a callback, clear it",
            makeSubject: { ActionApplyWorkload() },
            makeBaseline: { GuardedCallBaseline() }
        ),
        Scenario(
            name: "memory",
            unit: .bytesPerObserver,
            target: .none,
            subjectSummary: "heap held per idle observeValues observer (one shared closure, disposable dropped)",
            baselineSummary: "heap held per closure appended to an array",
            makeSubject: { IdleObserversWorkload() },
            makeBaseline: { AppendBaseline() }
        ),
    ]
}

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
