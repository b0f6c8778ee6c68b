import Testing

@testable import Signals

@Suite("Contract: finished observations release everything they hold")
struct FinishedObservationsTests {
    @Test func finishedObservationsLeaveTheLifetimeTheyWereTiedTo() {
        let (lifetime, token) = Lifetime.make()
        weak var lastSignal: Signal<Int, Never>?
        for _ in 0..<1_000 {
            let (signal, input) = Signal<Int, Never>.pipe()
            lastSignal = signal
            lifetime += signal.observeValues { _ in }
            input.sendCompleted()
        }
        #expect(lifetime.registrationCount == 0)
        #expect(lastSignal == nil)
        _ = token
    }

    @Test func finishedBindingsAndCompositesLeaveTheLifetimeTheyWereTiedTo() {
        let (lifetime, token) = Lifetime.make()
        let composite = CompositeDisposable()
        let target = MutableProperty(0)
        for _ in 0..<1_000 {
            let (signal, input) = Signal<Int, Never>.pipe()
            lifetime += bind(target, to: signal)
            composite += signal.observeValues { _ in }
            input.send(value: 1)
            input.sendCompleted()
        }
        #expect(lifetime.registrationCount == 0)
        #expect(target.lifetime.registrationCount == 0)
        #expect(composite.count == 0)
        _ = token
    }
}
