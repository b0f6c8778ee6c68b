import Testing

@testable import Signals

/// ReactiveSwift interrupts a signal as soon as its input observer is released, even while the signal is observed and
/// referenced. Signals keeps a difference here (argued in the migration article): a signal is interrupted once nobody
/// can send into it *and* nobody references it, so a signal whose input is gone but which is still referenced stays
/// silent until it is released.
@Suite("A released input")
struct ReleasedInputTests {
    private final class ViewModel {
        let signal: Signal<Int, Never>
        let input: Signal<Int, Never>.Observer

        init() {
            (signal, input) = Signal<Int, Never>.pipe()
        }
    }

    @Test func anObservedSignalWhoseOwnerKeepsBothEndsIsInterruptedWhenTheOwnerGoes() {
        var viewModel: ViewModel? = ViewModel()
        let recorder = EventRecorder(viewModel!.signal)
        viewModel?.input.send(value: 1)
        viewModel = nil
        #expect(recorder.events == [.value(1), .interrupted])
    }

    @Test func aStillReferencedSignalWhoseInputIsGoneStaysSilentUntilReleased() {
        var input: Signal<Int, Never>.Observer?
        var signal: Signal<Int, Never>?
        (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal!)
        input?.send(value: 1)
        input = nil
        #expect(recorder.events == [.value(1)])
        signal = nil
        #expect(recorder.events == [.value(1), .interrupted])
    }

    @Test func aPipeWhoseInputIsDiscardedIsASilentSignal() {
        let (signal, _) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal)
        #expect(recorder.events.isEmpty)
        withExtendedLifetime(signal) {}
    }
}
