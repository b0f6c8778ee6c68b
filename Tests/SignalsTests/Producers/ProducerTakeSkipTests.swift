import Testing

@testable import Signals

/// The take and skip forms of the vocabulary on producers: take(last:), take(while:), take(until:) with a predicate,
/// take(untilReplacement:), skip(while:) and skip(until:).
@Suite("SignalProducer take and skip forms")
struct ProducerTakeSkipTests {
    let numbers = SignalProducer<Int, TestError>(values: 1, 2, 3, 1)

    @Test func takeLastSendsTheLastValuesWhenTheStartCompletes() {
        let upstream = ManualProducer<Int, TestError>()
        let (recorder, _) = upstream.producer.take(last: 2).record()
        for value in 1...4 { upstream.observer().send(value: value) }
        #expect(recorder.events.isEmpty)
        upstream.observer().sendCompleted()
        #expect(recorder.events == [.value(3), .value(4), .completed])
        #expect(failing(after: 1, 2).take(last: 1).synchronousEvents() == [.failed(.first)])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) { $0.take(last: 1) }
    }

    @Test func takeWhileCompletesAtTheFirstValueThatFailsAndInterruptsTheWork() {
        #expect(numbers.take(while: { $0 < 3 }).synchronousEvents() == [.value(1), .value(2), .completed])
        let upstream = ManualProducer<Int, TestError>()
        let (recorder, _) = upstream.producer.take(while: { $0 < 3 }).record()
        upstream.observer().send(value: 5)
        #expect(recorder.events == [.completed])
        #expect(upstream.lifetime().hasEnded)
        #expect(failing(after: 1).take(while: { _ in true }).synchronousEvents() == [.value(1), .failed(.first)])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.take(while: { _ in true })
        }
    }

    @Test func takeUntilAPredicateForwardsTheDecidingValueThenCompletes() {
        let upstream = ManualProducer<Int, TestError>()
        let (recorder, _) = upstream.producer.take(until: { $0 < 2 }).record()
        upstream.observer().send(value: 1)
        upstream.observer().send(value: 2)
        upstream.observer().send(value: 0)
        #expect(recorder.events == [.value(1), .value(2), .completed])
        #expect(upstream.lifetime().hasEnded)
        #expect(failing(after: 1).take(until: { _ in true }).synchronousEvents() == [.value(1), .failed(.first)])
        #expect(
            numbers.take(until: { _ in true }).synchronousEvents() == [
                .value(1), .value(2), .value(3), .value(1), .completed,
            ])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.take(until: { _ in true })
        }
    }

    @Test func takeUntilReplacementSwitchesAtTheReplacementsFirstEvent() {
        let upstream = ManualProducer<Int, TestError>()
        let replacement = ManualProducer<Int, TestError>()
        let (recorder, disposable) = upstream.producer.take(untilReplacement: replacement.producer).record()
        #expect(replacement.startCount == 1)
        upstream.observer().send(value: 1)
        replacement.observer().send(value: 10)
        upstream.observer().send(value: 2)
        replacement.observer().send(error: .second)
        #expect(recorder.events == [.value(1), .value(10), .failed(.second)])
        disposable.dispose()

        let (signal, input) = Signal<Int, TestError>.pipe()
        let (fromSignal, _) = SignalProducer<Int, TestError>.never.take(untilReplacement: signal).record()
        input.send(value: 7)
        input.sendCompleted()
        #expect(fromSignal.events == [.value(7), .completed])
        #expect(
            failing(after: 1).take(untilReplacement: SignalProducer<Int, TestError>.never).synchronousEvents() == [
                .value(1), .failed(.first),
            ])
        let replacementOfDisposed = ManualProducer<Int, TestError>()
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.take(untilReplacement: replacementOfDisposed.producer)
        }
        #expect(replacementOfDisposed.lifetime().hasEnded)
    }

    @Test func skipWhileDropsTheLeadingValuesOnEachStart() {
        let skipping = numbers.skip(while: { $0 < 3 })
        #expect(skipping.synchronousEvents() == [.value(3), .value(1), .completed])
        #expect(skipping.synchronousEvents() == [.value(3), .value(1), .completed])
        #expect(failing(after: 1, 5).skip(while: { $0 < 3 }).synchronousEvents() == [.value(5), .failed(.first)])
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.skip(while: { _ in true })
        }
    }

    @Test func skipUntilOpensTheGateWhenTheTriggerFires() {
        let upstream = ManualProducer<Int, TestError>()
        let (trigger, fire) = Signal<Void, Never>.pipe()
        let (recorder, _) = upstream.producer.skip(until: trigger).record()
        upstream.observer().send(value: 1)
        fire.send(value: ())
        upstream.observer().send(value: 2)
        upstream.observer().sendCompleted()
        #expect(recorder.events == [.value(2), .completed])
        let triggerProducer = ManualProducer<Void, Never>()
        #expect(failing(after: 1).skip(until: triggerProducer.producer).synchronousEvents() == [.failed(.first)])
        let triggerOfDisposed = ManualProducer<Void, Never>()
        expectDisposalInterruptsTheStart(of: ManualProducer<Int, TestError>(), thenSending: 1) {
            $0.skip(until: triggerOfDisposed.producer)
        }
        #expect(triggerOfDisposed.lifetime().hasEnded)
    }
}
