import Signals
import Testing

@Suite struct PropertyCombinePreviousTests {
    @Test func combinePreviousPairsTheInitialValueWithTheCurrentOneThenEachChangeWithTheValueBefore() {
        let source = MutableProperty(1)
        let pairs = source.combinePrevious(0)
        var seen: [String] = []
        pairs.startWithValues { seen.append("\($0.0)>\($0.1)") }

        source.value = 2
        source.value = 3

        #expect(seen == ["0>1", "1>2", "2>3"])
    }

    @Test func combinePreviousWithoutAnInitialValueStartsByPairingTheCurrentValueWithItself() {
        let source = MutableProperty("a")
        let pairs = source.combinePrevious()
        var seen: [String] = []
        pairs.startWithValues { seen.append($0.0 + $0.1) }

        source.value = "b"

        #expect(seen == ["aa", "ab"])
    }

    @Test func combinePreviousKeepsANilPreviousValueOfAnOptionalProperty() {
        let source = MutableProperty<Int?>(nil)
        let pairs = source.combinePrevious(7)

        source.value = 1

        #expect(pairs.value == (nil, 1))
    }
}
