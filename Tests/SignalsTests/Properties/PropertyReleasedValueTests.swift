import Signals
import TestSupport
import Testing

/// Values that a property replaces are released after every lock of the library, so their `deinit` may use the
/// property, its sources and what is derived from it.
@Suite struct PropertyReleasedValueTests {
    @Test func aValueReplacedByModifyMayModifyThePropertyFromItsDeinit() {
        let value = withinTimeLimit(seconds: 10) {
            let property = MutableProperty<DeinitProbe?>(nil)
            let deinitRuns = MutableProperty(0)
            property.value = DeinitProbe { [weak property] in
                property?.modify { _ in deinitRuns.value += 1 }
            }
            property.modify { $0 = nil }
            return deinitRuns.value
        }
        #expect(value == 1)
    }

    @Test func aValueReplacedInACombinedPropertyMaySetASourceFromItsDeinit() {
        let value = withinTimeLimit(seconds: 10) {
            let first = MutableProperty<DeinitProbe?>(nil)
            let second = MutableProperty(0)
            let combined = first.combineLatest(with: second)
            first.value = DeinitProbe { second.value = 1 }
            first.value = nil
            return combined.value.1
        }
        #expect(value == 1)
    }

    @Test func aValueLeftBehindByAThrowingModifyMayModifyThePropertyFromItsDeinit() {
        struct Failure: Error {}
        let value = withinTimeLimit(seconds: 10) {
            let property = MutableProperty<DeinitProbe?>(nil)
            let deinitRuns = MutableProperty(0)
            try? property.modify { value in
                value = DeinitProbe { [weak property] in
                    property?.modify { _ in deinitRuns.value += 1 }
                }
                throw Failure()
            }
            return deinitRuns.value
        }
        #expect(value == 1)
    }

    @Test func aValueReplacedInAZippedPropertyMaySetASourceFromItsDeinit() {
        let value = withinTimeLimit(seconds: 10) {
            let first = MutableProperty<DeinitProbe?>(nil)
            let second = MutableProperty(0)
            let zipped = first.zip(with: second)
            first.value = DeinitProbe { second.value = 10 }
            second.value = 1
            first.value = nil
            second.value = 2
            return (second.value, zipped.value.0 == nil)
        }
        #expect(value?.0 == 10)
        #expect(value?.1 == true)
    }

    @Test func aValueReplacedInAMappedPropertyMaySetTheSourceFromItsDeinit() {
        let value = withinTimeLimit(seconds: 10) {
            let source = MutableProperty(0)
            let mapped = source.map { value in value == 1 ? DeinitProbe { source.value = 3 } : nil }
            source.value = 1
            source.value = 2
            return (source.value, mapped.value == nil)
        }
        #expect(value?.0 == 3)
        #expect(value?.1 == true)
    }
}
