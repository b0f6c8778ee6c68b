/// How a presented screen shows: a ``ViewScreen`` in SwiftUI, a ``HeadlessViewController`` as UIKit's
/// `modalPresentationStyle` would.
public enum PresentationStyle: Hashable, Sendable {
    /// A sheet (SwiftUI's `.sheet(item:)`, UIKit's `.pageSheet` or `.formSheet`), which the user can swipe down.
    case sheet
    /// A full-screen cover (SwiftUI's `.fullScreenCover(item:)`, UIKit's `.fullScreen` or `.overFullScreen`), which the
    /// user cannot swipe away.
    case fullScreenCover
}
