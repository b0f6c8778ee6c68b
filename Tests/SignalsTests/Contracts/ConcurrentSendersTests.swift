import Dispatch
import Signals
import Testing

@Suite("Contract: concurrent senders")
struct ConcurrentSendersTests {
    static let senders = 4
    static let valuesPerSender = 100_000

    @Test func everyValueIsDeliveredOnceInEachSendersOrderWithoutOverlappingCallbacks() {
        let (signal, input) = Signal<(sender: Int, sequence: Int), Never>.pipe()
        let overlap = OverlapDetector()
        // Plain arrays, not locks: the signal's serialization is what keeps these appends race-free, so the thread
        // sanitizer reports it if the serialization breaks.
        var first: [(sender: Int, sequence: Int)] = []
        var second: [(sender: Int, sequence: Int)] = []
        first.reserveCapacity(Self.senders * Self.valuesPerSender)
        signal.observeValues { value in
            overlap.enter()
            first.append(value)
            overlap.exit()
        }
        signal.observeValues { second.append($0) }

        DispatchQueue.concurrentPerform(iterations: Self.senders) { sender in
            for sequence in 0..<Self.valuesPerSender {
                input.send(value: (sender, sequence))
            }
        }

        #expect(overlap.maximumOverlap == 1)
        #expect(first.count == Self.senders * Self.valuesPerSender)
        var nextSequence = Array(repeating: 0, count: Self.senders)
        var outOfOrder = 0
        for value in first {
            if value.sequence != nextSequence[value.sender] { outOfOrder += 1 }
            nextSequence[value.sender] = value.sequence + 1
        }
        #expect(outOfOrder == 0)
        #expect(nextSequence == Array(repeating: Self.valuesPerSender, count: Self.senders))
        #expect(first.elementsEqual(second) { $0 == $1 })
    }
}
