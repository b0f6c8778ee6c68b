import Signals
import Testing

@Test func skipFirstDropsTheFirstValuesOnly() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.skip(first: 2))
    for value in 1...4 { input.send(value: value) }
    input.sendCompleted()
    #expect(recorder.events == [.value(3), .value(4), .completed])
}

@Test func skipFirstForwardsATerminalEventWhileSkipping() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.skip(first: 5))
    input.send(value: 1)
    input.sendInterrupted()
    #expect(recorder.events == [.interrupted])
}

@Test func skipFirstZeroReturnsTheSameSignal() {
    let (signal, _) = Signal<Int, Never>.pipe()
    #expect(signal.skip(first: 0) === signal)
}
