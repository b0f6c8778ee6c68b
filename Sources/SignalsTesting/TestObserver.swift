import Foundation
import Signals

/// Records the events a signal or producer sends, each with the tick of its ``TestTimeline``.
///
/// ```swift
/// let results = timeline.record(viewModel.results)
/// timeline.advance(byTicks: 3)
/// #expect(results.values == ["first"])
/// ```
///
/// Make one with ``TestTimeline/record(_:)-(Signal<Value,Error>)`` (it observes a signal, or starts a producer, at
/// once) or ``TestTimeline/makeObserver(of:failingWith:)`` (an ``observer`` to hand to code that sends into one).
/// Events may come from any thread; each is stamped with the tick the timeline's clock is at when it arrives.
public final class TestObserver<Value, Error: Swift.Error>: @unchecked Sendable {
    // Safety: `recorded` and `disposable` are only touched while `lock` is held; `timeline` and `startTick` are
    // immutable.
    private let lock = NSLock()
    private var recorded: [TimedEvent<Value, Error>] = []
    private var disposable: Disposable?

    /// The timeline whose ticks the events are stamped with.
    public let timeline: TestTimeline

    /// The tick the recording began at: tick 0 of the marble strings it is compared with.
    public let startTick: Int

    init(timeline: TestTimeline) {
        self.timeline = timeline
        self.startTick = timeline.now
    }

    /// An observer that records every event sent to it.
    public var observer: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in record(event) }
    }

    /// Every event recorded, in order, at ticks of the timeline.
    public var events: [TimedEvent<Value, Error>] {
        lock.withLock { recorded }
    }

    /// The values recorded, in order.
    public var values: [Value] {
        events.compactMap(\.event.value)
    }

    /// Ends the observation or the start that this observer records, if ``TestTimeline/record(_:)-(Signal<Value,Error>)``
    /// made one: a started producer is interrupted.
    public func dispose() {
        let disposable = lock.withLock {
            defer { self.disposable = nil }
            return self.disposable
        }
        disposable?.dispose()
    }

    func record(_ event: Signal<Value, Error>.Event) {
        let timed = TimedEvent(event, at: timeline.now)
        lock.withLock { recorded.append(timed) }
    }

    func keep(_ disposable: Disposable?) {
        lock.withLock { self.disposable = disposable }
    }

    /// The recorded events as a marble string counted from ``startTick``, each value drawn by `character`.
    func marbles(drawing character: (Value) -> Character) -> String {
        let entries = events.map { timed in
            let symbol: MarbleDiagram.Symbol
            switch timed.event {
            case .value(let value): symbol = .value(character(value))
            case .failed: symbol = .failure
            case .completed: symbol = .completion
            case .interrupted: symbol = .interruption
            }
            return MarbleDiagram.Entry(tick: timed.tick - startTick, symbol: symbol)
        }
        return MarbleDiagram(entries: entries).text
    }
}

extension TestObserver where Value: Equatable {
    /// The recorded events as a marble string, counted from ``startTick``: one character per tick, each value drawn as
    /// its key in `values` (`?` when it has none), `|` completion, `#` failure, `!` interruption.
    ///
    /// ```swift
    /// #expect(taps.marbles(values: ["a": 1, "b": 2]) == "-a--b|")
    /// ```
    ///
    /// - Parameter values: The character of each value.
    /// - Returns: The marble string.
    public func marbles(values: [Character: Value]) -> String {
        marbles { value in values.first { $0.value == value }?.key ?? "?" }
    }
}

extension TestObserver where Value == String {
    /// The recorded events as a marble string, counted from ``startTick``: a value of one character drawn as itself
    /// (`?` for a longer one), `|` completion, `#` failure, `!` interruption.
    ///
    /// ```swift
    /// #expect(searches.marbles() == "-----b--|")
    /// ```
    ///
    /// - Returns: The marble string.
    public func marbles() -> String {
        marbles { value in value.count == 1 ? value.first! : "?" }
    }
}

extension TestTimeline {
    /// A test observer, to hand its ``TestObserver/observer`` to the code under test.
    ///
    /// - Parameters:
    ///   - value: The type of the values it records.
    ///   - error: The type of the error it records.
    /// - Returns: The observer, recording from the current tick.
    public func makeObserver<Value, Error>(
        of value: Value.Type = Value.self,
        failingWith error: Error.Type = Error.self
    ) -> TestObserver<Value, Error> {
        TestObserver(timeline: self)
    }

    /// Observes `signal` from now on, recording its events.
    ///
    /// - Parameter signal: The signal to record.
    /// - Returns: The recording; its ``TestObserver/dispose()`` ends the observation.
    public func record<Value, Error>(_ signal: Signal<Value, Error>) -> TestObserver<Value, Error> {
        let recording = TestObserver<Value, Error>(timeline: self)
        recording.keep(signal.observe(recording.observer))
        return recording
    }

    /// Starts `producer` now, recording the events of the start.
    ///
    /// - Parameter producer: The producer to start.
    /// - Returns: The recording; its ``TestObserver/dispose()`` interrupts the start.
    public func record<Value, Error>(_ producer: SignalProducer<Value, Error>) -> TestObserver<Value, Error> {
        let recording = TestObserver<Value, Error>(timeline: self)
        recording.keep(producer.start(recording.observer))
        return recording
    }
}
