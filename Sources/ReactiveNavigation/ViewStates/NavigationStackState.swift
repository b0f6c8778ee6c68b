#if canImport(Observation)
    import Observation

    /// The state of a SwiftUI `NavigationStack`: a root screen and the path of screens pushed on it, a ``StackHost``
    /// for a ``StackNavigator``.
    ///
    /// ```swift
    /// let stack = NavigationStackState(root: ViewScreen("catalogue"), scene: scene)
    /// let navigator = StackNavigator<AppRoute>(navigationController: stack)
    /// ```
    ///
    /// SwiftUI binds `NavigationStack(path:)` to ``path`` (``NavigationStackView`` does it for you) and writes it back
    /// when the user goes back: with the back button, a level of the back menu or a completed swipe, once the
    /// transition has ended. Such a write is a user's pop: the navigator hears of it as it hears of a
    /// `UINavigationController`'s, and a path the navigator did not push is refused with a warning in the scene's
    /// ``NavigationScene/transitionWarnings``. The path holds ``ScreenID``s, not routes, so routes need not be
    /// `Hashable`.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public final class NavigationStackState: ViewState, StackHost {
        /// The screen at the bottom of the stack, which SwiftUI shows as the stack's root view.
        public let root: ViewScreen
        private var pushed: [ViewScreen] = []

        /// The object told about shown screens, held weakly.
        public weak var stackHostDelegate: (any StackHostDelegate)?

        /// Creates the state of a stack that shows `root`.
        ///
        /// - Parameters:
        ///   - root: The root screen.
        ///   - scene: The scene the stack belongs to.
        public init(root: ViewScreen, scene: NavigationScene) {
            self.root = root
            super.init(scene: scene)
            root.container = self
        }

        /// The screens pushed above the root, bottom first, as SwiftUI's `NavigationStack(path:)` binds to them.
        ///
        /// SwiftUI sets it when the user goes back; setting it to a shorter prefix pops the screens above, as the
        /// user does, and is reported to the ``stackHostDelegate``. Anything else is refused: screens are pushed
        /// through the navigator.
        public var path: [ScreenID] {
            get {
                registrar.access(self, keyPath: \.path)
                return pushed.map(\.id)
            }
            set { userSetPath(newValue) }
        }

        /// The screens on the stack, root first.
        public var viewControllers: [PlatformViewController] {
            registrar.access(self, keyPath: \.path)
            return [root] + pushed
        }

        /// The screen with `id` on the stack, for SwiftUI's `navigationDestination`.
        ///
        /// - Parameter id: A screen's identity from ``path``.
        /// - Returns: The screen, or `nil` when it is no longer on the stack.
        public func screen(for id: ScreenID) -> ViewScreen? {
            root.id == id ? root : pushed.first { $0.id == id }
        }

        // MARK: StackHost

        /// Replaces the screens above the root: the first screen must be ``root``.
        public func setViewControllers(
            _ viewControllers: [PlatformViewController],
            animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            let screens = viewControllers.compactMap { ($0 as AnyObject) as? ViewScreen }
            guard screens.count == viewControllers.count, screens.first === root else {
                warn("a stack's screens are ViewScreens above its root; setViewControllers was ignored")
                completion?()
                return
            }
            change(to: Array(screens.dropFirst()), animated: animated, completion: completion)
        }

        /// Pushes a ``ViewScreen``; any other screen is refused with a warning.
        public func pushViewController(
            _ viewController: PlatformViewController,
            animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            guard let screen = (viewController as AnyObject) as? ViewScreen,
                !viewControllers.contains(where: { $0 === screen })
            else {
                warn("pushed \(viewController), which is not a ViewScreen or is already on the stack; ignored")
                completion?()
                return
            }
            change(to: pushed + [screen], animated: animated, completion: completion)
        }

        /// Pops the top screen unless it is the root.
        @discardableResult
        public func popViewController(animated: Bool, completion: (@MainActor () -> Void)?) -> PlatformViewController? {
            guard let top = pushed.last else {
                completion?()
                return nil
            }
            change(to: Array(pushed.dropLast()), animated: animated, completion: completion)
            return top
        }

        /// Pops every screen above `viewController`.
        @discardableResult
        public func popToViewController(
            _ viewController: PlatformViewController,
            animated: Bool,
            completion: (@MainActor () -> Void)?
        ) -> [PlatformViewController]? {
            let index: Int
            if viewController === root {
                index = 0
            } else if let position = pushed.firstIndex(where: { $0 === viewController }) {
                index = position + 1
            } else {
                return nil
            }
            let popped = Array(pushed[index...])
            guard !popped.isEmpty else {
                completion?()
                return []
            }
            change(to: Array(pushed[..<index]), animated: animated, completion: completion)
            return popped
        }

        // MARK: Changes

        /// Changes the path as SwiftUI animates it: at once, with the delegate told once the transition has ended.
        private func change(to screens: [ViewScreen], animated: Bool, completion: (@MainActor () -> Void)?) {
            if hasOwnTransition {
                warn("the path changed while a transition was running; SwiftUI may show a stale stack")
            }
            replacePath(with: screens)
            runTransition(animated: animated) { [weak self] in
                self?.reportTop(animated: animated)
            } completion: {
                completion?()
            }
        }

        /// What SwiftUI's write-back does: a prefix of the path pops the screens above it.
        private func userSetPath(_ newPath: [ScreenID]) {
            guard newPath != path else { return }
            guard newPath.count < pushed.count, Array(pushed.prefix(newPath.count).map(\.id)) == newPath else {
                return warn("path set to \(newPath), which is not a part of \(path); only the navigator pushes")
            }
            replacePath(with: Array(pushed.prefix(newPath.count)))
            reportTop(animated: true)
            scene.runReadyWaiters()
        }

        private func replacePath(with screens: [ViewScreen]) {
            let removed = pushed.filter { old in !screens.contains { $0 === old } }
            registrar.withMutation(of: self, keyPath: \.path) { pushed = screens }
            for screen in screens { screen.container = self }
            for screen in removed where screen.container === self { screen.container = nil }
            // The removed screens deinitialize once the change is made, not inside the mutation.
            withExtendedLifetime(removed) {}
        }

        private func reportTop(animated: Bool) {
            stackHostDelegate?.stackHost(self, didShow: pushed.last ?? root, animated: animated)
        }

        // MARK: What the user does

        /// Goes back one level as SwiftUI's back button does: the path loses its last screen once the pop's
        /// transition has ended.
        ///
        /// - Returns: Whether the tap was taken: not on the root, nor while a transition is in flight.
        @discardableResult
        public func simulateBackButtonTap() -> Bool {
            simulateUserPop(keeping: pushed.count - 1, completing: true)
        }

        /// Goes back to `screen` as SwiftUI's back menu (a long press on the back button) does: the path loses every
        /// screen above it at once, when the transition has ended.
        ///
        /// - Parameter screen: The screen to go back to: the root or a screen below the top one.
        /// - Returns: Whether the selection was taken.
        @discardableResult
        public func simulateBackMenuSelection(of screen: ViewScreen) -> Bool {
            if screen === root { return simulateUserPop(keeping: 0, completing: true) }
            guard let index = pushed.firstIndex(where: { $0 === screen }) else { return false }
            return simulateUserPop(keeping: index + 1, completing: true)
        }

        /// Swipes back from the left edge: a completed swipe pops the top screen when its transition has ended, a
        /// cancelled one runs as long and writes nothing.
        ///
        /// - Parameter completing: Whether the user finishes the swipe.
        /// - Returns: Whether the swipe started.
        @discardableResult
        public func simulateInteractivePop(completing: Bool) -> Bool {
            simulateUserPop(keeping: pushed.count - 1, completing: completing)
        }

        private func simulateUserPop(keeping count: Int, completing: Bool) -> Bool {
            guard !pushed.isEmpty, count >= 0, count < pushed.count, !isTransitioning else { return false }
            let target = Array(pushed.prefix(count).map(\.id))
            runTransition(animated: true) { [weak self] in
                if completing { self?.path = target }
            }
            return true
        }
    }
#endif
