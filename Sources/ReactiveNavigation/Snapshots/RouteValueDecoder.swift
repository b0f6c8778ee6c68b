/// Decodes a `Codable` route from a ``RouteValue``, with no Foundation.
struct RouteValueDecoder {
    /// The value of type `type` that `value` encodes.
    static func decode<Value: Decodable>(_ type: Value.Type, from value: RouteValue) throws -> Value {
        try Coder(value: value, codingPath: []).decodeValue(type)
    }

    private struct Coder: Decoder {
        let value: RouteValue
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func mismatch(_ expected: Any.Type) -> DecodingError {
            DecodingError.typeMismatch(
                expected, .init(codingPath: codingPath, debugDescription: "found \(value) instead"))
        }

        /// A primitive read from the value as it is; anything else through its own `init(from:)`.
        func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
            switch value {
            case .bool(let bool) where T.self == Bool.self: return bool as! T
            case .string(let string) where T.self == String.self: return string as! T
            default: break
            }
            if let number = value.number {
                if T.self == Double.self { return number as! T }
                if T.self == Float.self { return Float(number) as! T }
                if let integer = T.self as? any FixedWidthInteger.Type {
                    let exact: (any FixedWidthInteger)? =
                        switch value {
                        case .integer(let value): integer.init(exactly: value)
                        case .unsigned(let value): integer.init(exactly: value)
                        default: integer.init(exactly: number)
                        }
                    guard let exact else { throw mismatch(type) }
                    return exact as! T
                }
            }
            if [Bool.self, String.self, Double.self, Float.self].contains(where: { $0 == T.self })
                || T.self is any FixedWidthInteger.Type
            {
                throw mismatch(type)
            }
            return try T(from: self)
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            guard case .object(let object) = value else { throw mismatch([String: Any].self) }
            return KeyedDecodingContainer(Keyed<Key>(object: object, codingPath: codingPath))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            guard case .array(let array) = value else { throw mismatch([Any].self) }
            return Unkeyed(array: array, codingPath: codingPath)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            Single(coder: self)
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let object: [String: RouteValue]
        let codingPath: [any CodingKey]
        var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool {
            object[key.stringValue] != nil
        }

        func coder(for key: Key) throws -> Coder {
            guard let value = object[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value"))
            }
            return Coder(value: value, codingPath: codingPath + [key])
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            try coder(for: key).value == .null
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try coder(for: key).decodeValue(type)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try coder(for: key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try coder(for: key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            Coder(value: object["super"] ?? .null, codingPath: codingPath)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            try coder(for: key)
        }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let array: [RouteValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0
        var count: Int? { array.count }
        var isAtEnd: Bool { currentIndex >= array.count }

        mutating func next() throws -> Coder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Any.self, .init(codingPath: codingPath, debugDescription: "the list has no more values"))
            }
            defer { currentIndex += 1 }
            return Coder(value: array[currentIndex], codingPath: codingPath + [AnyKey(intValue: currentIndex)])
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, array[currentIndex] == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try next().decodeValue(type)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next().unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            try next()
        }
    }

    private struct Single: SingleValueDecodingContainer {
        let coder: Coder
        var codingPath: [any CodingKey] { coder.codingPath }

        func decodeNil() -> Bool {
            coder.value == .null
        }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try coder.decodeValue(type)
        }
    }
}
