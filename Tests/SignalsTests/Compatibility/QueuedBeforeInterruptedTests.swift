import Testing

@testable import Signals

/// Values the interrupting thread itself sent before `interrupted` (here, from inside an observer) reach the observers
/// before it, even when they are still queued behind the event being delivered, as in ReactiveSwift. Values other
/// threads queued meanwhile are dropped: see `InterruptedOvertakesTests`.
@Suite("Values queued before interrupted")
struct QueuedBeforeInterruptedTests {
    @Test func valuesSentFromAnObserverBeforeInterruptedAreDeliveredFirst() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var events: [Signal<Int, Never>.Event] = []
        signal.observe { event in
            events.append(event)
            if event.value == 0 {
                for value in 1...10 { input.send(value: value) }
                input.sendInterrupted()
                input.send(value: 11)
            }
        }
        input.send(value: 0)
        #expect(events == (0...10).map { .value($0) } + [.interrupted])
    }

}
