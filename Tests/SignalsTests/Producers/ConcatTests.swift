import Testing

@testable import Signals

@Suite("SignalProducer concat and prefix")
struct ConcatTests {
    @Test func concatForwardsBothInOrder() {
        let first = ManualProducer<Int, TestError>()
        let second = ManualProducer<Int, TestError>()
        let (recorder, _) = first.producer.concat(second.producer).record()
        first.observer().send(value: 1)
        #expect(second.startCount == 0)
        first.observer().sendCompleted()
        #expect(second.startCount == 1)
        second.observer().send(value: 2)
        second.observer().sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test func concatValueAndErrorAppendToTheEnd() {
        let base = SignalProducer<Int, TestError>(value: 1)
        #expect(base.concat(value: 2).synchronousEvents() == [.value(1), .value(2), .completed])
        #expect(base.concat(error: .second).synchronousEvents() == [.value(1), .failed(.second)])
        #expect(SignalProducer<Int, TestError>(error: .first).concat(value: 2).synchronousEvents() == [.failed(.first)])
    }

    @Test func prefixStartsWithAValueOrAProducer() {
        let base = SignalProducer<Int, Never>(values: 2, 3)
        #expect(base.prefix(value: 1).synchronousEvents() == [.value(1), .value(2), .value(3), .completed])
        #expect(base.prefix(SignalProducer(values: 0, 1)).synchronousEvents().compactMap(\.value) == [0, 1, 2, 3])
        let (signal, input) = Signal<Int, Never>.pipe()
        let (recorder, _) = base.prefix(signal).record()
        input.send(value: 9)
        input.sendCompleted()
        #expect(recorder.values == [9, 2, 3])
    }

    @Test func prefixValueShowsALoadingStateBeforeTheRequestAnswers() {
        let request = ManualProducer<String, Never>()
        let (recorder, _) = request.producer.map { Optional($0) }.prefix(value: nil).record()
        #expect(recorder.events == [.value(nil)])
        request.observer().send(value: "loaded")
        #expect(recorder.values == [nil, "loaded"])
    }
}
