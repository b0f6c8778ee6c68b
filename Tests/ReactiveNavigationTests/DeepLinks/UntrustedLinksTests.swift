import ReactiveNavigation
import Testing

/// Links from outside the app (a QR code, a push payload, a web page): only the declared schemes and web hosts reach a
/// route, and an escape that is not UTF-8 is an error naming the part.
@Suite("Deep links: links from untrusted sources")
struct UntrustedLinksTests {
    enum Route: Equatable {
        case item(String)
    }

    static var router: DeepLinkRouter<Route> {
        var router = DeepLinkRouter<Route>(schemes: ["itemlist", "https"], hosts: ["items.example.com"])
        router.add("items/:item") { parameters in .item(try parameters.string("item")) }
        return router
    }

    @Test(arguments: [
        ("itemlist://items/Apples", "Apples"),
        ("ItemList://items/Apples", "Apples"),
        ("https://items.example.com/items/Apples", "Apples"),
        ("https://ITEMS.example.com:443/items/Apples", "Apples"),
        ("items/Apples", "Apples"),
        ("/items/Apples", "Apples"),
    ])
    func aDeclaredSchemeAndHostReachTheRoute(link: String, item: String) throws {
        #expect(try Self.router.routes(for: link) == .item(item))
    }

    @Test(arguments: [
        ("evil://items/Apples", "evil"),
        ("http://items.example.com/items/Apples", "http"),
        ("javascript:items/Apples", "javascript"),
        ("itemlist+evil://items/Apples", "itemlist+evil"),
    ])
    func anUndeclaredSchemeIsRefusedByName(link: String, scheme: String) {
        #expect(throws: DeepLinkError.schemeNotAccepted(scheme: scheme, link: link)) {
            try Self.router.routes(for: link)
        }
    }

    @Test(arguments: [
        ("https://any.example/items/Apples", "any.example"),
        ("https://items.example.com@evil.example/items/Apples", "evil.example"),
        ("https://items.example.com.evil.example/items/Apples", "items.example.com.evil.example"),
        ("//evil.example/items/Apples", "evil.example"),
        ("https:items/Apples", ""),
    ])
    func anUndeclaredWebHostIsRefusedByName(link: String, host: String) {
        #expect(throws: DeepLinkError.hostNotAccepted(host: host, link: link)) { try Self.router.routes(for: link) }
    }

    @Test func aWebSchemeWithoutHostsTakesNoWebLink() {
        var router = DeepLinkRouter<Route>(schemes: ["https"])
        router.add("items/:item") { parameters in .item(try parameters.string("item")) }
        let link = "https://items.example.com/items/Apples"
        #expect(throws: DeepLinkError.hostNotAccepted(host: "items.example.com", link: link)) {
            try router.routes(for: link)
        }
    }

    @Test(arguments: [
        ("itemlist://items/%FF", "%FF"),
        ("itemlist://items/%G1", "%G1"),
        ("itemlist://items/Apples%", "Apples%"),
        ("itemlist://items/%E2%82", "%E2%82"),
        ("itemlist://items/%C0%AF", "%C0%AF"),
        ("itemlist://items/Apples?page=%FF", "%FF"),
        ("itemlist://items/Apples?%ZZ=1", "%ZZ"),
    ])
    func anEscapeThatIsNotUTF8IsAnErrorNamingThePart(link: String, part: String) {
        let error = #expect(throws: DeepLinkError.self) { try Self.router.routes(for: link) }
        #expect(error == .badEncoding(part: part, link: link))
        #expect(error?.description.contains("\"\(part)\"") == true)
    }

    @Test func validEscapesDecodeAsUTF8() throws {
        #expect(try Self.router.routes(for: "itemlist://items/Cr%C3%A8me%20br%c3%bbl%C3%A9e") == .item("Crème brûlée"))
        #expect(try Self.router.routes(for: "itemlist://items/%F0%9F%8D%8E") == .item("🍎"))
        #expect(try Self.router.routes(for: "itemlist://items/🍐") == .item("🍐"))
    }

    /// The router's own example: a closure without a `throws(DeepLinkError)` annotation, which Swift infers as
    /// throwing `any Error`.
    @Test func patternClosuresNeedNoThrownTypeAnnotation() throws {
        var router = DeepLinkRouter<[Route]>(schemes: ["itemlist"])
        router.add("items/:item") { parameters in
            [.item(try parameters.string("item"))]
        }
        #expect(try router.routes(for: "itemlist://items/Apples") == [.item("Apples")])
    }

    @Test func anErrorOfThePatternsOwnIsReportedWithThePattern() {
        struct OutOfStock: Error, CustomStringConvertible {
            var description: String { "out of stock" }
        }
        var router = DeepLinkRouter<Route>(schemes: ["itemlist"])
        router.add("items/:item") { _ in throw OutOfStock() }
        let error = #expect(throws: DeepLinkError.self) { try router.routes(for: "itemlist://items/Apples") }
        #expect(error == .routeFailed(pattern: "items/:item", reason: "out of stock"))
        #expect(error?.description == "The route of pattern \"items/:item\" could not be made: out of stock")
    }

    @Test func aParameterErrorThrownThroughAnUntypedClosureKeepsItsCase() {
        var router = DeepLinkRouter<Route>(schemes: ["itemlist"])
        router.add("items/:item") { parameters in .item(try parameters.string("name")) }
        #expect(throws: DeepLinkError.missingParameter(name: "name", pattern: "items/:item")) {
            try router.routes(for: "itemlist://items/Apples")
        }
    }
}
