import Signals
import Testing

@Suite struct PropertyTests {
    @Test func aConstantPropertyKeepsItsValueAndStartWithValuesSendsItThenReturnsNil() {
        let property = Property(value: 3)
        var seen: [Int] = []

        let observation = property.startWithValues { seen.append($0) }

        #expect(property.value == 3)
        #expect(seen == [3])
        #expect(observation == nil)
    }

    @Test func observingTheSignalOfAConstantPropertyEndsAtOnceWithInterrupted() {
        let property = Property(value: "constant")
        let recorder = EventRecorder(property.signal)

        #expect(recorder.events == [.interrupted])
        #expect(recorder.disposable == nil)
    }

    @Test func aCapturingPropertyFollowsItsSourceThroughTheSameSignal() {
        let source = MutableProperty(1)
        let property = Property(capturing: source)
        let recorder = EventRecorder(property.signal)

        source.value = 2

        #expect(property.value == 2)
        #expect(recorder.values == [2])
        #expect(property.signal === source.signal)
    }

    @Test func aCapturingPropertyKeepsItsSourceAlive() {
        weak var weakSource: MutableProperty<Int>?
        var property: Property<Int>?
        do {
            let source = MutableProperty(1)
            weakSource = source
            property = Property(capturing: source)
        }
        #expect(weakSource != nil)
        let recorder = EventRecorder(property!.signal)

        property = nil

        #expect(weakSource == nil)
        #expect(recorder.events == [.completed])
    }

    @Test func aCapturingPropertyOfAnotherConformingTypePassesItsValueAndChangesThrough() {
        let source = CustomProperty(1)
        let property = Property(capturing: source)
        var seen: [Int] = []
        property.startWithValues { seen.append($0) }

        source.set(2)

        #expect(property.value == 2)
        #expect(seen == [1, 2])
    }

    @Test func aWrappingPropertyFollowsItsSourceWithoutKeepingItAlive() {
        weak var weakSource: MutableProperty<String>?
        let property: Property<String>
        let recorder: EventRecorder<String, Never>
        do {
            let source = MutableProperty("a")
            weakSource = source
            property = Property(source)
            recorder = EventRecorder(property.signal)
            source.value = "b"
        }

        #expect(weakSource == nil)
        #expect(property.value == "b")
        #expect(recorder.events == [.value("b"), .completed])
    }

    @Test func aPropertyFromASignalStartsWithTheInitialValueThenTakesItsValues() {
        let (signal, input) = Signal<String, Never>.pipe()
        let property = Property(initial: "none", then: signal)
        let recorder = EventRecorder(property.signal)
        #expect(property.value == "none")

        input.send(value: "some")

        #expect(property.value == "some")
        #expect(recorder.values == ["some"])
    }

    @Test(arguments: [Signal<Int, Never>.Event.completed, .interrupted])
    func aPropertyFromASignalCompletesWhenTheSignalEndsAndKeepsItsLastValue(_ end: Signal<Int, Never>.Event) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = Property(initial: 0, then: signal)
        let recorder = EventRecorder(property.signal)

        input.send(value: 1)
        input.send(end)

        #expect(recorder.events == [.value(1), .completed])
        #expect(property.value == 1)
    }

    @Test func aPropertyFromASignalDoesNotKeepTheSignalAlive() {
        weak var weakSignal: Signal<Int, Never>?
        var input: Signal<Int, Never>.Observer?
        let property: Property<Int>
        do {
            let (signal, signalInput) = Signal<Int, Never>.pipe()
            weakSignal = signal
            input = signalInput
            property = Property(initial: 0, then: signal)
        }
        let recorder = EventRecorder(property.signal)

        input?.send(value: 1)
        #expect(property.value == 1)
        input = nil

        #expect(weakSignal == nil)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test func aPropertyWithAnOptionalValueTakesTheValuesOfASignalOfWrappedValues() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = Property<Int?>(initial: nil, then: signal)
        #expect(property.value == nil)

        input.send(value: 4)

        #expect(property.value == 4)
    }

    @Test func aPropertyIsAPropertyWrapperWhoseProjectionIsTheProperty() {
        final class Screen {
            @Property(value: "Settings") var title: String
        }
        let screen = Screen()

        #expect(screen.title == "Settings")
        #expect(screen.$title.value == "Settings")
    }

    @Test func bindingFromAPropertyStartsWithItsCurrentValue() {
        let source = MutableProperty("first")
        let target = MutableProperty("")
        target <~ source

        #expect(target.value == "first")
        source.value = "second"
        #expect(target.value == "second")
    }

    @Test func bindingFromADerivedPropertyStartsWithItsCurrentValueAndEndsWhenTheSourceIsGone() {
        var source: MutableProperty<Int>? = MutableProperty(1)
        let target = MutableProperty(0)
        let binding = target <~ source!.map { $0 * 10 }
        #expect(target.value == 10)

        source!.value = 2
        #expect(target.value == 20)
        source = nil

        #expect(binding?.isDisposed == true)
    }
}

/// A property of another library: its signal does not carry its value.
final class CustomProperty<Value>: PropertyProtocol, @unchecked Sendable {
    // Safety: test-only, used from one thread.
    private(set) var value: Value
    let signal: Signal<Value, Never>
    private let input: Signal<Value, Never>.Observer

    init(_ value: Value) {
        self.value = value
        (signal, input) = Signal.pipe()
    }

    func set(_ newValue: Value) {
        value = newValue
        input.send(value: newValue)
    }

    /// Ends the signal, as a property of another library that is gone would.
    func end() {
        input.sendCompleted()
    }

    func startWithValues(_ action: @escaping (Value) -> Void) -> Disposable? {
        action(value)
        return signal.observeValues(action)
    }

    func observeForBinding(
        _ observer: @escaping (Signal<Value, Never>.Event) -> Void,
        whileAlive owner: AnyObject?
    ) -> Disposable? {
        observer(.value(value))
        return signal.observe(observer)
    }
}
