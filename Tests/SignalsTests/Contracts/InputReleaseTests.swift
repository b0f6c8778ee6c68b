import Testing

@testable import Signals

/// A signal's input is its `Observer` together with every copy of that observer's `action`: the signal learns that
/// nobody can send into it only when all of them are gone, and a started producer's interrupt handle holds its input.
@Suite("Contracts: when a signal's input is gone")
struct InputReleaseTests {
    @Test func aCopyOfThePipeInputsActionStillSendsAfterTheInputIsReleased() {
        var received: [String] = []
        var signal: Signal<Int, Never>? = nil
        var input: Signal<Int, Never>.Observer? = nil
        (signal, input) = Signal<Int, Never>.pipe()
        signal?.observe { received.append("\($0)") }
        var send: ((Signal<Int, Never>.Event) -> Void)? = input?.action
        input = nil
        signal = nil

        send?(.value(1))
        #expect(received == ["value(1)"])

        send = nil  // the last way into the signal: its observers are interrupted
        #expect(received == ["value(1)", "interrupted"])
    }

    @Test func aStartWhoseHandlerKeepsOnlyTheActionRunsUntilTheActionGoes() {
        var received: [String] = []
        var lifetimeEnded = false
        var send: ((Signal<Int, Never>.Event) -> Void)? = nil
        SignalProducer<Int, Never> { observer, lifetime in
            send = observer.action
            lifetime.observeEnded { lifetimeEnded = true }
        }.start { received.append("\($0)") }  // the interrupt handle is dropped at once

        send?(.value(1))
        #expect(received == ["value(1)"])
        #expect(!lifetimeEnded)

        send = nil
        #expect(received == ["value(1)", "interrupted"])
        #expect(lifetimeEnded)
    }

    @Test func theInterruptHandleKeepsAStartWhoseHandlerKeptNothing() {
        var received: [String] = []
        var lifetimeEnded = false
        var handle: Disposable? = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { lifetimeEnded = true }
        }.start { received.append("\($0)") }

        #expect(received.isEmpty)
        #expect(!lifetimeEnded)
        #expect(handle?.isDisposed == false)

        handle = nil  // the handle was the last reference to the input
        #expect(received == ["interrupted"])
        #expect(lifetimeEnded)
    }

    @Test func anObserverThatDropsEveryWayIntoItsStartWhileItIsCalledIsInterruptedOnceTheDeliveryReturns() {
        var received: [String] = []
        var lifetimeEnds = 0
        var send: ((Signal<Int, Never>.Event) -> Void)?
        var handle: Disposable?
        handle = SignalProducer<Int, Never> { observer, lifetime in
            send = observer.action
            lifetime.observeEnded { lifetimeEnds += 1 }
        }.start { event in
            received.append("\(event)")
            if case .value = event {
                // The last references to the input go while the signal delivers to this very observer.
                handle = nil
                send = nil
            }
        }

        send?(.value(1))

        // The call kept the input until it returned; then nobody could send any more.
        #expect(received == ["value(1)", "interrupted"])
        #expect(lifetimeEnds == 1)
        #expect(handle == nil && send == nil)
    }

    @Test func anObserverMadeFromAClosureHandsItsActionOutAsItIs() {
        var received: [Int] = []
        let observer = Signal<Int, Never>.Observer(value: { received.append($0) })
        let action = observer.action
        action(.value(1))
        observer.send(value: 2)
        observer.send(.value(3))
        #expect(received == [1, 2, 3])
    }
}
