/// The command line of the benchmark executable.
struct Options {
    /// Runs only the scenarios whose name contains this.
    var filter: String?
    /// Runs every scenario briefly and checks the output is sane, not fast.
    var quick = false
    /// Prints JSON instead of the table.
    var json = false
    /// Prints the scenarios' names, separated by spaces, instead of running them.
    var list = false
    /// Runs exactly this many events of `scenario` once, for callgrind, instead of the suite.
    var callgrindEvents: Int?
    var scenario: String?
    /// With `callgrindEvents`: runs the scenario's baseline instead of the library.
    var baseline = false
    /// With `callgrindEvents`: runs the scenario's peer (OpenCombine) instead of the library.
    var peer = false

    static let usage = """
        usage: SignalsBenchmarks [--filter <substring>] [--quick] [--json]
               SignalsBenchmarks --list
               SignalsBenchmarks --callgrind-events <N> --scenario <name> [--baseline | --peer]
        """

    /// Parses the arguments after the program name, or returns `nil` if they are not understood.
    init?(_ arguments: some Sequence<String>) {
        var remaining = arguments.makeIterator()
        while let argument = remaining.next() {
            switch argument {
            case "--filter":
                guard let value = remaining.next() else { return nil }
                filter = value
            case "--quick": quick = true
            case "--json": json = true
            case "--list": list = true
            case "--baseline": baseline = true
            case "--peer": peer = true
            case "--callgrind-events":
                guard let value = remaining.next().flatMap({ Int($0) }), value >= 0 else { return nil }
                callgrindEvents = value
            case "--scenario":
                guard let value = remaining.next() else { return nil }
                scenario = value
            default: return nil
            }
        }
        if (callgrindEvents == nil) != (scenario == nil) || (baseline && peer) { return nil }
    }
}
