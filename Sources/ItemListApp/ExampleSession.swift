/// The interactive example as text: it shows the screens and a numbered menu, and reads one command per line.
///
/// A command is the number of an action in the menu, `link` and a deep link (such as
/// `link itemlist://items/Bread`), `save` (the navigation as JSON, and the link of the current screen), `relaunch` (a
/// new app restored from what was saved), or `q` to quit. An empty line shows the menu again. Anything else gets a
/// message that says what is expected, and changes nothing.
@MainActor
public final class ExampleSession {
    /// The app the user drives; a new one after `relaunch`.
    public private(set) var app = ExampleApp()
    /// The navigation `save` took, as JSON.
    private var saved: [UInt8]?
    /// Whether the user quit.
    public private(set) var isFinished = false

    /// Creates a session on a freshly launched app.
    public init() {}

    /// The welcome text, the screens and the menu.
    public func start() -> String {
        """
        Item list example: you are the user of a small app whose navigation a coordinator drives.
        Type the number of an action and press Return; link and a deep link (itemlist://items/Bread) opens it;
        save keeps the navigation and relaunch restores it in a new app; q quits.

        \(screenAndMenu())
        """
    }

    /// Performs one line of input and returns what to show next.
    ///
    /// - Parameter line: What the user typed, without the line break.
    /// - Returns: The outcome, then the screens and the menu, or a goodbye after `q`.
    @discardableResult
    public func respond(to line: String) async -> String {
        guard !isFinished else { return "" }
        let command = line.trimmingWhitespace()
        let actions = app.availableActions
        if command.isEmpty {
            return screenAndMenu()
        }
        if command == "q" || command == "quit" {
            return finish()
        }
        if command.hasPrefix("link ") {
            let link = String(command.dropFirst("link ".count)).trimmingWhitespace()
            let notes = app.open(link: link).map { "Error: \($0)\n" }.joined()
            return "Open \(link)\n\(notes)\n\(screenAndMenu())"
        }
        if command == "save" {
            let (json, link) = app.save()
            saved = json
            return "Saved \(json.count) bytes of JSON\(link.map { "; share link: \($0)" } ?? "")\n\n\(screenAndMenu())"
        }
        if command == "relaunch" {
            guard let saved else { return "Nothing saved yet: type save first.\n\n" + screenAndMenu() }
            app = ExampleApp()
            let notes = app.restore(json: saved).map { "Not restored: \($0)\n" }.joined()
            return "Relaunch and restore\n\(notes)\n\(screenAndMenu())"
        }
        guard let number = Int(command) else {
            return "Unknown command \"\(command)\": type a number from 1 to \(actions.count), or q to quit.\n\n"
                + screenAndMenu()
        }
        guard actions.indices.contains(number - 1) else {
            return "There is no action \(number) on this screen: type a number from 1 to \(actions.count).\n\n"
                + screenAndMenu()
        }
        let action = actions[number - 1]
        if action == .quit {
            return finish()
        }
        let refusals = await app.perform(action)
        let notes = refusals.map { "Refused: \($0)\n" }.joined()
        return "\(action.title)\n\(notes)\n\(screenAndMenu())"
    }

    /// The prompt shown before each line of input.
    public static let prompt = "> "

    private func finish() -> String {
        isFinished = true
        return "Bye.\n"
    }

    private func screenAndMenu() -> String {
        let menu = app.availableActions.enumerated().map { index, action in
            "  \(index + 1). \(action.title)\n"
        }
        let status = app.catalogueStatus.map { "Status: \($0)\n" } ?? ""
        let resets = app.configurationResets.map { "Resets: \($0)\n" } ?? ""
        let alert = app.alertDescription.map { "Alert: \($0)\n" } ?? ""
        return "Screens: \(app.stackDescription)\n" + status + resets + alert + menu.joined()
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
