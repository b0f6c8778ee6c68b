import Signals
import Testing

@Suite struct PropertyTests {
    @Test func aConstantPropertyKeepsItsValue() {
        let property = Property(value: 3)
        var seen: [Int] = []
        property.startWithValues { seen.append($0) }
        #expect(property.value == 3)
        #expect(seen == [3])
    }

    @Test func aCapturingPropertyFollowsItsSource() {
        let source = MutableProperty(1)
        let property = Property(capturing: source)
        let recorder = EventRecorder(property.signal)

        source.value = 2

        #expect(property.value == 2)
        #expect(recorder.values == [2])
    }

    @Test func aPropertyFromASignalStartsWithTheInitialValue() {
        let (signal, input) = Signal<String, Never>.pipe()
        let property = Property(initial: "none", then: signal)
        #expect(property.value == "none")

        input.send(value: "some")

        #expect(property.value == "some")
    }

    @Test func mapDerivesTheValue() {
        let source = MutableProperty(2)
        let doubled = source.map { $0 * 2 }
        let recorder = EventRecorder(doubled.signal)

        source.value = 5

        #expect(doubled.value == 10)
        #expect(recorder.values == [10])
    }

    @Test func mapWithAKeyPathReadsIt() {
        let source = MutableProperty("abc")
        #expect(source.map(\.count).value == 3)
    }

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

    @Test func skipRepeatsDropsEqualConsecutiveValues() {
        let source = MutableProperty(1)
        let distinct = source.skipRepeats()
        let recorder = EventRecorder(distinct.signal)

        source.value = 1
        source.value = 2
        source.value = 2
        source.value = 1

        #expect(recorder.values == [2, 1])
    }

    @Test func aDerivedPropertyKeepsItsSourceAliveAndStopsFollowingAtDeinit() {
        weak var weakSource: MutableProperty<Int>?
        var derived: Property<Int>?
        do {
            let source = MutableProperty(1)
            weakSource = source
            derived = source.map { $0 + 1 }
        }
        #expect(weakSource != nil)
        let recorder = EventRecorder(derived!.signal)

        derived = nil

        #expect(weakSource == nil)
        #expect(recorder.events == [.completed])
    }

    @Test func bindingFromAPropertyStartsWithItsCurrentValue() {
        let source = MutableProperty("first")
        let target = MutableProperty("")
        target <~ source

        #expect(target.value == "first")
        source.value = "second"
        #expect(target.value == "second")
    }
}
