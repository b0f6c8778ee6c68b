#if canImport(Observation)
    import Observation

    /// What the view states of a SwiftUI app have in common: the ``NavigationScene`` they belong to, the transitions
    /// they have in flight, and the observation SwiftUI re-renders with.
    ///
    /// A view state is a host for a navigator, as a `UINavigationController` is: ``NavigationStackState`` is a
    /// ``StackHost``, ``PresentationState`` a ``ModalHost``, ``TabViewState`` a ``TabHost`` and ``SplitViewState`` a
    /// ``SplitHost``. SwiftUI binds to it, and writes back to it what the user does; on Linux, where SwiftUI does not
    /// exist, its `simulate` methods write back as SwiftUI would.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public class ViewState: TransitionHost, Observable {
        let registrar = ObservationRegistrar()
        private let ownScene: NavigationScene?
        /// The screen whose presentations this state is, for a ``PresentationState`` made by a ``ViewScreen``.
        weak var ownerScreen: ViewScreen?
        private var transitionsInFlight = 0

        init(scene: NavigationScene?, ownerScreen: ViewScreen? = nil) {
            ownScene = scene
            self.ownerScreen = ownerScreen
        }

        /// The scene the state belongs to: the one it was made with or, for a screen's presentations, the scene of
        /// the state that shows the screen or of the container the screen is (``NavigationScene/main`` for a screen
        /// that is neither).
        public var scene: NavigationScene {
            ownScene ?? ownerScreen?.container?.scene ?? (ownerScreen?.content as? ViewState)?.scene ?? .main
        }

        /// Whether a transition of this state, or of the state showing its screen, is in flight.
        public var isTransitioning: Bool {
            transitionsInFlight > 0 || ownerScreen?.container?.isTransitioning == true
        }

        /// Whether a transition of this state itself is in flight.
        var hasOwnTransition: Bool { transitionsInFlight > 0 }

        /// The queue of the state's scene.
        public var transitionQueue: TransitionQueue { scene.queue }

        /// Runs `action` once no transition of this state is in flight.
        ///
        /// - Parameter action: The work to run, once.
        public func whenIdle(_ action: @escaping @MainActor () -> Void) {
            scene.whenIdle(self, action)
        }

        /// Whether `screen` is a ``ViewScreen``, the only screens SwiftUI shows: a navigator refuses any other (a
        /// `UIViewController` pushed onto a SwiftUI stack, say) with a ``NavigationDiagnostic/Kind/hostRefused``
        /// diagnostic.
        ///
        /// - Parameter screen: A screen a call would show.
        /// - Returns: Whether it is a ``ViewScreen``.
        public func canShow(_ screen: PlatformViewController) -> Bool {
            screen is ViewScreen
        }

        /// Runs a transition of this state, on the scene's timing: `change` at its end, then `completion`.
        func runTransition(
            animated: Bool,
            change: @escaping @MainActor () -> Void,
            completion: (@MainActor () -> Void)? = nil
        ) {
            let takesTime = animated && scene.timing.takesTime
            if takesTime { transitionsInFlight += 1 }
            scene.runTransition(animated: takesTime) { [weak self] in
                if takesTime { self?.transitionsInFlight -= 1 }
                change()
                completion?()
            }
        }

        /// Records what SwiftUI would log or get wrong.
        func warn(_ message: String) {
            scene.warn("\(type(of: self)): \(message)")
        }
    }
#endif
