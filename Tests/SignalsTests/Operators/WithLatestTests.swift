import TestSupport
import Testing

@testable import Signals

enum WithLatestFailure: Error, Equatable {
    case boom
}

@Test func withLatestPairsEachValueWithTheSampleesLatestValue() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (samplee, sampleeInput) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(source.withLatest(from: samplee).map { "\($0)\($1)" })
    sourceInput.send(value: 1)
    sampleeInput.send(value: "a")
    sampleeInput.send(value: "b")
    sourceInput.send(value: 2)
    sourceInput.send(value: 3)
    #expect(recorder.events == [.value("2b"), .value("3b")])
}

@Test(arguments: [Signal<Int, WithLatestFailure>.Event.completed, .failed(.boom), .interrupted])
func withLatestForwardsTheSourcesTerminalEventAndDetaches(terminal: Signal<Int, WithLatestFailure>.Event) {
    let (source, sourceInput) = Signal<Int, WithLatestFailure>.pipe()
    let (samplee, sampleeInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(source.withLatest(from: samplee).map { $0 + $1 })
    sampleeInput.send(value: 10)
    sourceInput.send(value: 1)
    sourceInput.send(terminal)
    #expect(recorder.events == [.value(11), terminal.map { $0 }])
    #expect(samplee.observationCount == 0)
}

@Test(arguments: [Signal<Int, Never>.Event.completed, .interrupted])
func withLatestIgnoresTheSampleesTerminalEventAndKeepsItsLastValue(terminal: Signal<Int, Never>.Event) {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (samplee, sampleeInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(source.withLatest(from: samplee).map { $0 + $1 })
    sampleeInput.send(value: 10)
    sampleeInput.send(terminal)
    sourceInput.send(value: 1)
    sourceInput.send(value: 2)
    #expect(recorder.events == [.value(11), .value(12)])
}

@Test func withLatestFromAPropertyStartsWithItsCurrentValueAndOutlivesIt() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    var property: MutableProperty<String>? = MutableProperty("a")
    weak let weakProperty = property
    let recorder = EventRecorder(source.withLatest(from: property!).map { "\($0)\($1)" })
    sourceInput.send(value: 1)
    property?.value = "b"
    sourceInput.send(value: 2)
    property = nil
    #expect(weakProperty == nil)
    sourceInput.send(value: 3)
    #expect(recorder.events == [.value("1a"), .value("2b"), .value("3b")])
}

@Test func withLatestReleasesAReplacedSampleeValueAfterItsLock() {
    let values = withinTimeLimit {
        let (source, sourceInput) = Signal<Int, Never>.pipe()
        let (samplee, sampleeInput) = Signal<DeinitProbe, Never>.pipe()
        let recorder = EventRecorder(source.withLatest(from: samplee).map { value, _ in value })
        // The replaced probe's deinit sends into the source, which reads the latest value under the same lock.
        sampleeInput.send(value: DeinitProbe { sourceInput.send(value: -1) })
        sampleeInput.send(value: DeinitProbe())
        return recorder.values
    }
    #expect(values == [-1])
}

@Test func disposingOfWithLatestDetachesBothSignals() {
    let (source, _) = Signal<Int, Never>.pipe()
    let (samplee, _) = Signal<Int, Never>.pipe()
    weak var weakResult: Signal<(Int, Int), Never>?
    do {
        let result = source.withLatest(from: samplee)
        weakResult = result
        let recorder = EventRecorder(result)
        #expect(source.observationCount == 1)
        #expect(samplee.observationCount == 1)
        recorder.disposable?.dispose()
    }
    #expect(weakResult == nil)
    #expect(source.observationCount == 0)
    #expect(samplee.observationCount == 0)
}

@Test func withLatestSurvivesAReentrantSendIntoTheSource() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (samplee, sampleeInput) = Signal<Int, Never>.pipe()
    let result = source.withLatest(from: samplee).map { $0 + $1 }
    result.observeValues { value in
        if value == 11 {
            sampleeInput.send(value: 20)
            sourceInput.send(value: 2)
        }
    }
    let recorder = EventRecorder(result)
    sampleeInput.send(value: 10)
    sourceInput.send(value: 1)
    #expect(recorder.values == [11, 22])
}

@Test func withLatestSeesTheSampleeMoveForwardWhenBothSendOnDifferentThreads() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (samplee, sampleeInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(source.withLatest(from: samplee))
    sampleeInput.send(value: 0)
    let finished = withTimeLimit {
        runOnThreads(2) { index in
            for value in 1...10_000 {
                if index == 0 { sourceInput.send(value: value) } else { sampleeInput.send(value: value) }
            }
        }
    }
    #expect(finished)
    let pairs = recorder.values
    #expect(pairs.map(\.0) == Array(1...10_000))
    #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.1 <= $1.1 })
}
