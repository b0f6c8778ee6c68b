import Testing

@testable import Signals

@Suite("Property producers and producer bindings")
struct PropertyProducerTests {
    @Test func aPropertysProducerSendsTheCurrentValueThenChanges() {
        let property = MutableProperty(1)
        let (recorder, disposable) = property.producer.record()
        property.value = 2
        disposable.dispose()
        property.value = 3
        #expect(recorder.events == [.value(1), .value(2), .interrupted])
        let readOnly = Property(capturing: property)
        #expect(readOnly.producer.synchronousEvents() == [.value(3)])
    }

    @Test func aPropertysProducerCompletesWhenThePropertyIsGoneAndDoesNotKeepIt() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        weak let weakProperty = property
        let producer = property!.producer
        let (recorder, _) = producer.record()
        property = nil
        #expect(weakProperty == nil)
        #expect(recorder.events == [.value(1), .completed])
        #expect(producer.synchronousEvents() == [.value(1), .completed])
    }

    @Test func propertyInitialThenTakesTheProducersValues() {
        let source = ManualProducer<Int, Never>()
        var property: Property<Int>? = Property(initial: 0, then: source.producer)
        #expect(property?.value == 0)
        source.observer().send(value: 5)
        #expect(property?.value == 5)
        property = nil
        #expect(source.lifetime().hasEnded)
        let synchronous = Property(initial: 0, then: SignalProducer(values: 1, 2))
        #expect(synchronous.value == 2)
    }

    @Test func propertyInitialThenCompletesItsSignalWhenTheStartEndsAndKeepsTheLastValue() {
        let source = ManualProducer<Int, Never>()
        let property = Property(initial: 0, then: source.producer)
        let recorder = EventRecorder(property.signal)
        source.observer().send(value: 1)
        source.observer().sendCompleted()
        #expect(recorder.events == [.value(1), .completed])
        #expect(property.value == 1)
    }

    @Test func aProducerCanBeBoundAndTheBindingInterruptsIt() {
        let source = ManualProducer<String, Never>()
        let target = MutableProperty("")
        let binding = target <~ source.producer
        source.observer().send(value: "a")
        #expect(target.value == "a")
        binding?.dispose()
        #expect(source.lifetime().hasEnded)
        source.observer().send(value: "b")
        #expect(target.value == "a")
    }

    @Test func aBindingToAPropertyEndsWhenTheTargetGoes() {
        let source = ManualProducer<Int, Never>()
        var target: MutableProperty<Int>? = MutableProperty(0)
        target! <~ source.producer
        target = nil
        #expect(source.lifetime().hasEnded)
    }
}
