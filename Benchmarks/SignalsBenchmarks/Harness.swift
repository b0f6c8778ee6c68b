/// One side of a scenario: the library code under test, the peer library doing the same, or the baseline.
protocol Workload: AnyObject {
    /// Runs `count` events (sends, observe-and-dispose pairs, or added observers) and returns a value that depends on
    /// every one of them, for the checksum.
    func run(_ count: Int) -> UInt64
}

/// A counter that observers and baselines add their values to, reached through a pointer so that adding costs one
/// load and one store: no exclusivity check, no reference counting.
final class Total {
    let pointer = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)

    init() {
        pointer.initialize(to: 0)
    }

    deinit {
        pointer.deallocate()
    }
}

/// How long and how often each side of a scenario runs.
struct SamplingPlan {
    /// Timed samples per side, after the warm-up.
    var samples: Int
    /// The shortest a timed sample may take.
    var minimumSampleSeconds: Double
    /// Events in the untimed run whose allocations are counted, and observers added for `memory`.
    var countedEvents: Int

    static let standard = SamplingPlan(samples: 7, minimumSampleSeconds: 0.2, countedEvents: 100_000)
    static let quick = SamplingPlan(samples: 3, minimumSampleSeconds: 0.005, countedEvents: 1_000)
}

/// What one side of a scenario measured.
struct SideMeasurement {
    /// Median and minimum over the samples: ns per event, or bytes per observer for `memory`.
    let median: Double
    let minimum: Double
    /// Heap blocks allocated per event, or `nil` where allocations cannot be counted.
    let allocations: Double?
}

/// What one scenario measured, for the library, for its peer (if it has one) and for its baseline.
struct Measurement {
    let scenario: Scenario
    let subject: SideMeasurement
    let peer: SideMeasurement?
    let baseline: SideMeasurement
    /// Mixes every run's result, so that nothing is optimized away.
    let checksum: UInt64

    /// The library's median over the baseline's.
    var ratio: Double { subject.median / baseline.median }

    /// The library's median over the peer's: below 1 where the library is faster.
    var peerRatio: Double? { peer.map { subject.median / $0.median } }

    /// Whether the scenario meets its target, or `nil` if it has none.
    var meetsTarget: Bool? { scenario.target.isMet(ratio: ratio, allocations: subject.allocations) }
}

/// Measures scenarios according to a sampling plan.
struct Harness {
    let plan: SamplingPlan

    /// Measures the library, the peer and the baseline of `scenario` in turn: each side is warmed up, then the sides'
    /// samples are interleaved, so that a slow phase of the machine hits all of them.
    @MainActor
    func measure(_ scenario: Scenario) -> Measurement {
        var workloads = [scenario.makeSubject()]
        if let peer = scenario.peer { workloads.append(peer.make()) }
        workloads.append(scenario.makeBaseline())
        var checksum: UInt64 = 0
        let sides: [SideMeasurement]
        switch scenario.unit {
        case .nanosecondsPerEvent:
            let counts = workloads.map { calibrate($0, checksum: &checksum) }
            var samples = Array(repeating: [Double](), count: workloads.count)
            for _ in 0..<plan.samples {
                for (index, workload) in workloads.enumerated() {
                    samples[index].append(time(workload, counts[index], checksum: &checksum) / Double(counts[index]))
                }
            }
            sides = workloads.indices.map { index in
                let sorted = samples[index].sorted()
                return SideMeasurement(
                    median: sorted[sorted.count / 2],
                    minimum: sorted[0],
                    allocations: allocationsPerEvent(workloads[index], checksum: &checksum)
                )
            }
        case .bytesPerObserver:
            sides = workloads.map { workload in
                let (bytes, allocations) = bytesPerEvent(workload, checksum: &checksum)
                return SideMeasurement(median: bytes, minimum: bytes, allocations: allocations)
            }
        }
        return Measurement(
            scenario: scenario,
            subject: sides[0],
            peer: sides.count == 3 ? sides[1] : nil,
            baseline: sides[sides.count - 1],
            checksum: checksum
        )
    }
    /// Doubles the event count until one run lasts a sample's length; the runs are the warm-up.
    private func calibrate(_ workload: any Workload, checksum: inout UInt64) -> Int {
        var count = 64
        while true {
            let seconds = time(workload, count, checksum: &checksum) / 1e9
            if seconds >= plan.minimumSampleSeconds { return count }
            let scale = seconds > 0 ? plan.minimumSampleSeconds * 1.2 / seconds : 16
            count = Int(Double(count) * min(max(scale, 2), 16))
        }
    }

    /// Runs `count` events and returns the nanoseconds they took.
    private func time(_ workload: any Workload, _ count: Int, checksum: inout UInt64) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let result = workload.run(count)
        let elapsed = start.duration(to: clock.now)
        checksum = checksum &* 31 &+ result
        return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    }

    private func allocationsPerEvent(_ workload: any Workload, checksum: inout UInt64) -> Double? {
        guard AllocationCounter.isWorking else { return nil }
        let (result, counts) = AllocationCounter.counting { workload.run(plan.countedEvents) }
        checksum = checksum &* 31 &+ result
        return Double(counts.allocations) / Double(plan.countedEvents)
    }

    /// Adds `countedEvents` observers to a fresh workload and returns the heap they hold, per observer.
    private func bytesPerEvent(
        _ workload: any Workload,
        checksum: inout UInt64
    ) -> (bytes: Double, allocations: Double?) {
        guard AllocationCounter.isWorking else { return (.nan, nil) }
        let (result, counts) = AllocationCounter.counting { workload.run(plan.countedEvents) }
        checksum = checksum &* 31 &+ result
        let events = Double(plan.countedEvents)
        return (Double(counts.liveBytes) / events, Double(counts.allocations) / events)
    }
}
