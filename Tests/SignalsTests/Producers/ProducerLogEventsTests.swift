import Testing

@testable import Signals

/// Collects what a logger was called with.
private final class LogLines: Sendable {
    private let lines = Locked<[String]>([])

    func log(identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int) {
        lines.withLock { $0.append("[\(identifier)] \(event) \(fileName) \(functionName) \(lineNumber)") }
    }

    var all: [String] { lines.withLock { $0 } }
}

@Suite("SignalProducer logEvents")
struct ProducerLogEventsTests {
    @Test func logsTheStartEachValueTheTerminalEventAndTheEnd() {
        let lines = LogLines()
        let logged = SignalProducer<Int, Never>(values: 1, 2)
            .logEvents(identifier: "n", fileName: "F", functionName: "f()", lineNumber: 3, logger: lines.log)
        #expect(logged.synchronousEvents() == [.value(1), .value(2), .completed])
        // The start handler sends everything before it returns, so the start has ended before `started` is logged.
        #expect(
            lines.all == [
                "[n] starting F f() 3", "[n] value 1 F f() 3", "[n] value 2 F f() 3", "[n] completed F f() 3",
                "[n] terminated F f() 3", "[n] disposed F f() 3", "[n] started F f() 3",
            ])
        let later = LogLines()
        let upstream = ManualProducer<Int, Never>()
        let (recorder, _) = upstream.producer.logEvents(
            identifier: "m", events: [.starting, .started, .completed], logger: later.log
        ).record()
        #expect(later.all.map { $0.split(separator: " ")[1] } == ["starting", "started"])
        upstream.observer().sendCompleted()
        #expect(later.all.map { $0.split(separator: " ")[1] } == ["starting", "started", "completed"])
        #expect(recorder.events == [.completed])
    }

    @Test func logsOnlyTheChosenKindsIncludingFailureAndInterruption() {
        let lines = LogLines()
        let failed = failing(after: 1).logEvents(identifier: "a", events: [.failed], logger: lines.log)
        #expect(failed.synchronousEvents() == [.value(1), .failed(.first)])
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.hasPrefix("[a] failed first") == true)

        let interrupted = LogLines()
        let upstream = ManualProducer<Int, TestError>()
        let (recorder, disposable) = upstream.producer
            .logEvents(identifier: "b", events: [.interrupted, .disposed], logger: interrupted.log)
            .record()
        upstream.observer().send(value: 1)
        #expect(interrupted.all.isEmpty)
        disposable.dispose()
        #expect(recorder.events == [.value(1), .interrupted])
        #expect(
            interrupted.all.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
                "[b] interrupted", "[b] disposed",
            ])
        #expect(upstream.lifetime().hasEnded)
    }
}
