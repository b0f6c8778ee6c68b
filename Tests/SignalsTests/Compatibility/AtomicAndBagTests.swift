import TestSupport
import Testing

@testable import Signals

/// `Atomic` and `Bag`, as ReactiveSwift exports them: the names, the forms and what each access guarantees.
@Suite("ReactiveSwift compatibility: Atomic and Bag")
struct AtomicAndBagTests {
    @Test func atomicReadsWritesModifiesAndSwaps() {
        let atomic = Atomic(1)
        #expect(atomic.value == 1)
        atomic.value = 2
        #expect(
            atomic.modify { value -> Int in
                value += 1
                return value * 10
            } == 30)
        #expect(atomic.withValue { $0 + 1 } == 4)
        #expect(atomic.swap(5) == 3)
        #expect(atomic.value == 5)
    }

    @Test func modifyFromManyThreadsLosesNoIncrement() {
        let count = Atomic(0)
        let threads = 8
        let perThread = 10_000
        let finished = withTimeLimit {
            runOnThreads(threads) { _ in
                for _ in 0..<perThread { count.modify { $0 += 1 } }
            }
        }
        guard finished else { return }
        #expect(count.value == threads * perThread)
    }

    @Test func swapsFromManyThreadsHandEveryValueOutOnce() {
        let atomic = Atomic(-1)
        let threads = 4
        let perThread = 5_000
        let seen = Atomic<[Int]>([])
        let finished = withTimeLimit {
            runOnThreads(threads) { thread in
                var mine: [Int] = []
                for index in 0..<perThread { mine.append(atomic.swap(thread * perThread + index)) }
                seen.modify { $0 += mine }
            }
        }
        guard finished else { return }
        var all = seen.value + [atomic.value]
        all.sort()
        #expect(all == Array(-1..<(threads * perThread)))
    }

    /// A value whose deinit reads the `Atomic` that released it: it is released after the lock.
    final class CallsBack: @unchecked Sendable {
        // Safety: set once before the value is shared.
        var onDeinit: (() -> Void)?
        deinit { onDeinit?() }
    }

    @Test func aReplacedValueWhoseDeinitUsesTheAtomicDoesNotDeadlock() {
        let finished = withTimeLimit(seconds: 10) {
            let atomic = Atomic<CallsBack?>(CallsBack())
            var readInDeinit: [Bool] = []
            atomic.value?.onDeinit = { readInDeinit.append(atomic.value == nil) }
            atomic.value = nil
            #expect(readInDeinit == [true])
            let other = CallsBack()
            other.onDeinit = { _ = atomic.swap(nil) }
            atomic.value = other
            _ = atomic.swap(nil)
        }
        #expect(finished)
    }

    @Test func bagHandsOutTokensThatRemoveTheirOwnElementOnce() {
        var bag = Bag<String>()
        let a = bag.insert("a")
        let b = bag.insert("b")
        let c = bag.insert("c")
        #expect(Array(bag) == ["a", "b", "c"])
        #expect(bag.remove(using: b) == "b")
        #expect(bag.remove(using: b) == nil)
        #expect(Array(bag) == ["a", "c"])
        let d = bag.insert("d")
        #expect(bag.remove(using: a) == "a")
        #expect(bag.remove(using: d) == "d")
        #expect(bag.remove(using: c) == "c")
        #expect(bag.isEmpty)
    }

    @Test func bagKeepsTheOrderOfInsertionAcrossRemovals() {
        var bag = Bag(0..<100)
        var tokens: [Bag<Int>.Token] = []
        for value in 100..<200 { tokens.append(bag.insert(value)) }
        for (index, token) in tokens.enumerated() where index.isMultiple(of: 3) {
            bag.remove(using: token)
        }
        let expected = Array(0..<100) + (100..<200).filter { !($0 - 100).isMultiple(of: 3) }
        #expect(Array(bag) == expected)
        #expect(bag.count == expected.count)
        #expect(bag[bag.startIndex] == 0)
    }
}
