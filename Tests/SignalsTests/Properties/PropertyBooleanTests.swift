import Signals
import Testing

@Suite struct PropertyBooleanTests {
    @Test func negateInvertsTheValue() {
        let source = MutableProperty(true)
        let negated = source.negate()

        #expect(negated.value == false)
        source.value = false
        #expect(negated.value == true)
    }

    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func andAndOrFollowBothSources(_ values: (Bool, Bool)) {
        let first = MutableProperty(!values.0)
        let second = MutableProperty(!values.1)
        let both = first.and(second)
        let either = first.or(second)

        first.value = values.0
        second.value = values.1

        #expect(both.value == (values.0 && values.1))
        #expect(either.value == (values.0 || values.1))
    }

    @Test func allAndAnyCombineCollectionsAndArgumentLists() {
        let flags = [MutableProperty(true), MutableProperty(false), MutableProperty(true)]
        let all = Property.all(flags)
        let any = Property.any(flags)
        let allListed = Property.all(flags[0], flags[2])
        let anyListed = Property.any(flags[1])

        #expect(all.value == false)
        #expect(any.value == true)
        #expect(allListed.value == true)
        #expect(anyListed.value == false)

        flags[1].value = true

        #expect(all.value == true)
        #expect(anyListed.value == true)
    }

    @Test func allOfNothingIsTrueAndAnyOfNothingIsFalse() {
        let none: [MutableProperty<Bool>] = []

        #expect(Property.all(none).value == true)
        #expect(Property.any(none).value == false)
    }

    @Test func aSourceOfAnotherLibraryThatHasEndedCountsAsEndedOnce() {
        let ended = CustomProperty(true)
        ended.end()
        let live = MutableProperty(true)
        let both = ended.and(live)
        let onlyEnded = Property.all([ended])
        var bothEvents: [Signal<Bool, Never>.Event] = []
        var onlyEndedEvents: [Signal<Bool, Never>.Event] = []
        both.signal.observe { bothEvents.append($0) }
        onlyEnded.signal.observe { onlyEndedEvents.append($0) }

        live.value = false

        // The live source is still followed, and the derived signal has not ended with the ended source alone.
        #expect(both.value == false)
        #expect(bothEvents.map(\.value) == [false])
        #expect(!bothEvents.contains { $0.isTerminating })
        // Its only source is gone: the derived property has ended.
        #expect(onlyEnded.value == true)
        #expect(onlyEndedEvents.contains { $0.isTerminating })
    }
}
