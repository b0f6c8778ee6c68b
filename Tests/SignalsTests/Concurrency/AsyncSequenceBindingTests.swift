import Testing

@testable import Signals

@Suite(.timeLimit(.minutes(1)))
struct AsyncSequenceBindingTests {
    @Test func aBoundSequenceSetsThePropertyInOrder() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let property = MutableProperty(0)
        let changes = property.signal.values
        property <~ stream
        for value in 1...3 { continuation.yield(value) }

        var received: [Int] = []
        for await value in changes.prefix(3) { received.append(value) }

        #expect(received == [1, 2, 3])
        continuation.finish()
    }

    @Test func theBindingEndsWhenTheSequenceEnds() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let property = MutableProperty(0)
        let changes = property.signal.values
        let binding = property <~ stream
        continuation.yield(1)
        continuation.finish()

        var iterator = changes.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        #expect(await eventually { binding?.isDisposed == true })
    }

    @Test func endingTheTargetsLifetimeCancelsTheIteratingTask() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let terminated = Gate()
        let reason = Locked<AsyncStream<Int>.Continuation.Termination?>(nil)
        continuation.onTermination = { termination in
            reason.withLock { $0 = termination }
            terminated.open()
        }
        var token: Lifetime.Token? = Lifetime.Token()
        let received = Locked<[Int]>([])
        let target = BindingTarget<Int>(lifetime: Lifetime(token!)) { value in received.withLock { $0.append(value) } }
        let binding = target <~ stream

        token = nil
        await terminated.wait()
        #expect(terminated.isOpen)

        #expect(binding?.isDisposed == true)
        #expect(reason.withLock { $0 }.map { "\($0)" } == "cancelled")
        continuation.yield(1)
        #expect(received.withLock { $0 }.isEmpty)
    }

    @Test func disposingTheBindingCancelsTheIteratingTask() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let terminated = Gate()
        continuation.onTermination = { _ in terminated.open() }
        let property = MutableProperty(0)
        let changes = property.signal.values
        let binding = property <~ stream
        continuation.yield(1)
        var iterator = changes.makeAsyncIterator()
        #expect(await iterator.next() == 1)

        binding?.dispose()

        await terminated.wait()
        #expect(terminated.isOpen)
        #expect(property.value == 1)
    }

    @Test func bindingToAnEndedLifetimeStartsNothing() {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let received = Locked<[Int]>([])
        let target = BindingTarget<Int>(lifetime: .empty) { value in received.withLock { $0.append(value) } }

        let binding = target <~ stream
        continuation.yield(1)

        #expect(binding == nil)
        #expect(received.withLock { $0 }.isEmpty)
    }

    @Test func aThrowingSequenceEndsTheBinding() async {
        let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
        struct Failure: Error {}
        let property = MutableProperty(0)
        let changes = property.signal.values
        let binding = property <~ stream
        continuation.yield(1)
        continuation.finish(throwing: Failure())

        var iterator = changes.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        #expect(await eventually { binding?.isDisposed == true })
    }

    @Test func bindingsToAnObjectEndWithIt() async {
        final class Label: ReactiveExtensionsProvider {
            var text = ""
        }
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let terminated = Gate()
        continuation.onTermination = { _ in terminated.open() }
        var label: Label? = Label()
        let changes = Locked<[String]>([])
        label!.reactive.makeBindingTarget { label, text in
            label.text = text
            changes.withLock { $0.append(text) }
        } <~ stream
        continuation.yield("Items")
        #expect(await eventually { changes.withLock { $0 } == ["Items"] })

        label = nil
        continuation.yield("Gone")  // reaches a target whose owner is gone: the binding ends

        await terminated.wait()
        #expect(terminated.isOpen)
        #expect(changes.withLock { $0 } == ["Items"])
    }
}
