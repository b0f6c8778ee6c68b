import Testing

@testable import Signals

@Suite("SignalProducer flatMapError")
struct ProducerFlatMapErrorTests {
    @Test func aFailureIsReplacedByTheRecoveryProducer() {
        let producer = SignalProducer<Int, TestError>(value: 1).concat(error: .second)
        let recovered: SignalProducer<Int, Never> = producer.flatMapError { error in
            SignalProducer(value: error == .second ? 99 : 0)
        }
        #expect(recovered.synchronousEvents() == [.value(1), .value(99), .completed])
    }

    @Test func otherEventsPassThrough() {
        let manual = ManualProducer<Int, TestError>()
        let (recorder, disposable) = manual.producer.flatMapError { _ in SignalProducer<Int, TestError>(value: 0) }
            .record()
        manual.observer().send(value: 1)
        disposable.dispose()
        #expect(recorder.events == [.value(1), .interrupted])
        #expect(manual.lifetime().hasEnded)
    }

    @Test func theRecoveryMayFailWithAnotherErrorType() {
        struct Other: Swift.Error, Equatable {}
        let producer = SignalProducer<Int, TestError>(error: .first).flatMapError { _ in
            SignalProducer<Int, Other>(error: Other())
        }
        #expect(producer.synchronousEvents() == [.failed(Other())])
    }

    @Test func interruptingDuringRecoveryInterruptsTheRecovery() {
        let recovery = ManualProducer<Int, Never>()
        let (recorder, disposable) = SignalProducer<Int, TestError>(error: .first)
            .flatMapError { _ in recovery.producer }
            .record()
        recovery.observer().send(value: 5)
        disposable.dispose()
        #expect(recovery.lifetime().hasEnded)
        #expect(recorder.events == [.value(5), .interrupted])
    }
}
