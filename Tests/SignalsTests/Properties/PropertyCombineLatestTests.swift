import Signals
import Testing

@Suite struct PropertyCombineLatestTests {
    @Test func combineLatestPairsTheLatestValues() {
        let first = MutableProperty(1)
        let second = MutableProperty("a")
        let combined = first.combineLatest(with: second)
        var seen: [String] = []
        combined.startWithValues { seen.append("\($0.0)\($0.1)") }

        first.value = 2
        second.value = "b"

        #expect(seen == ["1a", "2a", "2b"])
    }

    @Test func combineLatestCompletesOnlyOnceEverySourceIsGone() {
        var first: MutableProperty<Int>? = MutableProperty(1)
        var second: MutableProperty<Int>? = MutableProperty(2)
        let combined = first!.combineLatest(with: second!).map { "\($0)\($1)" }
        let recorder = EventRecorder(combined.signal)

        first = nil
        second!.value = 3
        #expect(recorder.events == [.value("13")])
        second = nil

        #expect(recorder.events == [.value("13"), .completed])
        #expect(combined.value == "13")
    }

    @Test func staticCombineLatestTakesUpToTenPropertiesOfDifferentTypes() {
        let number = MutableProperty(0)
        let combined = Property.combineLatest(
            number, MutableProperty("b"), MutableProperty(2.0), MutableProperty(true), MutableProperty(4),
            MutableProperty(5), MutableProperty(6), MutableProperty(7), MutableProperty(8), number.map { $0 + 9 }
        )

        number.value = 10

        #expect(combined.value.0 == 10)
        #expect(combined.value.1 == "b")
        #expect(combined.value.3 == true)
        #expect(combined.value.9 == 19)
    }

    @Test func combineLatestOfASequenceKeepsItsOrder() {
        let sources = (0..<3).map { MutableProperty($0) }
        let combined = Property<Int>.combineLatest(sources)
        let recorder = EventRecorder(combined!.signal)

        sources[1].value = 10

        #expect(combined?.value == [0, 10, 2])
        #expect(recorder.values == [[0, 10, 2]])
    }

    @Test func combineLatestOfAnEmptySequenceIsNilOrTheConstantSentinel() {
        let empty: [MutableProperty<Int>] = []

        #expect(Property<Int>.combineLatest(empty) == nil)
        let sentinel = Property<Int>.combineLatest(empty, emptySentinel: [42])
        #expect(sentinel.value == [42])
        #expect(EventRecorder(sentinel.signal).events == [.interrupted])
    }
}
