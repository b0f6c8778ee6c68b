import Testing

@testable import Signals

@Suite("SignalProducer on")
struct ProducerOnTests {
    @Test func sideEffectsRunAroundTheStartAndForEachEvent() {
        var log: [String] = []
        let producer = SignalProducer<Int, Never> { observer, _ in
            log.append("start handler")
            observer.send(value: 1)
            observer.sendCompleted()
        }.on(
            starting: { log.append("starting") },
            started: { log.append("started") },
            event: { log.append("event \($0)") },
            completed: { log.append("completed") },
            terminated: { log.append("terminated") },
            disposed: { log.append("disposed") },
            value: { log.append("value \($0)") }
        )
        producer.startWithValues { log.append("observer \($0)") }
        #expect(
            log == [
                "starting", "start handler",
                "event value(1)", "value 1", "observer 1",
                "event completed", "completed", "terminated", "disposed",
                "started",
            ])
    }

    @Test func failedInterruptedAndDisposedRunOnTheirEvents() {
        var log: [String] = []
        SignalProducer<Int, TestError>(error: .first).on(failed: { log.append("failed \($0)") }).start()
        let disposable = SignalProducer<Int, TestError>.never
            .on(interrupted: { log.append("interrupted") }, disposed: { log.append("disposed") })
            .start()
        #expect(log == ["failed first"])
        disposable.dispose()
        #expect(log == ["failed first", "interrupted", "disposed"])
    }
}
