// swift-format-ignore-file
// Stands in for Foundation while typechecking the UIKit adapters on Linux: it re-exports the
// Objective-C root class and declares the few Foundation types the adapters and UIKit's
// signatures use. Each declaration cites the SDK header, or Apple's documentation where the
// mirrors of the SDK hold no copy of the header (NSThread.h, NSArray.h, NSString.h).
@_exported import ObjectiveC

// Doc: https://developer.apple.com/documentation/foundation/thread (`class Thread`, NSThread : NSObject)
open class Thread: NSObject {
    // Doc: https://developer.apple.com/documentation/foundation/thread/ismainthread-swift.type.property (`class var isMainThread: Bool { get }`)
    // Stub: always true; the stub is never run.
    open class var isMainThread: Bool { true }
}

// SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSBundle.h (`NS_SWIFT_SENDABLE @interface NSBundle : NSObject`)
open class Bundle: NSObject, @unchecked Sendable {}

// SDK: iPhoneOS16.2.sdk/System/Library/Frameworks/Foundation.framework/Headers/NSCoder.h (`@interface NSCoder : NSObject`)
open class NSCoder: NSObject {}

// Doc: https://developer.apple.com/documentation/foundation/nsstring (`class NSString : NSObject`)
// Stub: declared only as the Objective-C type that UIKit's typed string keys bridge to; String's own bridging is not declared.
open class NSString: NSObject {}

// Doc: https://developer.apple.com/documentation/foundation/nsarray (`class NSArray : NSObject`)
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
