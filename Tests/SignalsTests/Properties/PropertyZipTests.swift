import Signals
import Testing

@Suite struct PropertyZipTests {
    @Test func zipStartsWithTheCurrentValuesThenPairsChangesInStep() {
        let first = MutableProperty(1)
        let second = MutableProperty("a")
        let zipped = first.zip(with: second)
        var seen: [String] = []
        zipped.startWithValues { seen.append("\($0.0)\($0.1)") }

        first.value = 2
        first.value = 3
        second.value = "b"
        second.value = "c"
        second.value = "d"

        #expect(seen == ["1a", "2b", "3c"])
    }

    @Test func zipCompletesOnceASourceIsGoneAndItsChangesAreUsed() {
        var first: MutableProperty<Int>? = MutableProperty(0)
        let second = MutableProperty(0)
        let zipped = first!.zip(with: second)
        let recorder = EventRecorder(zipped.signal)

        first!.value = 1
        first = nil
        #expect(!recorder.isTerminated)
        second.value = 1

        #expect(recorder.isTerminated)
        #expect(zipped.value == (1, 1))
    }

    @Test func zipOfASequenceAndItsEmptyForms() {
        let sources = (0..<3).map { MutableProperty($0) }
        let zipped = Property<Int>.zip(sources)!
        for source in sources { source.value += 10 }

        #expect(zipped.value == [10, 11, 12])
        #expect(Property<Int>.zip([MutableProperty<Int>]()) == nil)
        #expect(Property<Int>.zip([MutableProperty<Int>](), emptySentinel: []).value == [])
    }

    @Test func staticZipTakesUpToTenProperties() {
        let source = MutableProperty(0)
        let zipped = Property.zip(
            source, source, source, source, source, source, source, source, source, source.map { $0 * 2 }
        )

        source.value = 1

        #expect(zipped.value.0 == 1)
        #expect(zipped.value.9 == 2)
    }
}
