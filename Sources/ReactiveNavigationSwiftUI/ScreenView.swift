#if canImport(SwiftUI) && canImport(Observation)
    import ReactiveNavigation
    import SwiftUI

    /// Shows a ``ViewScreen``: its view, or the container its content is (a ``NavigationStackState``,
    /// ``TabViewState`` or ``SplitViewState``), with what the screen presents.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public struct ScreenView: View {
        private let screen: ViewScreen

        /// Creates the view of `screen`.
        ///
        /// - Parameter screen: The screen to show.
        public init(_ screen: ViewScreen) {
            self.screen = screen
        }

        /// The screen's content, with its presentations.
        public var body: some View {
            content.presentations(screen.presentations)
        }

        @ViewBuilder private var content: some View {
            switch screen.content {
            case let view as AnyView:
                view
            case let stack as NavigationStackState:
                NavigationStackView(stack)
            case let tabs as TabViewState:
                TabViewStateView(tabs)
            case let split as SplitViewState:
                SplitViewStateView(split)
            default:
                Text(String(describing: screen.content))
            }
        }
    }
#endif
