import Signals
import Testing

@testable import ItemListApp

// Main-actor tests wait for the main actor while the whole suite runs in parallel (minutes under the sanitizers);
// the limit turns a deadlock into a failure, not a slow main actor.
@Suite(.timeLimit(.minutes(10)))
struct CatalogueViewModelTests {
    /// Yields until the service has `count` requests waiting; never sleeps.
    private func requests(_ count: Int, waitingAt service: CatalogueService) async -> Bool {
        for _ in 0..<100_000 {
            if await service.pendingRequestCount == count { return true }
            await Task.yield()
        }
        return false
    }

    @Test func loadingShowsTheLoadingStateUntilTheItemsArrive() async {
        let service = CatalogueService()
        let viewModel = CatalogueViewModel(service: service)
        var states = viewModel.state.values.makeAsyncIterator()
        #expect(await states.next() == .idle)

        viewModel.reload()
        #expect(await states.next() == .loading)
        #expect(await requests(1, waitingAt: service))
        #expect(viewModel.load.isEnabled.value == false)

        await service.respond(with: .success(["Apples", "Bread"]))
        #expect(await states.next() == .loaded(["Apples", "Bread"]))
        #expect(await eventuallyTrue { viewModel.load.isEnabled.value })
    }

    @Test func aFailedLoadShowsTheErrorAndARetryLoadsTheItems() async {
        let service = CatalogueService()
        let viewModel = CatalogueViewModel(service: service)
        var states = viewModel.state.values.makeAsyncIterator()
        #expect(await states.next() == .idle)

        viewModel.reload()
        #expect(await states.next() == .loading)
        #expect(await requests(1, waitingAt: service))
        await service.respond(with: .failure(.offline))
        #expect(await states.next() == .failed("You are offline"))

        #expect(await eventuallyTrue { viewModel.load.isEnabled.value })
        viewModel.reload()
        #expect(await states.next() == .loading)
        await service.respond(with: .success(["Cheese"]))
        #expect(await states.next() == .loaded(["Cheese"]))
    }

    @Test func aViewModelReleasedWhileItLoadsCancelsItsRequest() async throws {
        let service = CatalogueService()
        var viewModel: CatalogueViewModel? = CatalogueViewModel(service: service)
        weak let released = viewModel
        weak let action = viewModel?.load
        viewModel?.reload()
        #expect(await requests(1, waitingAt: service))
        viewModel = nil
        #expect(released == nil)
        // The load's task is cancelled with the view model, and the request stops waiting (required: otherwise the
        // request below would wait for ever behind it).
        try #require(await requests(0, waitingAt: service))
        // The execution, its task and the action it kept are gone.
        #expect(await eventuallyTrue { action == nil })
        // An answer given now goes to the next request, as no request waits.
        await service.respond(with: .success(["Apples"]))
        #expect(try await service.items() == ["Apples"])
    }

    @Test func reloadingWhileALoadRunsIsRejected() async {
        let service = CatalogueService()
        let viewModel = CatalogueViewModel(service: service)
        let rejections = MutableProperty(0)
        viewModel.load.disabledErrors.observeValues { rejections.modify { $0 += 1 } }

        viewModel.reload()
        viewModel.reload()

        #expect(rejections.value == 1)
        #expect(await requests(1, waitingAt: service))
        await service.respond(with: .success([]))
        #expect(await eventuallyTrue { viewModel.state.value == .loaded([]) })
    }

    @MainActor
    @Test func theScreensStatusLineFollowsTheStateOnTheMainThread() async {
        let service = CatalogueService()
        let screen = CatalogueScreen(viewModel: CatalogueViewModel(service: service))
        var texts = screen.statusText.values.makeAsyncIterator()
        #expect(await texts.next() == "Pull to load")
        screen.viewModel.reload()
        #expect(await texts.next() == "Loading…")
        await service.respond(with: .failure(.offline))
        #expect(await texts.next() == "Error: You are offline (tap to retry)")
    }

    /// Yields until `condition` holds, at most a bounded number of times.
    private func eventuallyTrue(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<100_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }
}
