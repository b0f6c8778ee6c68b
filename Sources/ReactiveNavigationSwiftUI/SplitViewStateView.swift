#if canImport(SwiftUI) && canImport(Observation)
    import ReactiveNavigation
    import SwiftUI

    /// A `NavigationSplitView` bound to a ``SplitViewState``: the columns' screens, with the sidebar button, the back
    /// button of a collapsed split and the horizontal size class written back to the state.
    ///
    /// ```swift
    /// SplitViewStateView(coordinator.split)
    /// ```
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public struct SplitViewStateView: View {
        @Bindable private var state: SplitViewState
        #if canImport(UIKit)
            @Environment(\.horizontalSizeClass) private var sizeClass
        #endif

        /// Creates the view of a split view's state.
        ///
        /// - Parameter state: The state a ``SplitNavigator`` drives.
        public init(_ state: SplitViewState) {
            self.state = state
        }

        /// The split view.
        public var body: some View {
            #if canImport(UIKit)
                split.onChange(of: sizeClass, initial: true) {
                    state.isCompact = sizeClass == .compact
                }
            #else
                split
            #endif
        }

        @ViewBuilder private var split: some View {
            if state.columns.contains(.supplementary) {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                    column(.primary)
                } content: {
                    column(.supplementary)
                } detail: {
                    column(.secondary)
                }
            } else {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                    column(.primary)
                } detail: {
                    column(.secondary)
                }
            }
        }

        @ViewBuilder private func column(_ column: SplitColumn) -> some View {
            if let screen = state.screen(for: column) { ScreenView(screen) }
        }

        private var visibility: Binding<NavigationSplitViewVisibility> {
            let state = state
            return Binding { @MainActor in
                switch state.columnVisibility {
                case .all: .all
                case .doubleColumn: .doubleColumn
                case .detailOnly: .detailOnly
                }
            } set: { @MainActor visibility in
                switch visibility {
                case .detailOnly: state.columnVisibility = .detailOnly
                case .doubleColumn: state.columnVisibility = .doubleColumn
                default: state.columnVisibility = .all
                }
            }
        }

        private var compactColumn: Binding<NavigationSplitViewColumn> {
            let state = state
            return Binding { @MainActor in
                switch state.preferredCompactColumn {
                case .primary: .sidebar
                case .supplementary: .content
                case .secondary: .detail
                }
            } set: { @MainActor column in
                switch column {
                case .sidebar: state.preferredCompactColumn = .primary
                case .content: state.preferredCompactColumn = .supplementary
                default: state.preferredCompactColumn = .secondary
                }
            }
        }
    }
#endif
