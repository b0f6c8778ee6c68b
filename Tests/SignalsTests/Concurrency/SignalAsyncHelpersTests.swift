import Dispatch
import Testing

@testable import Signals

private enum LoadError: Error, Equatable {
    case offline
}

/// `firstValue()`, `lastValue()`, `singleValue()` and `waitForCompletion()` of a signal.
@Suite(.timeLimit(.minutes(10)))
struct SignalAsyncHelpersTests {
    @Test func firstValueWaitsForTheNextValue() async throws {
        let (signal, input) = Signal<Int, LoadError>.pipe()
        let first = Task { try await signal.firstValue() }
        while signal.observationCount < 1 { await Task.yield() }
        DispatchQueue(label: "SignalValuesTests.first").sync {
            input.send(value: 5)
            input.send(value: 6)
        }

        #expect(try await first.value == 5)
        #expect(signal.observationCount == 0)
    }

    @Test func firstValueIsNilWhenTheSignalEndsFirstAndThrowsItsError() async throws {
        let (completed, completedInput) = Signal<Int, LoadError>.pipe()
        completedInput.sendCompleted()
        #expect(try await completed.firstValue() == nil)  // an ended signal interrupts new observers

        let (failed, failedInput) = Signal<Int, LoadError>.pipe()
        let first = Task { try await failed.firstValue() }
        while failed.observationCount < 1 { await Task.yield() }
        failedInput.send(error: .offline)
        await #expect(throws: LoadError.offline) { try await first.value }
    }

    @Test func lastSingleAndCompletionWaitForTheEnd() async throws {
        let (signal, input) = Signal<Int, LoadError>.pipe()
        let last = Task { try await signal.lastValue() }
        let single = Task { try await signal.singleValue() }
        let completion = Task { try await signal.waitForCompletion() }
        while signal.observationCount < 3 { await Task.yield() }
        for value in 1...3 { input.send(value: value) }
        input.sendCompleted()

        #expect(try await last.value == 3)
        #expect(try await single.value == nil)
        try await completion.value
    }

    @Test func singleValueReturnsTheOnlyValue() async throws {
        let (signal, input) = Signal<Int, Never>.pipe()
        let single = Task { await signal.singleValue() }
        while signal.observationCount < 1 { await Task.yield() }
        input.send(value: 9)
        input.sendCompleted()

        #expect(await single.value == 9)
    }

    @Test func waitForCompletionThrowsTheError() async {
        let (signal, input) = Signal<Int, LoadError>.pipe()
        let completion = Task { try await signal.waitForCompletion() }
        while signal.observationCount < 1 { await Task.yield() }
        input.send(error: .offline)

        await #expect(throws: LoadError.offline) { try await completion.value }
    }

    @Test func aCancelledHelperReturnsNil() async throws {
        let (signal, input) = Signal<Int, LoadError>.pipe()
        let last = Task { try await signal.lastValue() }
        while signal.observationCount < 1 { await Task.yield() }
        input.send(value: 1)
        last.cancel()

        #expect(try await last.value == nil)
        #expect(signal.observationCount == 0)
    }
}
