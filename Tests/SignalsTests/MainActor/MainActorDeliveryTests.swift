import Dispatch
import TestSupport
import Testing

@testable import Signals

/// A view as UI code has it: isolated to the main actor, so touching it from a closure the compiler treats as
/// nonisolated would not compile. Every test below compiles only because the new forms' closures are `@MainActor`.
@MainActor
private final class Label: ReactiveExtensionsProvider {
    var text = ""
    var history: [String] = []
    var threads: [Bool] = []

    func show(_ text: String) {
        self.text = text
        history.append(text)
        threads.append(MainThread.isCurrent)
    }
}

extension Reactive where Base == Label {
    fileprivate var text: BindingTarget<String> {
        makeBindingTarget(on: MainActor.shared) { $0.show($1) }
    }
}

/// The values each background sender sent, in order, checked against what the main actor received.
private func isInterleavingOfSenders(_ received: [String], senders: Int, count: Int) -> Bool {
    for sender in 0..<senders {
        let own = received.filter { $0.hasPrefix("\(sender):") }
        guard own == (0..<count).map({ "\(sender):\($0)" }) else { return false }
    }
    return received.count == senders * count
}

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct MainActorDeliveryTests {
    @Test func aValueSentOnTheMainThreadArrivesBeforeSendReturns() {
        let label = Label()
        let (signal, input) = Signal<String, Never>.pipe()
        signal.observeValues(on: MainActor.shared) { label.show($0) }
        input.send(value: "now")
        #expect(label.history == ["now"])
    }

    @Test func everyFormDeliversOnTheMainActorAtOnceOnTheMainThread() {
        let label = Label()
        let (signal, input) = Signal<String, TestError>.pipe()
        signal.observe(on: MainActor.shared) { event in
            if case .value(let value) = event { label.show("event \(value)") }
        }
        signal.observeResult(on: MainActor.shared) { result in
            if case .success(let value) = result { label.show("result \(value)") }
        }
        SignalProducer<String, Never>(value: "produced").startWithValues(on: MainActor.shared) { label.show($0) }
        SignalProducer<String, TestError>(value: "produced result").startWithResult(on: MainActor.shared) {
            if case .success(let value) = $0 { label.show(value) }
        }
        MutableProperty("current").startWithValues(on: MainActor.shared) { label.show($0) }
        input.send(value: "a")
        #expect(label.history == ["produced", "produced result", "current", "event a", "result a"])
        #expect(label.threads.allSatisfy { $0 })
    }

    @Test func valuesFromManyThreadsArriveOnTheMainActorInEachSendersOrder() async {
        let label = Label()
        let (signal, input) = Signal<String, Never>.pipe()
        signal.observeValues(on: MainActor.shared) { label.show($0) }
        let senders = 4
        let count = 200
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                runOnThreads(senders) { sender in
                    for index in 0..<count { input.send(value: "\(sender):\(index)") }
                }
                continuation.resume()
            }
        }
        #expect(await eventuallyOnMain { label.history.count == senders * count })
        #expect(isInterleavingOfSenders(label.history, senders: senders, count: count))
        #expect(label.threads.allSatisfy { $0 })
    }

    @Test func aValueSentOnTheMainThreadWaitsForValuesStillQueuedFromOtherThreads() async {
        let label = Label()
        let (signal, input) = Signal<String, Never>.pipe()
        signal.observeValues(on: MainActor.shared) { label.show($0) }
        DispatchQueue(label: "MainActorDeliveryTests.background").sync { input.send(value: "from background") }
        input.send(value: "from main")
        #expect(label.history.isEmpty)
        await mainQueueDrained()
        #expect(label.history == ["from background", "from main"])
    }

    @Test func disposingOnTheMainActorDiscardsWhatIsStillQueued() async {
        let label = Label()
        let (signal, input) = Signal<String, Never>.pipe()
        let observation = signal.observeValues(on: MainActor.shared) { label.show($0) }
        DispatchQueue(label: "MainActorDeliveryTests.queued").sync {
            for index in 0..<10 { input.send(value: "\(index)") }
        }
        observation?.dispose()
        await mainQueueDrained()
        await mainQueueDrained()
        #expect(label.history.isEmpty)
    }

    @Test func disposingAProducerStartDiscardsQueuedValuesAndInterruptsTheStart() async {
        let label = Label()
        let (signal, input) = Signal<String, Never>.pipe()
        let ended = MutableProperty(false)
        let producer = SignalProducer<String, Never> { observer, lifetime in
            lifetime.observeEnded { ended.value = true }
            signal.observe(observer)
        }
        let start = producer.startWithValues(on: MainActor.shared) { label.show($0) }
        DispatchQueue(label: "MainActorDeliveryTests.producer").sync { input.send(value: "queued") }
        start.dispose()
        #expect(ended.value)
        await mainQueueDrained()
        #expect(label.history.isEmpty)
    }

    @Test func disposingAnObservationDetachesItFromTheSignal() {
        let (signal, _) = Signal<String, Never>.pipe()
        let observation = signal.observeValues(on: MainActor.shared) { _ in }
        #expect(signal.observationCount == 1)
        observation?.dispose()
        #expect(signal.observationCount == 0)
    }

    @Test func anObserverDisposedByAnotherDuringADeliveryGetsNothingMore() {
        let label = Label()
        let (signal, input) = Signal<String, Never>.pipe()
        let second = SerialDisposable()
        signal.observeValues(on: MainActor.shared) { value in
            if value == "stop" { second.dispose() }
        }
        second.inner = signal.observeValues(on: MainActor.shared) { label.show($0) }
        input.send(value: "a")
        input.send(value: "stop")
        input.send(value: "b")
        #expect(label.history == ["a"])
    }

    @Test func aValueSentFromInsideTheObserverArrivesAfterTheCurrentOne() {
        let label = Label()
        let (signal, input) = Signal<String, Never>.pipe()
        signal.observeValues(on: MainActor.shared) { value in
            label.show("begin \(value)")
            if value == "first" { input.send(value: "second") }
            label.show("end \(value)")
        }
        input.send(value: "first")
        #expect(label.history == ["begin first", "end first", "begin second", "end second"])
    }

    @Test func theObserverIsReleasedWhenTheSignalEnds() async {
        let (signal, input) = Signal<String, Never>.pipe()
        weak var released: Token?
        do {
            let token = Token()
            released = token
            signal.observeValues(on: MainActor.shared) { _ in _ = token }
        }
        DispatchQueue(label: "MainActorDeliveryTests.end").sync { input.sendCompleted() }
        await mainQueueDrained()
        await mainQueueDrained()
        #expect(released == nil)
    }

    @Test func aClosureWhoseReleaseSendsAndObservesAgainDoesNotDeadlock() async {
        let label = Label()
        let (signal, input) = Signal<String, Never>.pipe()
        let (other, otherInput) = Signal<String, Never>.pipe()
        other.observeValues(on: MainActor.shared) { label.show($0) }
        let released = withTimeLimit("the termination") {
            do {
                let onRelease = DeinitAction {
                    otherInput.send(value: "released")
                    signal.observeValues(on: MainActor.shared) { _ in }?.dispose()
                }
                signal.observeValues(on: MainActor.shared) { _ in _ = onRelease }
            }
            input.sendCompleted()
        }
        #expect(released)
        #expect(await eventuallyOnMain { label.history == ["released"] })
    }

    @Test func observingAnEndedSignalSendsInterruptedOnTheMainActor() {
        let label = Label()
        let (signal, input) = Signal<String, Never>.pipe()
        input.sendCompleted()
        let observation = signal.observe(on: MainActor.shared) { event in
            if case .interrupted = event { label.show("interrupted") }
        }
        #expect(observation == nil)
        #expect(label.history == ["interrupted"])
    }

    @Test func aBindingRunsOnTheMainActorAndEndsWithTheTarget() async {
        let (signal, input) = Signal<String, Never>.pipe()
        weak var released: Label?
        do {
            let label = Label()
            released = label
            label.reactive.text <~ signal
            input.send(value: "bound")
            DispatchQueue(label: "MainActorDeliveryTests.binding").sync { input.send(value: "from background") }
            await mainQueueDrained()
            #expect(label.history == ["bound", "from background"])
            #expect(label.threads == [true, true])
        }
        #expect(released == nil)
        input.send(value: "after")
        #expect(signal.observationCount == 0)
    }

    @Test func aKeyPathTargetSetsTheObjectOnTheMainActorAndHoldsItWeakly() async {
        let property = MutableProperty("first")
        weak var released: Label?
        do {
            let label = Label()
            released = label
            BindingTarget(on: MainActor.shared, object: label, keyPath: \.text) <~ property
            #expect(label.text == "first")
            DispatchQueue(label: "MainActorDeliveryTests.keyPath").sync { property.value = "second" }
            await mainQueueDrained()
            #expect(label.text == "second")
        }
        #expect(released == nil)
        property.value = "third"
        #expect(property.signal.observationCount == 0)
    }

    @Test func aTargetWithALifetimeEndsItsBindingsWithIt() {
        var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
        let label = Label()
        let target = BindingTarget<String>(on: MainActor.shared, lifetime: lifetime) { label.show($0) }
        let (signal, input) = Signal<String, Never>.pipe()
        target <~ signal
        input.send(value: "a")
        token = nil
        #expect(token == nil)
        input.send(value: "b")
        #expect(label.history == ["a"])
        #expect(signal.observationCount == 0)
    }

    @Test func concurrentSendersAndDisposalNeverDeliverAfterDisposeReturns() async {
        let label = Label()
        let (signal, input) = Signal<String, Never>.pipe()
        let observation = signal.observeValues(on: MainActor.shared) { label.show($0) }
        let stop = Locked(false)
        let sending = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var index = 0
            while !stop.withLock({ $0 }) {
                input.send(value: "\(index)")
                index += 1
                if index == 100 { sending.signal() }
            }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                sending.wait()
                continuation.resume()
            }
        }
        observation?.dispose()
        let seenAtDispose = label.history.count
        await mainQueueDrained()
        await mainQueueDrained()
        stop.withLock { $0 = true }
        #expect(label.history.count == seenAtDispose)
    }
}
