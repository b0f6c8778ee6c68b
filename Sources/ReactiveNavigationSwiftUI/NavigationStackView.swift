#if canImport(SwiftUI) && canImport(Observation)
    import ReactiveNavigation
    import SwiftUI

    /// A `NavigationStack` bound to a ``NavigationStackState``: it shows the root screen and pushes a screen for each
    /// element of the path, and the user's back button, back menu and swipe write the path back.
    ///
    /// ```swift
    /// NavigationStackView(coordinator.stack)
    /// ```
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public struct NavigationStackView: View {
        @Bindable private var state: NavigationStackState

        /// Creates the view of a stack's state.
        ///
        /// - Parameter state: The state a ``StackNavigator`` drives.
        public init(_ state: NavigationStackState) {
            self.state = state
        }

        /// The stack.
        public var body: some View {
            NavigationStack(path: $state.path) {
                if let root = state.root {
                    ScreenView(root)
                        .navigationDestination(for: ScreenID.self) { id in
                            if let screen = state.screen(for: id) { ScreenView(screen) }
                        }
                }
            }
        }
    }
#endif
