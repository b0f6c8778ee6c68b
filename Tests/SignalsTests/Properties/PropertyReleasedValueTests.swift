import Signals
import Testing

/// A value that runs `onDeinit` when it is released: a property that replaces it may be used from there.
private final class Releasing: Sendable {
    let onDeinit: @Sendable () -> Void

    init(_ onDeinit: @escaping @Sendable () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}

/// Values that a property replaces are released after every lock of the library, so their `deinit` may use the
/// property, its sources and what is derived from it (issue 8, findings 3 and 4).
@Suite struct PropertyReleasedValueTests {
    @Test func aValueReplacedByModifyMayModifyThePropertyFromItsDeinit() {
        let value = runWithDeadline(seconds: 10) {
            let property = MutableProperty<Releasing?>(nil)
            let deinitRuns = MutableProperty(0)
            property.value = Releasing { [weak property] in
                property?.modify { _ in deinitRuns.value += 1 }
            }
            property.modify { $0 = nil }
            return deinitRuns.value
        }
        #expect(value == 1)
    }

    @Test func aValueReplacedInACombinedPropertyMaySetASourceFromItsDeinit() {
        let value = runWithDeadline(seconds: 10) {
            let first = MutableProperty<Releasing?>(nil)
            let second = MutableProperty(0)
            let combined = first.combineLatest(with: second)
            first.value = Releasing { second.value = 1 }
            first.value = nil
            return combined.value.1
        }
        #expect(value == 1)
    }

    @Test func aValueLeftBehindByAThrowingModifyMayModifyThePropertyFromItsDeinit() {
        struct Failure: Error {}
        let value = runWithDeadline(seconds: 10) {
            let property = MutableProperty<Releasing?>(nil)
            let deinitRuns = MutableProperty(0)
            try? property.modify { value in
                value = Releasing { [weak property] in
                    property?.modify { _ in deinitRuns.value += 1 }
                }
                throw Failure()
            }
            return deinitRuns.value
        }
        #expect(value == 1)
    }

    @Test func aValueReplacedInAZippedPropertyMaySetASourceFromItsDeinit() {
        let value = runWithDeadline(seconds: 10) {
            let first = MutableProperty<Releasing?>(nil)
            let second = MutableProperty(0)
            let zipped = first.zip(with: second)
            first.value = Releasing { second.value = 10 }
            second.value = 1
            first.value = nil
            second.value = 2
            return (second.value, zipped.value.0 == nil)
        }
        #expect(value?.0 == 10)
        #expect(value?.1 == true)
    }

    @Test func aValueReplacedInAMappedPropertyMaySetTheSourceFromItsDeinit() {
        let value = runWithDeadline(seconds: 10) {
            let source = MutableProperty(0)
            let mapped = source.map { value in value == 1 ? Releasing { source.value = 3 } : nil }
            source.value = 1
            source.value = 2
            return (source.value, mapped.value == nil)
        }
        #expect(value?.0 == 3)
        #expect(value?.1 == true)
    }
}
