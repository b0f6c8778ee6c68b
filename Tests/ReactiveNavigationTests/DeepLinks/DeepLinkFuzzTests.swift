import ReactiveNavigation
import Testing

/// Random links, seeded: percent signs, huge numbers, emoji, long paths. Every link gives a route or a
/// ``DeepLinkError``, never a crash, and every route printed back reads back as itself.
@Suite("Deep links: fuzzing the router")
struct DeepLinkFuzzTests {
    enum Route: Equatable {
        case item(String)
        case page(Int)
        case search(String, page: Int)
    }

    static var router: DeepLinkRouter<Route> {
        var router = DeepLinkRouter<Route>(schemes: ["itemlist", "https"], hosts: ["items.example.com"])
        router.add("items/:item") { parameters in
            .item(try parameters.string("item"))
        } link: { route in
            guard case .item(let item) = route else { return nil }
            return ["item": item]
        }
        router.add("pages/:number") { parameters in
            .page(try parameters.value("number", as: Int.self))
        } link: { route in
            guard case .page(let number) = route else { return nil }
            return ["number": "\(number)"]
        }
        router.add("search") { parameters in
            .search(try parameters.string("q"), page: try parameters.value("page", as: Int.self))
        } link: { route in
            guard case .search(let text, let page) = route else { return nil }
            return ["q": text, "page": "\(page)"]
        }
        return router
    }

    /// A small, seeded generator, so a failing link can be replayed.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let pieces = [
        "items", "pages", "search", "/", "/", "%", "%2", "%FF", "%C3%A9", "%E2%82", "%00", "%25", "?", "&", "=", "#",
        "q=", "page=", "+", "99999999999999999999999", "-1", "0", "🍎", "👩‍👩‍👧", "é", ":", "://", "itemlist", "https",
        "evil", "items.example.com", "@", "..", " ", "\u{0}", "\u{FFFD}", "a", "Apples",
    ]

    static func randomLink(_ generator: inout Generator) -> String {
        var link = ""
        for _ in 0..<generator.next(12) { link += pieces[generator.next(pieces.count)] }
        return link
    }

    @Test func twoHundredThousandRandomLinksGiveARouteOrAnError() {
        let router = Self.router
        var generator = Generator(state: 0x5EED)
        var routed = 0
        for _ in 0..<200_000 {
            let link = Self.randomLink(&generator)
            guard let route = try? router.routes(for: link) else { continue }
            routed += 1
            guard let printed = router.link(for: route) else {
                Issue.record("no link for \(route), read from \(link.debugDescription)")
                continue
            }
            #expect((try? router.routes(for: printed)) == route, "\(link.debugDescription) → \(printed)")
        }
        #expect(routed > 0)
    }

    @Test func hugePathsAndManyEscapesAreReadInLinearTime() throws {
        let router = Self.router
        let longItem = String(repeating: "%F0%9F%8D%8E", count: 34_000)
        #expect(try router.routes(for: "itemlist://items/" + longItem) == .item(String(repeating: "🍎", count: 34_000)))
        let longPath = "itemlist://" + String(repeating: "items/", count: 70_000)
        #expect(throws: DeepLinkError.noMatch(link: longPath)) { try router.routes(for: longPath) }
        let percents = "itemlist://items/" + String(repeating: "%", count: 400_000)
        #expect(throws: DeepLinkError.badEncoding(part: String(repeating: "%", count: 400_000), link: percents)) {
            try router.routes(for: percents)
        }
        let hugeNumber = "itemlist://pages/" + String(repeating: "9", count: 400_000)
        #expect(throws: DeepLinkError.self) { try router.routes(for: hugeNumber) }
    }
}
