import Signals
import Testing

@Suite struct PropertyUniqueValuesTests {
    @Test func uniqueValuesTakesOnlyValuesNeverHeldBefore() {
        let source = MutableProperty(1)
        let unique = source.uniqueValues()
        let recorder = EventRecorder(unique.signal)

        for value in [2, 1, 3, 2, 4] { source.value = value }

        #expect(recorder.values == [2, 3, 4])
        #expect(unique.value == 4)
    }

    @Test func uniqueValuesComparesTheIdentitiesGivenByTheTransform() {
        struct User: Equatable {
            let id: Int
            let name: String
        }
        let source = MutableProperty(User(id: 1, name: "Ada"))
        let unique = source.uniqueValues(\.id)
        let recorder = EventRecorder(unique.signal)

        source.value = User(id: 1, name: "Ada L.")
        source.value = User(id: 2, name: "Grace")

        #expect(recorder.values == [User(id: 2, name: "Grace")])
    }
}
