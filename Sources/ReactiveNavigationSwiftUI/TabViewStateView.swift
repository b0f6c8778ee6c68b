#if canImport(SwiftUI) && canImport(Observation)
    import ReactiveNavigation
    import SwiftUI

    /// A `TabView` bound to a ``TabViewState``: a tab for each screen, and the user's taps written back as the
    /// selection.
    ///
    /// ```swift
    /// TabViewStateView(coordinator.tabs) { screen in
    ///     Label(coordinator.title(of: screen), systemImage: "circle")
    /// }
    /// ```
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public struct TabViewStateView<TabLabel: View>: View {
        @Bindable private var state: TabViewState
        private let label: (ViewScreen) -> TabLabel

        /// Creates the view of a tab view's state.
        ///
        /// - Parameters:
        ///   - state: The state a ``TabNavigator`` drives.
        ///   - label: The label of a tab's screen in the tab bar.
        public init(_ state: TabViewState, @ViewBuilder label: @escaping (ViewScreen) -> TabLabel) {
            self.state = state
            self.label = label
        }

        /// The tab view.
        public var body: some View {
            TabView(selection: $state.selection) {
                ForEach(state.screens) { screen in
                    ScreenView(screen)
                        .tabItem { label(screen) }
                        .tag(Optional(screen.id))
                }
            }
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension TabViewStateView where TabLabel == EmptyView {
        /// Creates the view of a tab view's state whose screens set their own `tabItem`.
        ///
        /// - Parameter state: The state a ``TabNavigator`` drives.
        public init(_ state: TabViewState) {
            self.init(state) { _ in EmptyView() }
        }
    }
#endif
