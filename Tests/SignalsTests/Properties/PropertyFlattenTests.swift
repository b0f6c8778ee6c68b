import Testing

@testable import Signals

@Suite struct PropertyFlattenTests {
    @Test func latestFollowsTheInnerPropertyHeldNowStartingWithItsValue() {
        let first = MutableProperty(1)
        let second = MutableProperty(10)
        let outer = MutableProperty(first)
        let flattened = outer.flatten(.latest)
        var seen: [Int] = []
        flattened.startWithValues { seen.append($0) }

        first.value = 2
        outer.value = second
        first.value = 3
        second.value = 11

        #expect(seen == [1, 2, 10, 11])
        #expect(flattened.value == 11)
    }

    @Test func mergeFollowsEveryInnerPropertyHeldSoFar() {
        let first = MutableProperty(1)
        let second = MutableProperty(10)
        let outer = MutableProperty(first)
        let flattened = outer.flatten(.merge)
        var seen: [Int] = []
        flattened.startWithValues { seen.append($0) }

        outer.value = second
        first.value = 2
        second.value = 11

        #expect(seen == [1, 10, 2, 11])
    }

    @Test func concatFollowsTheNextInnerPropertyOnceTheOneBeforeIsGone() {
        var first: MutableProperty<Int>? = MutableProperty(1)
        let second = MutableProperty(10)
        let outer = MutableProperty<MutableProperty<Int>?>(first)
        let flattened = outer.flatMap(.concat) { $0.map { Property($0) } ?? Property(value: -1) }
        var seen: [Int] = []
        flattened.startWithValues { seen.append($0) }

        outer.value = second
        second.value = 11
        first!.value = 2
        first = nil
        second.value = 12

        #expect(seen == [1, 2, 11, 12])
    }

    @Test(arguments: [FlattenStrategy.race, .throttle])
    func raceAndThrottleStayWithTheFirstInnerProperty(_ strategy: FlattenStrategy) {
        let first = MutableProperty(1)
        let second = MutableProperty(10)
        let outer = MutableProperty(first)
        let flattened = outer.flatten(strategy)

        outer.value = second
        second.value = 11
        first.value = 2

        #expect(flattened.value == 2)
    }

    @Test func throttleMovesToTheNextInnerPropertyThatArrivesOnceTheFirstIsGone() {
        var first: MutableProperty<Int>? = MutableProperty(1)
        let outer = MutableProperty<Property<Int>>(Property(first!))
        let flattened = outer.flatten(.throttle)

        outer.value = Property(value: 5)
        #expect(flattened.value == 1)
        first = nil
        outer.value = Property(value: 7)

        #expect(flattened.value == 7)
    }

    @Test func concurrentFollowsUpToItsLimitThenWaits() {
        let inners = (0..<3).map { MutableProperty($0 * 10) }
        let outer = MutableProperty(0)
        var pending: [MutableProperty<Int>?] = inners
        let flattened = outer.flatMap(.concurrent(limit: 2)) { index in pending[index] ?? MutableProperty(-1) }
        var seen: [Int] = []
        flattened.startWithValues { seen.append($0) }

        outer.value = 1
        outer.value = 2
        inners[2].value = 21
        inners[1].value = 11
        pending = []

        #expect(seen == [0, 10, 11])
    }

    @Test func flatMapCallsTheTransformOncePerValueOfTheOuterProperty() {
        let outer = MutableProperty(1)
        var calls: [Int] = []
        let flattened = outer.flatMap(.latest) { value -> Property<Int> in
            calls.append(value)
            return Property(value: value * 100)
        }

        outer.value = 2

        #expect(calls == [1, 2])
        #expect(flattened.value == 200)
    }

    @Test func latestCompletesOnceTheOuterPropertyAndItsInnerPropertyAreGone() {
        var inner: MutableProperty<Int>? = MutableProperty(1)
        var outer: MutableProperty<Property<Int>>? = MutableProperty(Property(inner!))
        let flattened = outer!.flatten(.latest)
        let recorder = EventRecorder(flattened.signal)

        outer = nil
        inner!.value = 2
        #expect(recorder.events == [.value(2)])
        inner = nil

        #expect(recorder.events == [.value(2), .completed])
        #expect(flattened.value == 2)
    }

    @Test func neitherTheOuterNorTheInnerPropertiesAreKeptAlive() {
        weak var weakOuter: MutableProperty<MutableProperty<Int>>?
        weak var weakInner: MutableProperty<Int>?
        let flattened: Property<Int>
        do {
            let inner = MutableProperty(1)
            let outer = MutableProperty(inner)
            weakOuter = outer
            weakInner = inner
            flattened = outer.flatten(.merge)
            inner.value = 2
        }

        #expect(weakOuter == nil)
        #expect(weakInner == nil)
        #expect(flattened.value == 2)
        #expect(EventRecorder(flattened.signal).events == [.interrupted])
    }

    @Test func aReleasedFlattenedPropertyLeavesNoObserverBehind() {
        let inner = MutableProperty(1)
        let outer = MutableProperty(inner)
        do {
            let flattened = outer.flatten(.latest)
            #expect(flattened.value == 1)
        }

        #expect(outer.signal.observationCount == 0)
        #expect(inner.signal.observationCount == 0)
    }
}
