#if canImport(Foundation)
    import Foundation
    import Testing

    @testable import Signals

    /// `NotificationCenter.reactive.notifications(forName:object:)`.
    @Suite("Foundation: NotificationCenter.reactive.notifications(forName:object:)")
    struct NotificationCenterReactiveTests {
        private static let tapped = Notification.Name("NotificationCenterReactiveTests.tapped")
        private static let closed = Notification.Name("NotificationCenterReactiveTests.closed")

        @Test func sendsEachNotificationOfTheNameAndNeverEndsByItself() {
            let center = NotificationCenter()
            let recorder = EventRecorder(center.reactive.notifications(forName: Self.tapped))
            center.post(name: Self.tapped, object: nil, userInfo: ["count": 1])
            center.post(name: Self.closed, object: nil)
            center.post(name: Self.tapped, object: nil, userInfo: ["count": 2])
            #expect(recorder.values.map { $0.userInfo?["count"] as? Int } == [1, 2])
            #expect(!recorder.isTerminated)
        }

        @Test func sendsOnlyTheNotificationsOfTheObjectGiven() {
            let center = NotificationCenter()
            let sender = NSObject()
            let recorder = EventRecorder(center.reactive.notifications(forName: Self.tapped, object: sender))
            center.post(name: Self.tapped, object: NSObject())
            center.post(name: Self.tapped, object: sender)
            #expect(recorder.values.count == 1)
            #expect(recorder.values.first?.object as? NSObject === sender)
        }

        @Test func aNilNameSendsEveryNotification() {
            let center = NotificationCenter()
            let recorder = EventRecorder(center.reactive.notifications(forName: nil))
            center.post(name: Self.tapped, object: nil)
            center.post(name: Self.closed, object: nil)
            #expect(recorder.values.map(\.name) == [Self.tapped, Self.closed])
        }

        @Test func theCentersObserverIsRemovedOnceTheSignalIsNeitherObservedNorReferenced() {
            let center = NotificationCenter()
            var signal: Signal<Notification, Never>? = center.reactive.notifications(forName: Self.tapped)
            // The center's block holds the signal's input, so the signal's core lives while the block is registered.
            weak let core = signal?.core
            var received = 0
            var observation = signal?.observeValues { _ in received += 1 }
            center.post(name: Self.tapped, object: nil)
            #expect(received == 1)
            #expect(core != nil)
            observation?.dispose()
            observation = nil
            signal = nil
            #expect(core == nil)
            center.post(name: Self.tapped, object: nil)
            #expect(received == 1)
        }

        @Test func theCentersObserverStaysWhileTheSignalIsObserved() {
            let center = NotificationCenter()
            var received = 0
            _ = center.reactive.notifications(forName: Self.tapped).observeValues { _ in received += 1 }
            center.post(name: Self.tapped, object: nil)
            center.post(name: Self.tapped, object: nil)
            #expect(received == 2)
        }
    }
#endif
