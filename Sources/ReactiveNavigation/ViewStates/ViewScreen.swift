#if canImport(Observation)
    /// A screen whose content is a SwiftUI view, for navigators that drive SwiftUI's containers through view
    /// states.
    ///
    /// A navigator keeps a screen per route; a view state keys SwiftUI's path, sheet and tab selection by the
    /// screen's ``id``, so routes never need to be `Hashable` (routes that carry view models are not). SwiftUI shows its
    /// ``content``; a UIKit host refuses it, since it is not a view controller.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    public final class ViewScreen: Identifiable {
        /// The screen's identity in SwiftUI's path, sheet and tab selection.
        public nonisolated let id: ScreenID
        let details: ViewScreenDetails
        weak var container: ViewState?
        var ownPresentations: PresentationState?

        init(_ details: ViewScreenDetails) {
            id = ScreenID.next()
            self.details = details
        }
    }

    /// What a ``ViewScreen`` shows and how, the same on every platform.
    @MainActor
    struct ViewScreenDetails {
        let content: Any
        let presentationStyle: PresentationStyle
        let alert: Alert<Int>?
        let answer: (@MainActor (Int) -> Void)?
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension ViewScreen {
        /// Creates a screen that shows `content`.
        ///
        /// - Parameters:
        ///   - content: What the screen shows: SwiftUI adapters render an `AnyView` (`ViewScreen { ... }`
        ///     makes one from a view builder); tests on Linux may use any value that describes the screen.
        ///   - style: How the screen is shown when presented; ``PresentationStyle/alert`` is for alerts' screens, and a
        ///     screen of content given it shows as a sheet.
        public convenience init(_ content: Any, style: PresentationStyle = .sheet) {
            let style = style == .alert ? .sheet : style
            self.init(ViewScreenDetails(content: content, presentationStyle: style, alert: nil, answer: nil))
        }

        /// Creates the screen of an alert, which ``PresentationState`` shows with SwiftUI's `alert` modifier.
        convenience init(alert: Alert<Int>, answer: @escaping @MainActor (Int) -> Void) {
            self.init(ViewScreenDetails(content: alert, presentationStyle: .alert, alert: alert, answer: answer))
        }

        /// What the screen shows: an `AnyView` for SwiftUI, a view state for a container, anything a test likes on
        /// Linux.
        public var content: Any { details.content }

        /// How the screen is shown when presented.
        public var presentationStyle: PresentationStyle { details.presentationStyle }

        /// The alert the screen is, if it is one; its buttons answer with their positions.
        public var alert: Alert<Int>? { details.alert }

        /// Gives the alert's answer: the result of the button at a position.
        package func answer(_ result: Int) {
            details.answer?(result)
        }

        /// What this screen presents: the ``PresentationState`` of the sheets, covers and alerts shown over it, made
        /// on first use, in the scene of the state that shows the screen.
        public var presentations: PresentationState {
            if let ownPresentations { return ownPresentations }
            let state = PresentationState(ownerScreen: self)
            ownPresentations = state
            return state
        }

        /// What this screen presents, if anybody asked for it yet.
        package var presentationsIfMade: PresentationState? { ownPresentations }

        /// The view state that shows this screen: a stack, a presentation, a tab or a split column.
        public var shownBy: ViewState? { container }
    }
#endif
