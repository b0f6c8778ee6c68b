import Testing

@testable import Signals

@Suite("SignalProducer boolean operators")
struct ProducerBooleanTests {
    @Test func negateFlipsEachValue() {
        #expect(
            SignalProducer<Bool, TestError>(values: true, false).negate().synchronousEvents() == [
                .value(false), .value(true), .completed,
            ])
        #expect(failing(after: true).negate().synchronousEvents() == [.value(false), .failed(.first)])
        expectDisposalInterruptsTheStart(of: ManualProducer<Bool, TestError>(), thenSending: true) { $0.negate() }
    }

    @Test func andAndOrCombineTheLatestValuesOfEachStart() {
        let left = MutableProperty(false)
        let right = MutableProperty(true)
        let (both, _) = left.producer.and(right).record()
        let (either, _) = left.producer.or(right.producer).record()
        left.value = true
        right.value = false
        #expect(both.values == [false, true, false])
        #expect(either.values == [true, true, true])
        #expect(
            SignalProducer(value: true).and(failing(after: true)).synchronousEvents() == [
                .value(true), .failed(.first),
            ])
        // The first start fails before the second has sent anything: there is nothing to combine yet.
        #expect(failing(after: true).and(SignalProducer(value: true)).synchronousEvents() == [.failed(.first)])
        let other = ManualProducer<Bool, TestError>()
        expectDisposalInterruptsTheStart(of: ManualProducer<Bool, TestError>(), thenSending: true) {
            $0.or(other.producer)
        }
        #expect(other.lifetime().hasEnded)
    }

    @Test func allAndAnyCombineManyAndHaveAnAnswerForNone() {
        let flags = [MutableProperty(true), MutableProperty(true), MutableProperty(false)]
        let (all, _) = SignalProducer<Bool, Never>.all(flags.map(\.producer)).record()
        let (any, _) = SignalProducer<Bool, Never>.any(flags).record()
        flags[2].value = true
        flags[0].value = false
        #expect(all.values == [false, true, false])
        #expect(any.values == [true, true, true])
        #expect(SignalProducer<Bool, Never>.all([]).synchronousEvents() == [.value(true), .completed])
        #expect(SignalProducer<Bool, Never>.any([]).synchronousEvents() == [.value(false), .completed])
        let variadic = SignalProducer<Bool, TestError>.all(SignalProducer(value: true), failing(after: true))
        #expect(variadic.synchronousEvents() == [.value(true), .failed(.first)])
        #expect(
            SignalProducer<Bool, Never>.any(SignalProducer(value: false), SignalProducer(value: false))
                .synchronousEvents() == [.value(false), .completed])
        expectDisposalInterruptsTheStart(of: ManualProducer<Bool, TestError>(), thenSending: true) {
            SignalProducer.all($0, SignalProducer(value: true))
        }
    }
}
