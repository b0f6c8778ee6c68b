import Testing

@testable import Signals

private enum TestFailure: Error, Equatable {
    case boom
}

@Test func combineLatestSendsPairsOnceBothHaveSentAValue() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(Signal.combineLatest(first, second).map { "\($0)\($1)" })
    firstInput.send(value: 1)
    firstInput.send(value: 2)
    secondInput.send(value: "a")
    firstInput.send(value: 3)
    secondInput.send(value: "b")
    #expect(recorder.events == [.value("2a"), .value("3a"), .value("3b")])
}

@Test func combineLatestCompletesOnlyWhenBothHaveCompleted() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(first.combineLatest(with: second).map { [$0, $1] })
    firstInput.send(value: 1)
    firstInput.sendCompleted()
    secondInput.send(value: 2)
    secondInput.send(value: 3)
    #expect(recorder.events == [.value([1, 2]), .value([1, 3])])
    secondInput.sendCompleted()
    #expect(recorder.events == [.value([1, 2]), .value([1, 3]), .completed])
}

@Test func combineLatestForwardsAFailureOrInterruptionAtOnce() {
    let (first, firstInput) = Signal<Int, TestFailure>.pipe()
    let (second, _) = Signal<Int, TestFailure>.pipe()
    let failed = EventRecorder(first.combineLatest(with: second).map { [$0, $1] })
    firstInput.send(error: .boom)
    #expect(failed.events == [.failed(.boom)])
    #expect(second.observationCount == 0)

    let (third, thirdInput) = Signal<Int, TestFailure>.pipe()
    let (fourth, _) = Signal<Int, TestFailure>.pipe()
    let interrupted = EventRecorder(third.combineLatest(with: fourth).map { [$0, $1] })
    thirdInput.sendInterrupted()
    #expect(interrupted.events == [.interrupted])
}

@Test func combineLatestOfThreeSendsTriples() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let (third, thirdInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(Signal.combineLatest(first, second, third).map { [$0, $1, $2] })
    firstInput.send(value: 1)
    secondInput.send(value: 2)
    thirdInput.send(value: 3)
    secondInput.send(value: 4)
    for input in [firstInput, secondInput, thirdInput] { input.sendCompleted() }
    #expect(recorder.events == [.value([1, 2, 3]), .value([1, 4, 3]), .completed])
}

@Test func combineLatestKeepsTheOrderOfDecisionsAcrossThreads() async {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(first.combineLatest(with: second).map { [$0, $1] })
    firstInput.send(value: 0)
    secondInput.send(value: 0)
    await withTaskGroup(of: Void.self) { group in
        group.addTask {
            for value in 1...10_000 { firstInput.send(value: value) }
        }
        group.addTask {
            for value in 1...10_000 { secondInput.send(value: value) }
        }
    }
    let pairs = recorder.values
    #expect(pairs.count == 20_001)
    let isInOrder = zip(pairs, pairs.dropFirst()).allSatisfy { $0[0] <= $1[0] && $0[1] <= $1[1] }
    #expect(isInOrder)
    #expect(pairs.last == [10_000, 10_000])
}

@Test func combineLatestSurvivesAReentrantSendIntoASource() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let combined = first.combineLatest(with: second).map { [$0, $1] }
    combined.observeValues { pair in
        if pair == [1, 1] { secondInput.send(value: 2) }
    }
    let recorder = EventRecorder(combined)
    firstInput.send(value: 1)
    secondInput.send(value: 1)
    #expect(recorder.events == [.value([1, 1]), .value([1, 2])])
}
