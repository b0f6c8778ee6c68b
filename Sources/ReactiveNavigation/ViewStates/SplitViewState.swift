#if canImport(Observation)
    import Observation

    /// The state of a SwiftUI `NavigationSplitView`: the screen of each column, which columns show, and which one is
    /// on top once the split has collapsed into a stack; a ``SplitHost`` for a ``SplitNavigator``.
    ///
    /// SwiftUI binds `columnVisibility` to ``columnVisibility`` and `preferredCompactColumn` to
    /// ``preferredCompactColumn``, and the adapter writes ``isCompact`` from the horizontal size class. Each write is a
    /// user's change, reported to the ``splitHostDelegate`` once it has ended: the back button of a collapsed split
    /// (SwiftUI moves ``preferredCompactColumn`` back), the sidebar button (``columnVisibility``), and a size-class
    /// change that collapses or expands the split (``isCompact``). While the column on top shows a
    /// ``NavigationStackState`` with a path, the back button pops that stack instead, as SwiftUI shows it on top of
    /// the columns before it: the write is the stack's ``NavigationStackState/path``.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public final class SplitViewState: ViewState, SplitHost {
        /// Which columns of an expanded split show, as SwiftUI's `NavigationSplitViewVisibility`.
        public enum ColumnVisibility: Hashable, Sendable {
            /// Every column.
            case all
            /// The supplementary and secondary columns of a three-column split; every column of a two-column one.
            case doubleColumn
            /// The secondary column only.
            case detailOnly
        }

        /// The columns this split has.
        public let columns: [SplitColumn]
        private var screens: [SplitColumn: ViewScreen] = [:]
        private var visibility = ColumnVisibility.all
        private var compactColumn = SplitColumn.primary
        private var compact: Bool

        /// The object told about the user's changes, held weakly.
        public weak var splitHostDelegate: (any SplitHostDelegate)?

        /// Creates the state of a split view.
        ///
        /// - Parameters:
        ///   - tripleColumn: Whether the split has a supplementary column.
        ///   - isCompact: Whether the split starts collapsed, on a compact width.
        ///   - scene: The scene the split belongs to.
        public init(tripleColumn: Bool = false, isCompact: Bool = false, scene: NavigationScene) {
            columns = tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            compact = isCompact
            super.init(scene: scene)
        }

        /// Which columns show while the split is expanded; SwiftUI sets it when the user shows or hides the sidebar.
        public var columnVisibility: ColumnVisibility {
            get {
                registrar.access(self, keyPath: \.columnVisibility)
                return visibility
            }
            set {
                guard newValue != visibility, !compact else { return }
                registrar.withMutation(of: self, keyPath: \.columnVisibility) { visibility = newValue }
                splitHostDelegate?.splitHostDidChange(self)
            }
        }

        /// The column on top while the split is collapsed; SwiftUI moves it back when the user taps the back button.
        public var preferredCompactColumn: SplitColumn {
            get {
                registrar.access(self, keyPath: \.preferredCompactColumn)
                return compactColumn
            }
            set {
                guard newValue != compactColumn, columns.contains(newValue) else { return }
                registrar.withMutation(of: self, keyPath: \.preferredCompactColumn) { compactColumn = newValue }
                if compact { splitHostDelegate?.splitHostDidChange(self) }
            }
        }

        /// Whether the split is collapsed into a stack, on a compact width; the SwiftUI adapter sets it from the
        /// horizontal size class, and a change is the user's (a rotation, a resized window).
        public var isCompact: Bool {
            get {
                registrar.access(self, keyPath: \.isCompact)
                return compact
            }
            set {
                guard newValue != compact else { return }
                registrar.withMutation(of: self, keyPath: \.isCompact) { compact = newValue }
                if newValue {
                    // As SwiftUI does, a collapsing split shows its detail if it has one.
                    registrar.withMutation(of: self, keyPath: \.preferredCompactColumn) {
                        compactColumn = screens[.secondary] != nil ? .secondary : .primary
                    }
                } else {
                    registrar.withMutation(of: self, keyPath: \.columnVisibility) { visibility = .all }
                }
                splitHostDelegate?.splitHostDidChange(self)
            }
        }

        /// The screen of `column`, for the adapter's columns.
        ///
        /// - Parameter column: The column.
        /// - Returns: The column's screen, if it has one.
        public func screen(for column: SplitColumn) -> ViewScreen? {
            registrar.access(self, keyPath: \.columnScreens)
            return screens[column]
        }

        private var columnScreens: [SplitColumn: ViewScreen] { screens }

        // MARK: SplitHost

        /// Whether the split shows its columns as one stack.
        public var isCollapsed: Bool { isCompact }

        /// The column on top while collapsed; the secondary column while expanded.
        public var topColumn: SplitColumn { isCompact ? preferredCompactColumn : .secondary }

        /// Whether the primary column shows beside the others while the split is expanded.
        public var isPrimaryVisible: Bool {
            switch columnVisibility {
            case .all: true
            case .doubleColumn: columns.count == 2
            case .detailOnly: false
            }
        }

        /// The screen of `column`.
        public func viewController(for column: SplitColumn) -> PlatformViewController? {
            screen(for: column)
        }

        /// Puts a ``ViewScreen`` in `column`; any other screen is refused with a warning.
        public func setViewController(_ viewController: PlatformViewController?, for column: SplitColumn) {
            guard columns.contains(column) else { return }
            let screen = (viewController as AnyObject?) as? ViewScreen
            if viewController != nil, screen == nil {
                return warn("a split's columns show ViewScreens; \(column) was left as it was")
            }
            let replaced = screens[column]
            registrar.withMutation(of: self, keyPath: \.columnScreens) { screens[column] = screen }
            screen?.container = self
            if let replaced, replaced.container === self, !screens.values.contains(where: { $0 === replaced }) {
                replaced.container = nil
            }
            withExtendedLifetime(replaced) {}
        }

        /// Shows `column`: on top while collapsed, the sidebar beside the others while expanded.
        public func show(_ column: SplitColumn, animated: Bool, completion: (@MainActor () -> Void)?) {
            guard columns.contains(column) else {
                completion?()
                return
            }
            if hasOwnTransition { warn("show(_:) while a split transition is running") }
            runTransition(animated: animated) { [weak self] in
                guard let self else { return }
                if self.compact {
                    self.registrar.withMutation(of: self, keyPath: \.preferredCompactColumn) {
                        self.compactColumn = column
                    }
                } else if column == .primary {
                    self.registrar.withMutation(of: self, keyPath: \.columnVisibility) { self.visibility = .all }
                }
            } completion: {
                completion?()
            }
        }

        // MARK: What the user does

        /// Taps the back button of a collapsed split: when the column on top shows a ``NavigationStackState`` with a
        /// path, SwiftUI pops that stack (``NavigationStackState/simulateBackButtonTap()``); otherwise it sets
        /// ``preferredCompactColumn`` to the column before once the transition has ended.
        ///
        /// - Returns: Whether the tap was taken: only while collapsed, with a screen to pop or above the first column,
        ///   with no transition of the split or of that stack in flight.
        @discardableResult
        public func simulateBackButtonTap() -> Bool {
            guard compact, !isTransitioning else { return false }
            if let stack = screens[compactColumn]?.content as? NavigationStackState,
                stack.isTransitioning || !stack.path.isEmpty
            {
                return stack.simulateBackButtonTap()
            }
            guard let index = columns.firstIndex(of: compactColumn), index > 0 else { return false }
            let previous = columns[index - 1]
            runTransition(animated: true) { [weak self] in self?.preferredCompactColumn = previous }
            return true
        }

        /// Taps the sidebar button of an expanded split: SwiftUI toggles ``columnVisibility`` between showing every
        /// column and the detail only, once the transition has ended.
        ///
        /// - Returns: Whether the tap was taken: only while expanded, with no transition in flight.
        @discardableResult
        public func simulateDisplayModeButtonTap() -> Bool {
            guard !compact, !isTransitioning else { return false }
            let next: ColumnVisibility = isPrimaryVisible ? .detailOnly : .all
            runTransition(animated: true) { [weak self] in self?.columnVisibility = next }
            return true
        }

        /// Changes the horizontal size class, collapsing or expanding the split at once, as SwiftUI does.
        ///
        /// - Parameter compact: Whether the new width is compact.
        /// - Returns: Whether the change was taken: not to the current size class, nor while a transition is in
        ///   flight.
        @discardableResult
        public func simulateSizeClassChange(compact: Bool) -> Bool {
            guard compact != self.compact, !isTransitioning else { return false }
            isCompact = compact
            return true
        }
    }
#endif
