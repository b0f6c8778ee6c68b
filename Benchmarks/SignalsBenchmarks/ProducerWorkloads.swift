import Signals

/// `producerStart`: starts a producer that sends one value and completes, observing its values.
final class ProducerStartWorkload: Workload {
    private let total = Total()
    private let producer = SignalProducer<Int, Never> { observer, _ in
        observer.send(value: 1)
        observer.sendCompleted()
    }

    func run(_ count: Int) -> UInt64 {
        let add = adder(total)
        for _ in 0..<count { producer.startWithValues(add) }
        return total.pointer.pointee
    }
}

/// `producerStart`'s baseline: a plain start function that calls back with one value, then with its completion.
final class CallbackStartBaseline: Workload {
    private let total = Total()
    private let start: (_ value: (Int) -> Void, _ completion: () -> Void) -> Void = { value, completion in
        value(1)
        completion()
    }

    func run(_ count: Int) -> UInt64 {
        let add = adder(total)
        var completions: UInt64 = 0
        for _ in 0..<count { start(add) { completions &+= 1 } }
        return total.pointer.pointee &+ completions
    }
}

/// `actionApply`: applies an enabled action whose work sends its input and completes at once, and starts it.
final class ActionApplyWorkload: Workload {
    private let total = Total()
    private let action = Action<Int, Int, Never> { input in SignalProducer(value: input) }

    func run(_ count: Int) -> UInt64 {
        let add = adder(total)
        for value in 0..<count {
            action.apply(value).start { event in
                if case .value(let output) = event { add(output) }
            }
        }
        return total.pointer.pointee
    }
}

/// `actionApply`'s baseline: a plain "busy flag, run the work, clear the flag" around a work closure with a callback.
final class GuardedCallBaseline: Workload {
    private let total = Total()
    private var isExecuting = false
    private let work: (_ input: Int, _ value: (Int) -> Void) -> Void = { input, value in value(input) }

    func run(_ count: Int) -> UInt64 {
        let add = adder(total)
        var rejected: UInt64 = 0
        for value in 0..<count {
            guard !isExecuting else {
                rejected &+= 1
                continue
            }
            isExecuting = true
            work(value, add)
            isExecuting = false
        }
        return total.pointer.pointee &+ rejected
    }
}
