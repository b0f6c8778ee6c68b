#if canImport(SwiftUI) && canImport(Observation)
    import ReactiveNavigation
    import SwiftUI

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension Destinations {
        /// Creates the destinations of a coordinator's routes from a view builder, as SwiftUI's
        /// `navigationDestination` takes one.
        ///
        /// ```swift
        /// let destinations = Destinations<AppRoute> { route in
        ///     switch route {
        ///     case .list(let viewModel): ListView(viewModel: viewModel)
        ///     case .detail(let viewModel): DetailView(viewModel: viewModel)
        ///     }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - style: How the screens are shown when presented.
        ///   - view: The view of a route.
        public init(style: PresentationStyle = .sheet, @ViewBuilder view: @escaping @MainActor (Route) -> some View) {
            self.init(style: style, content: { route in AnyView(view(route)) })
        }
    }
#endif
