import Testing

@testable import Signals

/// `flatten` and `flatMap` whose inner stream is any `SignalProducerConvertible` (a property, a result), on `Signal` and
/// `SignalProducer`, as ReactiveSwift spells them.
@Suite("flatten and flatMap over SignalProducerConvertible")
struct FlattenConvertibleTests {
    private enum Failure: Swift.Error, Equatable { case boom }

    @Test func aSignalOfPropertiesFlattensToTheLatestPropertysValues() {
        let first = MutableProperty("a")
        let second = MutableProperty("x")
        let (signal, input) = Signal<MutableProperty<String>, Never>.pipe()
        let recorder = EventRecorder(signal.flatten(.latest))
        input.send(value: first)
        first.value = "b"
        input.send(value: second)
        first.value = "c"
        second.value = "y"
        #expect(recorder.values == ["a", "b", "x", "y"])
    }

    @Test func aSignalFlatMapsEachValueToAProperty() {
        let names = [1: MutableProperty("ada"), 2: MutableProperty("bob")]
        let (ids, input) = Signal<Int, Failure>.pipe()
        let recorder = EventRecorder(ids.flatMap(.latest) { Property(names[$0]!) })
        input.send(value: 1)
        input.send(value: 2)
        names[2]!.value = "bea"
        names[1]!.value = "ann"
        input.send(error: .boom)
        #expect(recorder.events == [.value("ada"), .value("bob"), .value("bea"), .failed(.boom)])
    }

    @Test func aSignalThatCannotFailFlatMapsToResultsThatCan() {
        let (numbers, input) = Signal<Int, Never>.pipe()
        let checked = numbers.flatMap(.concat) { number -> Result<Int, Failure> in
            number < 0 ? .failure(.boom) : .success(number * 10)
        }
        let recorder = EventRecorder(checked)
        input.send(value: 1)
        input.send(value: -1)
        input.send(value: 2)
        #expect(recorder.events == [.value(10), .failed(.boom)])
    }

    @Test func aSignalOfResultsFlattensWithItsOwnErrorType() {
        let (results, input) = Signal<Result<Int, Failure>, Failure>.pipe()
        let recorder = EventRecorder(results.flatten(.merge))
        input.send(value: .success(1))
        input.send(value: .failure(.boom))
        #expect(recorder.events == [.value(1), .failed(.boom)])
    }

    @Test func aProducerOfPropertiesFlattensAndFlatMaps() {
        let property = MutableProperty(1)
        let (flattened, flattenedStart) = SignalProducer<MutableProperty<Int>, Never>(value: property)
            .flatten(.latest).record()
        let (mapped, mappedStart) = SignalProducer<Int, Failure>(values: 1, 2)
            .flatMap(.concat) { offset in Property(property.map { $0 + offset }) }.record()
        property.value = 5
        #expect(flattened.values == [1, 5])
        #expect(mapped.values == [2, 6])
        flattenedStart.dispose()
        mappedStart.dispose()
    }

    @Test func aProducerThatCannotFailFlatMapsToResultsThatCan() {
        let (recorder, _) = SignalProducer<Int, Never>(values: 1, -1, 2)
            .flatMap(.concat) { number -> Result<Int, Failure> in
                number < 0 ? .failure(.boom) : .success(number)
            }
            .record()
        #expect(recorder.events == [.value(1), .failed(.boom)])
    }

    @Test func producersAndSignalsStillUseTheirOwnOverloads() {
        let (recorder, _) = SignalProducer<Int, Never>(values: 1, 2)
            .flatMap(.merge) { SignalProducer<Int, Never>(value: $0 * 3) }
            .record()
        #expect(recorder.events == [.value(3), .value(6), .completed])
    }
}
