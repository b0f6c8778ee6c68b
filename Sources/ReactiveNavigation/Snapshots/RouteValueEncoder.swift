/// Encodes a `Codable` route into a ``RouteValue``, with no Foundation.
struct RouteValueEncoder {
    /// `value` as a ``RouteValue``.
    static func encode(_ value: some Encodable) throws -> RouteValue {
        let slot = Slot()
        try slot.store(value, path: [])
        return slot.value
    }

    /// Where an encoded value goes; containers hold the slots of their elements until the value is read.
    final class Slot {
        private enum Content {
            case value(RouteValue)
            case object([(String, Slot)])
            case array([Slot])
        }

        private var content = Content.value(.null)

        var value: RouteValue {
            switch content {
            case .value(let value): value
            case .object(let pairs): .object(Dictionary(pairs.map { ($0.0, $0.1.value) }, uniquingKeysWith: { $1 }))
            case .array(let slots): .array(slots.map(\.value))
            }
        }

        func set(_ value: RouteValue) {
            content = .value(value)
        }

        func slot(forKey key: String) -> Slot {
            if case .object(let pairs) = content, let slot = pairs.first(where: { $0.0 == key })?.1 { return slot }
            let slot = Slot()
            if case .object(let pairs) = content {
                content = .object(pairs + [(key, slot)])
            } else {
                content = .object([(key, slot)])
            }
            return slot
        }

        func appendedSlot() -> Slot {
            let slot = Slot()
            if case .array(let slots) = content { content = .array(slots + [slot]) } else { content = .array([slot]) }
            return slot
        }

        func beObject() {
            if case .object = content { return }
            content = .object([])
        }

        func beArray() {
            if case .array = content { return }
            content = .array([])
        }

        var count: Int {
            if case .array(let slots) = content { slots.count } else { 0 }
        }

        /// Stores `value`: a primitive as it is, anything else through its own `encode(to:)`.
        func store(_ value: some Encodable, path: [any CodingKey]) throws {
            if let primitive = Self.primitive(value) {
                set(primitive)
            } else {
                try value.encode(to: Coder(slot: self, codingPath: path))
            }
        }

        private static func primitive(_ value: Any) -> RouteValue? {
            switch value {
            case let value as Bool: .bool(value)
            case let value as String: .string(value)
            case let value as Double: .double(value)
            case let value as Float: .double(Double(value))
            case let value as any SignedInteger & FixedWidthInteger: Int64(exactly: value).map(RouteValue.integer)
            case let value as any UnsignedInteger & FixedWidthInteger: UInt64(exactly: value).map(RouteValue.unsigned)
            default: nil
            }
        }
    }

    private struct Coder: Encoder {
        let slot: Slot
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            slot.beObject()
            return KeyedEncodingContainer(Keyed<Key>(slot: slot, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            slot.beArray()
            return Unkeyed(slot: slot, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            Single(slot: slot, codingPath: codingPath)
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws {
            slot.slot(forKey: key.stringValue).set(.null)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try slot.slot(forKey: key.stringValue).store(value, path: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            Coder(slot: slot.slot(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Coder(slot: slot.slot(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            Coder(slot: slot.slot(forKey: "super"), codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            Coder(slot: slot.slot(forKey: key.stringValue), codingPath: codingPath + [key])
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]
        var count: Int { slot.count }

        mutating func encodeNil() throws {
            slot.appendedSlot().set(.null)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try slot.appendedSlot().store(value, path: codingPath + [AnyKey(intValue: count)])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            Coder(slot: slot.appendedSlot(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            Coder(slot: slot.appendedSlot(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            Coder(slot: slot.appendedSlot(), codingPath: codingPath)
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws {
            slot.set(.null)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try slot.store(value, path: codingPath)
        }
    }
}
