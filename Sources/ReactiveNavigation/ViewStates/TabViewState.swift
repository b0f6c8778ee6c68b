#if canImport(Observation)
    import Observation

    /// The state of a SwiftUI `TabView`: its tabs and the selected one, a ``TabHost`` for a ``TabNavigator``.
    ///
    /// SwiftUI binds `TabView(selection:)` to ``selection`` and sets it when the user taps a tab; that write is the
    /// user's selection, reported to the ``tabHostDelegate`` as a `UITabBarController`'s is. Switching tabs is not
    /// animated.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public final class TabViewState: ViewState, TabHost {
        private var tabs: [ViewScreen] = []
        private var selectedPosition = 0

        /// The object told about the user's selections, held weakly.
        public weak var tabHostDelegate: (any TabHostDelegate)?

        /// Creates the state of a tab view with no tabs.
        ///
        /// - Parameter scene: The scene the tab view belongs to.
        public init(scene: NavigationScene) {
            super.init(scene: scene)
        }

        /// The tabs' screens, in order.
        public var viewControllers: [PlatformViewController] {
            registrar.access(self, keyPath: \.selection)
            return tabs
        }

        /// The tabs' screens, for SwiftUI's `ForEach`.
        public var screens: [ViewScreen] {
            registrar.access(self, keyPath: \.selection)
            return tabs
        }

        /// The position of the selected tab; a position out of range is ignored.
        public var selectedIndex: Int {
            get {
                registrar.access(self, keyPath: \.selection)
                return selectedPosition
            }
            set {
                guard tabs.indices.contains(newValue) else { return }
                registrar.withMutation(of: self, keyPath: \.selection) { selectedPosition = newValue }
            }
        }

        /// The selected tab's screen, for SwiftUI's `TabView(selection:)`; setting it is the user's tap on a tab.
        public var selection: ScreenID? {
            get {
                registrar.access(self, keyPath: \.selection)
                return tabs.indices.contains(selectedPosition) ? tabs[selectedPosition].id : nil
            }
            set {
                guard let newValue, newValue != selection else { return }
                guard let index = tabs.firstIndex(where: { $0.id == newValue }) else {
                    return warn("selection set to \(newValue), which is not a tab; ignored")
                }
                registrar.withMutation(of: self, keyPath: \.selection) { selectedPosition = index }
                tabHostDelegate?.tabHost(self, didSelect: tabs[index])
            }
        }

        /// Replaces the tabs; every screen must be a ``ViewScreen``.
        public func setViewControllers(_ viewControllers: [PlatformViewController], animated: Bool) {
            let screens = viewControllers.compactMap { ($0 as AnyObject) as? ViewScreen }
            guard screens.count == viewControllers.count else {
                return warn("a tab view's tabs are ViewScreens; setViewControllers was ignored")
            }
            let removed = tabs.filter { old in !screens.contains { $0 === old } }
            registrar.withMutation(of: self, keyPath: \.selection) {
                tabs = screens
                if !tabs.indices.contains(selectedPosition) { selectedPosition = 0 }
            }
            for screen in screens { screen.container = self }
            for screen in removed where screen.container === self { screen.container = nil }
            withExtendedLifetime(removed) {}
        }

        /// Taps the tab at `index`, as a user does: SwiftUI writes ``selection``.
        ///
        /// - Parameter index: The tab's position.
        /// - Returns: Whether the tap was taken: not while a transition is in flight.
        @discardableResult
        public func simulateTabSelection(at index: Int) -> Bool {
            guard tabs.indices.contains(index), !isTransitioning else { return false }
            selection = tabs[index].id
            return true
        }
    }
#endif
