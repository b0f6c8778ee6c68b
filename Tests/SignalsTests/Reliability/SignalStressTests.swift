import TestSupport
import Testing

@testable import Signals

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Many threads sending while observers come and go and terminal events race. Set `SIGNALS_SOAK_SECONDS` to keep
/// it running for that long.
@Suite("Reliability: signal stress")
struct SignalStressTests {
    static let senders = 4
    static let valuesPerSender = 25_000
    static let churners = 2
    static let ciRounds = 5

    @Test func underLoadNothingIsLostRepeatedOrLateAndNothingIsRetained() {
        let deadline = TestEnvironment.soakSeconds.map { ContinuousClock.now + .seconds($0) }
        var seed: UInt64 = 0x5EED
        var rounds = 0
        repeat {
            print("SignalStressTests seed \(seed): \(Self.senders) senders × \(Self.valuesPerSender) values")
            runRound(seed: seed)
            seed &+= 1
            rounds += 1
        } while deadline.map { ContinuousClock.now < $0 } ?? (rounds < Self.ciRounds)
        print("SignalStressTests: \(rounds) rounds passed")
    }

    private func runRound(seed: UInt64) {
        let (signal, input) = Signal<(sender: Int, sequence: Int), Never>.pipe()
        weak var weakCaptured: Token?
        let steady = (0..<3).map { _ in SteadyObserver() }
        do {
            let captured = Token()
            weakCaptured = captured
            for observer in steady {
                signal.observe { event in
                    _ = captured
                    observer.receive(event)
                }
            }
        }
        let lateCallbacks = Locked(0)
        let churnRounds = Locked(0)
        let sendersDone = Locked(0)

        runOnThreads(Self.senders + Self.churners) { index in
            if index < Self.senders {
                for sequence in 0..<Self.valuesPerSender {
                    input.send(value: (index, sequence))
                }
                sendersDone.withLock { $0 += 1 }
            } else {
                var random = SeededGenerator(seed: seed &+ UInt64(index))
                while sendersDone.withLock({ $0 }) < Self.senders {
                    let disposeReturned = Locked(false)
                    let observation = signal.observe { _ in
                        if disposeReturned.withLock({ $0 }) { lateCallbacks.withLock { $0 += 1 } }
                    }
                    for _ in 0..<random.int(below: 50) { sched_yield() }
                    observation?.dispose()
                    disposeReturned.withLock { $0 = true }
                    churnRounds.withLock { $0 += 1 }
                }
            }
        }
        // Terminal events race with one another and with late values.
        runOnThreads(4) { index in
            switch index {
            case 0: input.sendCompleted()
            case 1: input.sendInterrupted()
            default: input.send(value: (index, -1))
            }
        }

        print("  observers added and disposed during the round: \(churnRounds.withLock { $0 })")
        #expect(lateCallbacks.withLock { $0 } == 0)
        #expect(churnRounds.withLock { $0 } > 0)
        for observer in steady {
            let report = observer.report
            #expect(report.terminalEvents == 1)
            #expect(report.valuesAfterTerminal == 0)
            #expect(report.outOfOrder == 0)
            #expect(report.counts.prefix(Self.senders).allSatisfy { $0 == Self.valuesPerSender })
            #expect(report.maximumOverlap == 1)
        }
        #expect(signal.observationCount == 0)
        #expect(weakCaptured == nil)
    }
}

/// An observer attached for the whole run, checking exactly-once, in-order delivery per sender.
private final class SteadyObserver: @unchecked Sendable {
    // Safety: `report` is only touched under its lock; `overlap` is thread-safe.
    struct Report {
        var counts = Array(repeating: 0, count: 8)
        var nextSequence = Array(repeating: 0, count: 8)
        var outOfOrder = 0
        var terminalEvents = 0
        var valuesAfterTerminal = 0
        var maximumOverlap = 0
    }

    private let state = Locked(Report())
    private let overlap = OverlapDetector()

    func receive(_ event: Signal<(sender: Int, sequence: Int), Never>.Event) {
        overlap.enter()
        defer { overlap.exit() }
        state.withLock { report in
            switch event {
            case .value(let value):
                if report.terminalEvents > 0 { report.valuesAfterTerminal += 1 }
                guard value.sequence >= 0 else { return }
                if value.sequence != report.nextSequence[value.sender] { report.outOfOrder += 1 }
                report.nextSequence[value.sender] = value.sequence + 1
                report.counts[value.sender] += 1
            case .completed, .interrupted, .failed:
                report.terminalEvents += 1
            }
        }
    }

    var report: Report {
        var report = state.withLock { $0 }
        report.maximumOverlap = overlap.maximumOverlap
        return report
    }
}
