import Dispatch
import TestSupport
import Testing

@testable import Signals

/// `interrupted` sent while another thread delivers overtakes the values other threads queued meanwhile, as in
/// ReactiveSwift, where those threads would still be waiting for the send lock and their values are dropped
/// (SignalSpec "should not send events after sending an interrupted event"). What the interrupting thread itself sent
/// before comes first; `completed` and `failed` keep every value queued before them.
///
/// Every role runs on a dedicated thread, all alive together: a thread pool may run two roles on one thread, which
/// would make them one sender.
@Suite("interrupted overtakes other threads' queued values")
struct InterruptedOvertakesTests {
    /// A signal whose delivery of 0 blocks until `release` is signalled, so that other threads' sends queue behind it.
    final class BlockedDelivery<Payload>: @unchecked Sendable {
        // Safety: the semaphores and `recorded` are thread-safe; the pipe is.
        let (signal, input) = Signal<Payload, Never>.pipe()
        let delivering = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        private let recorded = Locked<[Signal<Payload, Never>.Event]>([])
        var events: [Signal<Payload, Never>.Event] { recorded.withLock { $0 } }

        init(blocksOn isBlocking: @escaping (Payload) -> Bool) {
            signal.observe { [recorded, delivering, release] event in
                recorded.withLock { $0.append(event) }
                if let value = event.value, isBlocking(value) {
                    delivering.signal()
                    release.wait()
                }
            }
        }

        /// Runs `steps` in order, each on a thread of its own; all threads live until the last step ends. Step 0 runs
        /// while nothing else does and should start the blocked delivery; the last step should release it.
        func run(_ steps: [@Sendable () -> Void]) -> Bool {
            let turns = (0...steps.count).map { _ in DispatchSemaphore(value: 0) }
            let done = DispatchSemaphore(value: 0)
            return withTimeLimit { [delivering] in
                runOnThreads(steps.count) { index in
                    if index > 0 { turns[index].wait() }
                    if index == 0 {
                        DispatchQueue.global().async { turns[1].signal() }
                        steps[0]()
                    } else {
                        if index == 1 { delivering.wait() }
                        steps[index]()
                        turns[index + 1].signal()
                    }
                    if index == steps.count - 1 { done.signal() }
                }
                done.wait()
            }
        }
    }

    /// Thread B sends 1, 2, 3 while 0 is being delivered; thread C sends 100 then `terminal`; thread D sends 4.
    private func eventsWhenAnotherThreadEnds(with terminal: Signal<Int, Never>.Event) -> [Signal<Int, Never>.Event]? {
        let delivery = BlockedDelivery<Int> { $0 == 0 }
        let input = delivery.input
        let finished = delivery.run([
            { input.send(value: 0) },
            { for value in 1...3 { input.send(value: value) } },
            {
                input.send(value: 100)
                input.send(terminal)
            },
            { input.send(value: 4) },
            { delivery.release.signal() },
        ])
        return finished ? delivery.events : nil
    }

    @Test func interruptedDropsWhatOtherThreadsQueuedAndKeepsWhatItsOwnThreadSentBefore() {
        guard let events = eventsWhenAnotherThreadEnds(with: .interrupted) else { return }
        #expect(events == [.value(0), .value(100), .interrupted])
    }

    @Test func completedKeepsEveryValueQueuedBeforeIt() {
        guard let events = eventsWhenAnotherThreadEnds(with: .completed) else { return }
        #expect(events == [.value(0), .value(1), .value(2), .value(3), .value(100), .completed])
    }

    @Test func interruptedFromInsideAnObserverKeepsWhatThatObserverQueuedFirst() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var events: [Signal<Int, Never>.Event] = []
        signal.observe { event in
            events.append(event)
            if event.value == 0 {
                input.send(value: 1)
                input.sendInterrupted()
            }
        }
        input.send(value: 0)
        #expect(events == [.value(0), .value(1), .interrupted])
    }

    /// The ReactiveSwift spec's shape: nine threads send a value each while the first delivery is slow, then another
    /// interrupts. Only the value in flight comes before `interrupted`.
    @Test func nothingOtherThreadsSendDuringTheSlowDeliveryComesBeforeInterrupted() {
        for _ in 0..<20 {
            let delivery = BlockedDelivery<Int> { $0 == 0 }
            let input = delivery.input
            let senders: [@Sendable () -> Void] = (1...9).map { value in { input.send(value: value) } }
            let finished = delivery.run(
                [{ input.send(value: 0) }] + senders + [{ input.sendInterrupted() }, { delivery.release.signal() }])
            guard finished else { return }
            #expect(delivery.events == [.value(0), .interrupted])
        }
    }

    final class Payload: @unchecked Sendable {
        // Safety: set before the payload is sent; read by its deinit.
        var onDeinit: (() -> Void)?
        deinit { onDeinit?() }
    }

    @Test func droppedValuesAreReleasedAfterTheLockEvenWhenTheirDeinitSendsIntoTheSignal() {
        let first = Payload()
        let delivery = BlockedDelivery<Payload> { $0 === first }
        let input = delivery.input
        let deinitRan = Locked(false)
        let finished = delivery.run([
            { input.send(value: first) },
            {
                let dropped = Payload()
                dropped.onDeinit = {
                    input.send(value: Payload())  // ignored: the signal accepts nothing after interrupted
                    deinitRan.withLock { $0 = true }
                }
                input.send(value: dropped)
            },
            { input.sendInterrupted() },
            { delivery.release.signal() },
        ])
        guard finished else { return }
        #expect(deinitRan.withLock { $0 })
        #expect(delivery.events.count == 2)
        #expect(delivery.events.last?.isTerminating == true)
    }
}
