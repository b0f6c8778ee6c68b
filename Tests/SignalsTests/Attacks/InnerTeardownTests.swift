import Dispatch
import TestSupport
import Testing

@testable import Signals

/// Flattening signals lets go of an inner observation without waiting for a delivery of that
/// inner signal on another thread.
@Suite("Attacks: flatten's inner teardown while another thread delivers the inner signal")
struct InnerTeardownTests {
    enum Case: String, CaseIterable, Sendable {
        case latestSwitching, flatMapLatestSwitching, raceLoser
    }

    @Test(arguments: Case.allCases)
    func lettingGoOfAnInnerSignalDeliveredOnAnotherThreadNeitherBlocksNorDeadlocks(_ flattening: Case) {
        let (outer, outerInput) = Signal<Signal<Int, Never>, Never>.pipe()
        let (first, firstInput) = Signal<Int, Never>.pipe()
        let (second, secondInput) = Signal<Int, Never>.pipe()
        // The inner signal let go of is delivered on another thread, where a slow observer holds the delivery until
        // the switching thread has returned: a teardown that waits deadlocks.
        let (slow, slowInput) = flattening == .raceLoser ? (second, secondInput) : (first, firstInput)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        slow.observeValues { _ in
            entered.signal()
            release.wait()
        }
        let flattened =
            switch flattening {
            case .latestSwitching: outer.flatten(.latest)
            case .flatMapLatestSwitching: outer.flatMap(.latest) { $0 }
            case .raceLoser: outer.flatten(.race)
            }
        let recorder = EventRecorder(flattened)
        outerInput.send(value: first)
        if flattening == .raceLoser { outerInput.send(value: second) }
        let sender = DispatchQueue(label: "sender")
        sender.async { slowInput.send(value: 1) }
        entered.wait()
        let isInTime = withTimeLimit(seconds: 10, "the switching send") {
            switch flattening {
            case .latestSwitching, .flatMapLatestSwitching: outerInput.send(value: second)
            case .raceLoser: firstInput.send(value: 2)  // the first inner wins: the second one is let go of
            }
        }
        release.signal()
        withTimeLimit(seconds: 20, "the slow delivery") { sender.sync {} }
        #expect(isInTime)
        if isInTime {
            // The value in flight from the inner signal let go of never passes.
            #expect(recorder.values == (flattening == .raceLoser ? [2] : []))
        }
    }
}
