import Dispatch
import Testing

@testable import Signals

@Suite(.timeLimit(.minutes(1)))
struct PropertyValuesTests {
    @Test func valuesStartWithTheCurrentValueThenEveryChange() async {
        let property = MutableProperty(0)
        let values = property.values
        property.value = 1
        property.value = 2

        var received: [Int] = []
        for await value in values.prefix(3) { received.append(value) }

        #expect(received == [0, 1, 2])
    }

    @Test func valuesEndWhenThePropertyIsDeinitialized() async {
        var property: MutableProperty<Int>? = MutableProperty(0)
        let values = property!.values
        property?.value = 1
        property = nil

        var received: [Int] = []
        for await value in values { received.append(value) }

        #expect(received == [0, 1])
    }

    @Test func aDerivedPropertyGivesItsValuesToo() async {
        let source = MutableProperty(1)
        let doubled = source.map { $0 * 2 }
        let values = doubled.values
        source.value = 2

        var received: [Int] = []
        for await value in values.prefix(2) { received.append(value) }

        #expect(received == [2, 4])
    }

    @Test func bufferingNewestOneKeepsTheLatestState() async {
        let property = MutableProperty(0)
        let values = property.values(bufferingPolicy: .bufferingNewest(1))
        for value in 1...5 { property.value = value }

        var iterator = values.makeAsyncIterator()
        #expect(await iterator.next() == 5)
    }

    /// A writer thread sets 1, 2, 3, ... while the test asks for `values` in the middle: the sequence must start with
    /// whatever was current and then have every later value exactly once, with no gap and no repeat.
    @Test(arguments: 0..<20)
    func valuesRacingSetsOnAnotherThreadMissAndRepeatNothing(round: Int) async {
        let last = 5_000
        let property = MutableProperty(0)
        let writerStarted = Gate()
        let writer = DispatchQueue(label: "PropertyValuesTests.writer")
        writer.async {
            for value in 1...last {
                property.value = value
                if value == 100 { writerStarted.open() }
            }
        }
        await writerStarted.wait()
        let values = property.values

        var received: [Int] = []
        for await value in values {
            received.append(value)
            if value == last { break }
        }

        let first = received.first ?? -1
        #expect(first >= 100)
        #expect(received == Array(first...last))
    }
}
