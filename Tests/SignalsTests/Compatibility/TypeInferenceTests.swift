import Testing

@testable import Signals

/// Closures and arguments written as ReactiveSwift code writes them: `.init(value:)`, `.empty` and `.never` with the
/// type left to the context, and `SignalProducer(value:)` whose error type is left open. Each test's body is the ported
/// code; each one compiles only if the overloads resolve (the point of the test) and checks what the result does.
@Suite("ReactiveSwift compatibility: type inference of flatMap, then, flatMapError and Property(initial:then:)")
struct TypeInferenceTests {
    @Test func aProducerThatCannotFailFlatMapsToEmptyWithTheResultTypeGiven() {
        let producer = SignalProducer<Int, Never>(values: 1, 2)
        let flattened: SignalProducer<Int, Never> = producer.flatMap(.latest) { _ in .empty }
        #expect(flattened.synchronousEvents() == [.completed])
    }

    @Test func aProducerThatCannotFailFlatMapsToEmptyThatMayFail() {
        let producer = SignalProducer<Int, Never>(values: 1, 2)
        let flattened: SignalProducer<Int, TestError> = producer.flatMap(.concat) { _ in .empty }
        #expect(flattened.synchronousEvents() == [.completed])
    }

    @Test func aSignalThatCannotFailFlatMapsToEmptyOrNeverWithTheResultTypeGiven() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let toEmpty: Signal<Int, Never> = signal.flatMap(.latest) { _ in .empty }
        let toNever: Signal<Int, Never> = signal.flatMap(.latest) { _ in .never }
        let toFailingEmpty: Signal<Int, TestError> = signal.flatMap(.merge) { _ in .empty }
        let empty = EventRecorder(toEmpty)
        let never = EventRecorder(toNever)
        let failingEmpty = EventRecorder(toFailingEmpty)
        input.send(value: 1)
        input.sendCompleted()
        #expect(empty.events == [.completed])
        #expect(never.events == [])
        #expect(failingEmpty.events == [.completed])
    }

    @Test func aSignalThatMayFailFlatMapsToInitValueAndEmptyWithTheResultTypeGiven() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let doubled: Signal<Int, TestError> = signal.flatMap(.concat) { value in .init(value: value * 2) }
        let emptied: Signal<Int, TestError> = signal.flatMap(.concat) { _ in .empty }
        let doubledRecorder = EventRecorder(doubled)
        let emptiedRecorder = EventRecorder(emptied)
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()
        #expect(doubledRecorder.events == [.value(2), .value(4), .completed])
        #expect(emptiedRecorder.events == [.completed])
    }

    @Test func anInnerProducerWhoseErrorIsLeftOpenTakesTheOuterError() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder(signal.flatMap(.latest) { SignalProducer(value: $0 + 1) })
        let producer = SignalProducer<Int, TestError>(values: 1, 2).flatMap(.concat) { .init(value: $0 * 10) }
        input.send(value: 1)
        input.send(error: .first)
        #expect(recorder.events == [.value(2), .failed(.first)])
        #expect(producer.synchronousEvents() == [.value(10), .value(20), .completed])
    }

    @Test func aGenericSignalExtensionFlatMapsToProducersOfItsOwnValues() {
        let (signal, input) = Signal<String, TestError>.pipe()
        let recorder = EventRecorder(signal.eachValueAsAProducer())
        input.send(value: "a")
        input.send(error: .second)
        #expect(recorder.events == [.value("a"), .failed(.second)])
    }

    @Test func aGenericProducerExtensionFlatMapsToProducersOfItsOwnValues() {
        let producer = SignalProducer<String, TestError>(values: "a", "b").eachValueAsAProducer()
        #expect(producer.synchronousEvents() == [.value("a"), .value("b"), .completed])
    }

    @Test func flatMapErrorOfASignalReplacesAFailureWithEmpty() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recovered: Signal<Int, Never> = signal.flatMapError { _ in .empty }
        let recorder = EventRecorder(recovered)
        input.send(value: 1)
        input.send(error: .first)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test func flatMapErrorOfASignalReplacesAFailureWithASignal() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let (fallback, fallbackInput) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal.flatMapError { _ in fallback })
        input.send(error: .first)
        fallbackInput.send(value: 7)
        fallbackInput.sendCompleted()
        #expect(recorder.events == [.value(7), .completed])
    }

    @Test func flatMapErrorOfAProducerReplacesAFailureWithInitValue() {
        let producer: SignalProducer<Int, Never> = failing(after: 1).flatMapError { _ in .init(value: 0) }
        #expect(producer.synchronousEvents() == [.value(1), .value(0), .completed])
    }

    @Test func flatMapErrorInfersANeverErrorForInitValueAndEmptyWithNoTypeGiven() {
        let producer = failing(after: 1).flatMapError { _ in .init(value: 0) }
        #expect(producer.synchronousEvents() == [.value(1), .value(0), .completed])
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder(signal.flatMapError { _ in .init(value: 0) })
        let emptied = EventRecorder(signal.flatMapError { _ in .empty })
        input.send(error: .first)
        #expect(recorder.events == [.value(0), .completed])
        #expect(emptied.events == [.completed])
        #expect(type(of: producer) == SignalProducer<Int, Never>.self)
    }

    @Test func thenTakesAnInitValueWhoseErrorIsLeftOpen() {
        let producer = SignalProducer<Int, TestError>(values: 1, 2).then(.init(value: "done"))
        #expect(producer.synchronousEvents() == [.value("done"), .completed])
    }

    @Test func thenTakesEmptyAndInitValueWithTheResultTypeGiven() {
        let emptied: SignalProducer<Int, TestError> = SignalProducer<Int, TestError>(value: 1).then(.empty)
        let replaced: SignalProducer<String, Never> = SignalProducer<Int, Never>(value: 1).then(.init(value: "done"))
        #expect(emptied.synchronousEvents() == [.completed])
        #expect(replaced.synchronousEvents() == [.value("done"), .completed])
    }

    @Test func propertyInitialThenTakesInitValue() {
        let property = Property(initial: 0, then: .init(value: 1))
        #expect(property.value == 1)
    }

    @Test func propertyInitialThenTakesEmptyAndNever() {
        let emptied = Property(initial: 0, then: .empty)
        let never = Property(initial: 0, then: .never)
        #expect(emptied.value == 0)
        #expect(never.value == 0)
    }

    @Test func anOptionalPropertyInitialThenTakesInitValueAndEmpty() {
        let property = Property<Int?>(initial: nil, then: .init(value: 1))
        let emptied = Property<Int?>(initial: nil, then: .empty)
        #expect(property.value == 1)
        #expect(emptied.value == nil)
    }

    @Test func propertyInitialThenStillFollowsASignalAndAnOptionalOne() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = Property(initial: 0, then: signal)
        let optional = Property<Int?>(initial: nil, then: signal)
        input.send(value: 3)
        #expect(property.value == 3)
        #expect(optional.value == 3)
    }
}

// Written as in a ReactiveSwift app: a generic extension whose inner producer leaves its error type open (the code of
// the migration article's "Type inference resolves more").
extension Signal {
    func eachValueAsAProducer() -> Signal<Value, Error> {
        flatMap(.latest) { SignalProducer(value: $0) }
    }
}

extension SignalProducer {
    /// The same, on a producer.
    func eachValueAsAProducer() -> SignalProducer<Value, Error> {
        flatMap(.concat) { SignalProducer(value: $0) }
    }
}
