import Testing

@testable import Signals

private enum LoadError: Error, Equatable {
    case offline
}

/// An async service whose answers a test gives by hand: each call waits for `answer(_:)`.
private final class ManualService: Sendable {
    private struct State {
        var calls: [Int] = []
        var waiting: [CheckedContinuation<Result<String, LoadError>, Never>] = []
        var cancellations = 0
    }

    private let state = Locked(State())

    /// The inputs of every call so far.
    var calls: [Int] { state.withLock { $0.calls } }
    /// How many calls wait for an answer.
    var waitingCount: Int { state.withLock { $0.waiting.count } }
    /// How many waiting calls saw their task cancelled.
    var cancellations: Int { state.withLock { $0.cancellations } }

    func load(_ input: Int) async throws(LoadError) -> String {
        state.withLock { $0.calls.append(input) }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                state.withLock { $0.waiting.append(continuation) }
            }
        } onCancel: {
            state.withLock { $0.cancellations += 1 }
        }
        return try result.get()
    }

    /// Answers the oldest waiting call.
    func answer(_ result: Result<String, LoadError>) {
        let call = state.withLock { $0.waiting.isEmpty ? nil : $0.waiting.removeFirst() }
        call?.resume(returning: result)
    }
}

@Suite(.timeLimit(.minutes(1)))
struct AsyncActionTests {
    @Test func anExecutionRunsTheAsyncWorkAndGoesBackToEnabledWhenItReturns() async {
        let service = ManualService()
        let action = Action<Int, String, LoadError> { input async throws(LoadError) -> String in
            try await service.load(input)
        }
        let values = action.values.values
        #expect(action.isEnabled.value)

        let (recorder, _) = action.apply(1).record()
        // The state machine moves at once, on the applying thread; the work runs in a task.
        #expect(action.isExecuting.value)
        #expect(!action.isEnabled.value)
        #expect(await eventually { service.waitingCount == 1 })
        #expect(service.calls == [1])
        #expect(recorder.events.isEmpty)

        service.answer(.success("one"))
        #expect(await eventually { recorder.isTerminated })
        #expect(recorder.events == [.value("one"), .completed])
        #expect(!action.isExecuting.value)
        #expect(action.isEnabled.value)
        var iterator = values.makeAsyncIterator()
        #expect(await iterator.next() == "one")
    }

    @Test func aThrownErrorIsWrappedAndSentOnErrors() async {
        let service = ManualService()
        let action = Action<Int, String, LoadError> { input async throws(LoadError) -> String in
            try await service.load(input)
        }
        let errors = action.errors.values

        let (recorder, _) = action.apply(1).record()
        #expect(await eventually { service.waitingCount == 1 })
        service.answer(.failure(.offline))

        #expect(await eventually { recorder.isTerminated })
        #expect(recorder.events == [.failed(.producerFailed(.offline))])
        #expect(!action.isExecuting.value)
        var iterator = errors.makeAsyncIterator()
        #expect(await iterator.next() == .offline)
    }

    @Test func applyingWhileTheWorkRunsIsRejectedWithoutCallingTheService() async {
        let service = ManualService()
        let action = Action<Int, String, LoadError> { input async throws(LoadError) -> String in
            try await service.load(input)
        }
        let (first, _) = action.apply(1).record()
        let (second, _) = action.apply(2).record()

        #expect(second.events == [.failed(.disabled)])
        #expect(await eventually { service.waitingCount == 1 })
        service.answer(.success("one"))
        #expect(await eventually { first.isTerminated })
        #expect(service.calls == [1])

        let (third, _) = action.apply(3).record()
        #expect(await eventually { service.waitingCount == 1 })
        service.answer(.success("three"))
        #expect(await eventually { third.isTerminated })
        #expect(third.values == ["three"])
        #expect(service.calls == [1, 3])
    }

    @Test func interruptingTheAppliedStartEndsTheExecutionAtOnceAndCancelsTheTask() async {
        let service = ManualService()
        let action = Action<Int, String, LoadError> { input async throws(LoadError) -> String in
            try await service.load(input)
        }
        let (recorder, disposable) = action.apply(1).record()
        #expect(await eventually { service.waitingCount == 1 })

        disposable.dispose()

        #expect(recorder.events == [.interrupted])
        #expect(!action.isExecuting.value)
        #expect(action.isEnabled.value)
        #expect(await eventually { service.cancellations == 1 })
        // The cancelled call's answer arrives too late to reach anyone.
        service.answer(.success("late"))
        #expect(recorder.events == [.interrupted])
    }

    @Test func anActionEnabledByAPropertyRunsOnlyWhileItIsTrue() async {
        let service = ManualService()
        let isOnline = MutableProperty(false)
        let action = Action<Int, String, LoadError>(enabledIf: isOnline) { input async throws(LoadError) -> String in
            try await service.load(input)
        }
        #expect(!action.isEnabled.value)
        #expect(action.apply(1).synchronousEvents() == [.failed(.disabled)])

        isOnline.value = true
        let (recorder, _) = action.apply(2).record()
        #expect(await eventually { service.waitingCount == 1 })
        service.answer(.success("two"))
        #expect(await eventually { recorder.isTerminated })
        #expect(service.calls == [2])
    }

    @Test func theStateFormPassesTheStateValueTheExecutionWasEnabledFor() async {
        let service = ManualService()
        let page = MutableProperty(0)
        let action = Action<Int, String, LoadError>(
            state: page,
            enabledIf: { $0 > 0 },
            execute: { page, offset async throws(LoadError) -> String in try await service.load(page * 10 + offset) }
        )
        #expect(action.apply(1).synchronousEvents() == [.failed(.disabled)])

        page.value = 3
        let (recorder, _) = action.apply(4).record()
        page.value = 5  // too late for the execution already begun
        #expect(await eventually { service.waitingCount == 1 })
        service.answer(.success("done"))
        #expect(await eventually { recorder.isTerminated })
        #expect(service.calls == [34])
    }

    @Test func theActionIsReleasedOnceItsWorkHasReturned() async {
        weak var released: Action<Int, String, LoadError>?
        let service = ManualService()
        var recorder: EventRecorder<String, ActionError<LoadError>>?
        do {
            let action = Action<Int, String, LoadError> { input async throws(LoadError) -> String in
                try await service.load(input)
            }
            released = action
            recorder = action.apply(1).record().recorder
        }
        #expect(await eventually { service.waitingCount == 1 })
        // The running execution keeps the action.
        #expect(released != nil)
        service.answer(.success("one"))
        #expect(await eventually { recorder?.isTerminated == true })
        #expect(await eventually { released == nil })
    }
}
