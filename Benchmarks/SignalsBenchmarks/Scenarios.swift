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
