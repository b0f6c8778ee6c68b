// swift-format-ignore-file
// The Swift overlay of the stub ObjectiveC module: re-exports the clang module (NSObject.h) and
// declares Selector, the Swift type that the importer gives to SEL, as the real overlay does.
// Each declaration cites the SDK's ObjectiveC.swiftinterface, the overlay it stands in for, as iOS 27.0 has it (the
// newest SDK in the mirror github.com/xybp888/iOS-SDKs; it holds no iOS 26.x SDK). The declarations the stub uses are
// as the 18.3 interface declared them; 27.0 prints them with module selectors (`Swift::Bool`) and an
// `@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *)` on each, always met, which the stub omits.
@_exported import ObjectiveC

// SDK: iPhoneOS27.0.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *) @frozen public struct Selector : Swift::ExpressibleByStringLiteral, @unchecked Swift::Sendable { internal var ptr: Swift::OpaquePointer ...}`)
// Stub: without ExpressibleByStringLiteral, init(_:), Equatable, Hashable and CustomStringConvertible, which the adapters do not use.
@frozen
public struct Selector: @unchecked Sendable {
    // SDK: iPhoneOS27.0.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`internal var ptr: Swift::OpaquePointer`)
    var ptr: OpaquePointer
}

// SDK: iPhoneOS27.0.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *) @frozen public struct ObjCBool : Swift::ExpressibleByBooleanLiteral, Swift::Sendable`)
// Stub: the type the compiler bridges Bool to in @objc signatures, needed to lower calls of @objc protocol requirements that return Bool; without its literal and description conformances.
@frozen
public struct ObjCBool: Sendable {
    // SDK: iPhoneOS27.0.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@usableFromInline internal var _value: Swift::Bool`)
    @usableFromInline
    internal var _value: Bool
    // SDK: iPhoneOS27.0.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@_transparent public init(_ value: Swift::Bool)`)
    @_transparent public init(_ value: Bool) { self._value = value }
    // SDK: iPhoneOS27.0.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@_transparent public var boolValue: Swift::Bool { @_transparent get }`)
    public var boolValue: Bool {
        @_transparent get { _value }
    }
}

// SDK: iPhoneOS27.0.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@_transparent public func _convertBoolToObjCBool(_ x: Swift::Bool) -> ObjectiveC::ObjCBool`)
@_transparent public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }

// SDK: iPhoneOS27.0.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface (`@_transparent public func _convertObjCBoolToBool(_ x: ObjectiveC::ObjCBool) -> Swift::Bool`)
@_transparent public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
