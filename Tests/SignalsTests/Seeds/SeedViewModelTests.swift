import Signals
import Testing

@Suite("The seeds' view models")
struct SeedViewModelTests {
    @Test func theReadmeViewModelTurnsPressesIntoRoutes() {
        let viewModel = ReadmeSeed.ItemListViewModel()
        var routes: [String] = []
        viewModel.navigationSignal.observeValues { route in
            switch route {
            case .item(let item): routes.append("item \(item)")
            case .configuration: routes.append("configuration")
            }
        }

        viewModel.itemPressedObserver.send(value: viewModel.items.value[1])
        viewModel.configurationPressedObserver.send(value: ())

        #expect(routes == ["item Second", "configuration"])
    }

    @Test func theExampleViewModelTurnsPressesIntoRoutes() {
        let viewModel = ExampleSeed.ItemListViewModel()
        var routes: [String] = []
        viewModel.navigationSignal.observeValues { route in
            switch route {
            case .item(let item): routes.append("item \(item)")
            case .configuration: routes.append("configuration")
            case .help: routes.append("help")
            }
        }

        viewModel.itemPressedObserver.send(value: "First")
        viewModel.connectionPressedObserver.send(value: ())
        viewModel.helpPressedObserver.send(value: ())

        #expect(routes == ["item First", "configuration", "help"])
    }

    @Test func releasingTheViewModelFreesItAndEndsItsSignals() {
        var viewModel: ExampleSeed.ItemListViewModel? = ExampleSeed.ItemListViewModel()
        weak let weakViewModel = viewModel
        let navigation = EventRecorder(viewModel!.navigationSignal)
        let input = viewModel!.itemPressedObserver

        viewModel = nil
        input.send(value: "First")

        #expect(weakViewModel == nil)
        #expect(navigation.events.map(\.description) == ["interrupted"])
    }
}
