import Testing

@testable import Signals

@Suite("Signal.Observer <~")
struct ObserverBindingTests {
    @Test func sendsEveryValueOfTheSourceIntoTheObserver() {
        let (searches, searchInput) = Signal<String, OperatorTestFailure>.pipe()
        let (texts, textInput) = Signal<String, Never>.pipe()
        let recorder = EventRecorder(searches)
        searchInput <~ texts
        textInput.send(value: "a")
        textInput.send(value: "ab")
        #expect(recorder.events == [.value("a"), .value("ab")])
    }

    @Test func theEndOfTheSourceDoesNotEndTheObserversSignal() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (source, sourceInput) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal)
        input <~ source
        sourceInput.send(value: 1)
        sourceInput.sendCompleted()
        input.send(value: 2)
        #expect(recorder.events == [.value(1), .value(2)])
    }

    @Test func aPropertySourceSendsItsCurrentValueFirst() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = MutableProperty(1)
        let recorder = EventRecorder(signal)
        input <~ property
        property.value = 2
        #expect(recorder.values == [1, 2])
    }

    @Test func disposingTheBindingStopsIt() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (source, sourceInput) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal)
        let binding = input <~ source
        sourceInput.send(value: 1)
        binding?.dispose()
        sourceInput.send(value: 2)
        #expect(recorder.values == [1])
        #expect(source.observationCount == 0)
    }

    @Test func theObserverIsHeldWeaklyAndTheBindingEndsOnceItIsGone() {
        let (source, sourceInput) = Signal<Int, Never>.pipe()
        weak var weakInput: Signal<Int, Never>.Observer?
        var recorder: EventRecorder<Int, Never>?
        do {
            let (signal, input) = Signal<Int, Never>.pipe()
            weakInput = input
            recorder = EventRecorder(signal)
            input <~ source
            sourceInput.send(value: 1)
        }
        #expect(weakInput == nil)
        #expect(recorder?.events == [.value(1), .interrupted])
        sourceInput.send(value: 2)
        #expect(source.observationCount == 0)
    }

    @Test func aValueSentBackIntoTheSourceFromInsideAnObserverIsQueued() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let (source, sourceInput) = Signal<Int, Never>.pipe()
        input <~ source
        signal.observeValues { value in
            if value == 1 { sourceInput.send(value: 2) }
        }
        let recorder = EventRecorder(signal)
        sourceInput.send(value: 1)
        #expect(recorder.values == [1, 2])
    }

    @Test func sourcesOnSeveralThreadsAllReachTheObserver() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let sources = (0..<4).map { _ in Signal<Int, Never>.pipe() }
        for (source, _) in sources { input <~ source }
        let recorder = EventRecorder(signal)
        let inputs = sources.map(\.input)
        runOnThreads(4, withinSeconds: 60) { thread in
            for value in 0..<5_000 { inputs[thread].send(value: thread * 5_000 + value) }
        }
        #expect(recorder.values.sorted() == Array(0..<20_000))
    }
}
