import Testing

@testable import Signals

@Suite("Unserialized pipes")
struct UnserializedPipeTests {
    @Test func theUnserializedPipeIsASerializedPipe() {
        let (signal, input) = Signal<Int, OperatorTestFailure>.unserializedPipe()
        let recorder = EventRecorder(signal)
        input.send(value: 1)
        input.send(error: .boom)
        #expect(recorder.events == [.value(1), .failed(.boom)])
    }

    @Test func theReentrantPipeQueuesValuesSentFromInsideItsObservers() {
        let (signal, input) = Signal<Int, Never>.reentrantUnserializedPipe()
        var values: [Int] = []
        signal
            .take(first: 5)
            .map { $0 + 1 }
            .on(value: { values.append($0) })
            .observeValues(input.send(value:))
        input.send(value: 1)
        #expect(values == [2, 3, 4, 5, 6])
    }

    @Test func bothPipesDisposeOfTheirDisposableWhenTheyEnd() {
        var disposed = 0
        let (_, first) = Signal<Int, Never>.unserializedPipe(disposable: AnyDisposable { disposed += 1 })
        let (_, second) = Signal<Int, Never>.reentrantUnserializedPipe(disposable: AnyDisposable { disposed += 1 })
        first.sendCompleted()
        second.sendInterrupted()
        #expect(disposed == 2)
    }

    @Test func theGeneratorFormsRunTheirGeneratorAtOnce() {
        let (source, sourceInput) = Signal<Int, Never>.pipe()
        let unserialized = Signal<Int, Never>.unserialized { input, lifetime in
            lifetime += source.observe(input)
        }
        let reentrant = Signal<Int, Never>.reentrantUnserialized { input, lifetime in
            lifetime += source.map { $0 * 10 }.observe(input)
        }
        let first = EventRecorder(unserialized)
        let second = EventRecorder(reentrant)
        sourceInput.send(value: 1)
        sourceInput.sendCompleted()
        #expect(first.events == [.value(1), .completed])
        #expect(second.events == [.value(10), .completed])
    }

    @Test func sendersOnSeveralThreadsAreSerialized() {
        let (signal, input) = Signal<Int, Never>.unserializedPipe()
        let overlap = OverlapDetector()
        var values: [Int] = []
        signal.observeValues { value in
            overlap.enter()
            values.append(value)
            overlap.exit()
        }
        sendConcurrently(into: input)
        #expect(overlap.maximumOverlap == 1)
        #expect(values.sorted() == Array(0..<40_000))
    }
}
