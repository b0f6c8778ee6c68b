import Testing

@testable import Signals

/// A value sent into a signal that nobody observes, with nothing queued and nobody delivering, is dropped: no observer
/// added later gets it, since a signal does not replay. A property's signal drops it in the same way, but the property
/// still takes the value: its `value` and a start of its `producer` show it.
@Suite("Contract: a value nobody observes is dropped")
struct UnobservedValuesTests {
    @Test func aValueSentBeforeAnyoneObservesReachesNoLaterObserver() {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(value: 1)
        let recorder = EventRecorder(signal)
        input.send(value: 2)
        input.sendCompleted()
        #expect(recorder.events == [.value(2), .completed])
    }

    @Test func aValueSentAfterTheLastObserverLeftReachesNoLaterObserver() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let first = EventRecorder(signal)
        input.send(value: 1)
        first.disposable?.dispose()
        input.send(value: 2)
        let second = EventRecorder(signal)
        input.send(value: 3)
        #expect(first.values == [1])
        #expect(second.values == [3])
    }

    @Test func aValueSetWhileNobodyObservesAPropertysSignalIsItsCurrentValueButNotReplayed() {
        let property = MutableProperty(0)
        property.value = 1
        #expect(property.value == 1)
        let recorder = EventRecorder(property.signal)
        var started: [Int] = []
        property.producer.startWithValues { started.append($0) }
        property.value = 2
        #expect(recorder.values == [2], "the property's signal replayed a value set while nobody observed it")
        #expect(started == [1, 2], "a start of the producer did not begin with the value set while nobody observed")
    }
}
