import Testing

@testable import Signals

@Suite("SignalProducer then")
struct ThenTests {
    @Test func thenIgnoresValuesAndStartsTheReplacementAfterCompletion() {
        let manual = ManualProducer<Int, TestError>()
        let replacementStarts = Locked(0)
        let replacement = SignalProducer<String, TestError> { observer, _ in
            replacementStarts.withLock { $0 += 1 }
            observer.send(value: "done")
            observer.sendCompleted()
        }
        let (recorder, _) = manual.producer.then(replacement).record()
        manual.observer().send(value: 1)
        #expect(replacementStarts.withLock { $0 } == 0)
        manual.observer().sendCompleted()
        #expect(recorder.events == [.value("done"), .completed])
    }

    @Test func aFailureOrInterruptionSkipsTheReplacement() {
        let replacement = SignalProducer<Int, TestError>(value: 1)
        #expect(
            SignalProducer<Int, TestError>(error: .first).then(replacement).synchronousEvents() == [.failed(.first)])
        let interrupted = SignalProducer<Int, TestError> { observer, _ in observer.sendInterrupted() }
        #expect(interrupted.then(replacement).synchronousEvents() == [.interrupted])
    }

    @Test func everyOverloadResolves() {
        let failing = SignalProducer<Int, TestError>(value: 1)
        let safe = SignalProducer<Int, Never>(value: 1)
        let toNever: SignalProducer<String, TestError> = failing.then(SignalProducer<String, Never>(value: "a"))
        let sameError: SignalProducer<String, TestError> = failing.then(SignalProducer<String, TestError>(value: "b"))
        let sameType: SignalProducer<Int, TestError> = failing.then(SignalProducer<Int, TestError>(value: 2))
        let fromNever: SignalProducer<String, TestError> = safe.then(SignalProducer<String, TestError>(value: "c"))
        let neverToNever: SignalProducer<String, Never> = safe.then(SignalProducer<String, Never>(value: "d"))
        let neverSame: SignalProducer<Int, Never> = safe.then(SignalProducer<Int, Never>(value: 3))
        let property = MutableProperty("e")
        let fromProperty: SignalProducer<String, Never> = safe.then(property)
        #expect(toNever.synchronousEvents() == [.value("a"), .completed])
        #expect(sameError.synchronousEvents() == [.value("b"), .completed])
        #expect(sameType.synchronousEvents() == [.value(2), .completed])
        #expect(fromNever.synchronousEvents() == [.value("c"), .completed])
        #expect(neverToNever.synchronousEvents() == [.value("d"), .completed])
        #expect(neverSame.synchronousEvents() == [.value(3), .completed])
        #expect(fromProperty.synchronousEvents() == [.value("e")])
    }

    @Test func interruptingDuringTheReplacementInterruptsIt() {
        let replacement = ManualProducer<Int, Never>()
        let (recorder, disposable) = SignalProducer<Int, Never>.empty.then(replacement.producer).record()
        replacement.observer().send(value: 1)
        disposable.dispose()
        #expect(replacement.lifetime().hasEnded)
        #expect(recorder.events == [.value(1), .interrupted])
    }
}
