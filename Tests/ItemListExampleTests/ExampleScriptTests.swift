import Testing

@testable import ItemListApp

/// The scripted replay that CI runs.
@MainActor
// Main-actor tests wait for the main actor while the whole suite runs in parallel (minutes under the sanitizers);
// the limit turns a deadlock into a failure, not a slow main actor.
@Suite(.timeLimit(.minutes(10))) struct ExampleScriptTests {
    @Test func theReplayPrintsEveryStepWithTheStackThatFollowsIt() async {
        let lines = await ExampleScript.run()
        let stacks = lines.filter { !$0.hasPrefix(" ") }.map { $0.split(separator: "  ").last.map(String.init) ?? "" }
        #expect(
            stacks.map { $0.trimmingCharacters() } == [
                "Items", "Items › Bread", "Items › Bread", "Items", "Items › Cheese", "Items",
                "Items › Configuration", "Items › Configuration", "Items › Configuration", "Items › Configuration",
                "Items › Configuration", "Items", "Items › Apples › Configuration", "Items", "Items",
                "Items › Catalogue", "Items › Catalogue", "Items › Catalogue", "Items › Catalogue", "Items › Catalogue",
            ])
        #expect(lines.first?.hasPrefix("Launch ") == true)
        // The launch, every step, the refused pop, the two alerts, the one reset and the catalogue's five status lines.
        #expect(lines.count == ExampleScript.steps.count + 1 + 1 + 2 + 1 + 5)
    }

    @Test func theResetIsConfirmedWithAnAlertAndOnlyTheConfirmationResets() async {
        let lines = await ExampleScript.run()
        #expect(
            lines.filter { $0.hasPrefix("    alert: ") }
                == Array(repeating: "    alert: Reset the configuration? [Reset] [Cancel]", count: 2))
        #expect(lines.filter { $0.hasPrefix("    resets: ") } == ["    resets: 1"])
    }

    @Test func theRefusedRootPopIsReportedUnderItsStep() async throws {
        let lines = await ExampleScript.run()
        let pop = try #require(lines.firstIndex { $0.hasPrefix("Pop the root screen by code (refused)") })
        #expect(lines[pop + 1] == "    refused: pop(animated:) ignored: the root screen Items cannot be popped")
    }

    @Test func theCatalogueLoadsFailsAndLoadsAgainOnRetry() async {
        let lines = await ExampleScript.run()
        #expect(
            lines.filter { $0.hasPrefix("    status: ") } == [
                "    status: Pull to load", "    status: Loading…", "    status: Error: You are offline (tap to retry)",
                "    status: Loading…", "    status: Apples, Bread, Cheese",
            ])
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        String(drop(while: \.isWhitespace))
    }
}
