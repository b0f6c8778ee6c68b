/// A marble string read into the symbols it places on ticks.
///
/// Each character is one tick: `-` nothing, `|` completion, `#` failure, `!` interruption, `^` the subscription point
/// (tick 0 of a hot signal), and any other character a value. Spaces are ignored. `(` and `)` put several events on
/// one tick, and the group counts as one tick. Nothing but `-` may follow a terminal event.
struct MarbleDiagram: Equatable {
    enum Symbol: Equatable {
        case value(Character)
        case failure
        case completion
        case interruption

        var character: Character {
            switch self {
            case .value(let character): character
            case .failure: "#"
            case .completion: "|"
            case .interruption: "!"
            }
        }

        var isTerminal: Bool {
            if case .value = self { return false }
            return true
        }
    }

    struct Entry: Equatable {
        /// The tick, counted from the subscription point if there is one, else from the first character.
        var tick: Int
        var symbol: Symbol
    }

    var entries: [Entry]
    var hasSubscriptionPoint: Bool

    init(entries: [Entry], hasSubscriptionPoint: Bool = false) {
        self.entries = entries
        self.hasSubscriptionPoint = hasSubscriptionPoint
    }

    init(_ text: String) {
        var entries: [Entry] = []
        var tick = 0
        var groupStart: Int?
        var subscriptionTick: Int?
        var ended = false
        func place(_ symbol: Symbol) {
            precondition(!ended, "Marble string \"\(text)\": nothing can follow a terminal event ('|', '#' or '!')")
            entries.append(Entry(tick: tick, symbol: symbol))
            ended = symbol.isTerminal
            if groupStart == nil { tick += 1 }
        }
        for character in text {
            switch character {
            case " ":
                continue
            case "-":
                precondition(groupStart == nil, "Marble string \"\(text)\": '-' inside a group")
                tick += 1
            case "(":
                precondition(groupStart == nil, "Marble string \"\(text)\": a group inside a group")
                groupStart = tick
            case ")":
                precondition(groupStart != nil, "Marble string \"\(text)\": ')' without '('")
                groupStart = nil
                tick += 1
            case "^":
                precondition(groupStart == nil, "Marble string \"\(text)\": '^' inside a group")
                precondition(subscriptionTick == nil, "Marble string \"\(text)\": more than one '^'")
                subscriptionTick = tick
                tick += 1
            case "|": place(.completion)
            case "#": place(.failure)
            case "!": place(.interruption)
            default: place(.value(character))
            }
        }
        precondition(groupStart == nil, "Marble string \"\(text)\": '(' without ')'")
        if let subscriptionTick {
            for index in entries.indices { entries[index].tick -= subscriptionTick }
        }
        self.entries = entries
        self.hasSubscriptionPoint = subscriptionTick != nil
    }

    /// The marble string of these entries, from tick 0 to the last entry: one character per tick, several events of a
    /// tick in a group.
    var text: String {
        var text = ""
        var tick = 0
        var index = entries.startIndex
        while index < entries.endIndex {
            let symbols = entries[index...].prefix { $0.tick == entries[index].tick }.map(\.symbol)
            if entries[index].tick >= tick {
                text += String(repeating: "-", count: entries[index].tick - tick)
                text += symbols.count == 1 ? String(symbols[0].character) : "(\(String(symbols.map(\.character))))"
                tick = entries[index].tick + 1
            }
            index += symbols.count
        }
        return text
    }
}
