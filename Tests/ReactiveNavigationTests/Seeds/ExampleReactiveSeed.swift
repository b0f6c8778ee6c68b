// swift-format-ignore-file
// The code below is the seed's code from navigation-example.md, "ReactiveSwift + Signals", verbatim except for the changes DESIGN.md allows:
// the headless navigation controller in place of UINavigationController, AnyObject in place of
// UIViewController, and the
// configuration handling the seed elides with `// ...` filled in. The screens and the configuration
// types it leaves out are in Support/ExampleReactiveSeed+Screens.swift.
import ReactiveNavigation
import Signals

enum ExampleReactiveSeed {
enum ItemListRoute {
	case item(String)
	case configuration(ConfigurationViewModelType)
	case help
}

typealias ItemListViewModelType = ItemListViewModelInputs & ItemListViewModelOutputs

protocol ItemListViewModelInputs {
	var itemPressedObserver: Signal<String, Never>.Observer { get }
	var connectionPressedObserver: Signal<Void, Never>.Observer { get }
	var helpPressedObserver: Signal<Void, Never>.Observer { get }
}

protocol ItemListViewModelOutputs {
	var navigationSignal: Signal<ItemListRoute, Never> { get }
	var items: Property<[String]> { get }
}

final class ItemListViewModel: ItemListViewModelType {
	// MARK: - Private state
	
	private let (lifetime, token) = Lifetime.make()
	
	// MARK: - Inputs
	
	let (itemPressedSignal, itemPressedObserver) = Signal<String, Never>.pipe()
	let (connectionPressedSignal, connectionPressedObserver) = Signal<Void, Never>.pipe()
	let (helpPressedSignal, helpPressedObserver) = Signal<Void, Never>.pipe()
	
	// MARK: - Outputs
	
	let (navigationSignal, navigationObserver) = Signal<ItemListRoute, Never>.pipe()
	let items = Property(value: ["First", "Second", "Third"])
	
	// MARK: - Init
	
	init() {
		lifetime += itemPressedSignal
			.map(ItemListRoute.item)
			.observe(navigationObserver)
		
		lifetime += connectionPressedSignal
			.map { _ in
				let viewModel = ConfigurationViewModel()
				return .configuration(viewModel)
			}
			.observe(navigationObserver)
		
		lifetime += helpPressedSignal
			.map(value: .help)
			.observe(navigationObserver)
	}
}

enum AppRoute {
	case start(ItemListViewModelType)
	case itemList(ItemListRoute)
	case configuration(ConfigurationRoute)
}

final class AppCoordinator: Coordinator, ReactiveExtensionsProvider {
	// MARK: - Properties
	
	private let navigator: StackNavigator<AppRoute>
	
	private let navigationController = HeadlessNavigationController()
	
	// MARK: - Init
	
	init() {
		navigator = StackNavigator(navigationController: navigationController)
	}
	
	// MARK: - Coordinator
	
	var rootViewController: AnyObject { navigationController }
	
	func handle(route: AppRoute) {
		switch route {
		case let .start(viewModel):
			let viewController = ItemListViewController(viewModel: viewModel)
			reactive.handle <~ viewModel.navigationSignal
				.take(duringLifetimeOf: viewController)
				.map(AppRoute.itemList)
			navigator.set([(route: route, viewController: viewController)], animated: false)
			
		case let .itemList(itemListRoute):
			handle(route: route, listRoute: itemListRoute)
			
		case let .configuration(configurationRoute):
			handle(route: route, configurationRoute: configurationRoute)
		}
	}
	
	private func handle(route: AppRoute, listRoute: ItemListRoute) {
		switch listRoute {
		case let .item(item):
			let viewController = ItemViewController(item: item)
			navigator.push(route: route, viewController: viewController, animated: true)
			
		case let .configuration(viewModel):
			let viewController = ConfigurationViewController(viewModel: viewModel)
			reactive.handle <~ viewModel.navigationSignal
				.take(duringLifetimeOf: viewController)
				.map(AppRoute.configuration)
			navigator.push(route: route, viewController: viewController, animated: true)
			
		case .help:
			let viewController = HelpViewController()
			navigator.push(route: route, viewController: viewController, animated: true)
		}
	}
	
	private func handle(route: AppRoute, configurationRoute: ConfigurationRoute) {
		switch configurationRoute {
		case .close:
			navigator.pop(animated: true)
		}
	}
}
}
