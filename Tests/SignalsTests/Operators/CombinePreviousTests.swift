import Signals
import Testing

@Test func combinePreviousWithInitialPairsEveryValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.combinePrevious(0).map { [$0, $1] })
    for value in 1...3 { input.send(value: value) }
    input.sendCompleted()
    #expect(recorder.events == [.value([0, 1]), .value([1, 2]), .value([2, 3]), .completed])
}

@Test func combinePreviousWithoutInitialStartsAtTheSecondValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.combinePrevious().map { [$0, $1] })
    for value in 1...3 { input.send(value: value) }
    #expect(recorder.events == [.value([1, 2]), .value([2, 3])])
}

@Test func combinePreviousKeepsANilInitialOfAnOptionalValue() {
    let (signal, input) = Signal<Int?, Never>.pipe()
    let recorder = EventRecorder(signal.combinePrevious(nil).map { [$0, $1] })
    input.send(value: 1)
    input.send(value: nil)
    #expect(recorder.events == [.value([nil, 1]), .value([1, nil])])
}
