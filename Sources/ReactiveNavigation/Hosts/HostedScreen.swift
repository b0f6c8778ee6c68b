/// A host that adapts a screen of another kind (a UIKit controller), seen by the library's walk of the coordinator
/// tree as that screen: a tab that shows the controller hosts the navigators of the adapter.
@MainActor
package protocol HostedScreen: AnyObject {
    /// The screen the host adapts, as the containers that show it hold it.
    var hostedScreen: AnyObject { get }
}
