/// Why a link could not be turned into routes, naming the part that is wrong.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The link matches no pattern of the router.
    case noMatch(link: String)
    /// A parameter of the matched pattern has a value that is not of the expected type.
    case badParameter(name: String, value: String, expected: String, pattern: String)
    /// The routes asked for a parameter that neither the pattern nor the query has.
    case missingParameter(name: String, pattern: String)
    /// The link's scheme is not one the router was given.
    case schemeNotAccepted(scheme: String, link: String)
    /// The host of the web link is not one the router was given.
    case hostNotAccepted(host: String, link: String)
    /// A part of the link (a path segment or a query item) has a `%` escape that is not two hex digits, or escapes
    /// that do not decode as UTF-8.
    case badEncoding(part: String, link: String)
    /// The matching pattern's closure threw an error of its own, described by `reason`.
    case routeFailed(pattern: String, reason: String)

    /// A sentence that names the link's wrong part.
    public var description: String {
        switch self {
        case .noMatch(let link):
            "The link \"\(link)\" matches no known pattern"
        case .badParameter(let name, let value, let expected, let pattern):
            "The link's \"\(name)\" is \"\(value)\", which is not \(expected) (pattern \"\(pattern)\")"
        case .missingParameter(let name, let pattern):
            "The link has no \"\(name)\" (pattern \"\(pattern)\")"
        case .schemeNotAccepted(let scheme, let link):
            "The link \"\(link)\" has the scheme \"\(scheme)\", which the router does not take"
        case .hostNotAccepted(let host, let link):
            "The link \"\(link)\" is from the host \"\(host)\", which the router does not take"
        case .badEncoding(let part, let link):
            "The link \"\(link)\" has a part, \"\(part)\", whose percent escapes are not UTF-8"
        case .routeFailed(let pattern, let reason):
            "The route of pattern \"\(pattern)\" could not be made: \(reason)"
        }
    }
}
