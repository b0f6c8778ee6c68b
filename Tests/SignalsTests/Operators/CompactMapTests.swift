import Signals
import Testing

@Test func compactMapForwardsTheNonNilResults() {
    let (signal, input) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(signal.compactMap { Int($0) })
    input.send(value: "1")
    input.send(value: "x")
    input.send(value: "3")
    input.sendCompleted()
    #expect(recorder.events == [.value(1), .value(3), .completed])
}

@Test func skipNilUnwrapsValuesAndDropsNil() {
    let (signal, input) = Signal<Int?, Never>.pipe()
    let recorder = EventRecorder(signal.skipNil())
    input.send(value: nil)
    input.send(value: 1)
    input.send(value: nil)
    input.send(value: 2)
    input.sendCompleted()
    #expect(recorder.events == [.value(1), .value(2), .completed])
}

@Suite("filterMap")
struct FilterMapTests {
    @available(*, deprecated, message: "Tests the deprecated filterMap")
    @Test func filterMapIsTheOldNameOfCompactMap() {
        let (signal, input) = Signal<String, Never>.pipe()
        let recorder = EventRecorder(signal.filterMap { Int($0) })
        input.send(value: "1")
        input.send(value: "x")
        input.sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
    }
}
