import ReactiveNavigation

// The item-list app, driven by a script of what a user does. Each line shows the step and the
// route stack that follows it, which always matches the screens on the navigation controller.

let catalogueService = CatalogueService()
let coordinator = AppCoordinator()
let controller = coordinator.navigationController

@MainActor
func step(_ description: String, _ action: () -> Void) {
    action()
    let stack = coordinator.navigator.routes.map(\.description).joined(separator: " › ")
    let padding = String(repeating: " ", count: max(0, 36 - description.count))
    print("\(description)\(padding)\(stack)")
}

/// Performs a step whose effect arrives later, then shows the catalogue's status line once it says `expected`.
@MainActor
func step(_ description: String, showing expected: String, _ action: () async -> Void) async {
    await action()
    let screen = topScreen(CatalogueScreen.self)
    for await text in screen.statusText.values where text == expected { break }
    step(description) {}
    print("    status: \(expected)")
}

@MainActor
func topScreen<Screen>(_: Screen.Type) -> Screen {
    controller.topViewController as! Screen
}

step("launch") { coordinator.handle(route: .start(ItemListViewModel(catalogueService: catalogueService))) }
step("tap \"Bread\"") { topScreen(ItemListScreen.self).viewModel.select("Bread") }
step("swipe back, then cancel the swipe") { controller.simulateInteractivePop(completing: false) }
step("swipe back all the way") { controller.simulateInteractivePop(completing: true) }
step("tap \"Cheese\"") { topScreen(ItemListScreen.self).viewModel.select("Cheese") }
step("tap the back button") { controller.simulateBackButtonTap() }
step("open the configuration") { topScreen(ItemListScreen.self).viewModel.openConfiguration() }
step("save the configuration") { topScreen(ConfigurationScreen.self).viewModel.save() }
step("deep link to \"Apples\"") {
    coordinator.handle(routes: [.itemList(.item("Apples")), .itemList(.configuration(ConfigurationViewModel()))])
}
step("long-press back, pick the list") { controller.simulateBackMenuSelection(of: controller.viewControllers[0]) }
step("pop the root (refused)") { coordinator.navigator.pop(animated: true) }
step("open the catalogue") { topScreen(ItemListScreen.self).viewModel.openCatalogue() }
await step("pull to load", showing: "Loading…") { topScreen(CatalogueScreen.self).viewModel.reload() }
await step("the network fails", showing: "Error: You are offline (tap to retry)") {
    await catalogueService.respond(with: .failure(.offline))
}
await step("tap to retry", showing: "Loading…") { topScreen(CatalogueScreen.self).viewModel.reload() }
await step("the items arrive", showing: "Apples, Bread, Cheese") {
    await catalogueService.respond(with: .success(["Apples", "Bread", "Cheese"]))
}
