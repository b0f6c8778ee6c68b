import Testing

@testable import Signals

/// The example of "A signal whose input is released ends once nobody references it" in the migration article.
@Suite("Coming from ReactiveSwift: a released input")
struct ReleasedInputArticleTests {
    @Test func aViewModelKeepingBothEndsInterruptsItsObserversWhenItGoes() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        final class UploadViewModel {
            let progress: Signal<Double, Never>
            let progressInput: Signal<Double, Never>.Observer
            init() { (progress, progressInput) = Signal<Double, Never>.pipe() }
        }
        var viewModel: UploadViewModel? = UploadViewModel()
        viewModel?.progress.observe { event in print(event) }
        viewModel = nil  // prints interrupted, as in ReactiveSwift

        #expect(printed == ["interrupted"])
    }
}
