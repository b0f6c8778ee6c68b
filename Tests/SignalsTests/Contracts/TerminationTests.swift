import Signals
import Testing

@Suite("Contract: termination")
struct TerminationTests {
    enum TestError: Error, Equatable {
        case boom
    }

    @Test func theFirstTerminalEventWinsAndLaterSendsAreIgnored() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        let recorder = EventRecorder(signal)

        input.send(value: 1)
        input.sendCompleted()
        input.send(error: .boom)
        input.send(value: 2)
        input.sendInterrupted()

        #expect(recorder.events == [.value(1), .completed])
    }

    @Test func observingATerminatedSignalGetsInterruptedAtOnce() {
        let (signal, input) = Signal<Int, TestError>.pipe()
        input.send(error: .boom)

        let recorder = EventRecorder(signal)

        #expect(recorder.events == [.interrupted])
        #expect(recorder.disposable == nil)
    }

    @Test(arguments: [Signal<Int, TestError>.Event.completed, .failed(.boom), .interrupted])
    func terminationReleasesObserverClosures(terminal: Signal<Int, TestError>.Event) {
        let (signal, input) = Signal<Int, TestError>.pipe()
        weak var weakCaptured: Token?
        do {
            let captured = Token()
            weakCaptured = captured
            signal.observe { _ in _ = captured }
        }
        #expect(weakCaptured != nil)

        input.send(terminal)

        #expect(weakCaptured == nil)
    }

    @Test func terminationReleasesTheClosureOfAnObservationWhoseDisposableIsStillHeld() {
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var weakCaptured: Token?
        var disposable: Disposable?
        do {
            let captured = Token()
            weakCaptured = captured
            disposable = signal.observe { _ in _ = captured }
        }

        input.sendCompleted()

        #expect(weakCaptured == nil)
        #expect(disposable != nil)
    }

    @Test func disposingReleasesTheObserverClosure() {
        let (signal, _) = Signal<Int, Never>.pipe()
        weak var weakCaptured: Token?
        var disposable: Disposable?
        do {
            let captured = Token()
            weakCaptured = captured
            disposable = signal.observe { _ in _ = captured }
        }

        disposable?.dispose()

        #expect(weakCaptured == nil)
    }

    @Test func aQueuedValueWhoseDeinitUsesTheSignalDoesNotDeadlock() {
        final class Payload {
            let signal: Signal<Payload, Never>
            init(_ signal: Signal<Payload, Never>) { self.signal = signal }
            deinit { _ = signal.observationCount }
        }
        let (signal, input) = Signal<Payload, Never>.pipe()
        var count = 0
        signal.observeValues { _ in
            count += 1
            if count == 1 {
                input.send(value: Payload(signal))
                input.send(value: Payload(signal))
            }
        }

        input.send(value: Payload(signal))

        #expect(count == 3)
    }

    @Test func terminationEndsTheGeneratorLifetime() {
        var ended = false
        let signal = Signal<Int, Never> { input, lifetime in
            lifetime.observeEnded { ended = true }
            input.sendCompleted()
        }

        #expect(ended)
        #expect(EventRecorder(signal).events == [.interrupted])
    }

    @Test func releasingAnUnobservedSignalDetachesItFromUpstream() {
        let (upstream, _) = Signal<Int, Never>.pipe()
        var mapped: Signal<Int, Never>? = upstream.take(duringLifetimeOf: Token.shared)
        #expect(upstream.observationCount == 1)

        mapped = nil

        #expect(mapped == nil)
        #expect(upstream.observationCount == 0)
    }

    @Test func droppingASignalWithObserversInterruptsThem() {
        var pipe: (output: Signal<Int, Never>, input: Signal<Int, Never>.Observer)? = Signal<Int, Never>.pipe()
        let recorder = pipe.map { EventRecorder($0.output) }

        pipe = nil

        #expect(recorder?.events == [.interrupted])
    }
}

extension Token {
    /// An owner that outlives every test.
    static let shared = Token()
}
