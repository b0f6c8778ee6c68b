#if canImport(Observation)
    import Dispatch
    import Observation
    import Testing

    @testable import Signals

    /// Counts `withObservationTracking` notifications, and where they ran.
    private final class ChangeCounter: Sendable {
        private let state = Locked((count: 0, offMain: 0))

        func record() {
            let isMain = MainThread.isCurrent
            state.withLock { state in
                state.count += 1
                if !isMain { state.offMain += 1 }
            }
        }

        var count: Int { state.withLock { $0.count } }
        var offMain: Int { state.withLock { $0.offMain } }
    }

    @MainActor
    private func track<Value>(_ observable: ObservableProperty<Value>, _ counter: ChangeCounter) {
        withObservationTracking {
            _ = observable.value
        } onChange: {
            counter.record()
        }
    }

    @MainActor
    @Suite(.timeLimit(.minutes(10)))
    struct ObservablePropertyTests {
        @Test func theViewStartsWithThePropertysValue() {
            let property = MutableProperty("Items")
            let observable = ObservableProperty(property)
            #expect(observable.value == "Items")
        }

        @Test func aChangeOnTheMainThreadNotifiesOnceAndAtOnce() {
            let property = MutableProperty(0)
            let observable = ObservableProperty(property)
            let counter = ChangeCounter()
            for value in 1...5 {
                track(observable, counter)
                property.value = value
                #expect(counter.count == value)
                #expect(observable.value == value)
            }
            #expect(counter.offMain == 0)
        }

        @Test func changesWhileNobodyTracksNotifyNothingLater() {
            let property = MutableProperty(0)
            let observable = ObservableProperty(property)
            let counter = ChangeCounter()
            track(observable, counter)
            property.value = 1
            property.value = 2
            #expect(counter.count == 1)
            #expect(observable.value == 2)
        }

        @Test func changesOffTheMainThreadReachTheViewOnTheMainThreadOncePerChange() async {
            let property = MutableProperty(0)
            let observable = ObservableProperty(property)
            let counter = ChangeCounter()
            let background = DispatchQueue(label: "ObservablePropertyTests.background")
            for value in 1...5 {
                track(observable, counter)
                background.sync { property.value = value }
                await mainQueueDrained()
                #expect(counter.count == value)
                #expect(observable.value == value)
            }
            #expect(counter.offMain == 0)
        }

        @Test func aBurstOfBackgroundChangesArrivesInOrder() async {
            let property = MutableProperty(0)
            let observable = ObservableProperty(property)
            let seen = Locked<[Int]>([])
            DispatchQueue(label: "ObservablePropertyTests.burst").sync {
                for value in 1...100 { property.value = value }
            }
            // Each queued delivery runs on the main queue; record what the view holds after each.
            for _ in 1...100 {
                await mainQueueDrained()
                seen.withLock { $0.append(observable.value) }
            }
            #expect(observable.value == 100)
            let history = seen.withLock { $0 }
            #expect(history == history.sorted())
        }

        @Test func aDerivedPropertyStaysAliveWithItsView() {
            let source = MutableProperty(1)
            let observable = ObservableProperty(source.map { $0 * 10 })
            let counter = ChangeCounter()
            track(observable, counter)
            source.value = 2
            #expect(counter.count == 1)
            #expect(observable.value == 20)
        }

        @Test func theViewDoesNotKeepItselfAliveAndStopsFollowingWhenGone() {
            let property = MutableProperty(0)
            weak var weakObservable: ObservableProperty<Int>?
            do {
                let observable = ObservableProperty(property)
                weakObservable = observable
                #expect(property.signal.observationCount == 1)
            }
            #expect(weakObservable == nil)
            #expect(property.signal.observationCount == 0)
        }

        @Test func theWritableViewSetsThePropertyAndNotifiesOnce() {
            let property = MutableProperty("")
            let name = ObservableMutableProperty(property)
            let counter = ChangeCounter()
            track(name, counter)

            name.value = "Ada"

            #expect(property.value == "Ada")
            #expect(name.value == "Ada")
            #expect(counter.count == 1)
        }

        @Test func theWritableViewFollowsChangesMadeElsewhere() {
            let property = MutableProperty("")
            let name = ObservableMutableProperty(property)
            let counter = ChangeCounter()
            withObservationTracking {
                _ = name.value
            } onChange: {
                counter.record()
            }
            property.value = "Grace"
            #expect(name.value == "Grace")
            #expect(counter.count == 1)
        }
    }
#endif
