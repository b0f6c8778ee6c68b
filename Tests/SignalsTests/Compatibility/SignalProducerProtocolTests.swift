import Testing

@testable import Signals

extension SignalProducerProtocol where Value: OptionalProtocol {
    /// The constrained extension ReactiveSwift users write: skips `nil` and unwraps the rest.
    func unwrapped() -> SignalProducer<Value.Wrapped, Error> {
        producer.compactMap(\.optional)
    }
}

extension SignalProducerProtocol where Value == Int, Error == Never {
    fileprivate func doubled() -> SignalProducer<Int, Never> {
        producer.map { $0 * 2 }
    }
}

/// `SignalProducerProtocol` with `producer`, as in ReactiveSwift, for generic code and constrained extensions.
@Suite("SignalProducerProtocol")
struct SignalProducerProtocolTests {
    @Test func aConstrainedExtensionOnOptionalValuesApplies() {
        let producer = SignalProducer<Int?, Never>(values: 1, nil, 3)
        let (recorder, _) = producer.unwrapped().record()
        #expect(recorder.events == [.value(1), .value(3), .completed])
    }

    @Test func anExtensionWithConcreteTypesApplies() {
        let (recorder, _) = SignalProducer<Int, Never>(value: 4).doubled().record()
        #expect(recorder.events == [.value(8), .completed])
    }

    @Test func theProducerOfAProducerIsItself() {
        func erase<P: SignalProducerProtocol>(_ producer: P) -> SignalProducer<P.Value, P.Error> { producer.producer }
        let (recorder, _) = erase(SignalProducer<String, Never>(value: "a")).record()
        #expect(recorder.events == [.value("a"), .completed])
    }
}
