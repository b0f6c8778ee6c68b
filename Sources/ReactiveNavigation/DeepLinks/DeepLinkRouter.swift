/// Turns links, such as `itemlist://items/Apples/configuration`, into the app's routes.
///
/// ```swift
/// var router = DeepLinkRouter<[AppRoute]>()
/// router.add("items/:item") { parameters in
///     [.itemList(.item(try parameters.string("item")))]
/// }
/// router.add("items/:item/configuration") { parameters in
///     [.itemList(.item(try parameters.string("item"))), .itemList(.configuration(ConfigurationViewModel()))]
/// }
/// let routes = try router.routes(for: "itemlist://items/Apples/configuration")
/// ```
///
/// A pattern is a path of `/`-separated segments: a literal segment must equal the link's, and a `:name` segment
/// takes any one segment as the parameter `name`. Query items (`?page=2`) are parameters too. The first pattern added
/// that matches wins. A link's path is what follows `scheme://` (for a custom scheme, its "host" is the first segment,
/// as `itemlist://items/Apples` reads), except for `http` and `https` links, whose host is dropped
/// (`https://example.com/items/Apples`). Segments and query items are percent-decoded. No dependency: links are
/// strings; pass a `URL`'s `absoluteString`.
public struct DeepLinkRouter<Route> {
    private struct Entry {
        let pattern: String
        let segments: [Substring]
        let makeRoute: (DeepLinkParameters) throws(DeepLinkError) -> Route
    }

    private var entries: [Entry] = []

    /// Creates a router with no patterns.
    public init() {}

    /// Adds a pattern and how to make the route of a link that matches it.
    ///
    /// - Parameters:
    ///   - pattern: The path to match, such as `items/:item/configuration`.
    ///   - makeRoute: Makes the route from the link's parameters; it throws the ``DeepLinkError`` that its parameter
    ///     accessors throw.
    public mutating func add(
        _ pattern: String,
        _ makeRoute: @escaping (DeepLinkParameters) throws(DeepLinkError) -> Route
    ) {
        entries.append(Entry(pattern: pattern, segments: Self.segments(of: pattern), makeRoute: makeRoute))
    }

    /// The route of `link`.
    ///
    /// - Parameter link: The link, such as `itemlist://items/Apples/configuration` or `items/Apples`.
    /// - Returns: The route the first matching pattern makes.
    /// - Throws: ``DeepLinkError/noMatch(link:)`` when no pattern matches, or what the matching pattern's route
    ///   throws, naming the bad parameter.
    public func routes(for link: String) throws(DeepLinkError) -> Route {
        let (path, query) = Self.split(link)
        for entry in entries where entry.segments.count == path.count {
            var parameters: [String: String] = [:]
            var matches = true
            for (expected, actual) in zip(entry.segments, path) {
                if expected.hasPrefix(":") {
                    parameters[String(expected.dropFirst())] = actual
                } else if expected != actual {
                    matches = false
                    break
                }
            }
            guard matches else { continue }
            return try entry.makeRoute(DeepLinkParameters(pattern: entry.pattern, path: parameters, query: query))
        }
        throw .noMatch(link: link)
    }

    private static func segments(of path: some StringProtocol) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true).map { Substring($0) }
    }

    /// The decoded path segments and query items of a link.
    private static func split(_ link: String) -> (path: [String], query: [String: String]) {
        var rest = Substring(link)
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        var queryText: Substring = ""
        if let questionMark = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: questionMark)...]
            rest = rest[..<questionMark]
        }
        if let separator = rest.firstRange(of: "://") {
            let scheme = rest[..<separator.lowerBound].lowercased()
            rest = rest[separator.upperBound...]
            if scheme == "http" || scheme == "https" {
                rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
            }
        }
        let path = segments(of: rest).map { percentDecoded($0) }
        var query: [String: String] = [:]
        for item in queryText.split(separator: "&") {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = percentDecoded(parts[0].replacing("+", with: " "))
            let value = parts.count > 1 ? percentDecoded(parts[1].replacing("+", with: " ")) : ""
            if query[name] == nil { query[name] = value }
        }
        return (path, query)
    }

    /// `text` with its `%XX` escapes decoded as UTF-8; an escape that is not valid stays as it is.
    private static func percentDecoded(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
