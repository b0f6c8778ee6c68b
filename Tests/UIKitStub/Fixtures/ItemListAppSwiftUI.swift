// typecheck-with: Sources/ItemListApp/Routes.swift Sources/ItemListApp/ViewModels.swift
// typecheck-with: Sources/ItemListApp/CatalogueViewModel.swift Sources/ItemListApp/CatalogueService.swift
// The README's "On iOS" section, SwiftUI: the example app's coordinator driving SwiftUI views through view states,
// with the example's own routes and view models (Sources/ItemListApp, typechecked with this file as they are).
// scripts/typecheck-uikit.sh typechecks it against the SwiftUI stub; DocumentationCodeBlockTests checks that the README
// and the SwiftUI article show it as it is here.
import ReactiveNavigationSwiftUI
import Signals
import SwiftUI

@available(iOS 17, *)
final class AppCoordinator: Coordinator {
    let stack = NavigationStackState(scene: .main)
    let navigator: StackNavigator<AppRoute>
    let alerts: ModalNavigator<AppRoute>
    let screen: ViewScreen  // the stack, with the alerts presented over it

    private let destinations = Destinations<AppRoute> { route in
        switch route {
        case .start(let viewModel): ItemListView(viewModel: viewModel)
        case .itemList(.item(let item)): Text(item)
        case .itemList(.configuration(let viewModel)): ConfigurationView(viewModel: viewModel)
        case .itemList(.catalogue(let viewModel)): CatalogueView(viewModel: viewModel)
        case .configuration: EmptyView()
        }
    }

    init() {
        screen = ViewScreen(stack)
        navigator = StackNavigator(navigationController: stack)
        alerts = ModalNavigator(presenter: screen.presentations)
    }

    var rootViewController: PlatformViewController { screen }

    func handle(route: AppRoute) {
        switch route {
        case .start(let viewModel):
            let screen = destinations.screen(for: route)
            reactive.handle <~ viewModel.navigationSignal.take(duringLifetimeOf: screen).map(AppRoute.itemList)
            navigator.set([(route: route, viewController: screen)], animated: false)

        case .itemList(.item), .itemList(.catalogue):
            navigator.push(route: route, viewController: destinations.screen(for: route), animated: true)

        case .itemList(.configuration(let viewModel)):
            let screen = destinations.screen(for: route)
            reactive.handle <~ viewModel.navigationSignal.take(duringLifetimeOf: screen).map(AppRoute.configuration)
            navigator.push(route: route, viewController: screen, animated: true)

        case .configuration(.done):
            navigator.pop(to: { if case .start = $0 { true } else { false } }, animated: true)

        case .configuration(.confirmReset(let viewModel)):
            let alert = Alert(
                title: "Reset the configuration?",
                buttons: [
                    .init("Reset", role: .destructive, result: true), .init("Cancel", role: .cancel, result: false),
                ])
            alerts.present(alert: alert, route: route, animated: true).observeValues { [weak viewModel] answer in
                if case .finished(true) = answer { viewModel?.reset() }
            }
        }
    }
}

@available(iOS 17, *)
struct ItemListApp: App {
    @State private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            ScreenView(coordinator.screen)
                .onAppear { coordinator.handle(route: .start(ItemListViewModel())) }
        }
    }
}

struct ItemListView: View {
    let viewModel: ItemListViewModel

    var body: some View {
        List {
            ForEach(viewModel.items.value, id: \.self) { item in
                Button(item) { viewModel.select(item) }
            }
            Button("Configuration") { viewModel.openConfiguration() }
            Button("Catalogue") { viewModel.openCatalogue() }
        }
        .navigationTitle("Items")
    }
}

// The other screens, as the README says: like ItemListView.

struct ConfigurationView: View {
    let viewModel: ConfigurationViewModel

    var body: some View {
        VStack {
            Button("Save") { viewModel.save() }
            Button("Reset", role: .destructive) { viewModel.askToReset() }
        }
    }
}

@available(iOS 17, *)
struct CatalogueView: View {
    let viewModel: CatalogueViewModel
    @State private var status: ObservableProperty<String>

    init(viewModel: CatalogueViewModel) {
        self.viewModel = viewModel
        _status = State(wrappedValue: ObservableProperty(viewModel.state.map(\.description)))
    }

    var body: some View {
        Text(status.value)
    }
}
