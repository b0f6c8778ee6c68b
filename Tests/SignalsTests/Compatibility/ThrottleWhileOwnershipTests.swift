import Testing

@testable import Signals

/// `SignalProducer.throttle(while:on:)` does not keep its property alive, as in ReactiveSwift, whose producer form
/// captures a `Property` that reflects the property rather than the property itself.
@Suite("throttle(while:on:) ownership")
struct ThrottleWhileOwnershipTests {
    @Test func producerThrottleWhileDoesNotKeepItsPropertyAlive() {
        weak var released: MutableProperty<Bool>?
        let producer: SignalProducer<Int, Never>
        do {
            let isThrottled = MutableProperty(false)
            released = isThrottled
            producer = SignalProducer(value: 1).throttle(while: isThrottled, on: ImmediateScheduler())
        }
        #expect(released == nil)
        // A property that is gone while `false` lets every value through.
        #expect(producer.synchronousEvents() == [.value(1), .completed])
    }

    @Test func producerThrottleWhileFollowsThePropertyWhileItLives() {
        let isThrottled = MutableProperty(true)
        let (signal, input) = Signal<Int, Never>.pipe()
        let (recorder, _) = SignalProducer(signal).throttle(while: isThrottled, on: ImmediateScheduler()).record()
        input.send(value: 1)
        input.send(value: 2)
        #expect(recorder.values.isEmpty)
        isThrottled.value = false
        input.send(value: 3)
        #expect(recorder.values == [2, 3])
    }
}
