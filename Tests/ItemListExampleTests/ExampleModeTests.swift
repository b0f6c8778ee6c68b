import Testing

@testable import ItemListApp

/// How `swift run ItemListExample` picks between the interactive session and the scripted replay.
@Suite struct ExampleModeTests {
    @Test(
        arguments: [
            ([], true, ExampleMode.interactive(echoesInput: false)),
            ([], false, .script),
            (["--script"], true, .script),
            (["--script"], false, .script),
            (["--interactive"], true, .interactive(echoesInput: false)),
            (["--interactive"], false, .interactive(echoesInput: true)),
            (["--help"], true, .usage(isError: false)),
            (["-h"], false, .usage(isError: false)),
            (["--scripted"], true, .usage(isError: true)),
            (["--script", "--interactive"], true, .usage(isError: true)),
        ] as [([String], Bool, ExampleMode)])
    func theModeFollowsTheArgumentsAndWhetherInputIsATerminal(
        arguments: [String], inputIsTerminal: Bool, mode: ExampleMode
    ) {
        #expect(ExampleMode(arguments: arguments, inputIsTerminal: inputIsTerminal) == mode)
    }

    @Test func theUsageNamesBothOptions() {
        #expect(ExampleMode.usageText.contains("--script"))
        #expect(ExampleMode.usageText.contains("--interactive"))
    }
}

@MainActor
@Suite struct ExampleLinkTests {
    @Test func linkOpensTheScreensStepByStep() {
        #expect(
            ExampleMode(arguments: ["--link", "itemlist://items/Bread"], inputIsTerminal: true)
                == .link("itemlist://items/Bread"))
        let app = ExampleApp()
        #expect(app.open(link: "itemlist://items/Bread/configuration").isEmpty)
        #expect(app.stackDescription == "Items › Bread › Configuration")
    }

    @Test func aLinkThatMatchesNothingIsReportedAndChangesNothing() {
        let app = ExampleApp()
        #expect(app.open(link: "itemlist://basket") == ["The link \"itemlist://basket\" matches no known pattern"])
        #expect(app.stackDescription == "Items")
    }

    @Test func theInteractiveSessionSavesAndRelaunchesWhereTheUserWas() async {
        let session = ExampleSession()
        #expect(await session.respond(to: "relaunch").hasPrefix("Nothing saved yet"))
        _ = await session.respond(to: "link itemlist://items/Cheese/configuration")
        let saved = await session.respond(to: "save")
        #expect(saved.contains("share link: itemlist://items/Cheese/configuration"))
        _ = await session.respond(to: "link itemlist://catalogue")
        let relaunched = await session.respond(to: "relaunch")
        #expect(relaunched.hasPrefix("Relaunch and restore\n\nScreens: Items › Cheese › Configuration"))
        #expect(session.app.stackDescription == "Items › Cheese › Configuration")
    }

    @Test func theInteractiveSessionOpensALink() async {
        let session = ExampleSession()
        let output = await session.respond(to: "link itemlist://catalogue")
        #expect(output.hasPrefix("Open itemlist://catalogue\n"))
        #expect(output.contains("Screens: Items › Catalogue"))
    }
}

@MainActor
@Suite(.timeLimit(.minutes(10))) struct ExampleRestorationTests {
    @Test func theExamplesStackIsSavedAndRestoredIntoAFreshApp() async {
        let app = ExampleApp()
        await app.perform(.tapItem("Cheese"))
        _ = app.open(link: "itemlist://configuration")
        let tree = app.coordinator.navigationTree()
        #expect(
            tree.navigators.first?.screens.map(\.route) == [
                .object(["start": .object([:])]), .object(["item": .object(["_0": .string("Cheese")])]),
                .object(["configuration": .object([:])]),
            ])
        let fresh = ExampleApp()
        #expect(fresh.restore(tree)?.isComplete == true)
        #expect(fresh.stackDescription == "Items › Cheese › Configuration")
        #expect(fresh.coordinator.navigationTree() == tree)
    }
}
