/// How `swift run ItemListExample` runs, from its arguments and whether its input is a terminal.
public enum ExampleMode: Equatable, Sendable {
    /// The scripted replay.
    case script
    /// The interactive session; `echoesInput` when input is not a terminal, so that a log shows what was typed.
    case interactive(echoesInput: Bool)
    /// Open a link, such as `itemlist://items/Apples/configuration`, print the screens and exit.
    case link(String)
    /// Print the usage and exit, successfully or not.
    case usage(isError: Bool)

    /// The usage text.
    public static let usageText = """
        usage: swift run ItemListExample [--script | --interactive | --link LINK]

          (no option)    interactive when input is a terminal, the scripted replay otherwise
          --script       the scripted replay
          --interactive  interactive even when input is not a terminal (commands piped in)
          --link LINK    opens a deep link, such as itemlist://items/Apples/configuration, and prints the screens
        """

    /// Picks the mode.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program's name.
    ///   - inputIsTerminal: Whether standard input is a terminal.
    public init(arguments: [String], inputIsTerminal: Bool) {
        switch arguments {
        case []: self = inputIsTerminal ? .interactive(echoesInput: false) : .script
        case ["--script"]: self = .script
        case ["--interactive"]: self = .interactive(echoesInput: !inputIsTerminal)
        case let arguments where arguments.count == 2 && arguments[0] == "--link": self = .link(arguments[1])
        case ["--help"], ["-h"]: self = .usage(isError: false)
        default: self = .usage(isError: true)
        }
    }
}
