import ReactiveNavigation
import TestSupport
import Testing

/// Random sequences of navigator calls and user actions on a headless navigation controller, compared after every
/// step with ``NavigationModel``. A failure names its seed and step; replay it with `NAVIGATION_MODEL_SEED=<seed>`.
@Suite("Reliability: stack and modal navigators against their model", .checksForLeaks)
struct NavigationModelTests {
    static let seeds: [UInt64] = [1, 2, 3, 0xC0FFEE, 20_261_122] + (TestEnvironment.modelSeed.map { [$0] } ?? [])
    static let stepsPerSeed = TestEnvironment.modelSteps ?? 10_000

    @MainActor
    @Test(arguments: seeds)
    func randomNavigationMatchesTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let real = NavigationUnderTest()
        var model = NavigationModel()
        var expectedFlowLogs: [Int: [FlowEvent]] = [:]
        var nextScreen = 0
        var counts: [String: Int] = [:]
        var refused = 0
        var stepsRun = 0

        for step in 0..<Self.stepsPerSeed {
            let operation = NavigationStep.random(using: &random, model: model, nextScreen: &nextScreen)
            counts[operation.kind, default: 0] += 1
            let before = real.reports
            let returned = real.perform(operation)
            let expectation = model.apply(operation)
            if case .pushFlow(_, let screen) = operation { expectedFlowLogs[screen] = [] }
            for (screen, events) in expectation.flowEvents { expectedFlowLogs[screen, default: []] += events }
            if expectation.diagnostic != nil { refused += 1 }
            stepsRun += 1

            var failures = Self.differences(real: real, model: model)
            failures += Self.differences(real: real, expectation: expectation, returned: returned, before: before)
            if real.flowLogs != expectedFlowLogs {
                failures.append("flow outcomes \(real.flowLogs), model \(expectedFlowLogs)")
            }
            guard failures.isEmpty else {
                Issue.record(
                    """
                    seed \(seed), step \(step), \(operation): the navigators and their model disagree:
                    \(failures.joined(separator: "\n"))
                    """
                )
                break
            }
            real.forgetEndedFlows()
            expectedFlowLogs = real.flowLogs
        }

        let summary = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("NavigationModelTests seed \(seed): \(stepsRun) steps, \(refused) refused calls; \(summary)")
        #expect(stepsRun == Self.stepsPerSeed)
        trackForLeaks(real, real.controller, real.stack, real.modal, real.diagnostics)
        for object in real.remainingObjects { trackForLeaks(object) }
    }

    /// Where the real state differs from the model: screens, routes, the route property, the presentation, and
    /// screens or flows held after they left or released while shown.
    @MainActor
    private static func differences(
        real: NavigationUnderTest,
        model: NavigationModel
    ) -> [String] {
        var failures: [String] = []
        let screens = model.stack.map(\.screen)
        let routes = model.stack.map(\.route)
        if real.screenIDs != screens { failures.append("controller screens \(real.screenIDs), model \(screens)") }
        if real.stack.routes != routes { failures.append("routes \(real.stack.routes), model \(routes)") }
        if real.stack.peek() != routes.last { failures.append("peek() \(String(describing: real.stack.peek()))") }
        if real.stack.routeStack.value != real.stack.routes {
            failures.append("routeStack.value \(real.stack.routeStack.value), routes \(real.stack.routes)")
        }
        if real.presentedID != model.presented?.screen {
            failures.append(
                "presented screen \(String(describing: real.presentedID)), model \(String(describing: model.presented))"
            )
        }
        if real.modal.presentedRoute != model.presented?.route
            || real.modal.presentation.value != model.presented?.route
        {
            failures.append(
                "presented route \(String(describing: real.modal.presentedRoute)), presentation \(String(describing: real.modal.presentation.value)), model \(String(describing: model.presented?.route))"
            )
        }
        let shown = Set(screens + (model.presented.map { [$0.screen] } ?? []))
        let leaked = real.leakedScreens(shown: shown)
        if !leaked.isEmpty { failures.append("screens alive after they left: \(leaked)") }
        let flows = real.misheldFlows(running: Set(model.stack.filter(\.flowRunning).map(\.screen)))
        if !flows.leaked.isEmpty { failures.append("flows alive after they ended: \(flows.leaked)") }
        if !flows.releasedEarly.isEmpty { failures.append("running flows released: \(flows.releasedEarly)") }
        return failures
    }

    /// Where what the step returned and reported differs from the model's expectation.
    @MainActor
    private static func differences(
        real: NavigationUnderTest,
        expectation: NavigationModel.Expectation,
        returned: Returned,
        before: NavigationUnderTest.Reports
    ) -> [String] {
        var failures: [String] = []
        let reports = real.reports
        if returned != expectation.returned { failures.append("returned \(returned), model \(expectation.returned)") }

        let stackChanges = expectation.stackChanged ? 1 : 0
        if reports.stackChanges - before.stackChanges != stackChanges {
            failures.append(
                "onChange fired \(reports.stackChanges - before.stackChanges) times, expected \(stackChanges)")
        } else if stackChanges == 1 && reports.lastStackChange != real.stack.routes {
            failures.append("onChange got \(String(describing: reports.lastStackChange)), routes \(real.stack.routes)")
        }
        if reports.routeStackValues - before.routeStackValues != stackChanges {
            failures.append(
                "routeStack sent \(reports.routeStackValues - before.routeStackValues) values, expected \(stackChanges)"
            )
        } else if stackChanges == 1 && reports.lastRouteStackValue != real.stack.routes {
            failures.append(
                "routeStack sent \(String(describing: reports.lastRouteStackValue)), routes \(real.stack.routes)")
        }

        let presentationChanges = expectation.presentationChanged ? 1 : 0
        if reports.presentationChanges - before.presentationChanges != presentationChanges
            || reports.presentationValues - before.presentationValues != presentationChanges
        {
            failures.append(
                "modal onChange fired \(reports.presentationChanges - before.presentationChanges) times and presentation sent \(reports.presentationValues - before.presentationValues) values, expected \(presentationChanges)"
            )
        } else if presentationChanges == 1 && reports.lastPresentationChange != .some(real.modal.presentedRoute) {
            failures.append("modal onChange got \(String(describing: reports.lastPresentationChange))")
        }

        let diagnostics = real.diagnostics(after: before.diagnostics)
        let expectedKinds = expectation.diagnostic.map { [$0] } ?? []
        if diagnostics.map(\.kind) != expectedKinds {
            failures.append("diagnostics \(diagnostics.map(\.message)), expected \(expectedKinds)")
        } else if let text = expectation.messageMentions, let message = diagnostics.first?.message,
            !message.contains(text)
        {
            failures.append("diagnostic \"\(message)\" does not mention \"\(text)\"")
        }
        return failures
    }
}
