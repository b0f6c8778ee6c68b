import ReactiveNavigation
import Testing

/// Links to routes: patterns with parameters, query items, and errors that name the wrong part.
@Suite("Deep links: the router")
struct DeepLinkRouterTests {
    enum Route: Equatable {
        case item(String)
        case configuration(item: String)
        case page(Int)
        case search(String, page: Int)
    }

    static var router: DeepLinkRouter<[Route]> {
        var router = DeepLinkRouter<[Route]>(schemes: ["itemlist", "https"], hosts: ["example.com"])
        router.add("items/:item") { parameters throws(DeepLinkError) in [.item(try parameters.string("item"))] }
        router.add("items/:item/configuration") { parameters throws(DeepLinkError) in
            let item = try parameters.string("item")
            return [.item(item), .configuration(item: item)]
        }
        router.add("pages/:number") { parameters throws(DeepLinkError) in
            [.page(try parameters.value("number", as: Int.self))]
        }
        router.add("search") { parameters throws(DeepLinkError) in
            let page = parameters.optionalQuery("page") == nil ? 1 : try parameters.value("page", as: Int.self)
            return [.search(try parameters.string("q"), page: page)]
        }
        return router
    }

    @Test(arguments: [
        ("itemlist://items/Apples/configuration", [Route.item("Apples"), .configuration(item: "Apples")]),
        ("items/Apples", [.item("Apples")]),
        ("https://example.com/items/Bread", [.item("Bread")]),
        ("itemlist://items/Blue%20Cheese", [.item("Blue Cheese")]),
        ("itemlist://pages/3", [.page(3)]),
        ("itemlist://search?q=red+apples&page=2", [.search("red apples", page: 2)]),
        ("itemlist://search?q=pears#top", [.search("pears", page: 1)]),
    ])
    func aLinkThatMatchesAPatternGivesItsRoutes(link: String, routes: [Route]) throws {
        #expect(try Self.router.routes(for: link) == routes)
    }

    @Test func aLinkThatMatchesNothingSaysSo() {
        #expect(throws: DeepLinkError.noMatch(link: "itemlist://basket")) {
            try Self.router.routes(for: "itemlist://basket")
        }
        #expect(DeepLinkError.noMatch(link: "x").description == "The link \"x\" matches no known pattern")
    }

    @Test func aParameterOfTheWrongTypeIsNamedWithItsValueAndPattern() {
        let error = #expect(throws: DeepLinkError.self) { try Self.router.routes(for: "itemlist://pages/three") }
        #expect(error == .badParameter(name: "number", value: "three", expected: "Int", pattern: "pages/:number"))
        #expect(
            error?.description == "The link's \"number\" is \"three\", which is not Int (pattern \"pages/:number\")")
    }

    @Test func aMissingQueryItemIsNamed() {
        let error = #expect(throws: DeepLinkError.self) { try Self.router.routes(for: "itemlist://search?page=2") }
        #expect(error == .missingParameter(name: "q", pattern: "search"))
    }

    @Test func theFirstPatternThatMatchesWins() throws {
        var router = DeepLinkRouter<String>(schemes: [])
        router.add("items/special") { _ in "special" }
        router.add("items/:item") { parameters throws(DeepLinkError) in try parameters.string("item") }
        #expect(try router.routes(for: "items/special") == "special")
        #expect(try router.routes(for: "items/other") == "other")
    }
}
