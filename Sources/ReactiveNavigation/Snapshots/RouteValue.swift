/// A route as data: what its `Codable` conformance (or its coordinator's ``RouteIdentifying`` identity) encodes, kept
/// in a ``NavigationTree`` and saved with any `Encoder`.
///
/// Numbers compare by value, so a route saved as JSON (where `3.0` reads back as `3`) still equals the route it was
/// made from.
public enum RouteValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// No value, as an optional's `nil`.
    case null
    /// A Boolean.
    case bool(Bool)
    /// A signed integer.
    case integer(Int64)
    /// An unsigned integer too large for ``integer(_:)``.
    case unsigned(UInt64)
    /// A floating-point number.
    case double(Double)
    /// A string.
    case string(String)
    /// A list, such as a route's unlabelled associated values.
    case array([RouteValue])
    /// Values by name, such as an enum case and its labelled associated values.
    case object([String: RouteValue])

    /// Reads a value of any shape: a number, a string, a list or a keyed object.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
                return
            }
            if let value = try? container.decode(Int64.self) {
                self = .integer(value)
                return
            }
            if let value = try? container.decode(UInt64.self) {
                self = .unsigned(value)
                return
            }
            if let value = try? container.decode(Double.self) {
                self = .double(value)
                return
            }
            if let value = try? container.decode(String.self) {
                self = .string(value)
                return
            }
        }
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var object: [String: RouteValue] = [:]
            for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(RouteValue.self, forKey: key) }
            self = .object(object)
            return
        }
        var unkeyed = try decoder.unkeyedContainer()
        var array: [RouteValue] = []
        while !unkeyed.isAtEnd { array.append(try unkeyed.decode(RouteValue.self)) }
        self = .array(array)
    }

    /// Writes the value in its shape: a number, a string, a list or a keyed object.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let object):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in object { try keyed.encode(value, forKey: AnyKey(stringValue: key)) }
        case .array(let array):
            var unkeyed = encoder.unkeyedContainer()
            for value in array { try unkeyed.encode(value) }
        default:
            var single = encoder.singleValueContainer()
            switch self {
            case .null: try single.encodeNil()
            case .bool(let value): try single.encode(value)
            case .integer(let value): try single.encode(value)
            case .unsigned(let value): try single.encode(value)
            case .double(let value): try single.encode(value)
            case .string(let value): try single.encode(value)
            case .array, .object: break
            }
        }
    }

    /// The value as a number, when it is one.
    var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// Whether two values are the same, numbers compared by exact value whatever their case (`3`, `3 as UInt64` and
    /// `3.0` are one value; NaN equals NaN).
    public static func == (left: RouteValue, right: RouteValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        case (.integer, _), (.unsigned, _), (.double, _): left.numberKey.map { $0 == right.numberKey } ?? false
        default: false
        }
    }

    /// Hashes the value so that equal values, numbers of different cases included, hash alike.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let value): hasher.combine(value)
        case .object(let value): hasher.combine(value)
        case .integer, .unsigned, .double: hasher.combine(numberKey)
        }
    }

    /// A number in one canonical form: an integer when it is one that fits 64 bits, else the double's bits.
    private enum NumberKey: Hashable {
        case signed(Int64)
        case unsigned(UInt64)
        case other(UInt64)
    }

    private var numberKey: NumberKey? {
        switch self {
        case .integer(let value): .signed(value)
        case .unsigned(let value): Int64(exactly: value).map(NumberKey.signed) ?? .unsigned(value)
        case .double(let value):
            if let integer = Int64(exactly: value) {
                .signed(integer)
            } else if let integer = UInt64(exactly: value) {
                .unsigned(integer)
            } else {
                .other(value.isNaN ? Double.nan.bitPattern : value.bitPattern)
            }
        default: nil
        }
    }

    /// The value as compact JSON-like text, for reports.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .unsigned(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): value.debugDescription
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let object):
            "{"
                + object.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value)" }.joined(
                    separator: ", ")
                + "}"
        }
    }
}

/// A coding key made from any string or index.
struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}
