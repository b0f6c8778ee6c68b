import Signals
import Testing

@Test func immediateSchedulerRunsTheActionBeforeReturning() {
    var hasRun = false
    let disposable = ImmediateScheduler().schedule { hasRun = true }
    #expect(hasRun)
    #expect(disposable == nil)
}
