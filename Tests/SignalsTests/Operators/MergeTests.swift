import Dispatch
import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

@Test func mergeForwardsValuesOfAllSignalsAndCompletesWhenAllHaveEnded() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(Signal.merge(first, second))
    firstInput.send(value: 1)
    secondInput.send(value: 2)
    firstInput.sendCompleted()
    secondInput.send(value: 3)
    #expect(recorder.events == [.value(1), .value(2), .value(3)])
    secondInput.sendCompleted()
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
}

@Test func mergeCountsAnInterruptedSignalAsEnded() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(first.merge(with: second))
    firstInput.sendInterrupted()
    secondInput.send(value: 1)
    secondInput.sendCompleted()
    #expect(recorder.events == [.value(1), .completed])
}

@Test func mergeForwardsAFailureAtOnceAndDetachesTheOthers() {
    let (first, firstInput) = Signal<Int, TestFailure>.pipe()
    let (second, secondInput) = Signal<Int, TestFailure>.pipe()
    let recorder = EventRecorder(Signal.merge([first, second]))
    firstInput.send(error: .boom)
    secondInput.send(value: 1)
    #expect(recorder.events == [.failed(.boom)])
    #expect(second.observationCount == 0)
}

@Test func mergeOfNoSignalsHasAlreadyCompleted() {
    let recorder = EventRecorder(Signal<Int, Never>.merge([]))
    #expect(recorder.events == [.interrupted])
}

@Test func mergeDeliversEveryValueFromConcurrentSenders() async {
    let pipes = (0..<4).map { _ in Signal<Int, Never>.pipe() }
    let recorder = EventRecorder(Signal.merge(pipes.map(\.output)))
    let inputs = pipes.map(\.input)
    await withTaskGroup(of: Void.self) { group in
        for (index, input) in inputs.enumerated() {
            group.addTask {
                for value in 0..<1_000 { input.send(value: index * 1_000 + value) }
                input.sendCompleted()
            }
        }
    }
    #expect(recorder.values.sorted() == Array(0..<4_000))
    #expect(recorder.events.last == .completed)
    for index in 0..<4 {
        let own = recorder.values.filter { $0 / 1_000 == index }
        #expect(own == Array(index * 1_000..<(index + 1) * 1_000))
    }
}
