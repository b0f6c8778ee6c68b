import Testing

@testable import ItemListApp

/// The scripted replay that CI runs.
@MainActor
@Suite struct ExampleScriptTests {
    @Test func theReplayPrintsEveryStepWithTheStackThatFollowsIt() {
        let lines = ExampleScript.run()
        let stacks = lines.filter { !$0.hasPrefix(" ") }.map { $0.split(separator: "  ").last.map(String.init) ?? "" }
        #expect(
            stacks.map { $0.trimmingCharacters() } == [
                "Items", "Items › Bread", "Items › Bread", "Items", "Items › Cheese", "Items",
                "Items › Configuration", "Items", "Items › Apples › Configuration", "Items", "Items",
            ])
        #expect(lines.first?.hasPrefix("Launch ") == true)
        #expect(lines.count == ExampleScript.steps.count + 2)
    }

    @Test func theRefusedRootPopIsReportedUnderItsStep() {
        let lines = ExampleScript.run()
        #expect(lines[lines.count - 2].hasPrefix("Pop the root screen by code (refused)"))
        #expect(lines.last == "    refused: pop(animated:) ignored: the root screen Items cannot be popped")
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        String(drop(while: \.isWhitespace))
    }
}
