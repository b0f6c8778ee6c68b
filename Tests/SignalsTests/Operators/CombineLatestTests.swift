import TestSupport
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

@Test func combineLatestOfTenSendsTuplesInArgumentOrder() {
    let pipes = (0..<10).map { _ in Signal<Int, Never>.pipe() }
    let s = pipes.map(\.output)
    let combined = Signal.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9])
    let recorder = EventRecorder(combined.map { [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9] })
    for (index, pipe) in pipes.enumerated() { pipe.input.send(value: index) }
    pipes[3].input.send(value: 30)
    for pipe in pipes { pipe.input.sendCompleted() }
    #expect(recorder.events == [.value(Array(0..<10)), .value([0, 1, 2, 30, 4, 5, 6, 7, 8, 9]), .completed])
}

@Test func combineLatestOfFourMixesValueTypes() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<String, Never>.pipe()
    let (third, thirdInput) = Signal<Bool, Never>.pipe()
    let (fourth, fourthInput) = Signal<Double, Never>.pipe()
    let recorder = EventRecorder(Signal.combineLatest(first, second, third, fourth).map { "\($0)\($1)\($2)\($3)" })
    firstInput.send(value: 1)
    secondInput.send(value: "a")
    thirdInput.send(value: true)
    fourthInput.send(value: 0.5)
    firstInput.send(value: 2)
    #expect(recorder.values == ["1atrue0.5", "2atrue0.5"])
}

@Test func combineLatestOfASequenceSendsArrays() {
    let pipes = (0..<3).map { _ in Signal<Int, TestFailure>.pipe() }
    let recorder = EventRecorder(Signal.combineLatest(pipes.map(\.output)))
    pipes[0].input.send(value: 1)
    pipes[1].input.send(value: 2)
    #expect(recorder.events.isEmpty)
    pipes[2].input.send(value: 3)
    pipes[1].input.send(value: 4)
    pipes[2].input.send(error: .boom)
    pipes[0].input.send(value: 5)
    #expect(recorder.events == [.value([1, 2, 3]), .value([1, 4, 3]), .failed(.boom)])
    #expect(pipes.allSatisfy { $0.output.observationCount == 0 })
}

@Test func combineLatestOfNoSignalsNeverSendsAnything() {
    let combined = Signal<Int, Never>.combineLatest([Signal<Int, Never>]())
    let recorder = EventRecorder(combined)
    #expect(recorder.events.isEmpty)
    #expect(recorder.disposable != nil)
}

@Test func combineLatestReleasesAReplacedValueAfterItsLock() {
    let values = withinTimeLimit {
        let (probes, probeInput) = Signal<DeinitProbe, Never>.pipe()
        let (numbers, numberInput) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(Signal.combineLatest(probes, numbers).map { $1 })
        // The replaced probe's deinit sends into the other source, which reaches the combineLatest state again.
        probeInput.send(value: DeinitProbe { numberInput.send(value: -1) })
        numberInput.send(value: 1)
        probeInput.send(value: DeinitProbe())
        return recorder.values
    }
    #expect(values == [1, 1, -1])
}

@Test func disposingOfCombineLatestDetachesEverySourceAndReleasesTheLatestValues() {
    let (first, firstInput) = Signal<DeinitProbe, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    weak var weakProbe: DeinitProbe?
    weak var weakCombined: Signal<(DeinitProbe, Int), Never>?
    do {
        let probe = DeinitProbe()
        weakProbe = probe
        let combined = Signal.combineLatest(first, second)
        weakCombined = combined
        let recorder = EventRecorder(combined)
        firstInput.send(value: probe)
        secondInput.send(value: 1)
        #expect(recorder.values.count == 1)
        #expect(first.observationCount == 1)
        recorder.disposable?.dispose()
    }
    #expect(weakCombined == nil)
    #expect(first.observationCount == 0)
    #expect(second.observationCount == 0)
    #expect(weakProbe == nil)
}
