import Dispatch
import Testing

@testable import Signals

private enum LoadError: Error, Equatable {
    case offline
}

/// A value that is not `Sendable`, as the seeds' routes carrying view models are not.
private final class ScreenModel {
    let title: String

    init(title: String) {
        self.title = title
    }
}

@Suite(.timeLimit(.minutes(10)))
struct SignalValuesTests {
    @Test func iterationYieldsTheValuesInOrderAndEndsAtCompleted() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.values
        for value in 1...3 { input.send(value: value) }
        input.sendCompleted()

        var received: [Int] = []
        for await value in values { received.append(value) }

        #expect(received == [1, 2, 3])
    }

    @Test func iterationEndsWithoutAnErrorAtInterrupted() async throws {
        let (signal, input) = Signal<Int, LoadError>.pipe()
        let values = signal.values
        input.send(value: 1)
        input.sendInterrupted()

        var received: [Int] = []
        for try await value in values { received.append(value) }

        #expect(received == [1])
    }

    @Test func failureThrowsTheTypedErrorAfterTheBufferedValues() async throws {
        let (signal, input) = Signal<Int, LoadError>.pipe()
        let values = signal.values
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: .offline)

        var received: [Int] = []
        var iterator = values.makeAsyncIterator()
        do {
            while let value = try await iterator.next() { received.append(value) }
            Issue.record("The loop ended without the error")
        } catch {
            // `error` is a `LoadError`: the iterator throws the signal's error type, not `any Error`.
            let typed: LoadError = error
            #expect(typed == .offline)
        }

        #expect(received == [1, 2])
        #expect(try await iterator.next() == nil)
    }

    @Test func aForTryAwaitLoopThrowsTheSignalsErrorType() async {
        let (signal, input) = Signal<Int, LoadError>.pipe()
        let values = signal.values
        input.send(error: .offline)

        let loop: () async throws(LoadError) -> Void = {
            for try await _ in values {}
        }
        await #expect(throws: LoadError.offline) { try await loop() }
    }

    @Test func valuesSentBeforeTheLoopStartsAreKept() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.values
        input.send(value: 1)
        let task = Task {
            var received: [Int] = []
            for await value in values { received.append(value) }
            return received
        }
        input.send(value: 2)
        input.sendCompleted()

        #expect(await task.value == [1, 2])
    }

    @Test func valuesSentBeforeAskingForValuesAreNotSeen() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.send(value: 0)
        let values = signal.values
        input.send(value: 1)
        input.sendCompleted()

        var received: [Int] = []
        for await value in values { received.append(value) }

        #expect(received == [1])
    }

    @Test func anEndedSignalGivesAnEmptySequence() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        input.sendCompleted()

        var received: [Int] = []
        for await value in signal.values { received.append(value) }

        #expect(received.isEmpty)
    }

    @Test func aWaitingLoopWakesForEachValueSentFromAnotherThread() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.values
        let task = Task {
            var received: [Int] = []
            for await value in values { received.append(value) }
            return received
        }
        let sender = DispatchQueue(label: "SignalValuesTests.sender")
        for value in 1...3 {
            #expect(await values.consumerIsWaiting())
            sender.sync { input.send(value: value) }
        }
        sender.sync { input.sendCompleted() }

        #expect(await task.value == [1, 2, 3])
    }

    @Test func everyValueFromConcurrentSendersArrivesOnceInEachSendersOrder() async {
        let (signal, input) = Signal<(sender: Int, sequence: Int), Never>.pipe()
        let values = signal.values
        let task = Task {
            var received: [(sender: Int, sequence: Int)] = []
            for await value in values { received.append(value) }
            return received
        }
        runOnThreads(4) { sender in
            for sequence in 0..<10_000 { input.send(value: (sender, sequence)) }
        }
        input.sendCompleted()

        let received = await task.value
        #expect(received.count == 40_000)
        var next = [0, 0, 0, 0]
        var outOfOrder = 0
        for value in received {
            if value.sequence != next[value.sender] { outOfOrder += 1 }
            next[value.sender] = value.sequence + 1
        }
        #expect(outOfOrder == 0)
    }

    // MARK: Cancellation and release

    @Test func cancellingTheWaitingTaskEndsTheObservationBeforeCancelReturns() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.values
        let task = Task {
            var received: [Int] = []
            for await value in values { received.append(value) }
            return received
        }
        input.send(value: 1)
        #expect(await values.consumerIsWaiting())
        #expect(signal.observationCount == 1)

        task.cancel()

        #expect(signal.observationCount == 0)
        #expect(await task.value == [1])
        input.send(value: 2)
    }

    @Test func cancellingTheTaskReleasesTheBufferedValues() async {
        let (signal, input) = Signal<Token, Never>.pipe()
        let values = signal.values
        let bodyEntered = Gate()
        let bodyMayContinue = Gate()
        let task = Task {
            var count = 0
            for await _ in values {
                count += 1
                bodyEntered.open()
                await bodyMayContinue.wait()
            }
            return count
        }
        weak var buffered: Token?
        do {
            let first = Token()
            input.send(value: first)
            await bodyEntered.wait()
            let second = Token()
            buffered = second
            input.send(value: second)
        }
        #expect(buffered != nil)

        task.cancel()
        bodyMayContinue.open()

        #expect(await task.value == 1)
        #expect(buffered == nil)
        #expect(signal.observationCount == 0)
    }

    @Test func aTaskCancelledBeforeItIteratesEndsAtOnce() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.values
        let start = Gate()
        let task = Task {
            await start.wait()
            var received: [Int] = []
            for await value in values { received.append(value) }
            return received
        }
        input.send(value: 1)
        task.cancel()
        start.open()

        #expect(await task.value.isEmpty)
        #expect(signal.observationCount == 0)
    }

    @Test func leavingTheLoopEarlyEndsTheObservation() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let observing = Gate()
        let task = Task { () -> Int? in
            let values = signal.values
            observing.open()
            for await value in values where value == 2 { return value }
            return nil
        }
        await observing.wait()
        for value in 1...3 { input.send(value: value) }

        #expect(await task.value == 2)
        #expect(signal.observationCount == 0)
    }

    @Test func droppingAnUniteratedSequenceEndsTheObservationAndReleasesItsValues() {
        let (signal, input) = Signal<Token, Never>.pipe()
        weak var buffered: Token?
        do {
            let values = signal.values
            let token = Token()
            buffered = token
            input.send(value: token)
            #expect(signal.observationCount == 1)
            _ = values
        }

        #expect(signal.observationCount == 0)
        #expect(buffered == nil)
    }

    @Test func theSequenceDoesNotKeepTheSignalAliveOnceItEnds() async {
        weak var weakSignal: Signal<Int, Never>?
        let values: AsyncValues<Int, Never>
        do {
            let (signal, input) = Signal<Int, Never>.pipe()
            weakSignal = signal
            values = signal.values
            input.send(value: 1)
            input.sendCompleted()
        }

        var received: [Int] = []
        for await value in values { received.append(value) }

        #expect(received == [1])
        #expect(weakSignal == nil)
    }

    // MARK: Buffering policies

    @Test(arguments: [
        (AsyncValues<Int, Never>.BufferingPolicy.unbounded, [1, 2, 3, 4, 5]),
        (.bufferingOldest(2), [1, 2]),
        (.bufferingNewest(2), [4, 5]),
        (.bufferingOldest(0), []),
        (.bufferingNewest(0), []),
    ])
    func aBufferKeepsWhatItsPolicySays(policy: AsyncValues<Int, Never>.BufferingPolicy, expected: [Int]) async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.values(bufferingPolicy: policy)
        for value in 1...5 { input.send(value: value) }
        input.sendCompleted()

        var received: [Int] = []
        for await value in values { received.append(value) }

        #expect(received == expected)
    }

    @Test func aZeroSizedBufferStillHandsAValueToAWaitingLoop() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.values(bufferingPolicy: .bufferingNewest(0))
        let task = Task {
            var iterator = values.makeAsyncIterator()
            return await iterator.next()
        }
        #expect(await values.consumerIsWaiting())
        input.send(value: 7)

        #expect(await task.value == 7)
    }

    @Test func droppedValuesAreReleased() {
        let (signal, input) = Signal<Token, Never>.pipe()
        let values = signal.values(bufferingPolicy: .bufferingNewest(1))
        weak var dropped: Token?
        do {
            let first = Token()
            dropped = first
            input.send(value: first)
            input.send(value: Token())
        }

        #expect(dropped == nil)
        _ = values
    }

    @Test func aFailureIsKeptEvenWhenTheBufferIsFull() async {
        let (signal, input) = Signal<Int, LoadError>.pipe()
        let values = signal.values(bufferingPolicy: .bufferingOldest(1))
        input.send(value: 1)
        input.send(value: 2)
        input.send(error: .offline)

        var received: [Int] = []
        await #expect(throws: LoadError.offline) {
            for try await value in values { received.append(value) }
        }
        #expect(received == [1])
    }

    // MARK: Actors

    @MainActor
    @Test func aLoopOnTheMainActorTakesValuesThatAreNotSendable() async {
        let (signal, input) = Signal<ScreenModel, Never>.pipe()
        let values = signal.values
        input.send(value: ScreenModel(title: "Items"))
        input.sendCompleted()

        var titles: [String] = []
        for await screen in values {
            MainActor.assertIsolated()
            titles.append(screen.title)
        }

        #expect(titles == ["Items"])
    }

    @MainActor
    @Test func theHelpersRunOnTheCallersActorWithValuesThatAreNotSendable() async {
        let (signal, input) = Signal<ScreenModel, Never>.pipe()
        let first = Task { @MainActor in await signal.firstValue()?.title }
        while signal.observationCount < 1 { await Task.yield() }
        input.send(value: ScreenModel(title: "Detail"))

        #expect(await first.value == "Detail")
    }
}
