import Testing

@testable import Signals

private enum LoadError: Error, Equatable {
    case offline
}

@Suite(.timeLimit(.minutes(1)))
struct ProducerFromAsyncTests {
    @Test func aStartSendsTheOperationsValueThenCompletes() async {
        let producer = SignalProducer<Int, Never> { () async -> Int in
            await Task.yield()
            return 42
        }
        var events: [Signal<Int, Never>.Event] = []
        for await value in producer.values { events.append(.value(value)) }
        #expect(events == [.value(42)])
        #expect(await producer.singleValue() == 42)
    }

    @Test func aThrownErrorFailsTheStartWithTheTypedError() async {
        let producer = SignalProducer<Int, LoadError> { () async throws(LoadError) -> Int in
            throw .offline
        }
        await #expect(throws: LoadError.offline) { try await producer.waitForCompletion() }
    }

    @Test func anUntypedOperationFailsWithAnyError() async {
        let producer = SignalProducer<Int, Swift.Error> { () async throws -> Int in
            throw LoadError.offline
        }
        await #expect(throws: LoadError.offline) { try await producer.waitForCompletion() }
    }

    @Test func eachStartRunsTheOperationInATaskOfItsOwn() async {
        let calls = Locked(0)
        let release = Gate()
        let producer = SignalProducer<Int, Never> { () async -> Int in
            let call = calls.withLock { count in
                count += 1
                return count
            }
            await release.wait()
            return call
        }
        let first = producer.record()
        let second = producer.record()
        // Both operations run at once, each in its own task, before either may return.
        #expect(await eventually { calls.withLock { $0 } == 2 })
        release.open()

        #expect(await eventually { first.recorder.isTerminated && second.recorder.isTerminated })
        #expect(Set(first.recorder.values + second.recorder.values) == [1, 2])
        #expect(first.recorder.events.last == .completed)
    }

    @Test func interruptingTheStartCancelsItsTaskWhichSeesTheCancellation() async {
        let started = Gate()
        let finished = Gate()
        let sawCancellation = Locked(false)
        let producer = SignalProducer<Int, Never> { () async -> Int in
            await withTaskCancellationHandler {
                started.open()
                // Waits until the task is cancelled: the gate is never opened.
                await Gate().wait()
            } onCancel: {
                sawCancellation.withLock { $0 = true }
            }
            sawCancellation.withLock { $0 = $0 && Task.isCancelled }
            finished.open()
            return 7
        }
        let (recorder, disposable) = producer.record()
        await started.wait()
        #expect(!sawCancellation.withLock { $0 })

        disposable.dispose()

        #expect(recorder.events == [.interrupted])
        await finished.wait()
        #expect(sawCancellation.withLock { $0 })
        // The value the operation returned after the interruption is dropped.
        #expect(recorder.events == [.interrupted])
    }

    @Test func theTaskReleasesTheStartOnceTheOperationReturns() async {
        weak var released: DeinitProbe?
        let release = Gate()
        var recorder: EventRecorder<DeinitProbe, Never>?
        do {
            let producer = SignalProducer<DeinitProbe, Never> { () async -> DeinitProbe in
                await release.wait()
                return DeinitProbe()
            }
            recorder = producer.record().recorder
        }
        release.open()
        #expect(await eventually { recorder?.isTerminated == true })
        released = recorder?.values.first
        #expect(released != nil)
        recorder = nil
        #expect(await eventually { released == nil })
    }

    @Test func aSequenceIsIteratedOncePerStart() async throws {
        let producer = SignalProducer<Int, Never>(
            AsyncStream { continuation in
                for value in 1...3 { continuation.yield(value) }
                continuation.finish()
            })
        #expect(await collect(producer) == [1, 2, 3])
        // An `AsyncStream` can be iterated once: the second start finds it finished.
        #expect(await collect(producer) == [])

        let fresh = SignalProducer<Int, Swift.Error>(SequenceOfThree())
        #expect(try await collectThrowing(fresh) == [1, 2, 3])
        #expect(try await collectThrowing(fresh) == [1, 2, 3])
    }

    @Test func aThrowingSequenceFailsAThrowingProducerAndInterruptsANeverOne() async {
        let (stream, continuation) = AsyncThrowingStream<Int, Swift.Error>.makeStream()
        continuation.yield(1)
        continuation.finish(throwing: LoadError.offline)
        let (recorder, _) = SignalProducer<Int, Swift.Error>(stream).record()
        #expect(await eventually { recorder.isTerminated })
        #expect(recorder.values == [1])
        #expect((recorder.events.last?.error as? LoadError) == .offline)

        let (neverStream, neverContinuation) = AsyncThrowingStream<Int, Swift.Error>.makeStream()
        neverContinuation.finish(throwing: LoadError.offline)
        let (neverRecorder, _) = SignalProducer<Int, Never>(neverStream).record()
        #expect(await eventually { neverRecorder.isTerminated })
        #expect(neverRecorder.events == [.interrupted])
    }

    @Test func interruptingAStartCancelsTheIterationOfTheSequence() async {
        let terminated = Gate()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in
            if case .cancelled = termination { terminated.open() }
        }
        let (recorder, disposable) = SignalProducer<Int, Never>(stream).record()
        continuation.yield(1)
        #expect(await eventually { recorder.values == [1] })

        disposable.dispose()

        #expect(recorder.events == [.value(1), .interrupted])
        await terminated.wait()
        #expect(terminated.isOpen)
    }

    private func collect(_ producer: SignalProducer<Int, Never>) async -> [Int] {
        var values: [Int] = []
        for await value in producer.values { values.append(value) }
        return values
    }

    private func collectThrowing(_ producer: SignalProducer<Int, Swift.Error>) async throws -> [Int] {
        var values: [Int] = []
        for try await value in producer.values { values.append(value) }
        return values
    }
}

/// An `AsyncSequence` that makes a fresh iterator each time, over 1, 2, 3.
private struct SequenceOfThree: AsyncSequence, Sendable {
    struct AsyncIterator: AsyncIteratorProtocol {
        var next = 1

        mutating func next() async -> Int? {
            guard next <= 3 else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}
