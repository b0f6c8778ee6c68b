import Signals
import Testing

@Suite("Contract: misuse gets a clear message")
struct MisuseTests {
    @Test func aNestedModifyOfTheSamePropertyStopsWithAMessageNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let property = MutableProperty(1)
            property.modify { value in
                property.modify { $0 += value }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("MutableProperty<Int>: the value was set or modified from inside `modify`"))
    }

    @Test func settingTheValueInsideModifyStopsWithTheSameMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let property = MutableProperty("a")
            property.modify { _ in property.value = "b" }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("from inside `modify` of the same property"))
    }

    @Test func sendingAfterCompletionIsADocumentedNoOp() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = EventRecorder(signal)
        input.sendCompleted()

        input.send(value: 1)

        #expect(recorder.events == [.completed])
    }

    @Test func readingTheValueInsideModifyIsAllowed() {
        let property = MutableProperty(1)
        let seen = property.modify { value in
            value += 1
            return property.value
        }
        #expect(seen == 1)
        #expect(property.value == 2)
    }
}
