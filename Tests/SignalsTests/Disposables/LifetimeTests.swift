import Signals
import Testing

@Suite struct LifetimeTests {
    @Test func releasingTheTokenEndsTheLifetimeAndDisposesWhatIsTiedToIt() {
        var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
        var isDisposed = false
        lifetime += AnyDisposable { isDisposed = true }
        #expect(!lifetime.hasEnded)

        token = nil

        #expect(token == nil)
        #expect(lifetime.hasEnded)
        #expect(isDisposed)
    }

    @Test func addingToAnEndedLifetimeDisposesAtOnce() {
        var isDisposed = false
        let untie = Lifetime.empty.observeEnded { isDisposed = true }
        #expect(Lifetime.empty.hasEnded)
        #expect(isDisposed)
        #expect(untie == nil)
    }

    @Test func takeDuringForwardsUntilTheLifetimeEnds() {
        var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal.take(during: lifetime))

        input.send(value: 1)
        token = nil
        input.send(value: 2)

        #expect(token == nil)
        #expect(recorder.events == [.value(1), .completed])
    }

    @Test func theSeedsViewModelPatternHasNoRetainCycle() {
        final class ViewModel {
            private let (lifetime, token) = Lifetime.make()
            let (output, outputInput) = Signal<Int, Never>.pipe()
            let (input, inputObserver) = Signal<Int, Never>.pipe()

            init() {
                lifetime += input.map { $0 * 2 }.observe(outputInput)
            }
        }
        var viewModel: ViewModel? = ViewModel()
        weak let weakViewModel = viewModel
        let recorder = EventRecorder(viewModel!.output)
        viewModel!.inputObserver.send(value: 2)

        viewModel = nil

        #expect(weakViewModel == nil)
        #expect(recorder.events == [.value(4), .interrupted])
    }

    @Test func disposingTheTokenEndsTheLifetimeOnceAndAtOnce() {
        let (lifetime, token) = Lifetime.make()
        var endings = 0
        lifetime.observeEnded { endings += 1 }
        let disposable = AnyDisposable {}
        lifetime += disposable

        token.dispose()
        token.dispose()

        #expect(lifetime.hasEnded)
        #expect(endings == 1)
        #expect(disposable.isDisposed)
    }
}
