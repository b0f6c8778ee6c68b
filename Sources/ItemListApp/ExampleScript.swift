/// The scripted replay: a fixed walk through the app, one line per step with the screens that follow it.
///
/// It runs when input is not a terminal (as in CI) or with `--script`; the screens after every step are the same
/// as on the navigation controller.
@MainActor
public enum ExampleScript {
    /// The steps, in order.
    public static let steps: [ExampleAction] = [
        .tapItem("Bread"),
        .swipeBackAndCancel,
        .swipeBack,
        .tapItem("Cheese"),
        .tapBackButton,
        .openConfiguration,
        .resetConfiguration,
        .tapAlertButton("Cancel"),
        .resetConfiguration,
        .tapAlertButton("Reset"),
        .saveConfiguration,
        .deepLink,
        .longPressBackToList,
        .popRoot,
        .openCatalogue,
        .pullToLoad,
        .networkFails,
        .retry,
        .itemsArrive,
    ]

    /// Runs the steps on a new app.
    ///
    /// - Returns: The lines to print: the launch, then each step, each with the screens that follow it, what the
    ///   navigator refused, the alert shown, the configuration's resets and, on the catalogue, its status line.
    public static func run() async -> [String] {
        let app = ExampleApp()
        var lines = [line("Launch", app.stackDescription)]
        for step in steps {
            let refusals = await app.perform(step)
            lines.append(line(step.title, app.stackDescription))
            lines += refusals.map { "    refused: \($0)" }
            if let alert = app.alertDescription {
                lines.append("    alert: \(alert)")
            }
            if let resets = app.configurationResets {
                lines.append("    resets: \(resets)")
            }
            if let status = app.catalogueStatus {
                lines.append("    status: \(status)")
            }
        }
        return lines
    }

    private static func line(_ step: String, _ stack: String) -> String {
        step.padding(to: 52) + stack
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
