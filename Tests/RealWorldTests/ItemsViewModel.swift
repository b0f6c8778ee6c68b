import Foundation
import Signals

// An `Action` loader as ReactiveSwift apps write it: the screen binds `isLoading`, `items` and `errorMessage`, and
// calls `refresh`. Only the import differs from ReactiveSwift.
final class ItemsViewModel {
    let isLoading = MutableProperty(false)
    let items = MutableProperty<[Item]>([])
    let errorMessage = MutableProperty<String?>(nil)
    let title: Property<String>

    let load: Action<Void, [Item], APIError>

    init(api: APIClient, section: String) {
        load = Action { api.items(inSection: section) }

        isLoading <~ load.isExecuting
        items <~ load.values
        errorMessage
            <~ load.errors.map { error -> String? in
                switch error {
                case .network: return "Check your connection and try again."
                case .decoding: return "Something went wrong."
                case .unauthorized: return "Please log in again."
                }
            }
        errorMessage <~ load.values.map { _ in nil }
        title = items.map { items in items.isEmpty ? "Items" : "Items (\(items.count))" }
    }

    func refresh() {
        load.apply().start()
    }
}
