import ReactiveNavigation
import Signals

// What the seeds use but leave out: their view controllers, and the configuration flow behind their `// ...`.
// Each seed's namespace names these with typealiases, in its `+Screens` file.

/// A stand-in for a seed's view controller that shows a view model.
final class ViewModelScreen<ViewModel> {
    let viewModel: ViewModel

    init(viewModel: ViewModel) {
        self.viewModel = viewModel
    }
}

/// A stand-in for the seeds' item view controller.
final class ItemScreen {
    let item: String

    init(item: String) {
        self.item = item
    }
}

/// A stand-in for the example seed's help view controller.
final class HelpScreen {}

/// The configuration flow of the seeds that inject coordinators into view models.
enum InjectedConfiguration {
    enum Route {
        case close
    }

    protocol ViewModelType {
        func closePressed()
    }

    final class ViewModel: ViewModelType {
        private let coordinator: UnownedCoordinator<Route>

        init(coordinator: UnownedCoordinator<Route>) {
            self.coordinator = coordinator
        }

        func closePressed() {
            coordinator.handle(route: .close)
        }
    }
}

/// The configuration flow of the seeds whose view models send routes through a signal.
enum ReactiveConfiguration {
    enum Route {
        case close
    }

    protocol ViewModelType {
        var navigationSignal: Signal<Route, Never> { get }
        var closePressedObserver: Signal<Void, Never>.Observer { get }
    }

    final class ViewModel: ViewModelType {
        private let (lifetime, token) = Lifetime.make()
        let (navigationSignal, navigationObserver) = Signal<Route, Never>.pipe()
        let (closePressedSignal, closePressedObserver) = Signal<Void, Never>.pipe()

        init() {
            lifetime += closePressedSignal.map(value: .close).observe(navigationObserver)
        }
    }
}
