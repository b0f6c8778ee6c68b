/// Turns links, such as `itemlist://items/Apples/configuration`, into the app's routes, and routes back into links.
///
/// ```swift
/// var router = DeepLinkRouter<[AppRoute]>(schemes: ["itemlist"])
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
/// as `itemlist://items/Apples` reads), except for `http` and `https` links, whose host is checked and dropped
/// (`https://example.com/items/Apples`). Segments and query items are percent-decoded as UTF-8.
///
/// Links come from outside the app (a QR code, a push payload, a web page), so the router takes only the schemes and
/// the web hosts it was given, and an escape that is not UTF-8 is an error: it never guesses. A link without a scheme
/// (`items/Apples`) is one the app wrote itself, and is always taken. No dependency: links are strings; pass a `URL`'s
/// `absoluteString`.
public struct DeepLinkRouter<Route> {
    private struct Entry {
        let pattern: String
        let segments: [Substring]
        let makeRoute: (DeepLinkParameters) throws -> Route
        let parameters: ((Route) -> [String: String]?)?
    }

    private var entries: [Entry] = []
    /// The schemes taken, lowercased; `nil` for a router that takes any.
    private let schemes: [String]?
    /// The hosts of the `http` and `https` links taken, lowercased.
    private let hosts: [String]

    /// Creates a router with no patterns that takes links of the given schemes only.
    ///
    /// ```swift
    /// let router = DeepLinkRouter<[AppRoute]>(schemes: ["itemlist", "https"], hosts: ["items.example.com"])
    /// ```
    ///
    /// - Parameters:
    ///   - schemes: The schemes of the links the app opens, such as `itemlist` or `https`; the first one is the scheme
    ///     of the links ``link(for:)`` prints. Compared without regard to case.
    ///   - hosts: The hosts of the `http` and `https` links the app opens (its universal links), compared without regard
    ///     to case; the first one is the host of the web links ``link(for:)`` prints. Custom schemes have no host.
    public init(schemes: [String], hosts: [String] = []) {
        self.schemes = schemes.map { $0.lowercased() }
        self.hosts = hosts.map { $0.lowercased() }
    }

    /// Creates a router with no patterns that takes links of any scheme and any host.
    @available(
        *, deprecated,
        message: "links reach any route from any scheme and host; declare them with DeepLinkRouter(schemes:hosts:)"
    )
    public init() {
        schemes = nil
        hosts = []
    }

    /// Adds a pattern, how to make the route of a link that matches it, and how to print such a route back.
    ///
    /// ```swift
    /// router.add("items/:item") { parameters in
    ///     [.itemList(.item(try parameters.string("item")))]
    /// } link: { routes in
    ///     guard routes.count == 1, case .itemList(.item(let item)) = routes[0] else { return nil }
    ///     return ["item": item]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The path to match, such as `items/:item/configuration`.
    ///   - makeRoute: Makes the route from the link's parameters. The ``DeepLinkError`` its parameter accessors throw
    ///     reaches ``routes(for:)`` as it is; any other error as ``DeepLinkError/routeFailed(pattern:reason:)``.
    ///   - link: The parameters of the link of a route this pattern prints, by name (the pattern's `:name` segments,
    ///     and query items for the others), or `nil` for a route it does not print. Without it, the pattern prints
    ///     no link.
    public mutating func add(
        _ pattern: String,
        _ makeRoute: @escaping (DeepLinkParameters) throws -> Route,
        link: ((Route) -> [String: String]?)? = nil
    ) {
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
        entries.append(Entry(pattern: pattern, segments: segments, makeRoute: makeRoute, parameters: link))
    }

    /// The route of `link`.
    ///
    /// - Parameter link: The link, such as `itemlist://items/Apples/configuration` or `items/Apples`.
    /// - Returns: The route the first matching pattern makes.
    /// - Throws: ``DeepLinkError/schemeNotAccepted(scheme:link:)`` or ``DeepLinkError/hostNotAccepted(host:link:)``
    ///   for a link from elsewhere, ``DeepLinkError/badEncoding(part:link:)`` for an escape that is not UTF-8,
    ///   ``DeepLinkError/noMatch(link:)`` when no pattern matches, or what the matching pattern's route throws, naming
    ///   the bad parameter.
    public func routes(for link: String) throws(DeepLinkError) -> Route {
        let parts = try DeepLinkParts(link)
        if let scheme = parts.scheme, let schemes {
            guard schemes.contains(scheme) else { throw .schemeNotAccepted(scheme: scheme, link: link) }
        }
        if let host = parts.host, schemes != nil {
            guard hosts.contains(host) else { throw .hostNotAccepted(host: host, link: link) }
        }
        guard let (index, parameters) = match(parts.path) else { throw .noMatch(link: link) }
        let entry = entries[index]
        let found = DeepLinkParameters(pattern: entry.pattern, path: parameters, query: parts.query)
        do {
            return try entry.makeRoute(found)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .routeFailed(pattern: entry.pattern, reason: "\(error)")
        }
    }

    /// The first pattern that matches a link's decoded path segments, and the values of its parameters.
    private func match(_ path: [String]) -> (index: Int, parameters: [String: String])? {
        for (index, entry) in entries.enumerated() where entry.segments.count == path.count {
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
            if matches { return (index, parameters) }
        }
        return nil
    }

    /// The link that opens `route`: the first pattern whose `link` closure prints it, with the router's first
    /// scheme (and first host, for a web scheme), for share links, analytics, or where the user is now.
    ///
    /// ```swift
    /// router.link(for: [.itemList(.item("Blue Cheese"))])  // "itemlist://items/Blue%20Cheese"
    /// ```
    ///
    /// Parameters are percent-encoded, so ``routes(for:)`` reads the link back as the same parameters.
    ///
    /// - Parameter route: The route to print.
    /// - Returns: The link; a path without a scheme for a router made without schemes; `nil` when no pattern prints
    ///   the route, or it misses a parameter of the pattern's path.
    public func link(for route: Route) -> String? {
        for (index, entry) in entries.enumerated() {
            guard var parameters = entry.parameters?(route) else { continue }
            var decoded: [String] = []
            for segment in entry.segments {
                guard segment.hasPrefix(":") else {
                    decoded.append(String(segment))
                    continue
                }
                guard let value = parameters.removeValue(forKey: String(segment.dropFirst())), !value.isEmpty else {
                    break
                }
                decoded.append(value)
            }
            // A link that an earlier pattern would read (`items/new` before `items/:item`) does not open this route.
            guard decoded.count == entry.segments.count, match(decoded)?.index == index else { continue }
            let path = decoded.map(DeepLinkParts.percentEncoded)
            var link = path.joined(separator: "/")
            if !parameters.isEmpty {
                let items = parameters.sorted { $0.key < $1.key }.map {
                    DeepLinkParts.percentEncoded($0.key) + "=" + DeepLinkParts.percentEncoded($0.value)
                }
                link += "?" + items.joined(separator: "&")
            }
            guard let scheme = schemes?.first else { return link }
            guard scheme == "http" || scheme == "https" else { return "\(scheme)://\(link)" }
            return hosts.first.map { "\(scheme)://\($0)/\(link)" }
        }
        return nil
    }
}
