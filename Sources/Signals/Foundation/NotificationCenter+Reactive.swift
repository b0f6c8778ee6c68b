#if canImport(Foundation)
    import Foundation

    extension NotificationCenter: ReactiveExtensionsProvider {}

    extension Reactive where Base: NotificationCenter {
        /// A signal of the notifications named `name` that the center posts, from `object` or from any sender.
        ///
        /// ```swift
        /// let foregrounds = NotificationCenter.default.reactive
        ///     .notifications(forName: UIApplication.willEnterForegroundNotification)
        /// ```
        ///
        /// Each notification is sent on the thread that posts it, as the center delivers it. The signal never ends by
        /// itself: the center's observer is removed when the signal ends, which happens once nobody references or
        /// observes it (ReactiveSwift asks you to dispose of the observation to avoid a leak; here disposing of it and
        /// dropping the signal is enough).
        ///
        /// - Parameters:
        ///   - name: The name of the notifications to send, or `nil` for every notification.
        ///   - object: The only sender whose notifications are sent, or `nil` for any sender.
        /// - Returns: A signal of the notifications posted that match `name` and `object`.
        public func notifications(forName name: Notification.Name?, object: AnyObject? = nil) -> Signal<
            Notification, Never
        > {
            Signal { [base] output, lifetime in
                let observation = base.addObserver(forName: name, object: object, queue: nil) { notification in
                    output.send(value: notification)
                }
                lifetime.observeEnded { base.removeObserver(observation) }
            }
        }
    }
#endif
