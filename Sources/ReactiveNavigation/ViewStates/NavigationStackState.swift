#if canImport(Observation)
    import Observation

    /// The state of a SwiftUI `NavigationStack`: a root screen and the path of screens pushed on it, a ``StackHost``
    /// for a ``StackNavigator``.
    ///
    /// ```swift
    /// let stack = NavigationStackState(scene: .main)
    /// let navigator = StackNavigator<AppRoute>(navigationController: stack)
    /// ```
    ///
    /// SwiftUI binds `NavigationStack(path:)` to ``path`` (`NavigationStackView` does it for you) and writes it back
    /// when the user goes back: with the back button, a level of the back menu or a completed swipe, once the
    /// transition has ended. Such a write is a user's pop: the navigator hears of it as it hears of a
    /// `UINavigationController`'s, and a path the navigator did not push is refused with a warning in the scene's
    /// ``NavigationScene/transitionWarnings``. The path holds ``ScreenID``s, not routes, so routes need not be
    /// `Hashable`.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public final class NavigationStackState: ViewState, StackHost {
        private var rootScreen: ViewScreen?
        private var pushed: [ViewScreen] = []

        /// The object told about shown screens, held weakly.
        public weak var stackHostDelegate: (any StackHostDelegate)?

        /// Creates the state of a stack that shows `root`, or nothing until a screen is set or pushed.
        ///
        /// - Parameters:
        ///   - root: The root screen, if the stack starts with one.
        ///   - scene: The scene the stack belongs to.
        public init(root: ViewScreen? = nil, scene: NavigationScene) {
            rootScreen = root
            super.init(scene: scene)
            root?.container = self
        }

        /// The screen at the bottom of the stack, which SwiftUI shows as the stack's root view; as in UIKit, the
        /// first screen pushed on an empty stack becomes its root.
        public var root: ViewScreen? {
            registrar.access(self, keyPath: \.path)
            return rootScreen
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
            return screens
        }

        /// The screen with `id` on the stack, for SwiftUI's `navigationDestination`.
        ///
        /// - Parameter id: A screen's identity from ``path``.
        /// - Returns: The screen, or `nil` when it is no longer on the stack.
        public func screen(for id: ScreenID) -> ViewScreen? {
            rootScreen?.id == id ? rootScreen : pushed.first { $0.id == id }
        }

        // MARK: StackHost

        /// Replaces the whole stack: the first screen becomes the root, the others the path.
        public func setViewControllers(
            _ viewControllers: [PlatformViewController],
            animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            let screens = viewControllers.compactMap { ($0 as AnyObject) as? ViewScreen }
            guard screens.count == viewControllers.count else {
                warn("a stack's screens are ViewScreens; setViewControllers was ignored")
                completion?()
                return
            }
            change(to: screens, animated: animated, completion: completion)
        }

        /// Pushes a ``ViewScreen``; any other screen is refused with a warning.
        public func pushViewController(
            _ viewController: PlatformViewController,
            animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            guard let screen = (viewController as AnyObject) as? ViewScreen, !screens.contains(where: { $0 === screen })
            else {
                warn("pushed \(viewController), which is not a ViewScreen or is already on the stack; ignored")
                completion?()
                return
            }
            change(to: screens + [screen], animated: animated, completion: completion)
        }

        // Pops come from `StackHost`'s defaults, which set the stack they ask for.

        // MARK: Changes

        /// The root, then the pushed screens.
        private var screens: [ViewScreen] { (rootScreen.map { [$0] } ?? []) + pushed }

        /// Changes the stack as SwiftUI animates it: at once, with the delegate told once the transition has ended.
        private func change(to screens: [ViewScreen], animated: Bool, completion: (@MainActor () -> Void)?) {
            if hasOwnTransition {
                warn("the path changed while a transition was running; SwiftUI may show a stale stack")
            }
            replaceScreens(with: screens)
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
            replaceScreens(with: Array(screens.prefix(newPath.count + 1)))
            reportTop(animated: true)
            scene.runReadyWaiters()
        }

        private func replaceScreens(with newScreens: [ViewScreen]) {
            let removed = screens.filter { old in !newScreens.contains { $0 === old } }
            registrar.withMutation(of: self, keyPath: \.path) {
                rootScreen = newScreens.first
                pushed = Array(newScreens.dropFirst())
            }
            for screen in newScreens { screen.container = self }
            for screen in removed where screen.container === self { screen.container = nil }
            // The removed screens deinitialize once the change is made, not inside the mutation.
            withExtendedLifetime(removed) {}
        }

        private func reportTop(animated: Bool) {
            guard let top = screens.last else { return }
            stackHostDelegate?.stackHost(self, didShow: top, animated: animated)
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
            if screen === rootScreen { return simulateUserPop(keeping: 0, completing: true) }
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
