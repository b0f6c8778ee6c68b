import Testing

@testable import Signals

private enum LoadError: Error, Equatable {
    case offline
}

@Suite(.timeLimit(.minutes(1)))
struct ProducerValuesTests {
    @Test func eachLoopStartsTheProducerAnew() async {
        let starts = Locked(0)
        let producer = SignalProducer<Int, Never> { observer, _ in
            starts.withLock { $0 += 1 }
            for value in 1...3 { observer.send(value: value) }
            observer.sendCompleted()
        }
        let values = producer.values
        #expect(starts.withLock { $0 } == 0)

        var first: [Int] = []
        for await value in values { first.append(value) }
        var second: [Int] = []
        for await value in values { second.append(value) }

        #expect(first == [1, 2, 3])
        #expect(second == [1, 2, 3])
        #expect(starts.withLock { $0 } == 2)
    }

    @Test func failureThrowsTheTypedErrorAfterTheValues() async {
        let producer = SignalProducer<Int, LoadError> { observer, _ in
            observer.send(value: 1)
            observer.send(error: .offline)
        }
        var received: [Int] = []
        let loop: () async throws(LoadError) -> Void = {
            for try await value in producer.values { received.append(value) }
        }
        await #expect(throws: LoadError.offline) { try await loop() }
        #expect(received == [1])
    }

    @Test func interruptionEndsTheLoopWithoutAnError() async throws {
        let manual = ManualProducer<Int, LoadError>()
        var iterator = manual.producer.values.makeAsyncIterator()
        manual.observer().send(value: 1)
        manual.observer().sendInterrupted()

        #expect(try await iterator.next() == 1)
        #expect(try await iterator.next() == nil)
    }

    @Test func cancellingTheWaitingTaskInterruptsTheStartBeforeCancelReturns() async {
        let manual = ManualProducer<Int, Never>()
        let iterator = manual.producer.values.makeAsyncIterator()
        let storage = iterator.subscription.storage
        let task = Task {
            var iterator = iterator
            return await iterator.next()
        }
        #expect(await eventually { storage.hasWaitingConsumer })
        #expect(!manual.lifetime().hasEnded)

        task.cancel()

        #expect(manual.lifetime().hasEnded)
        #expect(await task.value == nil)
    }

    @Test func leavingTheLoopEarlyInterruptsTheStartAndReleasesItsObserver() async {
        weak var released: DeinitProbe?
        let manual = ManualProducer<Int, Never>()
        do {
            let probe = DeinitProbe()
            released = probe
            let producer = manual.producer.on(value: { _ in _ = probe })
            let task = Task { () async -> Int? in
                for await value in producer.values where value == 2 { return value }
                return nil
            }
            #expect(await eventually { manual.startCount == 1 })
            manual.observer().send(value: 1)
            manual.observer().send(value: 2)
            #expect(await task.value == 2)
        }
        #expect(manual.lifetime().hasEnded)
        #expect(await eventually { released == nil })
    }

    @Test func firstValueInterruptsTheStartOnceTheValueArrives() async {
        let manual = ManualProducer<Int, Never>()
        let task = Task { await manual.producer.firstValue() }
        #expect(await eventually { manual.startCount == 1 })
        manual.observer().send(value: 7)

        #expect(await task.value == 7)
        #expect(manual.lifetime().hasEnded)
    }

    @Test func lastSingleAndWaitForCompletionStartTheProducerEachTime() async throws {
        let starts = Locked(0)
        let producer = SignalProducer<Int, LoadError> { observer, _ in
            let start = starts.withLock { count in
                count += 1
                return count
            }
            if start == 4 { return observer.send(error: .offline) }
            observer.send(value: 1)
            if start == 2 { observer.send(value: 2) }
            observer.sendCompleted()
        }

        #expect(try await producer.lastValue() == 1)
        #expect(try await producer.singleValue() == nil)  // the second start sends two values
        try await producer.waitForCompletion()
        await #expect(throws: LoadError.offline) { try await producer.waitForCompletion() }
        #expect(starts.withLock { $0 } == 4)
    }

    @Test func bufferingNewestKeepsTheLatestValuesOfTheStart() async {
        let producer = SignalProducer<Int, Never>(1...5)
        var received: [Int] = []
        for await value in producer.values(bufferingPolicy: .bufferingNewest(2)) { received.append(value) }
        #expect(received == [4, 5])
    }
}
