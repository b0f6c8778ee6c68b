// typecheck-with: Sources/ItemListApp/Routes.swift Sources/ItemListApp/ViewModels.swift
// typecheck-with: Sources/ItemListApp/CatalogueViewModel.swift Sources/ItemListApp/CatalogueService.swift
// The SwiftUI article's mixed app: SwiftUI screens inside a UIKit navigation controller, through hosting controllers.
// The navigator drives UIKit as usual; each SwiftUI view is one screen. scripts/typecheck-uikit.sh typechecks it
// against the UIKit and SwiftUI stubs.
import ReactiveNavigationSwiftUI
import ReactiveNavigationUIKit
import Signals
import SwiftUI
import UIKit

final class MixedAppCoordinator: Coordinator {
    let navigationController = UINavigationController()
    let navigator: StackNavigator<AppRoute>

    init() {
        navigator = StackNavigator(navigationController: navigationController)
    }

    var rootViewController: UIViewController { navigationController }

    func handle(route: AppRoute) {
        switch route {
        case .start(let viewModel):
            let screen = UIHostingController(rootView: ItemRowsView(viewModel: viewModel))
            reactive.handle <~ viewModel.navigationSignal.take(duringLifetimeOf: screen).map(AppRoute.itemList)
            navigator.set([(route: route, viewController: screen)], animated: false)

        case .itemList(.item(let item)):
            navigator.push(route: route, viewController: UIHostingController(rootView: Text(item)), animated: true)

        default:
            break  // the other routes as in the UIKit app
        }
    }
}

struct ItemRowsView: View {
    let viewModel: ItemListViewModel

    var body: some View {
        List {
            ForEach(viewModel.items.value, id: \.self) { item in
                Button(item) { viewModel.select(item) }
            }
        }
    }
}
