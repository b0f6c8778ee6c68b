import Testing

@testable import Signals

/// The lock's exit checks the signal's state in builds with `SIGNALS_INTERNAL_CHECKS` (CI's sanitizer runs): a state
/// left broken stops the process there, instead of misbehaving later.
@Suite struct SignalStateInvariantTests {
    #if SIGNALS_INTERNAL_CHECKS
        @Test func aClaimOnTheObserverListLeftAtTheLocksExitStopsTheProcess() async {
            await #expect(processExitsWith: .failure) {
                let (signal, _) = Signal<Int, Never>.pipe()
                signal.core.withStateLock { state in _ = state.claimList() }
            }
        }

        @Test func aValueKeptBySignalThatTracksNoValueStopsTheProcess() async {
            await #expect(processExitsWith: .failure) {
                let (signal, _) = Signal<Int, Never>.pipe()
                signal.core.withStateLock { state in state.latestValue = 1 }
            }
        }
    #endif

    @Test func theLifecycleOnlyMovesForwardThroughTheEvents() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let lifecycle = { signal.core.withStateLock { $0.lifecycle } }
        #expect(lifecycle() == .accepting)
        input.send(value: 1)
        #expect(lifecycle() == .accepting)
        input.sendCompleted()
        #expect(lifecycle() == .terminated)
        input.send(value: 2)
        input.sendInterrupted()
        #expect(lifecycle() == .terminated)
    }

    @Test func aTerminalEventQueuedBehindADeliveryLeavesTheSignalEndingUntilItsTurn() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var seen: [SignalLifecycle] = []
        signal.observeValues { value in
            guard value == 1 else { return }
            input.sendCompleted()
            seen.append(signal.core.withStateLock { $0.lifecycle })
        }
        input.send(value: 1)
        #expect(seen == [.ending])
        #expect(signal.core.withStateLock { $0.lifecycle } == .terminated)
    }

    @Test func aRelayEndsWithTheTerminalEventItsRootDelivers() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let relay = signal.map { $0 + 1 }
        #expect(relay.core.relayRoot != nil)
        var events: [Signal<Int, Never>.Event] = []
        relay.observe { events.append($0) }
        input.send(value: 1)
        #expect(relay.core.withStateLock { $0.lifecycle } == .accepting)
        input.sendCompleted()
        #expect(relay.core.withStateLock { $0.lifecycle } == .terminated)
        #expect(events == [.value(2), .completed])
    }
}
