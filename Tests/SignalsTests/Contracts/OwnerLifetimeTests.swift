import Signals
import Testing

@Suite("Contract: owner lifetimes")
struct OwnerLifetimeTests {
    @Test func noValuePassesOnceTheOwnerIsGone() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var owner: Token? = Token()
        let recorder = EventRecorder(signal.take(duringLifetimeOf: owner!))

        input.send(value: 1)
        owner = nil
        input.send(value: 2)

        #expect(recorder.events == [.value(1), .completed])
    }

    @Test func theUpstreamObservationIsDetachedAtTheNextEvent() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var owner: Token? = Token()
        let recorder = EventRecorder(signal.take(duringLifetimeOf: owner!))
        #expect(signal.observationCount == 1)

        owner = nil
        input.send(value: 1)

        #expect(signal.observationCount == 0)
        #expect(recorder.events == [.completed])
    }

    @Test func deadBindingsToALongLivedSignalStayBounded() {
        let (signal, _) = Signal<Int, Never>.pipe()
        let property = MutableProperty(0)
        for _ in 0..<10_000 {
            let owner = Token()
            property <~ signal.take(duringLifetimeOf: owner)
        }

        signal.observeValues { _ in }

        #expect(signal.observationCount <= 2)
        #expect(property.lifetime.registrationCount <= 1)
    }

    @Test func anOwnerWithALifetimeEndsTheObservationAtItsDeinit() {
        final class Screen: LifetimeProvider {
            let (lifetime, token) = Lifetime.make()
        }
        let (signal, _) = Signal<Int, Never>.pipe()
        var screen: Screen? = Screen()
        let recorder = EventRecorder(signal.take(duringLifetimeOf: screen!))

        screen = nil

        #expect(recorder.events == [.completed])
        #expect(signal.observationCount == 0)
    }

    @Test func bindingsToAnObjectEndWithIt() {
        final class Label: ReactiveExtensionsProvider {
            var text = ""
        }
        let (signal, input) = Signal<String, Never>.pipe()
        var label: Label? = Label()
        weak let weakLabel = label
        label!.reactive.makeBindingTarget { $0.text = $1 } <~ signal
        input.send(value: "hello")
        #expect(label?.text == "hello")

        label = nil
        input.send(value: "bye")

        #expect(weakLabel == nil)
        #expect(signal.observationCount == 0)
    }
}
