// swift-format-ignore-file
// Stands in for Foundation while typechecking the UIKit adapters on Linux: it re-exports the
// Objective-C root class and declares the few Foundation types the adapters and UIKit's
// signatures use. Each declaration cites the SDK header as iPhoneOS27.0.sdk has it (the newest SDK
// in the mirror github.com/xybp888/iOS-SDKs, which holds no iOS 26.x SDK; its index holds
// NSThread.h, NSArray.h and NSString.h for 27.0), or Apple's documentation for what Foundation's
// Swift overlay adds (Array's bridging).
@_exported import ObjectiveC

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSThread.h (`@interface NSThread : NSObject`, imported as Thread)
// Doc: https://developer.apple.com/documentation/foundation/thread (`class Thread`)
open class Thread: NSObject {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSThread.h (`@property (class, readonly) BOOL isMainThread API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0)) NS_SWIFT_UNAVAILABLE_FROM_ASYNC("Work intended for the main actor should be marked with @MainActor");`)
    // Stub: always true; the stub is never run. NS_SWIFT_UNAVAILABLE_FROM_ASYNC is Swift's `noasync`: a use in an async
    // context is an error in the Swift 6 language mode.
    @available(*, noasync, message: "Work intended for the main actor should be marked with @MainActor")
    open class var isMainThread: Bool { true }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSBundle.h (`NS_SWIFT_SENDABLE @interface NSBundle : NSObject`, as in the 18.3 header)
open class Bundle: NSObject, @unchecked Sendable {}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSCoder.h (`@interface NSCoder : NSObject`, as in the 16.2 header)
open class NSCoder: NSObject {}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSString.h (`@interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>`)
// Stub: declared only as the Objective-C type that UIKit's typed string keys bridge to; String's own bridging is not declared.
open class NSString: NSObject {}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSArray.h (`@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>`)
// Stub: declared only as the Objective-C type that Array bridges to, which lets UIKit's @objc protocols take arrays.
open class NSArray: NSObject {}

// Doc: https://developer.apple.com/documentation/swift/array (Foundation's overlay bridges Array to NSArray)
// Stub: the bridging conformance as the overlay has it, with placeholder bodies; the stub is never run.
extension Array: @retroactive _ObjectiveCBridgeable {
    // Doc: https://developer.apple.com/documentation/swift/array (bridging to NSArray)
    public func _bridgeToObjectiveC() -> NSArray { NSArray() }
    // Doc: https://developer.apple.com/documentation/swift/array (bridging from NSArray)
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) {}
    // Doc: https://developer.apple.com/documentation/swift/array (bridging from NSArray)
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool { false }
    // Doc: https://developer.apple.com/documentation/swift/array (bridging from NSArray)
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { [] }
}
