import Signals
import Testing

@Test func scanSendsEveryAccumulatedResult() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.scan(10, +))
    for value in 1...3 { input.send(value: value) }
    input.sendCompleted()
    #expect(recorder.events == [.value(11), .value(13), .value(16), .completed])
}

@Test func scanIntoUpdatesTheResultInPlace() {
    let (signal, input) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(signal.scan(into: [String]()) { $0.append($1) })
    input.send(value: "a")
    input.send(value: "b")
    input.sendInterrupted()
    #expect(recorder.events == [.value(["a"]), .value(["a", "b"]), .interrupted])
}
