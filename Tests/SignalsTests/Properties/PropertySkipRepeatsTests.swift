import Signals
import Testing

@Suite struct PropertySkipRepeatsTests {
    @Test func skipRepeatsDropsEqualConsecutiveValues() {
        let source = MutableProperty(1)
        let distinct = source.skipRepeats()
        let recorder = EventRecorder(distinct.signal)

        for value in [1, 2, 2, 1] { source.value = value }

        #expect(recorder.values == [2, 1])
    }

    @Test func skipRepeatsComparesWithTheGivenEquivalence() {
        let source = MutableProperty("a")
        let distinct = source.skipRepeats { $0.lowercased() == $1.lowercased() }
        let recorder = EventRecorder(distinct.signal)

        for value in ["A", "b", "B", "c"] { source.value = value }

        #expect(recorder.values == ["b", "c"])
        #expect(distinct.value == "c")
    }
}
