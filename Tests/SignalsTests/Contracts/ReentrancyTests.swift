import Signals
import Testing

@Suite("Contract: reentrant sends")
struct ReentrancyTests {
    @Test func aValueSentFromAnObserverIsDeliveredAfterTheCurrentEventReachedEveryObserver() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var trace: [String] = []
        signal.observeValues { value in
            trace.append("A\(value)")
            if value < 3 { input.send(value: value + 1) }
        }
        signal.observeValues { trace.append("B\($0)") }

        input.send(value: 1)

        #expect(trace == ["A1", "B1", "A2", "B2", "A3", "B3"])
    }

    @Test func aTerminalEventSentFromAnObserverFollowsTheCurrentValue() {
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observeValues { _ in input.sendCompleted() }
        let recorder = EventRecorder(signal)

        input.send(value: 1)
        input.send(value: 2)

        #expect(recorder.events == [.value(1), .completed])
    }

    @Test func settingAPropertyFromItsOwnObserverDeliversEachValueInOrder() {
        let property = MutableProperty(0)
        var seen: [[Int]] = [[], []]
        property.signal.observeValues { value in
            seen[0].append(value)
            if value < 3 { property.value = value + 1 }
        }
        property.signal.observeValues { seen[1].append($0) }

        property.value = 1

        #expect(seen == [[1, 2, 3], [1, 2, 3]])
        #expect(property.value == 3)
    }

    @Test func aBindingChainWithAnOwnerCanFeedItsOwnSource() {
        let owner = Token()
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = MutableProperty(0)
        property <~ signal.take(duringLifetimeOf: owner)
        property.signal.observeValues { value in
            if value < 5 { input.send(value: value + 1) }
        }
        let recorder = EventRecorder(property.signal)

        input.send(value: 1)

        #expect(recorder.values == [1, 2, 3, 4, 5])
        #expect(property.value == 5)
    }
}
