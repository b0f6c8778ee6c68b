import Signals
import Testing

@Suite("flatten() of sequences")
struct FlattenSequenceTests {
    @Test func flattenSendsTheElementsOfEachSequenceInOrder() {
        let (signal, input) = Signal<[Int], FlattenFailure>.pipe()
        let recorder = EventRecorder(signal.flatten())
        input.send(value: [1, 2])
        input.send(value: [])
        input.send(value: [3])
        input.send(error: .outer)
        #expect(recorder.events == [.value(1), .value(2), .value(3), .failed(.outer)])
    }

    @Test(arguments: [Signal<[Int], Never>.Event.completed, .interrupted])
    func flattenForwardsTerminalEvents(terminal: Signal<[Int], Never>.Event) {
        let (signal, input) = Signal<[Int], Never>.pipe()
        let recorder = EventRecorder(signal.flatten())
        input.send(value: [1])
        input.send(terminal)
        #expect(recorder.events == [.value(1), terminal.isCompleted ? .completed : .interrupted])
    }

    @Test func flattenOfSequencesQueuesAReentrantSendBehindTheRestOfTheSequence() {
        let (signal, input) = Signal<[Int], Never>.pipe()
        let flattened = signal.flatten()
        flattened.observeValues { value in
            if value == 1 { input.send(value: [5]) }
        }
        let recorder = EventRecorder(flattened)
        input.send(value: [1, 2])
        #expect(recorder.values == [1, 2, 5])
    }

    @Test func disposingOfTheFlattenedSignalDetachesItFromTheSource() {
        let (signal, _) = Signal<[Int], Never>.pipe()
        weak var weakFlattened: Signal<Int, Never>?
        do {
            let flattened = signal.flatten()
            weakFlattened = flattened
            let recorder = EventRecorder(flattened)
            #expect(signal.observationCount == 1)
            recorder.disposable?.dispose()
        }
        #expect(weakFlattened == nil)
        #expect(signal.observationCount == 0)
    }
}
