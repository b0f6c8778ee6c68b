import Signals

/// A derived property under test, erased to `Int` values so that one table of checks covers every operator.
final class DerivedProbe: @unchecked Sendable {
    // Safety: immutable; the property and its signal are thread-safe.
    /// The derived property itself, for weak-reference checks.
    let property: AnyObject
    let value: () -> Int
    let startWithValues: (@escaping (Int) -> Void) -> Disposable?
    let observe: (@escaping (Signal<Int, Never>.Event) -> Void) -> Disposable?

    init<Value>(_ property: Property<Value>, key: @escaping (Value) -> Int) {
        self.property = property
        value = { key(property.value) }
        startWithValues = { action in property.startWithValues { action(key($0)) } }
        observe = { [signal = property.signal] action in signal.observe { action($0.map(key)) } }
    }
}

/// An operator that derives a property from one or two `MutableProperty<Int>` sources, with what the checks need to
/// know about its values.
///
/// The checks only ever change a source by adding 1 to it, so each case can say what its value is for given source
/// values, and what a run of its values looks like.
struct DerivedPropertyCase: Sendable, CustomStringConvertible {
    let description: String
    /// How many sources the operator takes.
    let sourceCount: Int
    /// Derives the property. The probe holds it; nothing else may.
    let derive: @Sendable ([MutableProperty<Int>]) -> DerivedProbe
    /// The derived value once the sources, starting at 0, have been incremented to these values one step at a time,
    /// in turn.
    let valueAfterIncrements: @Sendable ([Int]) -> Int
    /// Whether `next` may follow `previous` among the derived values while the sources are incremented.
    let isStep: @Sendable (_ previous: Int, _ next: Int) -> Bool
    /// Whether the derived value only depends on the sources' values, not on when the property was derived.
    var isHistoryIndependent = true

    /// Two numbers in one `Int`, for tuples.
    static func pair(_ first: Int, _ second: Int) -> Int { first * 1_000_000 + second }
    static func unpair(_ key: Int) -> (Int, Int) {
        let second = ((key % 1_000_000) + 1_000_000) % 1_000_000
        return ((key - second) / 1_000_000, second)
    }

    static let increasing: @Sendable (Int, Int) -> Bool = { $1 == $0 + 1 }

    /// One component of a pair goes up by one.
    static let oneComponentIncreasing: @Sendable (Int, Int) -> Bool = { previous, next in
        let (a, b) = unpair(previous)
        let (c, d) = unpair(next)
        return (c == a + 1 && d == b) || (c == a && d == b + 1)
    }

    static let all: [DerivedPropertyCase] = [
        DerivedPropertyCase(
            description: "map",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].map { $0 + 1 }, key: { $0 }) },
            valueAfterIncrements: { $0[0] + 1 },
            isStep: increasing
        ),
        DerivedPropertyCase(
            description: "map(value:)",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].map(value: 7), key: { $0 }) },
            valueAfterIncrements: { _ in 7 },
            isStep: { $0 == 7 && $1 == 7 }
        ),
        DerivedPropertyCase(
            description: "map(keyPath)",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].map(\.bitWidth), key: { $0 }) },
            valueAfterIncrements: { _ in Int.bitWidth },
            isStep: { $0 == Int.bitWidth && $1 == Int.bitWidth }
        ),
        DerivedPropertyCase(
            description: "filter(initial:_:)",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].filter(initial: -2) { $0 % 2 == 0 }, key: { $0 }) },
            valueAfterIncrements: { $0[0] - $0[0] % 2 },
            isStep: { $1 == $0 + 2 || ($0 == -2 && $1 % 2 == 0) }
        ),
        DerivedPropertyCase(
            description: "combinePrevious(_:)",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].combinePrevious(-1), key: { pair($0.0, $0.1) }) },
            valueAfterIncrements: { $0[0] == 0 ? pair(-1, 0) : pair($0[0] - 1, $0[0]) },
            isStep: { previous, next in
                let (_, current) = unpair(previous)
                return unpair(next) == (current, current + 1)
            },
            isHistoryIndependent: false
        ),
        DerivedPropertyCase(
            description: "combinePrevious()",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].combinePrevious(), key: { pair($0.0, $0.1) }) },
            valueAfterIncrements: { $0[0] == 0 ? pair(0, 0) : pair($0[0] - 1, $0[0]) },
            isStep: { previous, next in
                let (_, current) = unpair(previous)
                return unpair(next) == (current, current + 1)
            },
            isHistoryIndependent: false
        ),
        DerivedPropertyCase(
            description: "skipRepeats()",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].skipRepeats(), key: { $0 }) },
            valueAfterIncrements: { $0[0] },
            isStep: increasing
        ),
        DerivedPropertyCase(
            description: "uniqueValues(_:)",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].uniqueValues { $0 / 2 }, key: { $0 }) },
            valueAfterIncrements: { $0[0] - $0[0] % 2 },
            isStep: { $1 / 2 == $0 / 2 + 1 }
        ),
        DerivedPropertyCase(
            description: "uniqueValues()",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].uniqueValues(), key: { $0 }) },
            valueAfterIncrements: { $0[0] },
            isStep: increasing
        ),
        DerivedPropertyCase(
            description: "negate()",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].map { $0 % 2 == 0 }.negate(), key: { $0 ? 1 : 0 }) },
            valueAfterIncrements: { $0[0] % 2 },
            isStep: { $0 != $1 }
        ),
        DerivedPropertyCase(
            description: "Property(_:)",
            sourceCount: 1,
            derive: { DerivedProbe(Property($0[0]), key: { $0 }) },
            valueAfterIncrements: { $0[0] },
            isStep: increasing
        ),
        DerivedPropertyCase(
            description: "map of map",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].map { $0 * 2 }.map { $0 + 1 }, key: { $0 }) },
            valueAfterIncrements: { $0[0] * 2 + 1 },
            isStep: { $1 == $0 + 2 }
        ),
        DerivedPropertyCase(
            description: "combineLatest(with:)",
            sourceCount: 2,
            derive: { DerivedProbe($0[0].combineLatest(with: $0[1]), key: { pair($0.0, $0.1) }) },
            valueAfterIncrements: { pair($0[0], $0[1]) },
            isStep: oneComponentIncreasing
        ),
        DerivedPropertyCase(
            description: "Property.combineLatest(_:_:_:)",
            sourceCount: 2,
            derive: { sources in
                DerivedProbe(
                    Property.combineLatest(sources[0], sources[1], Property(value: 5)),
                    key: { pair($0.0, $0.1 * 10 + $0.2) }
                )
            },
            valueAfterIncrements: { pair($0[0], $0[1] * 10 + 5) },
            isStep: { previous, next in
                let (a, b) = unpair(previous)
                let (c, d) = unpair(next)
                return (c == a + 1 && d == b) || (c == a && d == b + 10)
            }
        ),
        DerivedPropertyCase(
            description: "Property.combineLatest(sequence)",
            sourceCount: 2,
            derive: { sources in
                DerivedProbe(Property<Int>.combineLatest(sources, emptySentinel: []), key: { pair($0[0], $0[1]) })
            },
            valueAfterIncrements: { pair($0[0], $0[1]) },
            isStep: oneComponentIncreasing
        ),
        DerivedPropertyCase(
            description: "map of combineLatest",
            sourceCount: 2,
            derive: { DerivedProbe($0[0].combineLatest(with: $0[1]).map { $0 + $1 }, key: { $0 }) },
            valueAfterIncrements: { $0[0] + $0[1] },
            isStep: increasing
        ),
        DerivedPropertyCase(
            description: "zip(with:)",
            sourceCount: 2,
            derive: { DerivedProbe($0[0].zip(with: $0[1]), key: { pair($0.0, $0.1) }) },
            valueAfterIncrements: { pair(min($0[0], $0[1]), min($0[0], $0[1])) },
            isStep: { previous, next in
                let (a, b) = unpair(previous)
                return unpair(next) == (a + 1, b + 1)
            },
            isHistoryIndependent: false
        ),
        DerivedPropertyCase(
            description: "Property.zip(sequence)",
            sourceCount: 2,
            derive: { sources in DerivedProbe(Property<Int>.zip(sources)!, key: { pair($0[0], $0[1]) }) },
            valueAfterIncrements: { pair(min($0[0], $0[1]), min($0[0], $0[1])) },
            isStep: { previous, next in
                let (a, b) = unpair(previous)
                return unpair(next) == (a + 1, b + 1)
            },
            isHistoryIndependent: false
        ),
        DerivedPropertyCase(
            description: "and(_:)",
            sourceCount: 2,
            derive: { sources in
                let first = sources[0].map { $0 % 2 == 0 }
                let second = sources[1].map { $0 % 2 == 0 }
                return DerivedProbe(first.and(second), key: { $0 ? 1 : 0 })
            },
            valueAfterIncrements: { $0[0] % 2 == 0 && $0[1] % 2 == 0 ? 1 : 0 },
            isStep: { _, _ in true }
        ),
        DerivedPropertyCase(
            description: "Property.any(_:)",
            sourceCount: 2,
            derive: { sources in
                let flags = sources.map { $0.map { $0 % 2 == 0 } }
                return DerivedProbe(Property.any(flags), key: { $0 ? 1 : 0 })
            },
            valueAfterIncrements: { $0[0] % 2 == 0 || $0[1] % 2 == 0 ? 1 : 0 },
            isStep: { _, _ in true }
        ),
        DerivedPropertyCase(
            description: "or(_:)",
            sourceCount: 2,
            derive: { sources in
                let first = sources[0].map { $0 % 2 == 0 }
                let second = sources[1].map { $0 % 2 == 0 }
                return DerivedProbe(first.or(second), key: { $0 ? 1 : 0 })
            },
            valueAfterIncrements: { $0[0] % 2 == 0 || $0[1] % 2 == 0 ? 1 : 0 },
            isStep: { _, _ in true }
        ),
        DerivedPropertyCase(
            description: "Property.all(_:...)",
            sourceCount: 2,
            derive: { sources in
                DerivedProbe(
                    Property.all(sources[0].map { $0 % 2 == 0 }, sources[1].map { $0 % 2 == 0 }),
                    key: { $0 ? 1 : 0 }
                )
            },
            valueAfterIncrements: { $0[0] % 2 == 0 && $0[1] % 2 == 0 ? 1 : 0 },
            isStep: { _, _ in true }
        ),
        DerivedPropertyCase(
            description: "Property.zip(_:_:_:)",
            sourceCount: 2,
            derive: { sources in
                DerivedProbe(Property.zip(sources[0], sources[1], sources[0].map { -$0 }), key: { pair($0.0, $0.1) })
            },
            valueAfterIncrements: { pair(min($0[0], $0[1]), min($0[0], $0[1])) },
            isStep: { previous, next in
                let (a, b) = unpair(previous)
                return unpair(next) == (a + 1, b + 1)
            },
            isHistoryIndependent: false
        ),
        DerivedPropertyCase(
            description: "flatMap(.latest) to constants",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].flatMap(.latest) { Property(value: $0 * 2) }, key: { $0 }) },
            valueAfterIncrements: { $0[0] * 2 },
            isStep: { $1 == $0 + 2 }
        ),
        DerivedPropertyCase(
            description: "flatten(.merge) of derived properties",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].map { Property(value: $0 + 1) }.flatten(.merge), key: { $0 }) },
            valueAfterIncrements: { $0[0] + 1 },
            isStep: increasing
        ),
        DerivedPropertyCase(
            description: "flatMap(.concat) to constants",
            sourceCount: 1,
            derive: { DerivedProbe($0[0].flatMap(.concat) { Property(value: $0) }, key: { $0 }) },
            valueAfterIncrements: { $0[0] },
            isStep: increasing
        ),
        DerivedPropertyCase(
            description: "flatMap(.latest) to another source",
            sourceCount: 2,
            derive: { sources in
                weak var second = sources[1]
                let flattened = sources[0].flatMap(.latest) { first in
                    second.map { $0.map { pair(first, $0) } } ?? Property(value: pair(first, -1))
                }
                return DerivedProbe(flattened, key: { $0 })
            },
            valueAfterIncrements: { pair($0[0], $0[1]) },
            // Each inner property is a view of the second source of its own, which the second source's deliveries
            // reach one after the other: switching to a new inner property starts from that property's value, which
            // may be ahead of the replaced one, or one delivery behind it. So the first component only grows, and
            // while it stays the same (one inner property), the second one grows one step at a time.
            isStep: { previous, next in
                let (a, b) = unpair(previous)
                let (c, d) = unpair(next)
                return c > a || (c == a && d == b + 1)
            }
        ),
    ]
}
