/// The peer library every scenario also runs on, in the same run as the library and the baseline.
struct Peer {
    /// The peer's name and version, as the report prints it.
    static let name = "OpenCombine 0.14.0"

    /// What the peer side does.
    let summary: String
    let make: @MainActor () -> any Workload

    /// The peer side of each scenario, by scenario name; a scenario without one prints `-` in the peer's columns.
    static let byScenario: [String: Peer] = [
        "send1": Peer(
            summary: "PassthroughSubject with 1 sink",
            make: { SubjectWorkload(subscribers: 1) }
        ),
        "send10": Peer(
            summary: "PassthroughSubject with 10 sinks",
            make: { SubjectWorkload(subscribers: 10) }
        ),
        "chain3": Peer(
            summary: "PassthroughSubject.map(+1).filter(even).map(*3).sink",
            make: { SubjectChainWorkload() }
        ),
        "property": Peer(
            summary: "CurrentValueSubject.value = i with 1 sink",
            make: { CurrentValueWorkload() }
        ),
        "derivedProperty": Peer(
            summary:
                "set one of 2 CurrentValueSubjects; a sink on each sets a third to their sum (OpenCombine 0.14 has no "
                + "combineLatest), which has 1 sink",
            make: { DerivedCurrentValueWorkload() }
        ),
        "churn": Peer(
            summary: "sink { capturing closure } then cancel, on a PassthroughSubject with 10 sinks",
            make: { SinkChurnWorkload() }
        ),
        "binding": Peer(
            summary:
                "subject.map(Route.item).sink { [weak coordinator] in handle } formed on the main actor (checked at "
                + "run time), the cancellable kept by the screen, on the main thread",
            make: { SinkBindingWorkload() }
        ),
        "contended": Peer(
            summary: "2 threads sending into one PassthroughSubject with 1 sink",
            make: { ContendedSubjectWorkload() }
        ),
        "flatMapLatest": Peer(
            summary:
                "map to a new PassthroughSubject every 100 events, switchToLatest, each event sent on the current one",
            make: { SwitchToLatestWorkload() }
        ),
        "producerStart": Peer(
            summary: "Deferred { Just(1) }.sink(receiveValue:), the cancellable dropped at once",
            make: { DeferredJustWorkload() }
        ),
        "memory": Peer(
            summary: "heap held per idle Subscribers.Sink subscribed to a PassthroughSubject (one shared closure)",
            make: { IdleSinksWorkload() }
        ),
    ]
}

extension Scenario {
    /// The peer side of this scenario, if it has one.
    var peer: Peer? { Peer.byScenario[name] }
}
