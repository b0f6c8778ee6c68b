#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

guard let options = Options(CommandLine.arguments.dropFirst()) else {
    print(Options.usage)
    exit(2)
}

if options.list {
    print(Scenario.all.map(\.name).joined(separator: " "))
    exit(0)
}

if let events = options.callgrindEvents, let name = options.scenario {
    guard let scenario = Scenario.all.first(where: { $0.name == name }) else {
        print("no scenario named \(name); scenarios: \(Scenario.all.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    let side: String
    let workload: any Workload
    if options.peer {
        guard let peer = scenario.peer else {
            print("scenario \(name) has no \(Peer.name) side")
            exit(3)
        }
        (side, workload) = (" peer", peer.make())
    } else if options.baseline {
        (side, workload) = (" baseline", scenario.makeBaseline())
    } else {
        (side, workload) = ("", scenario.makeSubject())
    }
    print("\(name)\(side): \(events) events, checksum \(workload.run(events))")
    exit(0)
}

let scenarios = Scenario.all.filter { options.filter.map($0.name.contains) ?? true }
guard !scenarios.isEmpty else {
    print("no scenario matches \(options.filter ?? "")")
    exit(2)
}

let plan: SamplingPlan = options.quick ? .quick : .standard
let report = Report(machine: .current(), plan: plan, isQuick: options.quick)
let harness = Harness(plan: plan)
if !options.json {
    print(report.header)
    print()
    print(report.tableHeader)
}
var measurements: [Measurement] = []
for scenario in scenarios {
    let measurement = harness.measure(scenario)
    measurements.append(measurement)
    if !options.json { print(report.tableRow(measurement)) }
}
print(options.json ? report.json(measurements) : report.footer(measurements))

if options.quick {
    let problems = report.problems(measurements)
    guard problems.isEmpty else {
        print("quick check failed:\n" + problems.joined(separator: "\n"))
        exit(1)
    }
    if !options.json { print("quick check: \(measurements.count) scenarios sane") }
}
