import Signals
import Testing

@Suite struct PropertyMapTests {
    @Test func mapDerivesTheValueAndItsChanges() {
        let source = MutableProperty(2)
        let doubled = source.map { $0 * 2 }
        let recorder = EventRecorder(doubled.signal)

        source.value = 5

        #expect(doubled.value == 10)
        #expect(recorder.values == [10])
    }

    @Test func mapCallsTheTransformOnceForTheCurrentValueThenOncePerChange() {
        let source = MutableProperty(1)
        var calls: [Int] = []
        let derived = source.map { value -> Int in
            calls.append(value)
            return value
        }

        source.value = 2
        source.value = 3

        #expect(calls == [1, 2, 3])
        #expect(derived.value == 3)
    }

    @Test func mapWithAKeyPathReadsIt() {
        let source = MutableProperty("abc")
        let count = source.map(\.count)

        source.value = "abcd"

        #expect(count.value == 4)
    }

    @Test func mapToAValueHoldsItAndSendsItOnEachChange() {
        let source = MutableProperty(1)
        let constant = source.map(value: "changed")
        let recorder = EventRecorder(constant.signal)

        source.value = 2
        source.value = 3

        #expect(constant.value == "changed")
        #expect(recorder.values == ["changed", "changed"])
    }

    @Test func aTrailingClosurePicksTheTransformOverMapToAValue() {
        let source = MutableProperty(1)
        let label = source.map { "\($0)" }

        #expect(label.value == "1")
    }
}
