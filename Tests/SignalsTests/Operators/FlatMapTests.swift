import TestSupport
import Testing

@testable import Signals

enum FlatMapFailure: Error, Equatable {
    case inner
    case outer
}

@Suite("flatMap(_:_:) and flatten(_:) error combinations")
struct FlatMapTests {
    @Test func flatMapToSignalsWithTheSameErrorForwardsEitherFailure() {
        let (outer, outerInput) = Signal<Int, FlatMapFailure>.pipe()
        let (inner, innerInput) = Signal<String, FlatMapFailure>.pipe()
        let result: Signal<String, FlatMapFailure> = outer.flatMap(.latest) { _ in inner }
        let recorder = EventRecorder(result)
        outerInput.send(value: 1)
        innerInput.send(value: "a")
        innerInput.send(error: .inner)
        #expect(recorder.events == [.value("a"), .failed(.inner)])

        let (otherOuter, otherOuterInput) = Signal<Int, FlatMapFailure>.pipe()
        let outerFailure = EventRecorder(otherOuter.flatMap(.merge) { _ in inner })
        otherOuterInput.send(error: .outer)
        #expect(outerFailure.events == [.failed(.outer)])
    }

    @Test func flatMapToSignalsThatCannotFailKeepsTheOuterError() {
        let (outer, outerInput) = Signal<Int, FlatMapFailure>.pipe()
        let (inner, innerInput) = Signal<String, Never>.pipe()
        let result: Signal<String, FlatMapFailure> = outer.flatMap(.concat) { _ in inner }
        let recorder = EventRecorder(result)
        outerInput.send(value: 1)
        innerInput.send(value: "a")
        innerInput.sendCompleted()
        outerInput.send(error: .outer)
        #expect(recorder.events == [.value("a"), .failed(.outer)])
    }

    @Test func flatMapOfASignalThatCannotFailTakesTheInnerError() {
        let (outer, outerInput) = Signal<Int, Never>.pipe()
        let (inner, innerInput) = Signal<String, FlatMapFailure>.pipe()
        let result: Signal<String, FlatMapFailure> = outer.flatMap(.race) { _ in inner }
        let recorder = EventRecorder(result)
        outerInput.send(value: 1)
        innerInput.send(value: "a")
        innerInput.send(error: .inner)
        #expect(recorder.events == [.value("a"), .failed(.inner)])
    }

    @Test func flatMapWhereNeitherCanFailCannotFail() {
        let (outer, outerInput) = Signal<Int, Never>.pipe()
        let pipes = (0..<2).map { _ in Signal<Int, Never>.pipe() }
        let result: Signal<Int, Never> = outer.flatMap(.throttle) { pipes[$0].output }
        let recorder = EventRecorder(result)
        outerInput.send(value: 0)
        outerInput.send(value: 1)
        pipes[0].input.send(value: 10)
        pipes[1].input.send(value: 20)
        outerInput.sendCompleted()
        pipes[0].input.sendCompleted()
        #expect(recorder.events == [.value(10), .completed])
    }

    @Test func flattenAcceptsEveryErrorCombination() {
        let (sameOuter, sameInput) = Signal<Signal<Int, FlatMapFailure>, FlatMapFailure>.pipe()
        let (neverInnerOuter, neverInnerInput) = Signal<Signal<Int, Never>, FlatMapFailure>.pipe()
        let (neverOuter, neverOuterInput) = Signal<Signal<Int, FlatMapFailure>, Never>.pipe()
        let (neitherOuter, neitherInput) = Signal<Signal<Int, Never>, Never>.pipe()
        let same: Signal<Int, FlatMapFailure> = sameOuter.flatten(.merge)
        let neverInner: Signal<Int, FlatMapFailure> = neverInnerOuter.flatten(.merge)
        let neverOuterResult: Signal<Int, FlatMapFailure> = neverOuter.flatten(.merge)
        let neither: Signal<Int, Never> = neitherOuter.flatten(.merge)
        let recorders = (EventRecorder(same), EventRecorder(neverInner), EventRecorder(neverOuterResult))
        let neitherRecorder = EventRecorder(neither)

        let (failing, failingInput) = Signal<Int, FlatMapFailure>.pipe()
        let (steady, steadyInput) = Signal<Int, Never>.pipe()
        sameInput.send(value: failing)
        neverInnerInput.send(value: steady)
        neverOuterInput.send(value: failing)
        neitherInput.send(value: steady)
        steadyInput.send(value: 1)
        failingInput.send(value: 2)
        failingInput.send(error: .inner)
        neverInnerInput.send(error: .outer)
        steadyInput.send(value: 3)
        neitherInput.sendCompleted()
        steadyInput.sendCompleted()

        #expect(recorders.0.events == [.value(2), .failed(.inner)])
        #expect(recorders.1.events == [.value(1), .failed(.outer)])
        #expect(recorders.2.events == [.value(2), .failed(.inner)])
        #expect(neitherRecorder.events == [.value(1), .value(3), .completed])
    }

    @Test func flatMapCallsTheTransformForEveryValueEvenWhenItsSignalWaits() {
        let (outer, outerInput) = Signal<Int, Never>.pipe()
        let transformed = Locked<[Int]>([])
        let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
        let recorder = EventRecorder(
            outer.flatMap(.concat) { index -> Signal<Int, Never> in
                transformed.withLock { $0.append(index) }
                return pipes[index].output
            }
        )
        for index in 0..<3 { outerInput.send(value: index) }
        #expect(transformed.withLock { $0 } == [0, 1, 2])
        pipes[0].input.sendCompleted()
        pipes[1].input.send(value: 1)
        #expect(recorder.values == [1])
    }

    @Test func theTransformMayObserveTheResultAndSendIntoTheOuterSignal() {
        let values = withinTimeLimit {
            let (outer, outerInput) = Signal<Int, Never>.pipe()
            let pipes = (0..<2).map { _ in Signal<Int, Never>.pipe() }
            let result = outer.flatMap(.latest) { index -> Signal<Int, Never> in
                if index == 0 { outerInput.send(value: 1) }
                return pipes[index].output
            }
            let recorder = EventRecorder(result)
            outerInput.send(value: 0)
            pipes[0].input.send(value: 10)
            pipes[1].input.send(value: 20)
            return recorder.values
        }
        #expect(values == [20])
    }
}

@Suite("flatMapError(_:)")
struct FlatMapErrorTests {
    @Test func flatMapErrorGoesOnWithTheReplacementSignalAfterAFailure() {
        let (source, sourceInput) = Signal<Int, FlatMapFailure>.pipe()
        let (replacement, replacementInput) = Signal<Int, Never>.pipe()
        var errors: [FlatMapFailure] = []
        let result: Signal<Int, Never> = source.flatMapError { error in
            errors.append(error)
            return replacement
        }
        let recorder = EventRecorder(result)
        sourceInput.send(value: 1)
        sourceInput.send(error: .outer)
        replacementInput.send(value: 2)
        replacementInput.sendCompleted()
        #expect(errors == [.outer])
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test func flatMapErrorForwardsTheReplacementsFailure() {
        let (source, sourceInput) = Signal<Int, FlatMapFailure>.pipe()
        let (replacement, replacementInput) = Signal<Int, FlatMapFailure>.pipe()
        let recorder = EventRecorder(source.flatMapError { _ in replacement })
        sourceInput.send(error: .outer)
        replacementInput.send(error: .inner)
        #expect(recorder.events == [.failed(.inner)])
    }

    @Test(arguments: [Signal<Int, FlatMapFailure>.Event.completed, .interrupted])
    func flatMapErrorForwardsCompletionAndInterruption(terminal: Signal<Int, FlatMapFailure>.Event) {
        let (source, sourceInput) = Signal<Int, FlatMapFailure>.pipe()
        let recorder = EventRecorder(source.flatMapError { _ in Signal<Int, Never>.never })
        sourceInput.send(value: 1)
        sourceInput.send(terminal)
        #expect(recorder.events == [.value(1), terminal.isCompleted ? .completed : .interrupted])
    }

    @Test func disposingOfFlatMapErrorDetachesTheReplacement() {
        let (source, sourceInput) = Signal<Int, FlatMapFailure>.pipe()
        let (replacement, _) = Signal<Int, Never>.pipe()
        weak var weakResult: Signal<Int, Never>?
        do {
            let result = source.flatMapError { _ in replacement }
            weakResult = result
            let recorder = EventRecorder(result)
            sourceInput.send(error: .outer)
            #expect(replacement.observationCount == 1)
            recorder.disposable?.dispose()
        }
        #expect(weakResult == nil)
        #expect(replacement.observationCount == 0)
    }

    @Test func theReplacementCanSendFromInsideAnObserverOfTheResult() {
        let values = withinTimeLimit {
            let (source, sourceInput) = Signal<Int, FlatMapFailure>.pipe()
            let (replacement, replacementInput) = Signal<Int, Never>.pipe()
            let result = source.flatMapError { _ in replacement }
            result.observeValues { value in
                if value == 1 { replacementInput.send(value: 2) }
            }
            let recorder = EventRecorder(result)
            sourceInput.send(error: .outer)
            replacementInput.send(value: 1)
            return recorder.values
        }
        #expect(values == [1, 2])
    }
}

@Suite("flatten(_:) and flatMap(_:_:) overloads")
struct FlattenOverloadTests {
    @Test func everyErrorCombinationResolvesWithoutTypeAnnotations() {
        let neither = Signal<Signal<Int, Never>, Never>.pipe().output.flatten(.latest)
        let neverOuter = Signal<Signal<Int, FlatMapFailure>, Never>.pipe().output.flatten(.latest)
        let neverInner = Signal<Signal<Int, Never>, FlatMapFailure>.pipe().output.flatten(.latest)
        let same = Signal<Signal<Int, FlatMapFailure>, FlatMapFailure>.pipe().output.flatten(.latest)
        let (never, _) = Signal<Int, Never>.pipe()
        let (failing, _) = Signal<Int, FlatMapFailure>.pipe()
        let mapNeither = never.flatMap(.merge) { _ in never }
        let mapNeverOuter = never.flatMap(.merge) { _ in failing }
        let mapNeverInner = failing.flatMap(.merge) { _ in never }
        let mapSame = failing.flatMap(.merge) { _ in failing }
        #expect(type(of: neither) == Signal<Int, Never>.self)
        #expect(type(of: neverOuter) == Signal<Int, FlatMapFailure>.self)
        #expect(type(of: neverInner) == Signal<Int, FlatMapFailure>.self)
        #expect(type(of: same) == Signal<Int, FlatMapFailure>.self)
        #expect(type(of: mapNeither) == Signal<Int, Never>.self)
        #expect(type(of: mapNeverOuter) == Signal<Int, FlatMapFailure>.self)
        #expect(type(of: mapNeverInner) == Signal<Int, FlatMapFailure>.self)
        #expect(type(of: mapSame) == Signal<Int, FlatMapFailure>.self)
    }
}
