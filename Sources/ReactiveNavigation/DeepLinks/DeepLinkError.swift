/// Why a link could not be turned into routes, naming the part that is wrong.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The link matches no pattern of the router.
    case noMatch(link: String)
    /// A parameter of the matched pattern has a value that is not of the expected type.
    case badParameter(name: String, value: String, expected: String, pattern: String)
    /// The routes asked for a parameter that neither the pattern nor the query has.
    case missingParameter(name: String, pattern: String)

    /// A sentence that names the link's wrong part.
    public var description: String {
        switch self {
        case .noMatch(let link):
            "The link \"\(link)\" matches no known pattern"
        case .badParameter(let name, let value, let expected, let pattern):
            "The link's \"\(name)\" is \"\(value)\", which is not \(expected) (pattern \"\(pattern)\")"
        case .missingParameter(let name, let pattern):
            "The link has no \"\(name)\" (pattern \"\(pattern)\")"
        }
    }
}
