#if canImport(Observation)
    /// A coordinator's screens for its routes, made from a destination function as SwiftUI's `navigationDestination`
    /// takes one: the function gives the view of a route, and each call to ``screen(for:)`` wraps a new one in a
    /// ``ViewScreen`` for a navigator.
    ///
    /// ```swift
    /// navigator.push(route: route, viewController: destinations.screen(for: route), animated: true)
    /// ```
    ///
    /// With SwiftUI the function is a view builder; on Linux, where SwiftUI does not exist, it may return any value
    /// that describes the screen.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public struct Destinations<Route> {
        private let content: @MainActor (Route) -> Any
        /// How the screens are shown when presented.
        public let style: PresentationStyle

        /// Creates destinations from a function that describes the screen of a route.
        ///
        /// - Parameters:
        ///   - style: How the screens are shown when presented.
        ///   - content: The content of a route's screen.
        @_disfavoredOverload
        public init(style: PresentationStyle = .sheet, content: @escaping @MainActor (Route) -> Any) {
            self.style = style
            self.content = content
        }

        /// A new screen for `route`.
        ///
        /// - Parameter route: The route to show.
        /// - Returns: A screen whose content is the route's view.
        public func screen(for route: Route) -> ViewScreen {
            ViewScreen(content(route), style: style)
        }
    }
#endif
