import Testing

@testable import ItemListApp

/// The interactive example, fed typed lines as a person would type them.
@MainActor
// Main-actor tests wait for the main actor while the whole suite runs in parallel (minutes under the sanitizers);
// the limit turns a deadlock into a failure, not a slow main actor.
@Suite(.timeLimit(.minutes(10))) struct ExampleSessionTests {
    let session = ExampleSession()

    /// The stack line and the menu titles of an output, in order.
    func screen(in output: String) -> (stack: String?, menu: [String]) {
        let lines = output.split(separator: "\n").map(String.init)
        let stack = lines.last { $0.hasPrefix("Screens: ") }.map { String($0.dropFirst("Screens: ".count)) }
        let menu = lines.compactMap { line -> String? in
            guard let dot = line.firstIndex(of: "."), Int(line[..<dot].trimmingCharacters()) != nil else { return nil }
            return String(line[line.index(after: dot)...].dropFirst())
        }
        return (stack, menu)
    }

    @Test func theStartShowsTheListAndWhatCanBeDoneThere() async {
        let start = session.start()
        #expect(start.contains("Type the number of an action"))
        #expect(screen(in: start).stack == "Items")
        #expect(
            screen(in: start).menu == [
                "Tap \"Apples\"", "Tap \"Bread\"", "Tap \"Cheese\"", "Open the configuration",
                "Open the catalogue", "Open a deep link to \"Apples\" and its configuration", "Quit",
            ])
    }

    @Test func aNumberPerformsThatActionAndShowsTheNewStack() async {
        let output = await session.respond(to: "2")
        #expect(output.hasPrefix("Tap \"Bread\"\n"))
        #expect(screen(in: output).stack == "Items › Bread")
        #expect(
            screen(in: output).menu == [
                "Tap the back button", "Swipe back, then cancel the swipe", "Swipe back all the way",
                "Open a deep link to \"Apples\" and its configuration", "Quit",
            ])
        #expect(session.app.screens == ["Items", "Bread"])
    }

    @Test func aWalkThroughEveryKindOfActionKeepsTheStackRight() async {
        let steps: [(input: String, stack: String)] = [
            ("1", "Items › Apples"),
            ("2", "Items › Apples"),  // swipe, cancelled
            ("3", "Items"),  // swipe all the way
            ("4", "Items › Configuration"),
            ("1", "Items"),  // save
            ("6", "Items › Apples › Configuration"),  // deep link
            ("5", "Items"),  // long-press back, pick the list
            ("3", "Items › Cheese"),
            ("1", "Items"),  // back button
        ]
        for step in steps {
            let output = await session.respond(to: step.input)
            #expect(screen(in: output).stack == step.stack, "after typing \(step.input)")
            #expect(session.app.stackDescription == step.stack)
        }
    }

    @Test func theLongPressMenuIsOfferedOnlyWithAScreenBetweenTopAndList() async {
        await session.respond(to: "1")
        #expect(!session.app.availableActions.contains(.longPressBackToList))
        await session.respond(to: "4")  // deep link: Items › Apples › Apples › Configuration
        #expect(session.app.availableActions.contains(.longPressBackToList))
        #expect(session.app.availableActions.first == .saveConfiguration)
    }

    @Test(arguments: ["foo", "1x", "tap", "1.5", "#"])
    func anUnknownCommandSaysWhatIsExpectedAndChangesNothing(input: String) async {
        await session.respond(to: "1")
        let before = (session.app.screens, session.app.availableActions)
        let output = await session.respond(to: input)
        #expect(output.hasPrefix("Unknown command \"\(input)\": type a number from 1 to 5, or q to quit.\n"))
        #expect(session.app.screens == before.0)
        #expect(session.app.availableActions == before.1)
        #expect(screen(in: output).stack == "Items › Apples")
        #expect(!session.isFinished)
    }

    @Test(arguments: [0, 8, -1, 100])
    func aNumberOutOfRangeSaysSoAndChangesNothing(number: Int) async {
        let before = session.app.screens
        let output = await session.respond(to: "\(number)")
        #expect(output.hasPrefix("There is no action \(number) on this screen: type a number from 1 to 7.\n"))
        #expect(session.app.screens == before)
        #expect(screen(in: output).menu.count == 7)
    }

    @Test func spacesAroundACommandAreIgnoredAndAnEmptyLineShowsTheMenuAgain() async {
        #expect(await screen(in: session.respond(to: "  3 ")).stack == "Items › Cheese")
        let again = await session.respond(to: "")
        #expect(again.hasPrefix("Screens: Items › Cheese\n"))
        #expect(session.app.screens == ["Items", "Cheese"])
    }

    @Test(arguments: ["q", "quit", "7"])
    func quittingEndsTheSessionAndLaterInputIsIgnored(input: String) async {
        #expect(await session.respond(to: input) == "Bye.\n")
        #expect(session.isFinished)
        #expect(await session.respond(to: "1") == "")
        #expect(session.app.screens == ["Items"])
    }

    @Test func theCatalogueOffersWhatItsStateAllowsAndShowsItsStatus() async {
        let opened = await session.respond(to: "5")
        #expect(screen(in: opened).stack == "Items › Catalogue")
        #expect(opened.contains("Status: Pull to load\n"))
        #expect(screen(in: opened).menu.prefix(1) == ["Pull to load"])

        let loading = await session.respond(to: "1")
        #expect(loading.contains("Status: Loading…\n"))
        #expect(screen(in: loading).menu.prefix(2) == ["The network fails", "The items arrive"])

        let failed = await session.respond(to: "1")
        #expect(failed.contains("Status: Error: You are offline (tap to retry)\n"))
        #expect(screen(in: failed).menu.prefix(1) == ["Tap to retry"])

        #expect(await session.respond(to: "1").contains("Status: Loading…\n"))
        let loaded = await session.respond(to: "2")
        #expect(loaded.contains("Status: Apples, Bread, Cheese\n"))
        #expect(screen(in: loaded).menu.prefix(1) == ["Pull to load"])
        #expect(session.app.screens == ["Items", "Catalogue"])
    }

    @Test func aCatalogueCommandOutOfRangeWhileLoadingChangesNothing() async {
        await session.respond(to: "5")
        await session.respond(to: "1")
        let output = await session.respond(to: "9")
        #expect(output.hasPrefix("There is no action 9 on this screen: type a number from 1 to 7.\n"))
        #expect(output.contains("Status: Loading…\n"))
        #expect(session.app.catalogueStatus == "Loading…")
    }

    @Test func theMenuNeverOffersTheScriptOnlyRootPop() async {
        for input in ["1", "4", "4", "1", "6", "5", "5", "1"] {
            await session.respond(to: input)
            #expect(!session.app.availableActions.contains(.popRoot))
            #expect(session.app.availableActions.last == .quit)
        }
    }

    @Test func theScreensShownAreTheScreensOnTheNavigationController() async {
        for input in ["4", "1", "6", "2", "1", "5", "1"] {
            await session.respond(to: input)
            let controller = session.app.coordinator.navigationController
            #expect(controller.viewControllers.count == session.app.screens.count)
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> Substring {
        drop(while: \.isWhitespace)
    }
}
