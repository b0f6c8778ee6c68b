import Signals
import TestSupport
import Testing

/// Random operation sequences on a real signal, compared after every step with a reference model of the contracts.
@Suite("Reliability: signal against its model")
struct SignalModelTests {
    static let seeds: [UInt64] = [1, 2, 3, 0xC0FFEE, 20_261_122]
    static let stepsPerSeed = 10_000

    /// The observers watch the pipe itself, or a chain of operators on it (relays, which serialize through the pipe).
    enum Observed: CaseIterable, CustomStringConvertible {
        case pipe
        case operatorChain

        var description: String { self == .pipe ? "pipe" : "pipe.map.filter.take(first: .max)" }
    }

    @Test(arguments: seeds, Observed.allCases)
    func randomOperationsMatchTheModel(seed: UInt64, observed: Observed) {
        print("SignalModelTests seed \(seed), observing \(observed), \(Self.stepsPerSeed) steps")
        var random = SeededGenerator(seed: seed)
        let reactions = Reactions(random: &random)
        let real = RealSignal(reactions: reactions, throughOperators: observed == .operatorChain)
        // A derived signal ends when the terminal event reaches it, not when its upstream accepts it.
        var model = ModelSignal(reactions: reactions, endsOnDelivery: observed == .operatorChain)

        for step in 0..<Self.stepsPerSeed {
            let operation = Operation.random(using: &random, observerCount: real.nextID)
            real.perform(operation)
            model.perform(operation)
            guard real.logs == model.logs else {
                let differences = real.logs.keys.sorted().filter { real.logs[$0] != model.logs[$0] }.map {
                    "observer \($0): signal \(real.logs[$0] ?? []), model \(model.logs[$0] ?? [])"
                }
                Issue.record(
                    "seed \(seed), step \(step), \(operation): the signal and its model disagree: \(differences)"
                )
                return
            }
            if model.isEnded && random.int(below: 50) == 0 {
                real.restart()
                model.restart()
            }
        }
        #expect(real.logs == model.logs)
    }
}

/// A recorded event, comparable across the real signal and the model.
enum RecordedEvent: Equatable, CustomStringConvertible {
    case value(Int)
    case failed
    case completed
    case interrupted

    init(_ event: Signal<Int, ModelError>.Event) {
        switch event {
        case .value(let value): self = .value(value)
        case .failed: self = .failed
        case .completed: self = .completed
        case .interrupted: self = .interrupted
        }
    }

    var isTerminating: Bool {
        if case .value = self { return false }
        return true
    }

    var event: Signal<Int, ModelError>.Event {
        switch self {
        case .value(let value): .value(value)
        case .failed: .failed(ModelError())
        case .completed: .completed
        case .interrupted: .interrupted
        }
    }

    var description: String {
        switch self {
        case .value(let value): "value(\(value))"
        case .failed: "failed"
        case .completed: "completed"
        case .interrupted: "interrupted"
        }
    }
}

struct ModelError: Error {}

/// One step of a run.
enum Operation: CustomStringConvertible {
    case observe
    case dispose(Int)
    case send(RecordedEvent)

    static func random(using random: inout SeededGenerator, observerCount: Int) -> Operation {
        switch random.int(below: 100) {
        case 0..<15: return .observe
        case 15..<25: return .dispose(observerCount == 0 ? 0 : random.int(below: observerCount))
        case 25..<27: return .send(.completed)
        case 27: return .send(.interrupted)
        case 28: return .send(.failed)
        default: return .send(.value(random.int(below: 1_000)))
        }
    }

    var description: String {
        switch self {
        case .observe: "observe"
        case .dispose(let id): "dispose(\(id))"
        case .send(let event): "send(\(event))"
        }
    }
}

/// What an observer does when it receives a value below 1,000: the same table drives the signal and the model.
struct Reactions {
    enum Reaction {
        case send(RecordedEvent)
        case observe
        case dispose(Int)
    }

    private let table: [Int: [Reaction]]

    init(random: inout SeededGenerator) {
        var table: [Int: [Reaction]] = [:]
        for key in 0..<4_000 where random.int(below: 4) == 0 {
            table[key] = (0...random.int(below: 2)).map { _ in
                switch random.int(below: 10) {
                case 0..<5: .send(.value(1_000 + random.int(below: 1_000)))
                case 5..<7: .observe
                case 7..<9: .dispose(random.int(below: 64))
                default: .send(random.int(below: 2) == 0 ? .completed : .interrupted)
                }
            }
        }
        self.table = table
    }

    /// The reactions of observer `id` to `event`. Values of 1,000 and more never react, so chains end.
    func reactions(of id: Int, to event: RecordedEvent) -> [Reaction] {
        guard case .value(let value) = event, value < 1_000 else { return [] }
        return table[(id % 4) * 1_000 + value] ?? []
    }
}

/// The real signal, with observers that record and react.
final class RealSignal {
    private let reactions: Reactions
    private let throughOperators: Bool
    private var pipe = Signal<Int, ModelError>.pipe()
    private var observed: Signal<Int, ModelError>
    private var disposables: [Int: Disposable] = [:]
    private(set) var logs: [Int: [RecordedEvent]] = [:]
    private(set) var nextID = 0

    init(reactions: Reactions, throughOperators: Bool) {
        self.reactions = reactions
        self.throughOperators = throughOperators
        observed = Self.observed(of: pipe.output, throughOperators: throughOperators)
    }

    private static func observed(
        of signal: Signal<Int, ModelError>,
        throughOperators: Bool
    ) -> Signal<Int, ModelError> {
        throughOperators ? signal.map { $0 }.filter { _ in true }.take(first: .max) : signal
    }

    func perform(_ operation: Operation) {
        switch operation {
        case .observe: observe()
        case .dispose(let id): disposables[id]?.dispose()
        case .send(let event): pipe.input.send(event.event)
        }
    }

    func restart() {
        pipe = Signal.pipe()
        observed = Self.observed(of: pipe.output, throughOperators: throughOperators)
    }

    private func observe() {
        let id = nextID
        nextID += 1
        logs[id] = []
        disposables[id] = observed.observe { [unowned self] event in
            let recorded = RecordedEvent(event)
            logs[id, default: []].append(recorded)
            for reaction in reactions.reactions(of: id, to: recorded) {
                switch reaction {
                case .send(let event): pipe.input.send(event.event)
                case .observe: observe()
                case .dispose(let target): disposables[target]?.dispose()
                }
            }
        }
    }
}

/// The contracts, written as plainly as possible: a FIFO queue, a snapshot of observers per event, and flags.
struct ModelSignal {
    private let reactions: Reactions
    private let endsOnDelivery: Bool
    /// Whether the terminal event has started its delivery.
    private var isTerminated = false
    private var observers: [Int] = []
    private var disposed: Set<Int> = []
    private var queue: [RecordedEvent] = []
    private var isDelivering = false
    private(set) var isEnded = false
    private(set) var logs: [Int: [RecordedEvent]] = [:]
    private var nextID = 0

    init(reactions: Reactions, endsOnDelivery: Bool) {
        self.reactions = reactions
        self.endsOnDelivery = endsOnDelivery
    }

    mutating func perform(_ operation: Operation) {
        switch operation {
        case .observe: observe()
        case .dispose(let id): dispose(id)
        case .send(let event): send(event)
        }
    }

    /// Disposing of an observer that does not exist yet does nothing.
    private mutating func dispose(_ id: Int) {
        if id < nextID { disposed.insert(id) }
    }

    mutating func restart() {
        observers = []
        isEnded = false
        isTerminated = false
    }

    private mutating func observe() {
        let id = nextID
        nextID += 1
        logs[id] = []
        if endsOnDelivery ? isTerminated : isEnded {
            logs[id] = [.interrupted]
        } else {
            observers.append(id)
        }
    }

    private mutating func send(_ event: RecordedEvent) {
        guard !isEnded else { return }
        if event.isTerminating { isEnded = true }
        queue.append(event)
        guard !isDelivering else { return }
        isDelivering = true
        while !queue.isEmpty {
            let event = queue.removeFirst()
            let receivers = observers
            if event.isTerminating {
                observers = []
                isTerminated = true
            }
            for id in receivers where !disposed.contains(id) {
                logs[id, default: []].append(event)
                for reaction in reactions.reactions(of: id, to: event) {
                    switch reaction {
                    case .send(let event): send(event)
                    case .observe: observe()
                    case .dispose(let target): dispose(target)
                    }
                }
            }
        }
        isDelivering = false
    }
}
