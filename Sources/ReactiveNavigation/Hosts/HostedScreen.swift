/// A host that adapts a screen of another kind (a UIKit controller), seen by the library's walk of the coordinator
/// tree as that screen: a tab that shows the controller hosts the navigators of the adapter.
@MainActor
package protocol HostedScreen: AnyObject {
    /// The screen the host adapts, as the containers that show it hold it.
    var hostedScreen: AnyObject { get }
}

/// The screen a container's host is seen as: the controller a UIKit adapter adapts, or the host itself.
@MainActor
func hostedScreen(of host: AnyObject) -> AnyObject {
    (host as? any HostedScreen)?.hostedScreen ?? host
}

/// What a SwiftUI screen shows, when it is an object: the view state of a container it holds.
@MainActor
func viewStateContent(of screen: AnyObject) -> AnyObject? {
    #if canImport(Observation)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), let screen = screen as? ViewScreen {
            return screen.content as AnyObject?
        }
    #endif
    return nil
}
