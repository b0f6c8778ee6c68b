import Testing

@testable import Signals

/// Flattening any number of inner streams that end inside their own start runs in constant stack, as in
/// ReactiveSwift, whose flatten starts the next queued producer from a loop once the current start has returned.
@Suite("Flattening inner streams that end at once")
struct SynchronousInnerDepthTests {
    /// Deep enough to overflow the stack of a debug build if each start nested the next one (4,000 did).
    static let depth = 100_000
    /// Enough inner producers to check every strategy without making the suite slow.
    static let strategyDepth = 20_000

    /// A producer that sends nothing until the returned observer does.
    func pendingProducer() -> (SignalProducer<Int, Never>, Signal<Int, Never>.Observer) {
        let (signal, input) = Signal<Int, Never>.pipe()
        return (SignalProducer(signal), input)
    }

    @Test func concatStartsQueuedProducersThatCompleteAtOnceInConstantStack() {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let (first, firstInput) = pendingProducer()
        var count = 0
        var isCompleted = false
        outer.flatten(.concat).observe { event in
            switch event {
            case .value: count += 1
            case .completed: isCompleted = true
            default: break
            }
        }
        outerInput.send(value: first)
        for _ in 0..<Self.depth { outerInput.send(value: SignalProducer(value: 1)) }
        outerInput.sendCompleted()
        firstInput.sendCompleted()
        #expect(count == Self.depth)
        #expect(isCompleted)
    }

    @Test func flatMapConcatOfAProducerStartsQueuedProducersInConstantStack() {
        let (first, firstInput) = pendingProducer()
        let inners = [first] + Array(repeating: SignalProducer<Int, Never>(value: 1), count: Self.depth)
        var count = 0
        SignalProducer(inners).flatMap(.concat) { (inner: SignalProducer<Int, Never>) in inner }.startWithValues { _ in
            count += 1
        }
        firstInput.sendCompleted()
        #expect(count == Self.depth)
    }

    @Test func concurrentStartsQueuedProducersThatCompleteAtOnceInConstantStack() {
        let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
        let (first, firstInput) = pendingProducer()
        let (second, secondInput) = pendingProducer()
        var count = 0
        outer.flatten(.concurrent(limit: 2)).observeValues { _ in count += 1 }
        outerInput.send(value: first)
        outerInput.send(value: second)
        for _ in 0..<Self.depth { outerInput.send(value: SignalProducer(value: 1)) }
        firstInput.sendCompleted()
        secondInput.sendCompleted()
        #expect(count == Self.depth)
    }

    @Test func concatObservesQueuedSignalsThatHaveEndedInConstantStack() {
        let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (ended, endedInput) = Signal<Int, Never>.pipe()
        endedInput.sendCompleted()
        var isCompleted = false
        outer.flatten(.concat).observeCompleted { isCompleted = true }
        outerInput.send(value: first)
        for _ in 0..<Self.depth { outerInput.send(value: ended) }
        outerInput.sendCompleted()
        firstInput.sendCompleted()
        #expect(isCompleted)
    }

    @Test(arguments: StrategyCase.allCases)
    func everyStrategyFlattensASynchronousOuterProducerOfSynchronousInners(strategy: StrategyCase) {
        let inners = SignalProducer<SignalProducer<Int, Never>, Never>(
            Array(repeating: SignalProducer(value: 1), count: Self.strategyDepth))
        var count = 0
        var isCompleted = false
        inners.flatten(strategy.strategy).start { event in
            switch event {
            case .value: count += 1
            case .completed: isCompleted = true
            default: break
            }
        }
        // `race` keeps the first inner producer to send; `throttle` starts each one after the previous has ended.
        #expect(count == (strategy == .race ? 1 : Self.strategyDepth))
        #expect(isCompleted)
    }
}
