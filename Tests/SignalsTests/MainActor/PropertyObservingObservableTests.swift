#if canImport(Observation)
    import Dispatch
    import Observation
    import Testing

    @testable import Signals

    /// A SwiftUI-style model: `@Observable`, isolated to the main actor.
    @MainActor
    @Observable
    private final class ScreenModel {
        var title = "Items"
        var count = 0
        /// A property made from this model, held by it: a cycle if the property held the model.
        @ObservationIgnored var derived: Property<String>?
    }

    /// A model that is not isolated, changed from background threads as a server-side model might be.
    @Observable
    private final class Counter: @unchecked Sendable {
        // Safety: the tests change it on one background queue and read it on the main actor only after that queue's
        // `sync` returned, so accesses never overlap.
        var value = 0
    }

    @MainActor
    @Suite(.timeLimit(.minutes(10)))
    struct PropertyObservingObservableTests {
        @Test func thePropertyStartsWithTheKeyPathsValue() {
            let model = ScreenModel()
            let title = Property(observing: model, \.title)
            #expect(title.value == "Items")
        }

        @Test func aChangeArrivesOnTheMainQueueAfterItIsMade() async {
            let model = ScreenModel()
            let title = Property(observing: model, \.title)
            let recorder = EventRecorder(title.signal)
            model.title = "Archive"
            #expect(title.value == "Items")
            await mainQueueDrained()
            #expect(title.value == "Archive")
            #expect(recorder.values == ["Archive"])
            model.title = "Trash"
            await mainQueueDrained()
            #expect(recorder.values == ["Archive", "Trash"])
        }

        @Test func changesInOneTurnOfTheMainQueueAreCoalescedIntoTheLatest() async {
            let model = ScreenModel()
            let count = Property(observing: model, \.count)
            let recorder = EventRecorder(count.signal)
            for value in 1...5 { model.count = value }
            await mainQueueDrained()
            #expect(recorder.values == [5])
        }

        @Test func onlyTheObservedKeyPathIsTracked() async {
            let model = ScreenModel()
            let title = Property(observing: model, \.title)
            let recorder = EventRecorder(title.signal)
            model.count = 1
            await mainQueueDrained()
            #expect(recorder.values.isEmpty)
        }

        @Test func changesFromABackgroundThreadAreReadOnTheMainActor() async {
            let counter = Counter()
            let value = Property(observing: counter, \.value)
            let threads = Locked<[Bool]>([])
            value.signal.observeValues { _ in
                let isMain = MainThread.isCurrent
                threads.withLock { $0.append(isMain) }
            }
            let background = DispatchQueue(label: "PropertyObservingObservableTests.background")
            for expected in 1...3 {
                background.sync { counter.value = expected }
                await mainQueueDrained()
                #expect(value.value == expected)
            }
            #expect(threads.withLock { $0 } == [true, true, true])
        }

        @Test func theSignalCompletesWhenTheObjectIsDeinitializedAndThePropertyKeepsItsLastValue() async {
            var model: ScreenModel? = ScreenModel()
            let title = Property(observing: model!, \.title)
            let recorder = EventRecorder(title.signal)
            model?.title = "Last"
            await mainQueueDrained()
            model = nil
            await mainQueueDrained()
            #expect(recorder.events == [.value("Last"), .completed])
            #expect(title.value == "Last")
        }

        @Test func theObjectReleasedWithAChangeOnItsWayCompletesWithoutReadingIt() async {
            var model: ScreenModel? = ScreenModel()
            let title = Property(observing: model!, \.title)
            let recorder = EventRecorder(title.signal)
            model?.title = "Never read"
            model = nil
            await mainQueueDrained()
            #expect(recorder.events == [.completed])
            #expect(title.value == "Items")
        }

        @Test func anObjectHoldingItsOwnPropertyIsNotKeptAlive() async {
            weak var releasedModel: ScreenModel?
            weak var releasedProperty: Property<String>?
            do {
                let model = ScreenModel()
                model.derived = Property(observing: model, \.title)
                releasedModel = model
                releasedProperty = model.derived
            }
            #expect(releasedModel == nil)
            await mainQueueDrained()
            #expect(releasedProperty == nil)
        }

        @Test func thePropertyFollowsTheObjectAfterItIsReleasedWhileItsSignalIsObserved() async {
            let model = ScreenModel()
            var title: Property<String>? = Property(observing: model, \.title)
            let recorder = EventRecorder(title!.signal)
            title = nil
            model.title = "Still followed"
            await mainQueueDrained()
            #expect(recorder.values == ["Still followed"])
        }

        @Test func aBindingFromAnObservableKeyPathFeedsATarget() async {
            let model = ScreenModel()
            let shown = MutableProperty("")
            shown <~ Property(observing: model, \.title)
            #expect(shown.value == "Items")
            model.title = "Bound"
            await mainQueueDrained()
            #expect(shown.value == "Bound")
        }

        @Test func aBindingIntoAnObservableObjectNotifiesItsObservers() async {
            let model = ScreenModel()
            let (titles, input) = Signal<String, Never>.pipe()
            BindingTarget(on: MainActor.shared, object: model, keyPath: \.title) <~ titles
            let notified = Locked(0)
            withObservationTracking {
                _ = model.title
            } onChange: {
                notified.withLock { $0 += 1 }
            }
            input.send(value: "From a signal")
            #expect(model.title == "From a signal")
            #expect(notified.withLock { $0 } == 1)
            DispatchQueue(label: "PropertyObservingObservableTests.binding").sync { input.send(value: "Later") }
            await mainQueueDrained()
            #expect(model.title == "Later")
        }

        @Test func aBindingIntoAnObservableObjectEndsWhenTheObjectIsGone() {
            let (titles, input) = Signal<String, Never>.pipe()
            weak var released: ScreenModel?
            do {
                let model = ScreenModel()
                released = model
                BindingTarget(on: MainActor.shared, object: model, keyPath: \.title) <~ titles
            }
            #expect(released == nil)
            input.send(value: "Nobody")
            #expect(titles.observationCount == 0)
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        @Test func observationsMakeAProducerOfTransactions() async {
            let model = ScreenModel()
            let titles = SignalProducer(Observations { model.title })
            var received: [String] = []
            let stream = titles.take(first: 2).values
            let reader = Task { @MainActor in
                for await title in stream { received.append(title) }
                return received
            }
            #expect(await eventuallyOnMain { !received.isEmpty })
            model.title = "Observed"
            #expect(await reader.value == ["Items", "Observed"])
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        @Test func observationsBindIntoATarget() async {
            let model = ScreenModel()
            let shown = MutableProperty("")
            shown <~ Observations { model.title }
            #expect(await eventuallyOnMain { shown.value == "Items" })
            model.title = "Observed"
            #expect(await eventuallyOnMain { shown.value == "Observed" })
        }
    }
#endif
