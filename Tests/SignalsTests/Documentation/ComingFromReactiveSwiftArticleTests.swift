import Signals
import Testing

// The examples of the "Coming from ReactiveSwift" article (ComingFromReactiveSwift.md), as written.

enum SignInRoute: Equatable {
    case welcome(String)
}

final class SignInViewModel {
    let email = MutableProperty("")
    let password = MutableProperty("")
    let canSignIn: Property<Bool>
    let (navigationSignal, navigationObserver) = Signal<SignInRoute, Never>.pipe()
    private let (lifetime, token) = Lifetime.make()

    init(signIns: Signal<Void, Never>) {
        canSignIn = email.combineLatest(with: password).map { email, password in
            email.contains("@") && password.count >= 8
        }
        lifetime +=
            signIns
            .filter { [canSignIn] in canSignIn.value }
            .map { [email] in SignInRoute.welcome(email.value) }
            .observe(navigationObserver)
    }
}

@Suite struct ComingFromReactiveSwiftArticleTests {
    @Test func reentrantSendsAreQueued() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        let (counter, counterInput) = Signal<Int, Never>.pipe()
        counter.observeValues { value in
            print("got \(value)")
            if value < 3 {
                counterInput.send(value: value + 1)  // queued: delivered after this observer returns
            }
        }
        counterInput.send(value: 1)  // got 1, got 2, got 3

        #expect(printed == ["got 1", "got 2", "got 3"])
    }

    @Test func valuesQueuedBeforeATerminalEventAreDelivered() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        let (steps, stepInput) = Signal<String, Never>.pipe()
        steps.observe { event in
            switch event {
            case .value("start"):
                stepInput.send(value: "middle")
                stepInput.sendCompleted()  // queued behind "middle"
            case .value(let step): print(step)
            case .completed: print("completed")
            case .failed, .interrupted: break
            }
        }
        stepInput.send(value: "start")  // prints "middle", then "completed"

        #expect(printed == ["middle", "completed"])
    }

    @Test func aDisposalDiscardsTheValuesHandedToASchedulerAndInterruptsThere() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        let scheduler = TestScheduler()
        let disposable = SignalProducer<Int, Never>(values: 1, 2)
            .concat(.never)
            .observe(on: scheduler)
            .start { event in print(event) }
        disposable.dispose()  // prints nothing yet: `interrupted` waits for the scheduler
        scheduler.advance()  // prints interrupted; value(1) and value(2) are discarded

        #expect(printed == ["interrupted"])
    }

    @Test func thePortedViewModelBehavesAsTheOriginal() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        let (signIns, signInInput) = Signal<Void, Never>.pipe()
        let viewModel = SignInViewModel(signIns: signIns)
        var routes: [SignInRoute] = []
        viewModel.navigationSignal.observeValues { routes.append($0) }

        viewModel.email.value = "ada@example.com"
        signInInput.send(value: ())  // ignored: no password yet
        viewModel.password.value = "correct horse"
        signInInput.send(value: ())
        print(routes == [.welcome("ada@example.com")])  // true

        #expect(printed == ["true"])
        #expect(viewModel.canSignIn.value)
    }
}
