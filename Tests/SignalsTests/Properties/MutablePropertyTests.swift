import Dispatch
import TestSupport
import Testing

@testable import Signals

@Suite struct MutablePropertyTests {
    @Test func settingTheValueSendsItToObservers() {
        let property = MutableProperty(0)
        let recorder = EventRecorder(property.signal)

        property.value = 1
        property.value += 1

        #expect(recorder.events == [.value(1), .value(2)])
        #expect(property.value == 2)
    }

    @Test func modifyAndSwapChangeTheValueAtomically() {
        let property = MutableProperty([1])
        let recorder = EventRecorder(property.signal)

        let count = property.modify { values in
            values.append(2)
            return values.count
        }
        let old = property.swap([])

        #expect(count == 2)
        #expect(old == [1, 2])
        #expect(recorder.values == [[1, 2], []])
    }

    @Test func aThrowingModifyLeavesTheValueAsItWas() {
        struct Failure: Error {}
        let property = MutableProperty(1)
        let recorder = EventRecorder(property.signal)

        #expect(throws: Failure.self) {
            try property.modify { value in
                value = 99
                throw Failure()
            }
        }

        #expect(property.value == 1)
        #expect(recorder.events.isEmpty)
        property.value = 2
        #expect(recorder.values == [2])
    }

    @Test func concurrentModificationsLoseNoUpdate() {
        let property = MutableProperty(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 {
                property.modify { $0 += 1 }
            }
        }
        #expect(property.value == 40_000)
    }

    @Test func startWithValuesSendsTheCurrentValueThenEveryChange() {
        let property = MutableProperty("a")
        var seen: [String] = []
        property.startWithValues { seen.append($0) }

        property.value = "b"

        #expect(seen == ["a", "b"])
    }

    @Test func startWithValuesDuringDeliveryStartsWithTheValueBeingDelivered() {
        let property = MutableProperty(0)
        var late: [Int] = []
        property.signal.observeValues { value in
            guard value == 1 else { return }
            property.startWithValues { late.append($0) }
            property.value = 2
        }

        property.value = 1
        property.value = 3

        #expect(late == [1, 2, 3])
    }

    @Test func startWithValuesAfterAQueuedChangeStartsWithThatChange() {
        let property = MutableProperty(0)
        var late: [Int] = []
        property.signal.observeValues { value in
            guard value == 1 else { return }
            property.value = 2
            property.startWithValues { late.append($0) }
        }

        property.value = 1
        property.value = 3

        #expect(late == [2, 3])
    }

    @Test func startWithValuesWhileAnotherThreadSetsSeesAnIncreasingSequenceEndingAtTheLastValue() {
        let property = MutableProperty(0)
        let writer = DispatchQueue(label: "writer")
        writer.async {
            for value in 1...20_000 { property.value = value }
        }
        var seen: [Int] = []
        property.startWithValues { seen.append($0) }
        writer.sync {}

        #expect(seen.last == 20_000)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 + 1 == $1 })
    }

    @Test func aValueWhoseDeinitReadsThePropertyCanBeReplaced() {
        final class Child {
            weak var parent: MutableProperty<Child?>?
            init(_ parent: MutableProperty<Child?>) { self.parent = parent }
            deinit { _ = parent?.value }
        }
        let current = MutableProperty<Child?>(nil)
        current.signal.observeValues { _ in }

        current.value = Child(current)
        current.value = Child(current)
        current.value = nil

        #expect(current.value == nil)
    }

    @Test func anObservationDisposedBeforeItsQueuedStartNeverStartsAndLeavesNothingBehind() {
        let property = MutableProperty(0)
        var lateValues: [Int] = []
        property.signal.observeValues { value in
            guard value == 1 else { return }
            let late = property.startWithValues { lateValues.append($0) }
            late?.dispose()
        }

        property.value = 1
        property.value = 2

        #expect(lateValues.isEmpty)
        #expect(property.signal.observationCount == 1)
    }

    @Test func deinitCompletesTheSignalAndEndsTheLifetime() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        let recorder = EventRecorder(property!.signal)
        var isLifetimeEnded = false
        property!.lifetime.observeEnded { isLifetimeEnded = true }

        property = nil

        #expect(recorder.events == [.completed])
        #expect(isLifetimeEnded)
    }

    @Test func aPropertyIsABindingTarget() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = MutableProperty(0)
        property <~ signal

        input.send(value: 7)

        #expect(property.value == 7)
    }

    @Test func withValueReadsTheValueWithoutSendingIt() {
        let property = MutableProperty([1, 2])
        let recorder = EventRecorder(property.signal)

        let count = property.withValue { $0.count }

        #expect(count == 2)
        #expect(recorder.events.isEmpty)
    }

    @Test func noChangeHappensWhileWithValueRuns() {
        let property = MutableProperty(0)
        let changedDuringRead = Locked(0)
        let isFinished = withinTimeLimit(seconds: 60) {
            runOnThreads(3) { index in
                for _ in 0..<2_000 {
                    if index == 0 {
                        property.withValue { value in
                            // Another thread's change here would show in `property.value`.
                            if property.value != value { changedDuringRead.withLock { $0 += 1 } }
                        }
                    } else {
                        property.modify { $0 += 1 }
                    }
                }
            }
            return true
        }

        #expect(isFinished == true)
        #expect(changedDuringRead.withLock { $0 } == 0)
        #expect(property.value == 4_000)
    }

    @Test func aMutablePropertyIsAPropertyWrapperWhoseProjectionIsTheProperty() {
        final class Form {
            @MutableProperty var name = ""
        }
        let form = Form()
        let recorder = EventRecorder(form.$name.signal)

        form.name = "Ada"

        #expect(form.$name.value == "Ada")
        #expect(form.name == "Ada")
        #expect(recorder.values == ["Ada"])
    }

    @Test func aMutablePropertyIsComposableThroughItsProtocols() {
        func increment<P: ComposableMutablePropertyProtocol<Int>>(_ property: P) -> Int {
            property.modify { $0 += 1 }
            return property.withValue { $0 }
        }
        func reset<P: MutablePropertyProtocol<Int>>(_ property: P) {
            property.value = 0
        }
        let property = MutableProperty(1)

        #expect(increment(property) == 2)
        reset(property)
        #expect(property.value == 0)
    }

    @Test func aMutablePropertyOfAnotherTypeGetsABindingTargetEndingWithItsLifetime() {
        final class Counter: MutablePropertyProtocol, @unchecked Sendable {
            // Safety: test-only, used from one thread.
            let storage = MutableProperty(0)
            var value: Int {
                get { storage.value }
                set { storage.value = newValue }
            }
            var signal: Signal<Int, Never> { storage.signal }
            var lifetime: Lifetime { storage.lifetime }
            func startWithValues(_ action: @escaping (Int) -> Void) -> Disposable? { storage.startWithValues(action) }
            func observeForBinding(
                _ observer: @escaping (Signal<Int, Never>.Event) -> Void,
                whileAlive owner: AnyObject?
            ) -> Disposable? {
                storage.observeForBinding(observer, whileAlive: owner)
            }
        }
        let (signal, input) = Signal<Int, Never>.pipe()
        var counter: Counter? = Counter()
        let binding = counter! <~ signal

        input.send(value: 3)
        #expect(counter?.value == 3)
        counter = nil

        #expect(binding?.isDisposed == true)
    }
}
