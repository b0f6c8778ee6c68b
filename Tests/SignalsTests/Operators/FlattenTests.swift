import TestSupport
import Testing

@testable import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum FlattenFailure: Error, Equatable {
    case inner
    case outer
}

/// Every flatten strategy, named for the test report.
enum StrategyCase: String, CaseIterable, CustomTestStringConvertible {
    case merge
    case concat
    case concurrentTwo
    case latest
    case race
    case throttle

    var strategy: FlattenStrategy {
        switch self {
        case .merge: .merge
        case .concat: .concat
        case .concurrentTwo: .concurrent(limit: 2)
        case .latest: .latest
        case .race: .race
        case .throttle: .throttle
        }
    }

    /// Whether an interrupted inner signal interrupts the result rather than counting as completed.
    var interruptsOnInnerInterruption: Bool { self == .race || self == .throttle }

    var testDescription: String { rawValue }
}

typealias Inner = Signal<Int, FlattenFailure>
typealias InnerPipe = (output: Inner, input: Inner.Observer)

/// An outer pipe of inner signals, the flattened signal, and a recorder of it.
struct FlattenFixture {
    let outer: Signal<Inner, FlattenFailure>
    let outerInput: Signal<Inner, FlattenFailure>.Observer
    let result: Signal<Int, FlattenFailure>
    let recorder: EventRecorder<Int, FlattenFailure>

    init(_ strategy: StrategyCase) {
        (outer, outerInput) = Signal<Inner, FlattenFailure>.pipe()
        result = outer.flatten(strategy.strategy)
        recorder = EventRecorder(result)
    }

    var events: [Signal<Int, FlattenFailure>.Event] { recorder.events }
}

@Suite("flatten(_:)")
struct FlattenTests {
    @Test(arguments: StrategyCase.allCases)
    func eachStrategyForwardsTheValuesItsRulesPick(strategy: StrategyCase) {
        let fixture = FlattenFixture(strategy)
        let a = Inner.pipe()
        let b = Inner.pipe()
        fixture.outerInput.send(value: a.output)
        a.input.send(value: 1)
        fixture.outerInput.send(value: b.output)
        a.input.send(value: 2)
        b.input.send(value: 10)
        a.input.sendCompleted()
        b.input.send(value: 11)
        let expected: [Int] =
            switch strategy {
            case .merge, .concurrentTwo: [1, 2, 10, 11]
            // `b` is observed once `a` has completed: 10 was sent before that.
            case .concat: [1, 2, 11]
            case .latest: [1, 10, 11]
            // `a` won (or was the first): `b` is never observed.
            case .race, .throttle: [1, 2]
            }
        #expect(fixture.recorder.values == expected)
        #expect(!fixture.recorder.isTerminated)
    }

    @Test(arguments: StrategyCase.allCases)
    func theOuterSignalCompletingFirstWaitsForTheInnerSignals(strategy: StrategyCase) {
        let fixture = FlattenFixture(strategy)
        let a = Inner.pipe()
        let b = Inner.pipe()
        fixture.outerInput.send(value: a.output)
        fixture.outerInput.send(value: b.output)
        fixture.outerInput.sendCompleted()
        #expect(fixture.events.isEmpty)
        a.input.send(value: 1)
        a.input.sendCompleted()
        let completedWithA = fixture.recorder.isTerminated
        b.input.send(value: 2)
        b.input.sendCompleted()
        switch strategy {
        case .merge, .concat, .concurrentTwo:
            #expect(!completedWithA)
            #expect(fixture.events == [.value(1), .value(2), .completed])
        case .latest:
            #expect(!completedWithA)
            #expect(fixture.events == [.value(2), .completed])
        case .race, .throttle:
            #expect(completedWithA)
            #expect(fixture.events == [.value(1), .completed])
        }
        #expect(a.output.observationCount == 0)
        #expect(b.output.observationCount == 0)
    }

    @Test(arguments: StrategyCase.allCases)
    func theOuterSignalCompletingLastCompletesTheResult(strategy: StrategyCase) {
        let fixture = FlattenFixture(strategy)
        let a = Inner.pipe()
        fixture.outerInput.send(value: a.output)
        a.input.send(value: 1)
        a.input.sendCompleted()
        #expect(fixture.events == [.value(1)])
        fixture.outerInput.sendCompleted()
        #expect(fixture.events == [.value(1), .completed])
    }

    @Test(arguments: StrategyCase.allCases)
    func anOuterSignalCompletingWithoutInnerSignalsCompletesTheResult(strategy: StrategyCase) {
        let fixture = FlattenFixture(strategy)
        fixture.outerInput.sendCompleted()
        #expect(fixture.events == [.completed])
    }

    @Test(arguments: StrategyCase.allCases)
    func aFailingInnerSignalFailsTheResultAndEveryInnerObservationEnds(strategy: StrategyCase) {
        let fixture = FlattenFixture(strategy)
        let a = Inner.pipe()
        let b = Inner.pipe()
        fixture.outerInput.send(value: a.output)
        fixture.outerInput.send(value: b.output)
        // The forwarded inner signal: `b` for latest, `a` otherwise.
        let forwarded = strategy == .latest ? b : a
        forwarded.input.send(value: 1)
        forwarded.input.send(error: .inner)
        a.input.send(value: 2)
        b.input.send(value: 3)
        #expect(fixture.events == [.value(1), .failed(.inner)])
        #expect(a.output.observationCount == 0)
        #expect(b.output.observationCount == 0)
        #expect(fixture.outer.observationCount == 0)
    }

    @Test(arguments: StrategyCase.allCases)
    func aFailingOuterSignalFailsTheResultAndEveryInnerObservationEnds(strategy: StrategyCase) {
        let fixture = FlattenFixture(strategy)
        let a = Inner.pipe()
        fixture.outerInput.send(value: a.output)
        a.input.send(value: 1)
        fixture.outerInput.send(error: .outer)
        a.input.send(value: 2)
        #expect(fixture.events == [.value(1), .failed(.outer)])
        #expect(a.output.observationCount == 0)
    }

    @Test(arguments: StrategyCase.allCases)
    func anInterruptedInnerSignalCompletesOrInterruptsAsTheStrategySays(strategy: StrategyCase) {
        let fixture = FlattenFixture(strategy)
        let a = Inner.pipe()
        fixture.outerInput.send(value: a.output)
        a.input.send(value: 1)
        a.input.sendInterrupted()
        if strategy.interruptsOnInnerInterruption {
            #expect(fixture.events == [.value(1), .interrupted])
            #expect(fixture.outer.observationCount == 0)
        } else {
            #expect(fixture.events == [.value(1)])
            fixture.outerInput.sendCompleted()
            #expect(fixture.events == [.value(1), .completed])
        }
    }

    @Test(arguments: StrategyCase.allCases)
    func anInnerSignalThatHasAlreadyEndedCountsAsInterrupted(strategy: StrategyCase) {
        let fixture = FlattenFixture(strategy)
        let ended = Inner.pipe()
        ended.input.send(value: 1)
        ended.input.sendCompleted()
        fixture.outerInput.send(value: ended.output)
        fixture.outerInput.sendCompleted()
        #expect(fixture.events == [strategy.interruptsOnInnerInterruption ? .interrupted : .completed])
    }

    @Test(arguments: StrategyCase.allCases)
    func anInterruptedOuterSignalInterruptsTheResultAndEveryInnerObservationEnds(strategy: StrategyCase) {
        let fixture = FlattenFixture(strategy)
        let a = Inner.pipe()
        let b = Inner.pipe()
        fixture.outerInput.send(value: a.output)
        fixture.outerInput.send(value: b.output)
        a.input.send(value: 1)
        fixture.outerInput.sendInterrupted()
        a.input.send(value: 2)
        b.input.send(value: 3)
        #expect(fixture.events == (strategy == .latest ? [.interrupted] : [.value(1), .interrupted]))
        #expect(a.output.observationCount == 0)
        #expect(b.output.observationCount == 0)
    }

    @Test(arguments: StrategyCase.allCases)
    func disposingOfTheResultReleasesEveryInnerObservationAndWaitingInnerSignal(strategy: StrategyCase) {
        let (outer, outerInput) = Signal<Inner, FlattenFailure>.pipe()
        let inputs = (0..<3).map { _ in Inner.pipe() }
        weak var weakResult: Signal<Int, FlattenFailure>?
        weak var weakWaiting: Inner?
        do {
            let result = outer.flatten(strategy.strategy)
            weakResult = result
            let recorder = EventRecorder(result)
            for pipe in inputs { outerInput.send(value: pipe.output) }
            inputs[0].input.send(value: 1)
            #expect(recorder.values == [1] || strategy == .latest)
            recorder.disposable?.dispose()
        }
        #expect(weakResult == nil)
        #expect(outer.observationCount == 0)
        #expect(inputs.allSatisfy { $0.output.observationCount == 0 })
        // A waiting inner signal (concat keeps the last two) is released too.
        do {
            let (outer, outerInput) = Signal<Inner, FlattenFailure>.pipe()
            var result: Signal<Int, FlattenFailure>? = outer.flatten(strategy.strategy)
            let recorder = EventRecorder(result!)
            let first = Inner.pipe()
            outerInput.send(value: first.output)
            do {
                let waiting = Inner.pipe().output
                weakWaiting = waiting
                outerInput.send(value: waiting)
            }
            #expect((weakWaiting != nil) == (strategy == .concat))
            recorder.disposable?.dispose()
            result = nil
            #expect(weakWaiting == nil)
            #expect(first.output.observationCount == 0)
        }
    }

    @Test func concurrentForwardsAtMostTheLimitAndStartsWaitingSignalsInOrder() {
        let fixture = FlattenFixture(.concurrentTwo)
        let pipes = (0..<4).map { _ in Inner.pipe() }
        for pipe in pipes { fixture.outerInput.send(value: pipe.output) }
        #expect(pipes.map(\.output.observationCount) == [1, 1, 0, 0])
        pipes[2].input.send(value: 20)
        pipes[1].input.sendCompleted()
        #expect(pipes.map(\.output.observationCount) == [1, 0, 1, 0])
        pipes[2].input.send(value: 21)
        pipes[0].input.sendInterrupted()
        pipes[3].input.send(value: 30)
        fixture.outerInput.sendCompleted()
        pipes[2].input.sendCompleted()
        #expect(!fixture.recorder.isTerminated)
        pipes[3].input.sendCompleted()
        #expect(fixture.events == [.value(21), .value(30), .completed])
    }

    @Test func latestStopsObservingThePreviousInnerSignal() {
        let fixture = FlattenFixture(.latest)
        let a = Inner.pipe()
        let b = Inner.pipe()
        fixture.outerInput.send(value: a.output)
        #expect(a.output.observationCount == 1)
        fixture.outerInput.send(value: b.output)
        #expect(a.output.observationCount == 0)
        a.input.send(error: .inner)
        b.input.send(value: 1)
        #expect(fixture.events == [.value(1)])
    }

    @Test func raceForwardsTheFirstInnerSignalToSendAndStopsObservingTheOthers() {
        let fixture = FlattenFixture(.race)
        let a = Inner.pipe()
        let b = Inner.pipe()
        let c = Inner.pipe()
        fixture.outerInput.send(value: a.output)
        fixture.outerInput.send(value: b.output)
        b.input.send(value: 10)
        #expect(a.output.observationCount == 0)
        a.input.send(value: 1)
        fixture.outerInput.send(value: c.output)
        #expect(c.output.observationCount == 0)
        b.input.send(value: 11)
        b.input.sendCompleted()
        fixture.outerInput.sendCompleted()
        #expect(fixture.events == [.value(10), .value(11), .completed])
    }

    @Test func throttleForwardsTheNextInnerSignalOnceTheCurrentOneHasCompleted() {
        let fixture = FlattenFixture(.throttle)
        let a = Inner.pipe()
        let b = Inner.pipe()
        let c = Inner.pipe()
        fixture.outerInput.send(value: a.output)
        fixture.outerInput.send(value: b.output)
        #expect(b.output.observationCount == 0)
        a.input.send(value: 1)
        a.input.sendCompleted()
        fixture.outerInput.send(value: c.output)
        c.input.send(value: 2)
        fixture.outerInput.sendCompleted()
        #expect(fixture.events == [.value(1), .value(2)])
        c.input.sendCompleted()
        #expect(fixture.events == [.value(1), .value(2), .completed])
    }

    @Test(arguments: StrategyCase.allCases)
    func anInnerSignalCanSendFromInsideAnObserverOfTheResult(strategy: StrategyCase) {
        let events = withinTimeLimit {
            let fixture = FlattenFixture(strategy)
            let a = Inner.pipe()
            fixture.result.observeValues { value in
                if value == 1 {
                    a.input.send(value: 2)
                    fixture.outerInput.sendCompleted()
                }
            }
            fixture.outerInput.send(value: a.output)
            a.input.send(value: 1)
            a.input.sendCompleted()
            return fixture.events
        }
        #expect(events == [.value(1), .value(2), .completed])
    }

    @Test(arguments: [StrategyCase.merge, .concurrentTwo])
    func anotherInnerSignalSendingFromInsideAnObserverIsForwardedAfterTheCurrentValue(strategy: StrategyCase) {
        let values = withinTimeLimit {
            let fixture = FlattenFixture(strategy)
            let a = Inner.pipe()
            let b = Inner.pipe()
            fixture.result.observeValues { value in
                if value == 1 { b.input.send(value: 10) }
            }
            fixture.outerInput.send(value: a.output)
            fixture.outerInput.send(value: b.output)
            a.input.send(value: 1)
            a.input.send(value: 2)
            return fixture.recorder.values
        }
        #expect(values == [1, 10, 2])
    }

    @Test func latestSwitchesFromInsideAnObserverOfTheInnerSignalBeingForwarded() {
        let values = withinTimeLimit {
            let fixture = FlattenFixture(.latest)
            let a = Inner.pipe()
            let b = Inner.pipe()
            fixture.result.observeValues { value in
                if value == 1 {
                    fixture.outerInput.send(value: b.output)
                    a.input.send(value: 2)
                    b.input.send(value: 10)
                }
            }
            fixture.outerInput.send(value: a.output)
            a.input.send(value: 1)
            return fixture.recorder.values
        }
        #expect(values == [1, 10])
    }
}
