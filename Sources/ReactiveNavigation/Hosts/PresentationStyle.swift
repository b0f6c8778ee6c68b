/// How a presented screen shows: a ``ViewScreen`` in SwiftUI, a ``HeadlessViewController`` as UIKit's
/// `modalPresentationStyle` would.
public enum PresentationStyle: Hashable, Sendable {
    /// A sheet (SwiftUI's `.sheet(item:)`, UIKit's `.pageSheet` or `.formSheet`), which the user can swipe down.
    case sheet
    /// A full-screen cover (SwiftUI's `.fullScreenCover(item:)`, UIKit's `.fullScreen` or `.overFullScreen`), which the
    /// user cannot swipe away.
    case fullScreenCover
    /// An alert or action sheet (SwiftUI's `.alert`, UIKit's `UIAlertController`), which the user cannot swipe away:
    /// it goes when one of its buttons is tapped. The screens of ``ModalNavigator``'s alerts have this style; a
    /// ``ViewScreen`` of content given it shows as a sheet.
    case alert
}
