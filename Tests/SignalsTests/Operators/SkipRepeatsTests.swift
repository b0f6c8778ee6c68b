import Signals
import Testing

@Test func skipRepeatsDropsConsecutiveEqualValues() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.skipRepeats())
    for value in [1, 1, 2, 2, 2, 1, 3, 3] { input.send(value: value) }
    input.sendCompleted()
    #expect(recorder.events == [.value(1), .value(2), .value(1), .value(3), .completed])
}

@Test func skipRepeatsComparesWithTheLastForwardedValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.skipRepeats { abs($0 - $1) <= 1 })
    for value in [0, 1, 2, 3, 10] { input.send(value: value) }
    #expect(recorder.events == [.value(0), .value(2), .value(10)])
}
