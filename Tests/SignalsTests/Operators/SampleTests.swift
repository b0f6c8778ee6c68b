import TestSupport
import Testing

@testable import Signals

enum SampleFailure: Error, Equatable {
    case boom
}

@Test func sampleWithSendsTheLatestValueWithEachSamplerValue() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (sampler, samplerInput) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(source.sample(with: sampler).map { "\($0)\($1)" })
    samplerInput.send(value: "a")
    sourceInput.send(value: 1)
    sourceInput.send(value: 2)
    samplerInput.send(value: "b")
    samplerInput.send(value: "c")
    #expect(recorder.events == [.value("2b"), .value("2c")])
}

@Test func sampleOnSendsTheLatestValueEachTimeTheSamplerFires() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (sampler, samplerInput) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(source.sample(on: sampler))
    samplerInput.send(value: ())
    sourceInput.send(value: 1)
    samplerInput.send(value: ())
    samplerInput.send(value: ())
    #expect(recorder.events == [.value(1), .value(1)])
}

@Test func sampleGoesOnSamplingTheLastValueAfterTheSourceCompletesAndCompletesWithTheSampler() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (sampler, samplerInput) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(source.sample(on: sampler))
    sourceInput.send(value: 1)
    sourceInput.sendCompleted()
    samplerInput.send(value: ())
    #expect(recorder.events == [.value(1)])
    samplerInput.sendCompleted()
    #expect(recorder.events == [.value(1), .completed])
}

@Test func sampleCompletesWithTheSourceOnceTheSamplerHasCompleted() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (sampler, samplerInput) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(source.sample(on: sampler))
    sourceInput.send(value: 1)
    samplerInput.sendCompleted()
    sourceInput.send(value: 2)
    #expect(recorder.events.isEmpty)
    sourceInput.sendCompleted()
    #expect(recorder.events == [.completed])
}

@Test(arguments: [Signal<Int, SampleFailure>.Event.failed(.boom), .interrupted])
func sampleForwardsTheSourcesFailureOrInterruptionAtOnce(terminal: Signal<Int, SampleFailure>.Event) {
    let (source, sourceInput) = Signal<Int, SampleFailure>.pipe()
    let (sampler, _) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(source.sample(on: sampler))
    sourceInput.send(terminal)
    #expect(recorder.events == [terminal])
    #expect(sampler.observationCount == 0)
}

@Test func sampleForwardsTheSamplersInterruptionAtOnce() {
    let (source, _) = Signal<Int, SampleFailure>.pipe()
    let (sampler, samplerInput) = Signal<Void, Never>.pipe()
    let recorder = EventRecorder(source.sample(on: sampler))
    samplerInput.sendInterrupted()
    #expect(recorder.events == [.interrupted])
    #expect(source.observationCount == 0)
}

@Test func sampleReleasesAReplacedValueAfterItsLock() {
    let values = withinTimeLimit {
        let (source, sourceInput) = Signal<DeinitProbe, Never>.pipe()
        let (sampler, samplerInput) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(source.sample(with: sampler).map { $1 })
        // The replaced probe's deinit fires the sampler, which reaches the sample state again.
        sourceInput.send(value: DeinitProbe { samplerInput.send(value: -1) })
        sourceInput.send(value: DeinitProbe())
        return recorder.values
    }
    #expect(values == [-1])
}

@Test func sampleSurvivesAReentrantSendIntoTheSampler() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (sampler, samplerInput) = Signal<Int, Never>.pipe()
    let result = source.sample(with: sampler).map { $0 + $1 }
    result.observeValues { value in
        if value == 11 {
            sourceInput.send(value: 2)
            samplerInput.send(value: 20)
        }
    }
    let recorder = EventRecorder(result)
    sourceInput.send(value: 1)
    samplerInput.send(value: 10)
    #expect(recorder.values == [11, 22])
}

@Test func disposingOfSampleDetachesBothSignals() {
    let (source, _) = Signal<Int, Never>.pipe()
    let (sampler, _) = Signal<Void, Never>.pipe()
    weak var weakResult: Signal<Int, Never>?
    do {
        let result = source.sample(on: sampler)
        weakResult = result
        let recorder = EventRecorder(result)
        recorder.disposable?.dispose()
    }
    #expect(weakResult == nil)
    #expect(source.observationCount == 0)
    #expect(sampler.observationCount == 0)
}

@Test func sampleKeepsTheOrderOfDecisionsAcrossThreads() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (sampler, samplerInput) = Signal<Int, Never>.pipe()
    let detector = OverlapDetector()
    let recorder = EventRecorder(
        source.sample(with: sampler).on(value: { _ in
            detector.enter()
            detector.exit()
        })
    )
    sourceInput.send(value: 0)
    let finished = withTimeLimit {
        runOnThreads(2) { index in
            for value in 1...10_000 {
                if index == 0 { sourceInput.send(value: value) } else { samplerInput.send(value: value) }
            }
        }
    }
    #expect(finished)
    let pairs = recorder.values
    #expect(pairs.map(\.1) == Array(1...10_000))
    #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 <= $1.0 })
    #expect(detector.maximumOverlap == 1)
}
