/// The values a link gave a pattern's parameters and query items, read with the type the route needs.
public struct DeepLinkParameters: Sendable {
    /// The pattern the link matched.
    public let pattern: String
    /// The values of the pattern's `:name` segments, by name.
    public let path: [String: String]
    /// The link's query items, by name; the first value of a repeated name.
    public let query: [String: String]

    /// The value of a path parameter, or of a query item when no path parameter has that name.
    ///
    /// - Parameter name: The parameter's name, without its colon.
    /// - Returns: The value.
    /// - Throws: ``DeepLinkError/missingParameter(name:pattern:)`` when the link has no such parameter.
    public func string(_ name: String) throws(DeepLinkError) -> String {
        guard let value = path[name] ?? query[name] else {
            throw .missingParameter(name: name, pattern: pattern)
        }
        return value
    }

    /// The value of a parameter, converted to `type`.
    ///
    /// ```swift
    /// let id = try parameters.value("id", as: Int.self)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The parameter's name, without its colon.
    ///   - type: The type of the value, such as `Int`, `Double` or `Bool`.
    /// - Returns: The value.
    /// - Throws: ``DeepLinkError/missingParameter(name:pattern:)`` when the link has no such parameter, and
    ///   ``DeepLinkError/badParameter(name:value:expected:pattern:)`` when its value is not of that type.
    public func value<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type) throws(DeepLinkError)
        -> Value
    {
        let text = try string(name)
        guard let value = Value(text) else {
            throw .badParameter(name: name, value: text, expected: "\(Value.self)", pattern: pattern)
        }
        return value
    }

    /// The value of a query item, if the link has it.
    ///
    /// - Parameter name: The query item's name.
    /// - Returns: The value, or `nil`.
    public func optionalQuery(_ name: String) -> String? {
        query[name]
    }
}
