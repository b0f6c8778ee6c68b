import TestSupport
import Testing

@testable import Signals

/// One test per rule of the "Producers and actions" section of the Contracts article.
@Suite("Contract: producers and actions")
struct ProducerContractsTests {
    // MARK: A started producer is a signal

    @Test func aStartedProducersEventsAreSerializedAcrossThreads() {
        let manual = ManualProducer<Int, Never>()
        let overlap = OverlapDetector()
        // A plain array: the produced signal's serialization is what keeps the appends race-free.
        var received: [Int] = []
        manual.producer.startWithValues { value in
            overlap.enter()
            received.append(value)
            overlap.exit()
        }
        let observer = manual.observer()
        withTimeLimit {
            runOnThreads(4) { sender in
                for value in 0..<5_000 { observer.send(value: sender * 5_000 + value) }
            }
        }
        #expect(overlap.maximumOverlap == 1)
        #expect(received.count == 20_000)
        for sender in 0..<4 {
            let own = received.filter { $0 / 5_000 == sender }
            #expect(own == Array(sender * 5_000..<(sender + 1) * 5_000))
        }
    }

    @Test func aSendFromInsideAnObserverOfAStartIsQueuedNotDeadlocked() {
        let manual = ManualProducer<Int, Never>()
        var log: [String] = []
        manual.producer.startWithValues { value in
            log.append("begin \(value)")
            if value == 1 { manual.observer().send(value: 2) }
            log.append("end \(value)")
        }
        manual.observer().send(value: 1)
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2"])
    }

    @Test func theFirstTerminalEventOfAStartWins() {
        let manual = ManualProducer<Int, TestError>()
        let (recorder, disposable) = manual.producer.record()
        manual.observer().sendCompleted()
        manual.observer().send(error: .first)
        manual.observer().send(value: 1)
        disposable.dispose()
        #expect(recorder.events == [.completed])
    }

    // MARK: What a start handler may do from other threads

    @Test func aStartHandlerMayKeepItsObserverAndSendFromAnyThreadLater() {
        let scheduler = QueueScheduler()
        let producer = SignalProducer<Int, Never> { observer, _ in
            scheduler.schedule {
                observer.send(value: 1)
                observer.sendCompleted()
            }
        }
        let outcome = Locked<Result<Int, Never>?>(nil)
        withTimeLimit { outcome.withLock { $0 = producer.last() } }
        #expect(outcome.withLock { $0 } == .success(1))
    }

    @Test func aStartsLifetimeEndsOnceWhenInterruptionRacesATerminalEvent() {
        for round in 0..<300 {
            let manual = ManualProducer<Int, Never>()
            let (recorder, disposable) = manual.producer.record()
            let ends = Locked(0)
            manual.lifetime().observeEnded { ends.withLock { $0 += 1 } }
            let observer = manual.observer()
            withTimeLimit {
                runOnThreads(2) { index in
                    if index == 0 { observer.sendCompleted() } else { disposable.dispose() }
                }
            }
            #expect(ends.withLock { $0 } == 1, "round \(round)")
            #expect(recorder.events.count == 1, "round \(round)")
        }
    }

    @Test func aStartHandlerThatLetsGoOfItsObserverInterruptsItsStart() {
        let ended = Locked(false)
        let (recorder, _) = SignalProducer<Int, Never> { _, lifetime in
            lifetime.observeEnded { ended.withLock { $0 = true } }
        }.record()
        #expect(recorder.events == [.interrupted])
        #expect(ended.withLock { $0 })
    }

    // MARK: Disposal

    @Test func disposingAStartInterruptsItAndEndsItsLifetimeWithoutWaiting() {
        let manual = ManualProducer<Int, Never>()
        let entered = Locked(false)
        let release = Locked(false)
        let (recorder, disposable) = manual.producer.startWithSignal { signal, interruptHandle in
            signal.observeValues { _ in
                entered.withLock { $0 = true }
                while !release.withLock({ $0 }) { sched_yield() }
            }
            return (EventRecorder(signal), interruptHandle)
        }
        let observer = manual.observer()
        let sender = QueueScheduler()
        sender.schedule { observer.send(value: 1) }
        while !entered.withLock({ $0 }) { sched_yield() }
        // The value is being delivered on the other thread: disposing must return without waiting for it.
        withTimeLimit(seconds: 10, "disposing a start during a delivery") { disposable.dispose() }
        release.withLock { $0 = true }
        withTimeLimit(seconds: 10, "the delivery finishing") {
            while !manual.lifetime().hasEnded { sched_yield() }
        }
        #expect(recorder.events == [.value(1), .interrupted])
    }

    @Test func disposingAStartInterruptsTheStartsOfEveryOperatorInTheChain() {
        let manual = ManualProducer<Int, Never>()
        let disposable = manual.producer.map { $0 + 1 }.filter { $0 > 0 }.then(SignalProducer<Int, Never>.never)
            .start()
        disposable.dispose()
        disposable.dispose()
        #expect(manual.lifetime().hasEnded)
    }

    // MARK: Ownership

    @Test func aStartLivesWhileItsWorkHoldsTheObserverNotWhileTheProducerExists() {
        weak let weakCapture: Token?
        let manual = ManualProducer<Int, Never>()
        do {
            let capture = Token()
            weakCapture = capture
            let producer = manual.producer.on(value: { _ in _ = capture })
            _ = producer.start()
        }
        #expect(weakCapture != nil)
        manual.observer().sendCompleted()
        #expect(weakCapture == nil)
    }

    @Test func aPropertysProducerDoesNotKeepThePropertyAndAnActionKeepsItsState() {
        var property: MutableProperty<Bool>? = MutableProperty(true)
        weak let weakProperty = property
        let producer = property!.producer
        property = nil
        #expect(weakProperty == nil)
        _ = producer

        var state: MutableProperty<Bool>? = MutableProperty(true)
        weak let weakState = state
        let action = Action<Void, Void, Never>(enabledIf: state!) { .empty }
        state = nil
        #expect(weakState != nil)
        _ = action
    }

    // MARK: When an action's signals deliver

    @Test func racingStartsOfAnActionBeginExactlyOneExecution() {
        let work = ManualProducer<Int, Never>()
        let action = Action<Void, Int, Never> { work.producer }
        let disabled = Locked(0)
        action.disabledErrors.observeValues { disabled.withLock { $0 += 1 } }
        withTimeLimit {
            runOnThreads(4) { _ in _ = action.apply().start() }
        }
        #expect(work.startCount == 1)
        #expect(disabled.withLock { $0 } == 3)
    }

    @Test func anActionStopsExecutingBeforeItsSignalsAndTheAppliedObserverSeeTheEnd() {
        let work = ManualProducer<Int, TestError>()
        let action = Action<Void, Int, TestError> { work.producer }
        var log: [String] = []
        action.isExecuting.signal.observeValues { log.append("executing \($0)") }
        action.values.observeValues { log.append("values \($0), executing \(action.isExecuting.value)") }
        action.errors.observeValues { log.append("errors \($0), enabled \(action.isEnabled.value)") }
        action.apply().start { event in log.append("observer \(event), executing \(action.isExecuting.value)") }
        work.observer().send(value: 1)
        work.observer().send(error: .first)
        #expect(
            log == [
                "executing true",
                "values 1, executing true",
                "observer value(1), executing true",
                "executing false",
                "errors first, enabled true",
                "observer failed(\(ActionError<TestError>.producerFailed(.first))), executing false",
            ])
    }

    @Test func anActionsSignalsDeliverOnTheThreadItsWorkSendsOn() {
        let work = ManualProducer<Int, Never>()
        let action = Action<Void, Int, Never> { work.producer }
        let deliveries = Locked<[ThreadIdentity]>([])
        action.values.observeValues { _ in deliveries.withLock { $0.append(.current) } }
        action.completed.observeValues { _ in deliveries.withLock { $0.append(.current) } }
        action.apply().start()
        let observer = work.observer()
        let sender = Locked(ThreadIdentity.none)
        withTimeLimit {
            runOnThreads(1) { _ in
                sender.withLock { $0 = .current }
                observer.send(value: 1)
                observer.sendCompleted()
            }
        }
        let senderThread = sender.withLock { $0 }
        #expect(senderThread != .current)
        #expect(deliveries.withLock { $0 } == [senderThread, senderThread])
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
