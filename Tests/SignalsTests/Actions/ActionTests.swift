import Testing

@testable import Signals

@Suite("Action")
struct ActionTests {
    /// An action whose executions a test completes by hand.
    final class Harness: @unchecked Sendable {
        // Safety: only used on the test's thread, except where a test says otherwise; `work` is locked.
        let work = ManualProducer<String, TestError>()
        lazy var action = Action<Int, String, TestError> { [work] input in
            work.producer.on(starting: { _ = input })
        }
    }

    @Test func anExecutionGoesFromEnabledToExecutingToValuesAndBackToEnabled() {
        let harness = Harness()
        let action = harness.action
        var log: [String] = []
        action.isEnabled.signal.observeValues { log.append("enabled \($0)") }
        action.isExecuting.signal.observeValues { log.append("executing \($0)") }
        action.values.observeValues { log.append("value \($0)") }
        action.completed.observeValues { log.append("completed, executing \(action.isExecuting.value)") }
        #expect(action.isEnabled.value)
        #expect(!action.isExecuting.value)

        let (recorder, _) = action.apply(1).record()
        #expect(log == ["enabled false", "executing true"])
        harness.work.observer().send(value: "a")
        harness.work.observer().sendCompleted()
        #expect(
            log == [
                "enabled false", "executing true", "value a", "enabled true", "executing false",
                "completed, executing false",
            ])
        #expect(recorder.events == [.value("a"), .completed])
        #expect(action.isEnabled.value)
    }

    @Test func aFailureIsWrappedAndSentOnErrors() {
        let harness = Harness()
        var errors: [TestError] = []
        harness.action.errors.observeValues { errors.append($0) }
        let (recorder, _) = harness.action.apply(1).record()
        harness.work.observer().send(error: .second)
        #expect(errors == [.second])
        #expect(recorder.events == [.failed(.producerFailed(.second))])
        #expect(!harness.action.isExecuting.value)
    }

    @Test func startsWhileExecutingAreRejectedAsDisabled() {
        let harness = Harness()
        var disabled = 0
        harness.action.disabledErrors.observeValues { disabled += 1 }
        let (first, _) = harness.action.apply(1).record()
        let (second, _) = harness.action.apply(2).record()
        #expect(second.events == [.failed(.disabled)])
        #expect(disabled == 1)
        #expect(harness.work.startCount == 1)
        harness.work.observer().sendCompleted()
        #expect(first.events == [.completed])
        let (third, _) = harness.action.apply(3).record()
        #expect(third.events.isEmpty)
        #expect(harness.work.startCount == 2)
    }

    @Test func enabledIfFollowsTheProperty() {
        let isValid = MutableProperty(false)
        let action = Action<Void, Int, Never>(enabledIf: isValid) { SignalProducer(value: 1) }
        #expect(!action.isEnabled.value)
        #expect(action.apply().synchronousEvents() == [.failed(.disabled)])
        isValid.value = true
        #expect(action.isEnabled.value)
        #expect(action.apply().synchronousEvents() == [.value(1), .completed])
    }

    @Test func theStateValueIsPassedToTheWork() {
        let state = MutableProperty(10)
        let action = Action<Int, Int, Never>(
            state: state,
            enabledIf: { $0 > 0 },
            execute: { state, input in SignalProducer(value: state + input) }
        )
        #expect(action.apply(1).synchronousEvents() == [.value(11), .completed])
        state.value = 20
        #expect(action.apply(2).synchronousEvents() == [.value(22), .completed])
        state.value = 0
        #expect(!action.isEnabled.value)
        #expect(action.apply(3).synchronousEvents() == [.failed(.disabled)])
        let always = Action<Int, Int, Never>(state: state) { state, input in SignalProducer(value: state - input) }
        #expect(always.apply(1).synchronousEvents() == [.value(-1), .completed])
    }

    @Test func unwrappingIsDisabledWhileTheStateIsNil() {
        let user = MutableProperty<String?>(nil)
        let greet = Action<String, String, Never>(unwrapping: user) { name, greeting in
            SignalProducer(value: "\(greeting), \(name)")
        }
        #expect(greet.apply("Hi").synchronousEvents() == [.failed(.disabled)])
        user.value = "Ada"
        #expect(greet.apply("Hi").synchronousEvents() == [.value("Hi, Ada"), .completed])

        let refresh = Action<Void, String, Never>(unwrapping: user) { name in SignalProducer(value: name) }
        #expect(refresh.apply().synchronousEvents() == [.value("Ada"), .completed])
        let echo = Action<Void, String, Never>(state: user.map { $0 ?? "nobody" }) { name in SignalProducer(value: name)
        }
        #expect(echo.apply().synchronousEvents() == [.value("Ada"), .completed])
    }

    @Test func disposingTheStartInterruptsTheWorkAndEndsTheExecution() {
        let harness = Harness()
        var events: [Signal<String, TestError>.Event] = []
        harness.action.events.observeValues { events.append($0) }
        let (recorder, disposable) = harness.action.apply(1).record()
        #expect(harness.action.isExecuting.value)
        disposable.dispose()
        #expect(harness.work.lifetime().hasEnded)
        #expect(!harness.action.isExecuting.value)
        #expect(harness.action.isEnabled.value)
        #expect(recorder.events == [.interrupted])
        #expect(events == [.interrupted])
    }

    @Test func anActionCanBeAppliedFromItsOwnCompletion() {
        var runs = 0
        let action = Action<Void, Int, Never> {
            runs += 1
            return SignalProducer(value: runs)
        }
        var values: [Int] = []
        action.values.observeValues { values.append($0) }
        action.completed.observeValues { if runs < 3 { action.apply().start() } }
        action.apply().start()
        #expect(values == [1, 2, 3])
    }

    @Test func anActionIsABindingTarget() {
        let harness = Harness()
        let (taps, tap) = Signal<Int, Never>.pipe()
        harness.action <~ taps
        tap.send(value: 1)
        #expect(harness.work.startCount == 1)
        tap.send(value: 2)
        #expect(harness.work.startCount == 1)
        harness.work.observer().sendCompleted()
        tap.send(value: 3)
        #expect(harness.work.startCount == 2)
    }

    @Test func theActionsSignalsCompleteWhenItIsDeinitialized() {
        var action: Action<Int, Int, Never>? = Action { SignalProducer(value: $0) }
        let recorder = EventRecorder(action!.events)
        let disabled = EventRecorder(action!.disabledErrors)
        weak let weakAction = action
        action = nil
        #expect(weakAction == nil)
        #expect(recorder.events == [.completed])
        #expect(disabled.events.count == 1 && disabled.events.last?.isCompleted == true)
    }

    @Test func anAppliedProducerKeepsItsActionAlive() {
        var action: Action<Int, Int, Never>? = Action { SignalProducer(value: $0) }
        let producer = action!.apply(1)
        weak let weakAction = action
        action = nil
        #expect(weakAction != nil)
        #expect(producer.synchronousEvents() == [.value(1), .completed])
    }

    @Test func theActionKeepsItsStatePropertyAlive() {
        var state: MutableProperty<Bool>? = MutableProperty(true)
        weak let weakState = state
        let action = Action<Void, Void, Never>(enabledIf: state!) { .empty }
        state = nil
        #expect(weakState != nil)
        weakState?.value = false
        #expect(!action.isEnabled.value)
    }
}
