// swift-format-ignore-file
// Stands in for Foundation while typechecking the UIKit adapters on Linux: it re-exports the
// Objective-C root class and declares the few Foundation types the adapters and UIKit's
// signatures use, as documented.
@_exported import ObjectiveC

open class Thread: NSObject {
    open class var isMainThread: Bool { true }
}

open class Bundle: NSObject {}

open class NSCoder: NSObject {}
