// swift-format-ignore-file
// The code below is the seed's code from navigation-example.md, "Pure Swift + dependency injection", verbatim except for the changes DESIGN.md allows:
// the headless navigation controller in place of UINavigationController, AnyObject in place of
// UIViewController, and the
// configuration handling the seed elides with `// ...` filled in. The screens and the configuration
// types it leaves out are in Support/ExampleDependencyInjectionSeed+Screens.swift.
import ReactiveNavigation
import Signals

enum ExampleDependencyInjectionSeed {
enum ItemListRoute {
	case item(String)
	case configuration(ConfigurationViewModelType)
	case help
}

typealias ItemListViewModelType = ItemListViewModelInputs & ItemListViewModelOutputs

protocol ItemListViewModelInputs {
	func itemPressed(_ item: String)
	func connectionPressed()
	func helpPressed()
}

protocol ItemListViewModelOutputs {
	var items: [String] { get }
}

final class ItemListViewModel: ItemListViewModelType {
	// MARK: - Private state
	
	private let coordinator: UnownedCoordinator<ItemListRoute>
	private let configurationCoordinator: UnownedCoordinator<ConfigurationRoute>
		
	// MARK: - Inputs
	
	func itemPressed(_ item: String) {
		coordinator.handle(route: .item(item))
	}
	
	func connectionPressed() {
		let viewModel = ConfigurationViewModel(coordinator: configurationCoordinator)
		coordinator.handle(route: .configuration(viewModel))
	}
	
	func helpPressed() {
		coordinator.handle(route: .help)
	}
	
	// MARK: - Outputs
	
	let (navigationSignal, navigationObserver) = Signal<ItemListRoute, Never>.pipe()
	let items = ["First", "Second", "Third"]
	
	// MARK: - Init
	
	init(coordinator: UnownedCoordinator<ItemListRoute>, configurationCoordinator: UnownedCoordinator<ConfigurationRoute>) {
		self.coordinator = coordinator
		self.configurationCoordinator = configurationCoordinator
	}
}

enum AppRoute {
	case start(ItemListViewModelType)
	case itemList(ItemListRoute)
	case configuration(ConfigurationRoute)
}

final class AppCoordinator: Coordinator {
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

final class ItemListCoordinator: Coordinator {
	// MARK: - Properties
	
	private let appCoordinator: AppCoordinator
	
	// MARK: - Init
	
	init(appCoordinator: AppCoordinator) {
		self.appCoordinator = appCoordinator
	}
	
	// MARK: - Coordinator
	
	var rootViewController: AnyObject { appCoordinator.rootViewController }
	
	func handle(route: ItemListRoute) {
		appCoordinator.handle(route: .itemList(route))
	}
}

final class ConfigurationCoordinator: Coordinator {
	// MARK: - Properties
	
	private let appCoordinator: AppCoordinator
	
	// MARK: - Init
	
	init(appCoordinator: AppCoordinator) {
		self.appCoordinator = appCoordinator
	}
	
	// MARK: - Coordinator
	
	var rootViewController: AnyObject { appCoordinator.rootViewController }
	
	func handle(route: ConfigurationRoute) {
		appCoordinator.handle(route: .configuration(route))
	}
}
}
