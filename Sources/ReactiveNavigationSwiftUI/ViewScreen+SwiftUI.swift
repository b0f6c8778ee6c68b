#if canImport(SwiftUI) && canImport(Observation)
    import ReactiveNavigation
    import SwiftUI

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension ViewScreen {
        /// Creates a screen that shows the view `content` builds.
        ///
        /// ```swift
        /// navigator.push(route: .detail(viewModel), viewController: ViewScreen { DetailView(viewModel: viewModel) }, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - style: How the screen is shown when presented.
        ///   - content: Builds the screen's view, once.
        public convenience init(style: PresentationStyle = .sheet, @ViewBuilder content: () -> some View) {
            self.init(AnyView(content()), style: style)
        }
    }
#endif
