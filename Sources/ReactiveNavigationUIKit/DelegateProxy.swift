#if canImport(UIKit) && !os(watchOS)
    import ReactiveNavigation
    import UIKit

    /// The base of the delegate proxies that the UIKit hosts install in place of the app's delegate: it
    /// handles the delegate methods its subclass implements and hands every other delegate call to the
    /// delegate the app had set, its ``forwardee``.
    ///
    /// `responds(to:)` answers for both, so UIKit sees exactly the optional methods the app implements plus
    /// the ones the subclass needs; `forwardingTarget(for:)` sends the others straight to the forwardee.
    /// Subclasses call the forwardee themselves from the methods they implement.
    ///
    /// The forwardee is held weakly, as UIKit holds delegates. UIKit caches the answers of
    /// `responds(to:)` when a delegate is set, so a host reinstalls its proxy when it finds that the
    /// forwardee went away (see ``needsRefresh``).
    ///
    /// The forwardee is any object: not every UIKit delegate protocol inherits `NSObjectProtocol`
    /// (`UISplitViewControllerDelegate` does not), so a delegate need not answer `responds(to:)`. Such a delegate
    /// gets the calls the subclass implements and passes on itself, and no other: the proxy cannot ask it which
    /// optional methods it has.
    @MainActor
    class DelegateProxy: NSObject {
        // Safety: written only on the main actor; read by `responds(to:)` and `forwardingTarget(for:)`, which the
        // Objective-C runtime calls while UIKit sends a delegate message, on the main thread.
        nonisolated(unsafe) private(set) weak var forwardee: AnyObject?
        private var hadForwardee = false

        /// Creates a proxy that forwards to `forwardee`.
        init(forwardingTo forwardee: AnyObject?) {
            self.forwardee = forwardee
            hadForwardee = forwardee != nil
        }

        /// Whether UIKit's cached view of this delegate is stale: the forwardee went away after installation.
        var needsRefresh: Bool { hadForwardee && forwardee == nil }

        /// Makes `forwardee` the delegate that this proxy forwards to, unless calls to it already reach this
        /// proxy (which would loop).
        ///
        /// - Returns: Whether the forwardee was adopted.
        func adopt(_ forwardee: AnyObject?) -> Bool {
            var next = forwardee
            while let proxy = next as? DelegateProxy {
                if proxy === self { return false }
                next = proxy.forwardee
            }
            self.forwardee = forwardee
            hadForwardee = forwardee != nil
            return true
        }

        override nonisolated func responds(to selector: Selector!) -> Bool {
            super.responds(to: selector) || answeringForwardee(for: selector) != nil
        }

        override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
            answeringForwardee(for: selector) ?? super.forwardingTarget(for: selector)
        }

        /// The forwardee, when it says it answers `selector`; one that cannot say (it is not an
        /// `NSObjectProtocol`) answers nothing beyond the calls the subclass passes on.
        private nonisolated func answeringForwardee(for selector: Selector!) -> (any NSObjectProtocol)? {
            guard let forwardee = forwardee as? any NSObjectProtocol, forwardee.responds(to: selector) else {
                return nil
            }
            return forwardee
        }

        /// Runs `body` on the main actor: at once when called on the main thread (a host's deinit, normally),
        /// otherwise as soon as the main actor is free.
        nonisolated static func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
            if Thread.isMainThread {
                MainActor.assumeIsolated(body)
            } else {
                Task { @MainActor in body() }
            }
        }

        /// Prints, in debug builds, that the app replaced a delegate the proxy had installed.
        static func reportReplaced(_ delegateName: String, of controller: AnyObject) {
            #if DEBUG
                print(
                    "[ReactiveNavigation] the \(delegateName) of \(controller) was replaced after its navigator was "
                        + "created; the navigator reinstalled its proxy, which now forwards to the new delegate. "
                        + "Set your delegate before creating the navigator."
                )
            #endif
        }
    }
#endif
