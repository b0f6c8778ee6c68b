import Testing

@testable import SignalsTesting

@Suite("Marble strings")
struct MarbleDiagramTests {
    @Test func eachCharacterIsOneTick() {
        let diagram = MarbleDiagram("-a-b--c|")
        #expect(
            diagram.entries == [
                .init(tick: 1, symbol: .value("a")), .init(tick: 3, symbol: .value("b")),
                .init(tick: 6, symbol: .value("c")), .init(tick: 7, symbol: .completion),
            ])
        #expect(!diagram.hasSubscriptionPoint)
    }

    @Test func spacesAreIgnoredAndAGroupIsOneTick() {
        let diagram = MarbleDiagram("- (ab) - c #")
        #expect(
            diagram.entries == [
                .init(tick: 1, symbol: .value("a")), .init(tick: 1, symbol: .value("b")),
                .init(tick: 3, symbol: .value("c")), .init(tick: 4, symbol: .failure),
            ])
    }

    @Test func theSubscriptionPointIsTickZero() {
        let diagram = MarbleDiagram("a-^-b!")
        #expect(diagram.hasSubscriptionPoint)
        #expect(
            diagram.entries == [
                .init(tick: -2, symbol: .value("a")), .init(tick: 2, symbol: .value("b")),
                .init(tick: 3, symbol: .interruption),
            ])
    }

    @Test(arguments: ["-a-b--c|", "(ab)-#", "---!", "-(a|)", ""])
    func drawingTheEntriesGivesTheStringBack(marbles: String) {
        #expect(MarbleDiagram(entries: MarbleDiagram(marbles).entries).text == marbles)
    }
}
