import Testing

@testable import Signals

/// A producer's `sample(with:)` and `sample(on:)` start the sampled producer before the sampler, as ReactiveSwift's
/// `liftLeft` does ("the receiver will be started before the argument producer"), so a synchronous sampler samples
/// the value a synchronous producer has already sent.
@Suite("sample with a synchronous sampler")
struct SampleSynchronousSamplerTests {
    @Test func sampleWithASynchronousSamplerEmitsTheInitialValue() {
        var received: [String] = []
        var isCompleted = false
        SignalProducer<Int, Never>(value: 1).sample(with: SignalProducer<String, Never>(value: "a")).start { event in
            switch event {
            case .value(let (value, sample)): received.append("\(value)\(sample)")
            case .completed: isCompleted = true
            default: break
            }
        }
        #expect(received == ["1a"])
        #expect(isCompleted)
    }

    @Test func sampleOnASynchronousSamplerEmitsTheInitialValue() {
        let events = SignalProducer<Int, Never>(value: 1).sample(on: SignalProducer<Void, Never>(value: ()))
            .synchronousEvents()
        #expect(events == [.value(1), .completed])
    }

    @Test func sampleWithAPropertyEmitsTheInitialValue() {
        let property = MutableProperty("a")
        let values = SignalProducer<Int, Never>(values: 1, 2).sample(with: property).synchronousEvents()
            .compactMap(\.value).map { "\($0.0)\($0.1)" }
        #expect(values == ["2a"])
    }
}
