import ReactiveNavigation
import Testing

/// Routes printed back to links (share links, analytics, the current location), which the router reads back as the
/// same routes.
@Suite("Deep links: routes back to links")
struct RouteLinksTests {
    enum Route: Equatable {
        case item(String)
        case search(String, page: Int)
        case basket
    }

    static func router(schemes: [String] = ["itemlist"], hosts: [String] = []) -> DeepLinkRouter<Route> {
        var router = DeepLinkRouter<Route>(schemes: schemes, hosts: hosts)
        router.add("items/:item") { parameters in
            .item(try parameters.string("item"))
        } link: { route in
            guard case .item(let item) = route else { return nil }
            return ["item": item]
        }
        router.add("search") { parameters in
            .search(try parameters.string("q"), page: try parameters.value("page", as: Int.self))
        } link: { route in
            guard case .search(let text, let page) = route else { return nil }
            return ["q": text, "page": "\(page)"]
        }
        router.add("basket") { _ in .basket }
        return router
    }

    @Test func aRoutePrintsWithTheFirstSchemeAndReadsBack() throws {
        let router = Self.router()
        let link = try #require(router.link(for: .item("Apples")))
        #expect(link == "itemlist://items/Apples")
        #expect(try router.routes(for: link) == .item("Apples"))
    }

    @Test func parametersThatAreNotPathSegmentsBecomeQueryItemsInNameOrder() throws {
        let router = Self.router()
        let link = try #require(router.link(for: .search("red apples & pears", page: 2)))
        #expect(link == "itemlist://search?page=2&q=red%20apples%20%26%20pears")
        #expect(try router.routes(for: link) == .search("red apples & pears", page: 2))
    }

    @Test func aWebSchemePrintsTheFirstHost() throws {
        let router = Self.router(schemes: ["https", "itemlist"], hosts: ["items.example.com"])
        let link = try #require(router.link(for: .item("Blue Cheese")))
        #expect(link == "https://items.example.com/items/Blue%20Cheese")
        #expect(try router.routes(for: link) == .item("Blue Cheese"))
    }

    @Test func aRouterWithoutSchemesPrintsAPath() {
        #expect(Self.router(schemes: []).link(for: .item("Apples")) == "items/Apples")
    }

    @Test func aRouteNoPatternPrintsHasNoLink() {
        #expect(Self.router().link(for: .basket) == nil)
    }

    @Test func aPatternWhoseParametersMissAPathSegmentPrintsNothing() {
        var router = DeepLinkRouter<Route>(schemes: ["itemlist"])
        router.add("items/:item") { _ in
            .basket
        } link: { _ in
            ["name": "Apples"]
        }
        #expect(router.link(for: .basket) == nil)
    }

    @Test func aLinkAnEarlierPatternWouldReadIsNotPrinted() {
        var router = DeepLinkRouter<Route>(schemes: ["itemlist"])
        router.add("items/new") { _ in .basket }
        router.add("items/:item") { parameters in
            .item(try parameters.string("item"))
        } link: { route in
            guard case .item(let item) = route else { return nil }
            return ["item": item]
        }
        #expect(router.link(for: .item("new")) == nil)
        #expect(router.link(for: .item("")) == nil)
        #expect(router.link(for: .item("old")) == "itemlist://items/old")
    }

    @Test func aWebSchemeWithoutAHostPrintsNothing() {
        #expect(Self.router(schemes: ["https"]).link(for: .item("Apples")) == nil)
    }

    @Test func dotSegmentsArePrintedEscapedSoURLParsersDoNotCollapseThem() throws {
        let router = Self.router()
        #expect(router.link(for: .item("..")) == "itemlist://items/%2E%2E")
        #expect(router.link(for: .item(".")) == "itemlist://items/%2E")
        #expect(try router.routes(for: "itemlist://items/%2E%2E") == .item(".."))
    }

    @Test(arguments: ["Apples", "a/b", "100%", "?#&=+", "Crème brûlée", "🍎🍐", " ", "..", ".", "~-._"])
    func everyTextReadsBackAsItself(text: String) throws {
        let router = Self.router()
        let item = try #require(router.link(for: .item(text)))
        #expect(try router.routes(for: item) == .item(text))
        let search = try #require(router.link(for: .search(text, page: 1)))
        #expect(try router.routes(for: search) == .search(text, page: 1))
    }
}
