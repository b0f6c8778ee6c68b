import Dispatch
import Testing

@testable import Signals

/// The examples of the "Getting started" article (GettingStarted.md), compiled as written and run; `print` is
/// replaced by a recorder so that each test can check what the article says is printed.
@Suite struct GettingStartedArticleTests {
    @Test func sendAndObserve() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        let (signal, input) = Signal<String, Never>.pipe()

        let observation = signal.observe { event in
            switch event {
            case .value(let text): print("value: \(text)")
            case .completed: print("completed")
            case .failed, .interrupted: print("ended early")
            }
        }

        input.send(value: "hello")  // value: hello
        input.sendCompleted()  // completed
        input.send(value: "ignored")  // a signal ends at its first terminal event
        observation?.dispose()

        #expect(printed == ["value: hello", "completed"])
    }

    @Test func transform() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        let (numbers, numbersInput) = Signal<Int, Never>.pipe()

        let evenSquares =
            numbers
            .filter { $0.isMultiple(of: 2) }
            .map { $0 * $0 }

        evenSquares.observeValues { print($0) }
        for number in 1...4 {
            numbersInput.send(value: number)  // prints 4, then 16
        }

        #expect(printed == ["4", "16"])
    }

    @Test func holdStateInProperties() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        let count = MutableProperty(0)
        let summary: Property<String> = count.map { "\($0) items" }

        summary.startWithValues { print($0) }  // prints "0 items" at once
        count.value += 1  // prints "1 items"
        count.modify { $0 += 2 }  // prints "3 items": read and write in one step

        #expect(printed == ["0 items", "1 items", "3 items"])
    }

    @Test func bindAndTieObservationsToLifetimes() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        final class TitleLabel: ReactiveExtensionsProvider {
            var text = ""
        }

        let label = TitleLabel()
        let title = MutableProperty("Inbox")
        label.reactive.makeBindingTarget { label, text in label.text = text } <~ title
        print(label.text)  // Inbox: a property passes its current value first

        let (renames, renameInput) = Signal<String, Never>.pipe()
        title <~ renames
        renameInput.send(value: "Archive")
        print(label.text)  // Archive

        #expect(printed == ["Inbox", "Archive"])
        printed = []

        final class CounterViewModel {
            let total = MutableProperty(0)
            private let (lifetime, token) = Lifetime.make()

            init(increments: Signal<Int, Never>) {
                lifetime += increments.observeValues { [total] in total.value += $0 }
            }
        }

        let (increments, incrementInput) = Signal<Int, Never>.pipe()
        var viewModel: CounterViewModel? = CounterViewModel(increments: increments)
        let total = viewModel?.total
        incrementInput.send(value: 2)
        viewModel = nil  // the token goes with the view model and ends its lifetime
        incrementInput.send(value: 3)
        print(total?.value ?? 0)  // 2

        let screen = TitleLabel()
        increments
            .take(duringLifetimeOf: screen)
            .observeValues { print("while the screen lives: \($0)") }

        incrementInput.send(value: 4)
        #expect(printed == ["2", "while the screen lives: 4"])
        #expect(screen.text.isEmpty)
    }

    @Test func threads() async {
        let (message, wasOnMainThread) = await withCheckedContinuation {
            (continuation: CheckedContinuation<(String, Bool), Never>) in
            func print(_ message: String) { continuation.resume(returning: (message, MainThread.isCurrent)) }

            let (downloads, downloadInput) = Signal<Int, Never>.pipe()
            downloads
                .observe(on: UIScheduler())
                .observeValues { progress in print("main thread: \(progress)%") }

            DispatchQueue.global().async {
                downloadInput.send(value: 50)
            }
        }
        #expect(message == "main thread: 50%")
        #expect(wasOnMainThread)
    }
}
