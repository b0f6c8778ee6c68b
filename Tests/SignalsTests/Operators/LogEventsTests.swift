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

@Suite("logEvents")
struct LogEventsTests {
    @Test func logsEachValueThenTheTerminalEventThenTheEnd() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let lines = LogLines()
        let recorder = EventRecorder(
            signal.logEvents(
                identifier: "counts", fileName: "File", functionName: "f()", lineNumber: 7, logger: lines.log)
        )
        input.send(value: 1)
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
        #expect(
            lines.all == [
                "[counts] value 1 File f() 7",
                "[counts] completed File f() 7",
                "[counts] terminated File f() 7",
                "[counts] disposed File f() 7",
            ]
        )
    }

    @Test func logsFailureAndInterruption() {
        let lines = LogLines()
        let (failing, failingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let failed = EventRecorder(failing.logEvents(identifier: "a", events: [.failed], logger: lines.log))
        failingInput.send(value: 1)
        failingInput.send(error: .boom)

        let (interrupting, interruptingInput) = Signal<Int, OperatorTestFailure>.pipe()
        let interrupted = EventRecorder(
            interrupting.logEvents(identifier: "b", events: [.interrupted], logger: lines.log))
        interruptingInput.sendInterrupted()

        #expect(failed.events == [.value(1), .failed(.boom)])
        #expect(interrupted.events == [.interrupted])
        #expect(lines.all.count == 2)
        #expect(lines.all.first?.hasPrefix("[a] failed boom ") == true)
        #expect(lines.all.last?.hasPrefix("[b] interrupted ") == true)
    }

    @Test func logsOnlyTheChosenEvents() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let lines = LogLines()
        let logged = signal.logEvents(events: [.completed], logger: lines.log)
        logged.observe { _ in }
        input.send(value: 1)
        input.sendCompleted()
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.hasPrefix("[] completed") == true)
    }

    @Test func reportsWhereItWasCalledByDefault() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let lines = LogLines()
        let line = #line + 1
        signal.logEvents(events: [.value], logger: lines.log).observe { _ in }
        input.send(value: 1)
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.hasSuffix("\(line)") == true)
        #expect(lines.all.first?.contains("LogEventsTests.swift") == true)
        #expect(lines.all.first?.contains("reportsWhereItWasCalledByDefault()") == true)
    }

    @Test func theDefaultLoggerPrintsWithoutTrapping() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.pipe()
        let recorder = EventRecorder(signal.logEvents(identifier: "LogEventsTests", events: [.value]))
        input.send(value: 1)
        #expect(recorder.events == [.value(1)])
    }

    @Test func disposingTheObservationDetachesTheUpstreamAndLogsTheEnd() {
        let lines = LogLines()
        expectDisposalDetachesTheUpstream { $0.logEvents(events: [.disposed], logger: lines.log) }
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.hasPrefix("[] disposed") == true)
    }

    @Test func aValueSentFromInsideAnObserverIsLoggedAfterTheCurrentOne() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let lines = LogLines()
        let logged = signal.logEvents(events: [.value], logger: lines.log)
        logged.observeValues { value in
            if value == 1 { input.send(value: 2) }
        }
        input.send(value: 1)
        #expect(lines.all.map { $0.split(separator: " ")[2] } == ["1", "2"])
    }

    @Test func valuesFromSeveralThreadsAreLoggedOnceEach() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let lines = LogLines()
        signal.logEvents(events: [.value], logger: lines.log).observe { _ in }
        sendConcurrently(into: input, valuesPerThread: 1_000)
        #expect(lines.all.count == 4_000)
    }
}
