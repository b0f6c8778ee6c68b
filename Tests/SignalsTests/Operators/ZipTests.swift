import TestSupport
import Testing

@testable import Signals

enum ZipFailure: Error, Equatable {
    case boom
}

@Test func zipPairsTheNthValuesOfBothSignals() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(Signal.zip(first, second).map { "\($0)\($1)" })
    firstInput.send(value: 1)
    firstInput.send(value: 2)
    secondInput.send(value: "a")
    firstInput.send(value: 3)
    secondInput.send(value: "b")
    secondInput.send(value: "c")
    secondInput.send(value: "d")
    #expect(recorder.events == [.value("1a"), .value("2b"), .value("3c")])
}

@Test func zipCompletesOnceACompletedSignalHasNoValueLeftToPair() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(first.zip(with: second).map { [$0, $1] })
    firstInput.send(value: 1)
    firstInput.send(value: 2)
    firstInput.sendCompleted()
    secondInput.send(value: 10)
    #expect(recorder.events == [.value([1, 10])])
    secondInput.send(value: 20)
    #expect(recorder.events == [.value([1, 10]), .value([2, 20]), .completed])
    #expect(second.observationCount == 0)
}

@Test func zipCompletesAtOnceWhenASignalCompletesWithNothingWaiting() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(Signal.zip(first, second).map { [$0, $1] })
    secondInput.send(value: 10)
    firstInput.sendCompleted()
    #expect(recorder.events == [.completed])
}

@Test(arguments: [Signal<Int, ZipFailure>.Event.failed(.boom), .interrupted])
func zipForwardsAFailureOrInterruptionOfEitherAtOnce(terminal: Signal<Int, ZipFailure>.Event) {
    let (first, firstInput) = Signal<Int, ZipFailure>.pipe()
    let (second, secondInput) = Signal<Int, ZipFailure>.pipe()
    let recorder = EventRecorder(Signal.zip(first, second).map { [$0, $1] })
    firstInput.send(value: 1)
    secondInput.send(terminal)
    secondInput.send(value: 2)
    #expect(recorder.events == [terminal.map { [$0] }])
    #expect(first.observationCount == 0)
}

@Test func zipOfThreeAndOfTenSendTuplesInArgumentOrder() {
    let pipes = (0..<10).map { _ in Signal<Int, Never>.pipe() }
    let s = pipes.map(\.output)
    let three = EventRecorder(Signal.zip(s[0], s[1], s[2]).map { [$0, $1, $2] })
    let ten = EventRecorder(
        Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9])
            .map { [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9] }
    )
    for round in 0..<2 {
        for (index, pipe) in pipes.enumerated() { pipe.input.send(value: round * 10 + index) }
    }
    #expect(three.values == [[0, 1, 2], [10, 11, 12]])
    #expect(ten.values == [Array(0..<10), Array(10..<20)])
}

@Test func zipOfASequenceSendsArraysAndOfNoSignalsNeverSends() {
    let pipes = (0..<3).map { _ in Signal<Int, Never>.pipe() }
    let recorder = EventRecorder(Signal.zip(pipes.map(\.output)))
    for (index, pipe) in pipes.enumerated() { pipe.input.send(value: index) }
    for pipe in pipes { pipe.input.sendCompleted() }
    #expect(recorder.events == [.value([0, 1, 2]), .completed])

    let zipOfNone = Signal<Int, Never>.zip([Signal<Int, Never>]())
    let empty = EventRecorder(zipOfNone)
    #expect(empty.events.isEmpty)
    #expect(empty.disposable != nil)
}

@Test func zipReleasesWaitingValuesWhenItEnds() {
    let (first, firstInput) = Signal<DeinitProbe, ZipFailure>.pipe()
    let (second, secondInput) = Signal<Int, ZipFailure>.pipe()
    weak var weakProbe: DeinitProbe?
    let recorder = EventRecorder(Signal.zip(first, second).map { $1 })
    do {
        let probe = DeinitProbe()
        weakProbe = probe
        firstInput.send(value: probe)
    }
    #expect(weakProbe != nil)
    secondInput.send(error: .boom)
    #expect(recorder.events == [.failed(.boom)])
    #expect(weakProbe == nil)
}

@Test func zipDoesNotKeepAPairedValueOnceItIsSent() {
    let (probes, probeInput) = Signal<DeinitProbe, Never>.pipe()
    let (numbers, numberInput) = Signal<Int, Never>.pipe()
    let isReleased = Locked(false)
    let recorder = EventRecorder(Signal.zip(probes, numbers).map { $1 })
    probeInput.send(value: DeinitProbe { isReleased.withLock { $0 = true } })
    numberInput.send(value: 1)
    #expect(recorder.values == [1])
    #expect(isReleased.withLock { $0 })
}

@Test func zipKeepsPairsInOrderAcrossThreads() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let detector = OverlapDetector()
    let recorder = EventRecorder(
        Signal.zip(first, second).on(value: { _ in
            detector.enter()
            detector.exit()
        })
    )
    let finished = withTimeLimit {
        runOnThreads(2) { index in
            let input = index == 0 ? firstInput : secondInput
            for value in 0..<10_000 { input.send(value: value) }
            input.sendCompleted()
        }
    }
    #expect(finished)
    let pairs = recorder.values
    #expect(pairs.count == 10_000)
    #expect(pairs.allSatisfy { $0.0 == $0.1 })
    #expect(pairs.map(\.0) == Array(0..<10_000))
    #expect(recorder.events.last?.isCompleted == true)
    #expect(detector.maximumOverlap == 1)
}

@Test func zipSurvivesAReentrantSendIntoASource() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let zipped = Signal.zip(first, second).map { [$0, $1] }
    zipped.observeValues { pair in
        if pair == [1, 1] {
            firstInput.send(value: 2)
            secondInput.send(value: 2)
        }
    }
    let recorder = EventRecorder(zipped)
    firstInput.send(value: 1)
    secondInput.send(value: 1)
    #expect(recorder.values == [[1, 1], [2, 2]])
}
