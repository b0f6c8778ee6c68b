/// Prints the header, the table or JSON, and checks a quick run's output.
struct Report {
    let machine: Machine
    let plan: SamplingPlan
    let isQuick: Bool

    private static let columns: [(title: String, width: Int)] = [
        ("scenario", 14), ("unit", 11), ("median", 9), ("min", 9), ("baseline", 9), ("ratio", 8),
        ("allocs", 7), ("base allocs", 12), ("target", 22), ("result", 6),
    ]

    var header: String {
        """
        SignalsBenchmarks (\(isQuick ? "quick smoke run, not for speed" : "full run"))
        build: \(machine.configuration), \(machine.toolchain)
        machine: \(machine.system)\(machine.processor.map { ", \($0)" } ?? ""), \(machine.cores) cores
        date: \(machine.date)
        method: per side a warm-up, then \(plan.samples) samples of >= \(plan.minimumSampleSeconds) s, library and \
        baseline interleaved; median and min ns/event; ratio = median / baseline median. Allocations: malloc \
        interposer, untimed run of \(plan.countedEvents) events (memory: live heap bytes after \
        \(plan.countedEvents) observers).
        """
    }

    var tableHeader: String {
        Self.row(Self.columns.map(\.title))
    }

    func tableRow(_ measurement: Measurement) -> String {
        let verdict = measurement.meetsTarget.map { $0 ? "pass" : "miss" } ?? "-"
        return Self.row([
            measurement.scenario.name, measurement.scenario.unit.rawValue,
            fixed(measurement.median, 2), fixed(measurement.minimum, 2), fixed(measurement.baselineMedian, 2),
            fixed(measurement.ratio, 2) + "x",
            measurement.allocations.map { fixed($0, 2) } ?? "n/a",
            measurement.baselineAllocations.map { fixed($0, 2) } ?? "n/a",
            measurement.scenario.target.summary, verdict,
        ])
    }

    func footer(_ measurements: [Measurement]) -> String {
        let legend = measurements.map { measurement in
            let scenario = measurement.scenario
            return "  \(pad(scenario.name, 10, right: true)) \(scenario.subjectSummary)\n"
                + "  \(pad("", 10)) baseline: \(scenario.baselineSummary)"
        }
        return (["", "scenarios:"] + legend + ["", "checksum: \(checksum(measurements))"]).joined(separator: "\n")
    }

    func json(_ measurements: [Measurement]) -> String {
        let scenarios = measurements.map { measurement in
            object([
                ("name", quoted(measurement.scenario.name)),
                ("unit", quoted(measurement.scenario.unit.rawValue)),
                ("median", number(measurement.median)),
                ("minimum", number(measurement.minimum)),
                ("baselineMedian", number(measurement.baselineMedian)),
                ("baselineMinimum", number(measurement.baselineMinimum)),
                ("ratio", number(measurement.ratio)),
                ("allocationsPerEvent", measurement.allocations.map(number) ?? "null"),
                ("baselineAllocationsPerEvent", measurement.baselineAllocations.map(number) ?? "null"),
                ("target", quoted(measurement.scenario.target.summary)),
                ("meetsTarget", measurement.meetsTarget.map { "\($0)" } ?? "null"),
                ("subject", quoted(measurement.scenario.subjectSummary)),
                ("baseline", quoted(measurement.scenario.baselineSummary)),
            ])
        }
        return object([
            ("configuration", quoted(machine.configuration)),
            ("toolchain", quoted(machine.toolchain)),
            ("machine", quoted(machine.system)),
            ("processor", machine.processor.map(quoted) ?? "null"),
            ("cores", "\(machine.cores)"),
            ("date", quoted(machine.date)),
            ("samples", "\(plan.samples)"),
            ("minimumSampleSeconds", number(plan.minimumSampleSeconds)),
            ("countedEvents", "\(plan.countedEvents)"),
            ("quick", "\(isQuick)"),
            ("checksum", "\(checksum(measurements))"),
            ("scenarios", "[\n" + scenarios.joined(separator: ",\n") + "\n]"),
        ])
    }

    /// What is wrong with a quick run's output: non-finite or non-positive numbers, a zero checksum, or allocations
    /// that were not counted.
    func problems(_ measurements: [Measurement]) -> [String] {
        measurements.flatMap { measurement in
            let name = measurement.scenario.name
            var problems: [String] = []
            let numbers = [measurement.median, measurement.minimum, measurement.baselineMedian]
            if !numbers.allSatisfy({ $0.isFinite && $0 > 0 }) { problems.append("\(name): non-finite or non-positive") }
            if measurement.checksum == 0 { problems.append("\(name): checksum is zero") }
            if measurement.allocations == nil || measurement.baselineAllocations == nil {
                problems.append("\(name): allocations not counted")
            }
            return problems
        }
    }

    private func checksum(_ measurements: [Measurement]) -> UInt64 {
        measurements.reduce(0) { $0 &* 31 &+ $1.checksum }
    }

    private static func row(_ cells: [String]) -> String {
        let line = zip(cells, columns).enumerated().map { index, pair in
            index < 2 || index >= 8 ? pad(pair.0, pair.1.width, right: true) : pad(pair.0, pair.1.width)
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
