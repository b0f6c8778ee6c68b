import Signals
import Testing

@Test func filterForwardsOnlyMatchingValuesAndTheTerminalEvent() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.filter { $0.isMultiple(of: 2) })
    for value in 1...5 { input.send(value: value) }
    input.sendInterrupted()
    #expect(recorder.events == [.value(2), .value(4), .interrupted])
}
