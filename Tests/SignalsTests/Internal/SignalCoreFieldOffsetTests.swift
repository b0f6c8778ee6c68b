import Testing

@testable import Signals

/// A value whose alignment is larger than a word's.
private struct Wide {
    var parts: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var flag = false
}

/// The offsets a core computes from its fields' layouts are the ones the compiler gives them.
@Suite struct SignalCoreFieldOffsetTests {
    private func checkOffsets<Value, Error: Swift.Error>(_: Value.Type, _: Error.Type) {
        typealias Fields = SignalCoreFields<Value, Error>
        #expect(Fields.relayRootOffset == MemoryLayout<Fields>.offset(of: \.relayRoot))
        #expect(Fields.observersOffset == MemoryLayout<Fields>.offset(of: \.observers))
        #expect(
            Fields.startsDeliveriesWithoutLockOffset == MemoryLayout<Fields>.offset(of: \.startsDeliveriesWithoutLock))
        #expect(Fields.stateOffset == MemoryLayout<Fields>.offset(of: \.state))
    }

    @Test func theComputedOffsetsAreTheCompilersForValuesOfEveryShape() {
        checkOffsets(Int.self, Never.self)
        checkOffsets(Bool.self, Never.self)
        checkOffsets(Void.self, Never.self)
        checkOffsets(String.self, TestError.self)
        checkOffsets((Int8, Double).self, TestError.self)
        checkOffsets(Wide.self, Never.self)
        checkOffsets([Int]?.self, (any Error).self)
        checkOffsets(Int8.self, Never.self)
    }
}
