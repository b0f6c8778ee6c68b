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
        private var primitive = RouteValue.null
        /// The keys of a keyed container, in the order they were first encoded, and their slots.
        private var keys: [String]?
        private var slots: [String: Slot] = [:]
        /// The elements of an unkeyed container.
        private var elements: [Slot]?

        var value: RouteValue {
            if let keys { return .object(Dictionary(uniqueKeysWithValues: keys.map { ($0, slots[$0]!.value) })) }
            if let elements { return .array(elements.map(\.value)) }
            return primitive
        }

        func set(_ value: RouteValue) {
            (primitive, keys, elements) = (value, nil, nil)
        }

        func slot(forKey key: String) -> Slot {
            beObject()
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            keys?.append(key)
            return slot
        }

        func appendedSlot() -> Slot {
            beArray()
            let slot = Slot()
            elements?.append(slot)
            return slot
        }

        func beObject() {
            if keys == nil { (keys, slots, elements) = ([], [:], nil) }
        }

        func beArray() {
            if elements == nil { (elements, keys) = ([], nil) }
        }

        var count: Int { elements?.count ?? 0 }

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
