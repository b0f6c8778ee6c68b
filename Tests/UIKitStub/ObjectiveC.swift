// swift-format-ignore-file
// The Swift overlay of the stub ObjectiveC module: re-exports the clang module (NSObject.h) and
// declares Selector, the Swift type that the importer gives to SEL, as the real overlay does.
// Each declaration cites the SDK's ObjectiveC.swiftinterface, the overlay it stands in for.
@_exported import ObjectiveC

// SDK: iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@frozen public struct Selector : Swift.ExpressibleByStringLiteral, @unchecked Swift.Sendable { internal var ptr: Swift.OpaquePointer ...}`)
// Stub: without ExpressibleByStringLiteral, init(_:), Equatable, Hashable and CustomStringConvertible, which the adapters do not use.
@frozen
public struct Selector: @unchecked Sendable {
    // SDK: iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`internal var ptr: Swift.OpaquePointer`)
    var ptr: OpaquePointer
}

// SDK: iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@frozen public struct ObjCBool : Swift.ExpressibleByBooleanLiteral, Swift.Sendable`)
// Stub: the type the compiler bridges Bool to in @objc signatures, needed to lower calls of @objc protocol requirements that return Bool; without its literal and description conformances.
@frozen
public struct ObjCBool: Sendable {
    // SDK: iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`internal var _value: Swift.Bool`)
    @usableFromInline
    internal var _value: Bool
    // SDK: iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@_transparent public init(_ value: Swift.Bool)`)
    @_transparent public init(_ value: Bool) { self._value = value }
    // SDK: iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@_transparent public var boolValue: Swift.Bool { get }`)
    public var boolValue: Bool {
        @_transparent get { _value }
    }
}

// SDK: iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@_transparent public func _convertBoolToObjCBool(_ x: Swift.Bool) -> ObjectiveC.ObjCBool`)
@_transparent public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }

// SDK: iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@_transparent public func _convertObjCBoolToBool(_ x: ObjectiveC.ObjCBool) -> Swift.Bool`)
@_transparent public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
