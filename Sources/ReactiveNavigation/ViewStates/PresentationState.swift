#if canImport(Observation)
    import Observation

    /// What a SwiftUI view presents: one sheet, full-screen cover or alert at a time, a ``ModalHost`` for a
    /// ``ModalNavigator``.
    ///
    /// ```swift
    /// let presentations = PresentationState(scene: scene)
    /// let modal = ModalNavigator<AppRoute>(presenter: presentations)
    /// ```
    ///
    /// SwiftUI binds `.sheet(item:)` to ``sheet``, `.fullScreenCover(item:)` to ``fullScreenCover`` and `.alert` to
    /// ``alert`` (the `presentations(_:)` modifier does it for you), and sets the item to `nil` when the user swipes a
    /// sheet down or taps an alert's button, once the dismissal has ended. Such a write is the user's dismissal: the
    /// navigator hears of it as it hears of a UIKit sheet swiped down. A screen presents further screens through its
    /// own ``ViewScreen/presentations``, so a stacked ``ModalNavigator`` stacks sheets as SwiftUI does, each presented
    /// from the one below.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public final class PresentationState: ViewState, ModalHost {
        private var presented: ViewScreen?
        private var isPresentedArriving = false
        private var isPresentedLeaving = false

        /// The object told about dismissals the user makes, held weakly.
        public weak var modalHostDelegate: (any ModalHostDelegate)?

        /// Creates the presentations of a view that is not a ``ViewScreen``, such as the app's root view.
        ///
        /// - Parameter scene: The scene the view belongs to.
        public init(scene: NavigationScene) {
            super.init(scene: scene)
        }

        init(ownerScreen: ViewScreen) {
            super.init(scene: nil, ownerScreen: ownerScreen)
        }

        /// The screen whose presentations these are, if they are a ``ViewScreen``'s.
        package var presentingScreen: ViewScreen? { ownerScreen }

        /// The presented screen, while it is shown or arriving, and until its dismissal has ended.
        public var presentedViewController: PlatformViewController? {
            registrar.access(self, keyPath: \.presentedScreen)
            return presented
        }

        /// The presented screen, as ``presentedViewController``.
        public var presentedScreen: ViewScreen? {
            registrar.access(self, keyPath: \.presentedScreen)
            return presented
        }

        /// The presented sheet, for SwiftUI's `.sheet(item:)`; setting it to `nil` is the user's swipe-down.
        public var sheet: ViewScreen? {
            get { presented(if: .sheet) }
            set { if newValue == nil, sheet != nil { userDismissed() } }
        }

        /// The presented full-screen cover, for SwiftUI's `.fullScreenCover(item:)`; setting it to `nil` is the
        /// user's dismissal.
        public var fullScreenCover: ViewScreen? {
            get { presented(if: .fullScreenCover) }
            set { if newValue == nil, fullScreenCover != nil { userDismissed() } }
        }

        /// The presented alert's screen, for SwiftUI's `.alert`; setting it to `nil` is the dismissal that follows
        /// the tap on one of its buttons.
        public var alert: ViewScreen? {
            get { presentedScreen.flatMap { $0.alert == nil ? nil : $0 } }
            set { if newValue == nil, alert != nil { userDismissed() } }
        }

        private func presented(if style: PresentationStyle) -> ViewScreen? {
            presentedScreen.flatMap { $0.alert == nil && $0.presentationStyle == style ? $0 : nil }
        }

        // MARK: ModalHost

        /// Presents a ``ViewScreen``, as SwiftUI does when the item of a sheet is set; refused, with a warning and no
        /// completion, while something is presented or a transition is in flight, as SwiftUI ignores a second sheet.
        public func present(
            _ viewController: PlatformViewController,
            animated: Bool,
            completion: (@MainActor () -> Void)?
        ) {
            guard let screen = (viewController as AnyObject) as? ViewScreen else {
                return warn("presented \(viewController), which is not a ViewScreen; ignored")
            }
            if let presented {
                return warn("presented \(screen.id) while \(presented.id) is presented; only one is shown")
            }
            guard !isTransitioning else {
                return warn("presented \(screen.id) while a transition is in progress; ignored")
            }
            registrar.withMutation(of: self, keyPath: \.presentedScreen) { presented = screen }
            screen.container = self
            isPresentedArriving = true
            runTransition(animated: animated) { [weak self] in
                self?.isPresentedArriving = false
            } completion: {
                completion?()
            }
        }

        /// Dismisses the presented screen, or, on a screen that presents nothing, asks the state that presented the
        /// screen to dismiss it (reported to that state's delegate, as SwiftUI's `dismiss` action is).
        public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
            if presented == nil, let presenter = ownerScreen?.container as? PresentationState,
                presenter.presented === ownerScreen
            {
                presenter.dismissPresented(animated: animated, isReported: true, completion: completion)
            } else {
                dismissPresented(animated: animated, isReported: false, completion: completion)
            }
        }

        /// The presentations of `presented`, so that a stacked navigator presents the next screen over it.
        public func modalHost(forPresented presented: PlatformViewController) -> (any ModalHost)? {
            ((presented as AnyObject) as? ViewScreen)?.presentations
        }

        /// An alert's screen, which SwiftUI shows with its `alert` modifier.
        public func makeAlertScreen(
            for alert: Alert<Int>,
            answer: @escaping @MainActor (Int) -> Void
        ) -> PlatformViewController {
            ViewScreen(alert: alert, answer: answer)
        }

        // MARK: Transitions

        /// Whether the presented screen is arriving, leaving, or presenting something itself in flight.
        private var presentedIsBusy: Bool {
            isPresentedArriving || isPresentedLeaving || presented?.ownPresentations?.hasOwnTransition == true
        }

        private func dismissPresented(animated: Bool, isReported: Bool, completion: (@MainActor () -> Void)?) {
            guard let screen = presented else {
                completion?()
                return
            }
            guard !isTransitioning, !presentedIsBusy else {
                return warn("dismissed \(screen.id) while a presentation or dismissal is in progress; ignored")
            }
            isPresentedLeaving = true
            runTransition(animated: animated) { [weak self] in
                self?.isPresentedLeaving = false
                self?.remove(screen, isReported: isReported)
            } completion: {
                completion?()
            }
        }

        /// What SwiftUI's write-back does: the presented screen is gone, with whatever it presented.
        private func userDismissed() {
            guard let screen = presented, !isPresentedLeaving else { return }
            remove(screen, isReported: true)
            scene.runReadyWaiters()
        }

        private func remove(_ screen: ViewScreen, isReported: Bool) {
            guard presented === screen else { return }
            // As SwiftUI does, a sheet that goes takes what it presents with it.
            screen.ownPresentations?.forgetPresentedChain()
            registrar.withMutation(of: self, keyPath: \.presentedScreen) { presented = nil }
            if screen.container === self { screen.container = nil }
            if isReported { modalHostDelegate?.modalHost(self, didDismiss: screen) }
        }

        private func forgetPresentedChain() {
            guard let screen = presented else { return }
            screen.ownPresentations?.forgetPresentedChain()
            registrar.withMutation(of: self, keyPath: \.presentedScreen) { presented = nil }
            if screen.container === self { screen.container = nil }
        }

        // MARK: What the user does

        /// Swipes the presented sheet down: a completed swipe sets ``sheet`` to `nil` when the dismissal has ended,
        /// a cancelled one runs as long and writes nothing. Full-screen covers and alerts cannot be swiped away.
        ///
        /// - Parameter completing: Whether the user finishes the swipe.
        /// - Returns: Whether the swipe started.
        @discardableResult
        public func simulateInteractiveDismiss(completing: Bool = true) -> Bool {
            guard let screen = sheet, !isTransitioning, !presentedIsBusy else { return false }
            isPresentedLeaving = true
            runTransition(animated: true) { [weak self] in
                self?.isPresentedLeaving = false
                if completing, self?.presented === screen { self?.sheet = nil }
            }
            return true
        }

        /// Taps the button at `index` of the presented alert: its answer is given at once and ``alert`` is set to
        /// `nil` once the alert's dismissal has ended, as SwiftUI does.
        ///
        /// - Parameter index: The button's position.
        /// - Returns: Whether the tap was taken.
        @discardableResult
        public func simulateAlertButtonTap(at index: Int) -> Bool {
            guard let screen = alert, let buttons = screen.alert?.buttons, buttons.indices.contains(index),
                !isTransitioning, !presentedIsBusy
            else { return false }
            screen.answer(buttons[index].result)
            isPresentedLeaving = true
            runTransition(animated: true) { [weak self] in
                self?.isPresentedLeaving = false
                if self?.presented === screen { self?.alert = nil }
            }
            return true
        }
    }
#endif
