/// Prints the header, the table or JSON, and checks a quick run's output.
struct Report {
    let machine: Machine
    let plan: SamplingPlan
    let isQuick: Bool

    private static let columns: [(title: String, width: Int)] = [
        ("scenario", 15), ("unit", 11), ("median", 9), ("min", 9), ("baseline", 9), ("ratio", 8),
        ("OpenCombine", 12), ("vs OC", 8), ("allocs", 7), ("OC allocs", 10), ("base allocs", 12), ("target", 22),
        ("result", 6),
    ]
    /// The first column after the numbers, which are right-aligned.
    private static let firstTextColumn = 11

    var header: String {
        """
        SignalsBenchmarks (\(isQuick ? "quick smoke run, not for speed" : "full run"))
        build: \(machine.configuration), \(machine.toolchain)
        machine: \(machine.system)\(machine.processor.map { ", \($0)" } ?? ""), \(machine.cores) cores
        date: \(machine.date)
        method: per side a warm-up, then \(plan.samples) samples of >= \(plan.minimumSampleSeconds) s, library, \
        peer and baseline interleaved; median and min ns/event; ratio = median / baseline median; OpenCombine = \
        median of the same scenario on \(Peer.name) (OC), vs OC = median / OC median (below 1: faster). \
        Allocations: malloc interposer, untimed run of \(plan.countedEvents) events (memory: live heap bytes after \
        \(plan.countedEvents) observers).
        """
    }

    var tableHeader: String {
        Self.row(Self.columns.map(\.title))
    }

    func tableRow(_ measurement: Measurement) -> String {
        let verdict = measurement.meetsTarget.map { $0 ? "pass" : "miss" } ?? "-"
        // "-" where the scenario has no such side, "n/a" where allocations cannot be counted.
        let allocations = { (side: SideMeasurement?) in
            side.map { $0.allocations.map { fixed($0, 2) } ?? "n/a" } ?? "-"
        }
        return Self.row([
            measurement.scenario.name, measurement.scenario.unit.rawValue,
            fixed(measurement.subject.median, 2), fixed(measurement.subject.minimum, 2),
            fixed(measurement.baseline.median, 2), fixed(measurement.ratio, 2) + "x",
            measurement.peer.map { fixed($0.median, 2) } ?? "-",
            measurement.peerRatio.map { fixed($0, 2) + "x" } ?? "-",
            allocations(measurement.subject), allocations(measurement.peer), allocations(measurement.baseline),
            measurement.scenario.target.summary, verdict,
        ])
    }

    func footer(_ measurements: [Measurement]) -> String {
        let legend = measurements.map { measurement in
            let scenario = measurement.scenario
            let peer = scenario.peer.map { "\n  \(pad("", 15)) OpenCombine: \($0.summary)" } ?? ""
            return "  \(pad(scenario.name, 15, right: true)) \(scenario.subjectSummary)\n"
                + "  \(pad("", 15)) baseline: \(scenario.baselineSummary)" + peer
        }
        return (["", "scenarios:"] + legend + ["", "checksum: \(checksum(measurements))"]).joined(separator: "\n")
    }

    func json(_ measurements: [Measurement]) -> String {
        let scenarios = measurements.map { measurement in
            object([
                ("name", quoted(measurement.scenario.name)),
                ("unit", quoted(measurement.scenario.unit.rawValue)),
                ("median", number(measurement.subject.median)),
                ("minimum", number(measurement.subject.minimum)),
                ("baselineMedian", number(measurement.baseline.median)),
                ("baselineMinimum", number(measurement.baseline.minimum)),
                ("ratio", number(measurement.ratio)),
                ("peerMedian", measurement.peer.map { number($0.median) } ?? "null"),
                ("peerMinimum", measurement.peer.map { number($0.minimum) } ?? "null"),
                ("peerRatio", measurement.peerRatio.map(number) ?? "null"),
                ("allocationsPerEvent", measurement.subject.allocations.map(number) ?? "null"),
                ("peerAllocationsPerEvent", measurement.peer?.allocations.map(number) ?? "null"),
                ("baselineAllocationsPerEvent", measurement.baseline.allocations.map(number) ?? "null"),
                ("target", quoted(measurement.scenario.target.summary)),
                ("meetsTarget", measurement.meetsTarget.map { "\($0)" } ?? "null"),
                ("subject", quoted(measurement.scenario.subjectSummary)),
                ("baseline", quoted(measurement.scenario.baselineSummary)),
                ("peer", measurement.scenario.peer.map { quoted($0.summary) } ?? "null"),
            ])
        }
        return object([
            ("configuration", quoted(machine.configuration)),
            ("toolchain", quoted(machine.toolchain)),
            ("machine", quoted(machine.system)),
            ("processor", machine.processor.map(quoted) ?? "null"),
            ("cores", "\(machine.cores)"),
            ("date", quoted(machine.date)),
            ("peer", quoted(Peer.name)),
            ("samples", "\(plan.samples)"),
            ("minimumSampleSeconds", number(plan.minimumSampleSeconds)),
            ("countedEvents", "\(plan.countedEvents)"),
            ("quick", "\(isQuick)"),
            ("checksum", "\(checksum(measurements))"),
            ("scenarios", "[\n" + scenarios.joined(separator: ",\n") + "\n]"),
        ])
    }

    /// What is wrong with a quick run's output: non-finite or non-positive numbers, a zero checksum, or allocations
    /// that were not counted, on any side.
    func problems(_ measurements: [Measurement]) -> [String] {
        measurements.flatMap { measurement in
            let name = measurement.scenario.name
            var problems: [String] = []
            let sides = [measurement.subject, measurement.baseline] + (measurement.peer.map { [$0] } ?? [])
            let numbers = sides.flatMap { [$0.median, $0.minimum] }
            if !numbers.allSatisfy({ $0.isFinite && $0 > 0 }) { problems.append("\(name): non-finite or non-positive") }
            if measurement.checksum == 0 { problems.append("\(name): checksum is zero") }
            if sides.contains(where: { $0.allocations == nil }) { problems.append("\(name): allocations not counted") }
            return problems
        }
    }

    private func checksum(_ measurements: [Measurement]) -> UInt64 {
        measurements.reduce(0) { $0 &* 31 &+ $1.checksum }
    }

    private static func row(_ cells: [String]) -> String {
        let line = zip(cells, columns).enumerated().map { index, pair in
            index < 2 || index >= firstTextColumn ? pad(pair.0, pair.1.width, right: true) : pad(pair.0, pair.1.width)
        }
        .joined(separator: " ")
        return String(line.reversed().drop { $0 == " " }.reversed())
    }
}

/// `value` with `digits` decimals, without Foundation.
func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "n/a" : "inf" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let whole = scaled / Int64(scale)
    let fraction = String(scaled % Int64(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return "\(sign)\(whole)" }
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// `text` padded with spaces to `width`, on the left unless `right`.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? text + padding : padding + text
}

private func quoted(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
        switch character {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        default: escaped.unicodeScalars.append(character)
        }
    }
    return "\"\(escaped)\""
}

private func number(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
}

private func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
}
