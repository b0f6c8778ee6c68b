import Testing

@testable import Signals

/// ReactiveSwift names that ported code writes: `SignalProtocol` and `OptionalProtocol` in constrained extensions,
/// `Result` as a producer, and `Signal.withLatest(from:)` with a producer.
@Suite("ReactiveSwift names")
struct ReactiveSwiftNamesTests {
    @Test func aConstrainedExtensionOfSignalProtocolReadsTheSignal() {
        let (signal, input) = Signal<Int?, Never>.pipe()
        let recorder = EventRecorder(signal.unwrapped())
        input.send(value: 1)
        input.send(value: nil)
        input.send(value: 2)
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .value(2), .completed])
    }

    @Test func signalIsItsOwnSignal() {
        let (signal, _) = Signal<Int, Never>.pipe()
        #expect(signal.signal === signal)
    }

    @Test func optionalProtocolRoundTripsAnOptional() {
        #expect(Int?(reconstructing: 3).optional == 3)
        #expect(Int?(reconstructing: nil).optional == nil)
    }

    @Test func aResultIsAProducerOfItsValueOrError() {
        let success: Result<Int, TestError> = .success(1)
        let failure: Result<Int, TestError> = .failure(.first)
        #expect(SignalProducer(success).synchronousEvents() == [.value(1), .completed])
        #expect(SignalProducer(failure).synchronousEvents() == [.failed(.first)])
        #expect(failure.producer.synchronousEvents() == [.failed(.first)])
    }

    @Test func signalWithLatestFromAProducerPairsTheLatestValueOfItsStart() {
        let (taps, tapInput) = Signal<Int, Never>.pipe()
        let (drafts, draftInput) = Signal<String, Never>.pipe()
        var isStartDisposed = false
        let samplee = SignalProducer(drafts).on(disposed: { isStartDisposed = true })
        let recorder = EventRecorder(taps.withLatest(from: samplee).map { "\($0)\($1)" })
        tapInput.send(value: 0)
        draftInput.send(value: "a")
        tapInput.send(value: 1)
        draftInput.send(value: "b")
        tapInput.send(value: 2)
        #expect(!isStartDisposed)
        tapInput.sendCompleted()
        #expect(recorder.events == [.value("1a"), .value("2b"), .completed])
        #expect(isStartDisposed)
    }

    @Test func signalWithLatestFromASynchronousProducerPairsItsLastValue() {
        let (taps, tapInput) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(taps.withLatest(from: SignalProducer<String, Never>(values: "a", "b")))
        tapInput.send(value: 1)
        #expect(recorder.values.map { "\($0.0)\($0.1)" } == ["1b"])
    }
}

extension SignalProtocol where Value: OptionalProtocol {
    /// The non-`nil` values, written the way ReactiveSwift users write such operators.
    fileprivate func unwrapped() -> Signal<Value.Wrapped, Error> {
        signal.compactMap(\.optional)
    }
}
