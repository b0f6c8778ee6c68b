import Signals
import Testing

@Suite struct PropertyFilterTests {
    @Test func filterStartsWithTheInitialValueWhenTheCurrentOneDoesNotPass() {
        let source = MutableProperty(1)
        let even = source.filter(initial: 0) { $0 % 2 == 0 }

        #expect(even.value == 0)
    }

    @Test func filterStartsWithTheCurrentValueWhenItPasses() {
        let source = MutableProperty(4)
        let even = source.filter(initial: 0) { $0 % 2 == 0 }

        #expect(even.value == 4)
    }

    @Test func filterTakesOnlyTheChangesThatPass() {
        let source = MutableProperty(1)
        let even = source.filter(initial: 0) { $0 % 2 == 0 }
        let recorder = EventRecorder(even.signal)

        for value in 2...6 { source.value = value }

        #expect(recorder.values == [2, 4, 6])
        #expect(even.value == 6)
    }
}
