import Foundation
import Testing

@testable import Signals

#if canImport(Observation)
    import Observation
#endif

// The examples of the "Signals and Swift concurrency" article, compiled and run. Each fenced `swift` block of the
// article appears in this file line for line (indentation aside); `everyCodeBlockOfTheArticleIsCompiledHere` checks it.

private enum LoadError: Error {
    case offline
}

private func titles(from items: Signal<String, LoadError>) async -> [String] {
    var titles: [String] = []
    do {
        for try await title in items.values {
            titles.append(title)
        }
    } catch {
        let reason: LoadError = error
        titles.append("failed: \(reason)")
    }
    return titles
}

private struct Catalogue: Sendable {
    func items() async throws(LoadError) -> [String] {
        ["Apples", "Bread"]
    }
}

@MainActor
private final class CatalogueScreenModel {
    var shown: [String] = []

    func reload(from catalogue: Catalogue) async {
        let request = SignalProducer<[String], LoadError> { () async throws(LoadError) -> [String] in
            try await catalogue.items()
        }
        do {
            for try await items in request.values {
                shown = items
            }
        } catch {
            shown = []
        }
    }
}

private func nextTap(on taps: Signal<Void, Never>) async -> Bool {
    await taps.firstValue() != nil
}

#if canImport(Observation)
    @MainActor
    @Observable
    private final class InboxModel {
        var title = "Inbox"
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    private func render(_ title: ObservableProperty<String>, onChange: @escaping @Sendable () -> Void) -> String {
        withObservationTracking {
            title.value
        } onChange: {
            onChange()
        }
    }
#endif

@Suite(.timeLimit(.minutes(10)))
struct SwiftConcurrencyArticleTests {
    @MainActor
    @Test func oneVirtualClockForSignalsAndTasks() async {
        let scheduler = TestScheduler()
        var log: [String] = []
        let ticks = SignalProducer.timer(interval: .seconds(1), on: scheduler).take(first: 3).startWithValues { _ in
            log.append("tick")
        }
        let sleeper = Task { @MainActor in
            try await Task.sleep(for: .milliseconds(1_500), clock: scheduler)
            log.append("woke")
        }
        await scheduler.advance(by: .seconds(3))
        _ = await sleeper.result
        #expect(log == ["tick", "woke", "tick", "tick"])
        ticks.dispose()
    }

    @Test func iteratingASignal() async {
        let (signal, input) = Signal<Int, Never>.pipe()
        let values = signal.values
        input.send(value: 1)
        input.send(value: 2)
        input.sendCompleted()

        var received: [Int] = []
        for await value in values {
            received.append(value)
        }

        #expect(received == [1, 2])
    }

    @Test func typedErrors() async {
        let (items, input) = Signal<String, LoadError>.pipe()
        let task = Task { await titles(from: items) }
        while items.observationCount < 1 { await Task.yield() }
        input.send(value: "First")
        input.send(error: .offline)

        #expect(await task.value == ["First", "failed: offline"])
    }

    @Test func bufferingTheLatestState() async {
        let state = MutableProperty("idle")
        let latest = state.values(bufferingPolicy: .bufferingNewest(1))
        state.value = "loading"
        state.value = "loaded"

        var iterator = latest.makeAsyncIterator()
        let current = await iterator.next()  // "loaded"

        #expect(current == "loaded")
    }

    @Test func iteratingAProperty() async {
        let count = MutableProperty(0)
        let counts = count.values
        count.value = 1

        var seen: [Int] = []
        for await value in counts.prefix(2) {
            seen.append(value)
        }

        #expect(seen == [0, 1])
    }

    @Test func waitingForOneValue() async {
        let (taps, input) = Signal<Void, Never>.pipe()
        let tapped = Task { await nextTap(on: taps) }
        while taps.observationCount < 1 { await Task.yield() }
        input.send(value: ())

        #expect(await tapped.value)
    }

    @Test func iteratingAProducer() async {
        let pages = SignalProducer<Int, Never>(values: 1, 2, 3)
        var loaded: [Int] = []
        for await page in pages.values {
            loaded.append(page)
        }

        #expect(loaded == [1, 2, 3])
    }

    @Test func aProducerFromAnAsyncFunction() async throws {
        let catalogue = Catalogue()
        let items = SignalProducer<[String], LoadError> { () async throws(LoadError) -> [String] in
            try await catalogue.items()
        }

        #expect(try await items.singleValue() == ["Apples", "Bread"])
    }

    @Test func aProducerFromAnAsyncSequence() async {
        let (updates, continuation) = AsyncStream<Double>.makeStream()
        let progressUpdates = SignalProducer(updates)

        continuation.yield(0.25)
        continuation.finish()
        #expect(await progressUpdates.lastValue() == 0.25)
    }

    @Test func anActionFromAnAsyncFunction() async {
        let catalogue = Catalogue()
        let load = Action<Void, [String], LoadError> { () async throws(LoadError) -> [String] in
            try await catalogue.items()
        }
        let isLoading = MutableProperty(false)
        let loadedItems = MutableProperty<[String]>([])
        isLoading <~ load.isExecuting
        loadedItems <~ load.values
        load.apply().start()

        #expect(await eventually { loadedItems.value == ["Apples", "Bread"] && !isLoading.value })
    }

    @MainActor
    @Test func resultsOnTheMainActor() async {
        let model = CatalogueScreenModel()
        await model.reload(from: Catalogue())

        #expect(model.shown == ["Apples", "Bread"])
    }

    @Test func bindingAnAsyncSequence() async {
        let progress = MutableProperty(0.0)
        let (updates, continuation) = AsyncStream<Double>.makeStream()
        progress <~ updates
        continuation.yield(0.5)

        var changes = progress.values.makeAsyncIterator()
        while let value = await changes.next(), value != 0.5 {}
        #expect(progress.value == 0.5)
    }

    @MainActor
    @Test func bindingToTheMainActor() async {
        @MainActor
        final class ProgressLabel: ReactiveExtensionsProvider {
            var text = ""
        }

        let label = ProgressLabel()
        let (fractions, fractionInput) = AsyncStream<Double>.makeStream()
        let text = label.reactive.makeBindingTarget(on: MainActor.shared) { $0.text = $1 }
        text <~ fractions.map { "\(Int($0 * 100)) %" }
        fractionInput.yield(1)

        fractionInput.finish()
        // The binding's task hands the text to the main queue; this test runs there too.
        for _ in 0..<10_000 where label.text.isEmpty {
            await mainQueueDrained()
        }
        #expect(label.text == "100 %")
    }

    @MainActor
    @Test func observingOnTheMainActor() async {
        @MainActor
        final class TitleLabel {
            var text = ""
        }

        let label = TitleLabel()
        let (titles, titleInput) = Signal<String, Never>.pipe()
        titles.observeValues(on: MainActor.shared) { title in
            label.text = title
        }
        titleInput.send(value: "Inbox")  // on the main thread, label.text is "Inbox" before send returns
        #expect(label.text == "Inbox")

        let unread = MutableProperty(3)
        unread.startWithValues(on: MainActor.shared) { count in
            label.text = "\(count) unread"
        }
        BindingTarget(on: MainActor.shared, object: label, keyPath: \.text) <~ titles

        #expect(label.text == "3 unread")
        DispatchQueue.global().async { titleInput.send(value: "Archive") }
        for _ in 0..<10_000 where label.text != "Archive" {
            await mainQueueDrained()
        }
        #expect(label.text == "Archive")
    }

    #if canImport(Observation)
        @MainActor
        @Test func observingAnObservableObject() async {
            let model = InboxModel()
            let title = Property(observing: model, \.title)
            let shownTitle = MutableProperty("")
            shownTitle <~ title
            model.title = "Archive"  // shownTitle follows on the next turn of the main queue

            #expect(shownTitle.value == "Inbox")
            await mainQueueDrained()
            #expect(shownTitle.value == "Archive")

            let (names, nameInput) = Signal<String, Never>.pipe()
            BindingTarget(on: MainActor.shared, object: model, keyPath: \.title) <~ names
            nameInput.send(value: "Drafts")  // model.title is "Drafts", and its observers were told

            #expect(model.title == "Drafts")
            await mainQueueDrained()
            #expect(shownTitle.value == "Drafts")
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        @MainActor
        @Test func observationsThroughTheAsyncBridges() async {
            let model = InboxModel()
            let shownTitle = MutableProperty("")
            let titleChanges = SignalProducer(Observations { model.title })
            shownTitle <~ Observations { model.title }

            let first = await titleChanges.firstValue()
            #expect(first == "Inbox")
            for _ in 0..<10_000 where shownTitle.value != "Inbox" {
                await mainQueueDrained()
            }
            #expect(shownTitle.value == "Inbox")
        }

        @MainActor
        @Test func renderingATitleThroughObservation() {
            let renders = MutableProperty(0)
            let title = MutableProperty("Items")
            let observable = ObservableProperty(title)
            let shown = render(observable) { renders.modify { $0 += 1 } }
            title.value = "Archive"  // calls onChange once, on the main actor

            #expect(shown == "Items")
            #expect(renders.value == 1)
            #expect(observable.value == "Archive")
        }
    #endif

    @Test func everyCodeBlockOfTheArticleIsCompiledHere() throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let article = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Signals/Signals.docc/SwiftConcurrency.md")
        let blocks = codeBlocks(in: try String(contentsOf: article, encoding: .utf8))
        // The file's declarations are `private`; the article's are not.
        let compiled = trimmedLines(try String(contentsOf: testFile, encoding: .utf8)).map { line in
            line.hasPrefix("private ") ? String(line.dropFirst("private ".count)) : line
        }

        #expect(blocks.count >= 15)
        for block in blocks {
            let lines = trimmedLines(block)
            let isCompiled = compiled.indices.contains { start in
                compiled[start...].starts(with: lines)
            }
            #expect(isCompiled, "Not compiled by SwiftConcurrencyArticleTests:\n\(block)")
        }
    }
}

/// The fenced `swift` code blocks of a Markdown text.
private func codeBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
            current = []
        } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
            blocks.append(current!.joined(separator: "\n"))
            current = nil
        } else {
            current?.append(line)
        }
    }
    return blocks
}

/// The non-empty lines of `text`, without their indentation.
private func trimmedLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}
