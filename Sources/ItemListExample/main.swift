import ItemListApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The item-list app of the coordinator guide, in a terminal. Interactive when input is a terminal: a numbered menu
// of what the user can do on the current screen, and the screen stack after each step. Otherwise, or with
// --script, a scripted replay. See ExampleMode for the options.

switch ExampleMode(arguments: Array(CommandLine.arguments.dropFirst()), inputIsTerminal: isatty(0) != 0) {
case .script:
    for line in await ExampleScript.run() {
        print(line)
    }

case .interactive(let echoesInput):
    let session = ExampleSession()
    print(session.start(), terminator: "")
    while !session.isFinished {
        print(ExampleSession.prompt, terminator: "")
        guard let line = readLine() else {
            print()
            break
        }
        if echoesInput {
            print(line)
        }
        print(await session.respond(to: line), terminator: "")
    }

case .link(let link):
    let app = ExampleApp()
    let problems = app.open(link: link)
    print("Open \(link)")
    for problem in problems { print("  error: \(problem)") }
    print("Screens: \(app.stackDescription)")
    if !problems.isEmpty { exit(1) }

case .usage(let isError):
    print(ExampleMode.usageText)
    exit(isError ? 2 : 0)
}
