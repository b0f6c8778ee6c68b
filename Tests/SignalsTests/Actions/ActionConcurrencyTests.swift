import TestSupport
import Testing

@testable import Signals

@Suite("Action under concurrency")
struct ActionConcurrencyTests {
    @Test func racingStartsBeginExactlyOneExecution() {
        for round in 0..<200 {
            let work = ManualProducer<Int, Never>()
            let action = Action<Int, Int, Never> { _ in work.producer }
            let outcomes = Locked<[String]>([])
            withTimeLimit {
                runOnThreads(4) { index in
                    let (recorder, _) = action.apply(index).record()
                    let outcome = recorder.events == [.failed(.disabled)] ? "disabled" : "started"
                    outcomes.withLock { $0.append(outcome) }
                }
            }
            let started = outcomes.withLock { $0.filter { $0 == "started" }.count }
            #expect(started == 1, "round \(round)")
            #expect(work.startCount == 1)
            #expect(action.isExecuting.value)
            work.observer().sendCompleted()
            #expect(!action.isExecuting.value)
            #expect(action.isEnabled.value)
        }
    }

    @Test func completionsOnOtherThreadsLeaveTheActionEnabled() {
        let work = ManualProducer<Int, Never>()
        let action = Action<Void, Int, Never> { work.producer }
        let executingChanges = Locked(0)
        action.isExecuting.signal.observeValues { _ in executingChanges.withLock { $0 += 1 } }
        let completions = Locked(0)
        action.completed.observeValues { completions.withLock { $0 += 1 } }
        for round in 0..<300 {
            let before = work.startCount
            _ = action.apply().start()
            let observer = work.observer(before)
            withTimeLimit {
                runOnThreads(2) { index in
                    if index == 0 {
                        observer.send(value: round)
                        observer.sendCompleted()
                    } else {
                        // Started only if the completion on the other thread came first.
                        _ = action.apply().start()
                    }
                }
            }
            if work.startCount == before + 2 {
                #expect(action.isExecuting.value, "round \(round)")
                work.observer(before + 1).sendCompleted()
            }
            #expect(!action.isExecuting.value, "round \(round)")
            #expect(action.isEnabled.value, "round \(round)")
        }
        #expect(completions.withLock { $0 } == work.startCount)
        #expect(executingChanges.withLock { $0 } == 2 * work.startCount)
    }

    @Test func stateChangesOnOtherThreadsAreFollowed() {
        let isValid = MutableProperty(false)
        let action = Action<Void, Void, Never>(enabledIf: isValid) { .empty }
        withTimeLimit {
            runOnThreads(3) { index in
                for step in 0..<2_000 { isValid.value = (step + index) % 2 == 0 }
            }
        }
        isValid.value = true
        #expect(action.isEnabled.value)
        isValid.value = false
        #expect(!action.isEnabled.value)
    }
}
