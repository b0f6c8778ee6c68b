/// A link taken apart: its scheme, the host of a web link, its decoded path segments and query items.
struct DeepLinkParts {
    /// The scheme, lowercased; `nil` for a link without one (`items/Apples`).
    let scheme: String?
    /// The host of an `http` or `https` link (or of a link that starts with `//`), lowercased, without user or port.
    let host: String?
    /// The path segments, decoded.
    let path: [String]
    /// The query items, decoded; the first value of a repeated name.
    let query: [String: String]

    /// Takes `link` apart.
    ///
    /// - Throws: ``DeepLinkError/badEncoding(part:link:)`` for a `%` escape that is not two hex digits or that does
    ///   not decode as UTF-8.
    init(_ link: String) throws(DeepLinkError) {
        var rest = Substring(link)
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        var queryText: Substring = ""
        if let questionMark = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: questionMark)...]
            rest = rest[..<questionMark]
        }
        var scheme: String?
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/"), Self.isScheme(rest[..<colon]) {
            scheme = rest[..<colon].lowercased()
            rest = rest[rest.index(after: colon)...]
        }
        var host: String?
        if scheme == "http" || scheme == "https", !rest.hasPrefix("//") {
            // A web link without an authority (`https:items/Apples`) comes from no declared host.
            host = ""
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            if scheme == nil || scheme == "http" || scheme == "https" {
                let end = rest.firstIndex(of: "/") ?? rest.endIndex
                host = Self.host(ofAuthority: rest[..<end])
                rest = rest[end...]
            }
        }
        let decode = { (part: Substring) throws(DeepLinkError) -> String in
            guard let text = Self.percentDecoded(part) else { throw .badEncoding(part: String(part), link: link) }
            return text
        }
        var path: [String] = []
        for segment in rest.split(separator: "/") { path.append(try decode(segment)) }
        var query: [String: String] = [:]
        for item in queryText.split(separator: "&") {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try decode(Substring(parts[0].replacing("+", with: " ")))
            let value = parts.count > 1 ? try decode(Substring(parts[1].replacing("+", with: " "))) : ""
            if query[name] == nil { query[name] = value }
        }
        self.scheme = scheme
        self.host = host
        self.path = path
        self.query = query
    }

    /// Whether `text` is a URI scheme: a letter, then letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetterOrDigit || "+-.".unicodeScalars.contains($0) }
    }

    /// The host of an authority (`user@host:port`), lowercased.
    private static func host(ofAuthority authority: Substring) -> String {
        var host = authority
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if let colon = host.lastIndex(of: ":"), !host[colon...].contains("]") { host = host[..<colon] }
        return host.lowercased()
    }

    /// `text` with its `%XX` escapes decoded as UTF-8; `nil` when an escape is not two hex digits or the bytes are not
    /// UTF-8.
    private static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.popFirst().flatMap(hexValue), let low = utf8.popFirst().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `text` with every byte but letters, digits, `-`, `.`, `_` and `~` percent-encoded, as a path segment or query
    /// item.
    static func percentEncoded(_ text: String) -> String {
        // `.` and `..` are a path's own segments to a URL parser: their dots are escaped.
        if text == "." || text == ".." { return String(repeating: "%2E", count: text.count) }
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var encoded = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCIILetterOrDigit || "-._~".unicodeScalars.contains(scalar) {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded.unicodeScalars.append("%")
                encoded.unicodeScalars.append(digits[Int(byte >> 4)])
                encoded.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return encoded
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    fileprivate var isASCIILetterOrDigit: Bool { isASCIILetter || ("0"..."9").contains(self) }
}
