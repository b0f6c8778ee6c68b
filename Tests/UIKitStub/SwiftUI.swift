// swift-format-ignore-file
// A stub of the SwiftUI declarations ReactiveNavigation's SwiftUI adapters and fixtures use, so that the adapters
// typecheck on Linux. Nothing here runs: bodies are placeholders.
//
// Every declaration was checked, line by line, against the iOS 26.2 SDK's module interfaces (SwiftUI lives in two
// modules since iOS 18: SwiftUICore declares the view, data-flow and modifier primitives, SwiftUI the controls,
// containers, presentations and app types; `import SwiftUI` re-exports SwiftUICore). The iOS 26.2 SDK was read from
// the public mirror github.com/seayou2468-web/maciOS; the citation paths below are paths in that mirror (the same
// paths hold in github.com/xybp888/iOS-SDKs for the SDK versions it has). The mirrors' newest SDK, iPhoneOS27.0.sdk
// (xybp888/iOS-SDKs), is a Swift 6.4 SDK that replaces @ViewBuilder with a new @ContentBuilder across these
// signatures (View.body, NavigationStack.init(path:root:), ...) and makes NavigationStack nonisolated; it is not
// followed here until it is the shipping SDK.
//
// Stub conventions, which apply to every declaration below and are not repeated at each one:
// - Attributes that only affect code generation or ABI are left out: @_originallyDefinedIn, @inlinable,
//   @_alwaysEmitIntoClient, @usableFromInline, @backDeployed, @_semantics. Attributes that affect typechecking are
//   kept: availability, isolation (@MainActor, nonisolated, @preconcurrency), @Sendable, @isolated(any),
//   @_inheritActorContext, result builders, @_disfavoredOverload, @frozen, property wrappers, @dynamicMemberLookup.
// - The interfaces' underscored graph requirements and witnesses (_makeView, _makeViewList, _viewListCount,
//   _makeScene, _makeProperty) are left out; they have defaults and no client calls them.
// - A type whose interface declaration carries no isolation but conforms to View or Scene in its primary declaration
//   is declared `nonisolated` here: a Swift source declaration that conforms to a @MainActor protocol in its primary
//   declaration infers @MainActor, which an interface, where every isolation is printed, does not. The iOS 27 SDK's
//   interfaces print these same types as `nonisolated public struct`.
// - Where the interface declares a type's Sendable conformance unavailable (`@available(*, unavailable) extension X :
//   Swift.Sendable`), the stub says so too, since a @frozen or inferred-isolation type would otherwise be Sendable.
// - The Body == Never views' `body` witnesses are not in the interfaces; the stub declares them `@_spi(Stub)` so that,
//   as with the SDK, a client reaches `body` only through the View requirement.
import Observation
import UIKit

// SDK: iPhoneOS26.2.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: CoreFoundation's CGFloat, which SwiftUI re-exports (`@_exported import CoreGraphics`); there is no
// CoreGraphics stub, so it is declared here with only its storage and literal conformances, for VStack(spacing:).
@frozen public struct CGFloat: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    // SDK: iPhoneOS26.2.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios.swiftinterface
    public var native: Double
    // SDK: iPhoneOS26.2.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(floatLiteral value: Double) { native = value }
    // SDK: iPhoneOS26.2.sdk/usr/lib/swift/CoreFoundation.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(integerLiteral value: Int) { native = Double(value) }
}

// MARK: Views and the view builder

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the interface's @_typeEraser(DebugReplaceableView) is left out (DebugReplaceableView is internal).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_typeEraser(AnyView) @preconcurrency @MainActor public protocol View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    associatedtype Body: View
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: @resultBuilder is the interface's @_functionBuilder, under its current name.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func buildBlock() -> EmptyView { EmptyView() }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @_disfavoredOverload public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension ViewBuilder: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        .init(storage: .trueContent(first))
    }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        .init(storage: .falseContent(second))
    }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { .init(content) }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct TupleView<T>: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var value: T
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(_ value: T) { self.value = value }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension TupleView: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @frozen public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public let storage: _ConditionalContent<TrueContent, FalseContent>.Storage
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension _ConditionalContent.Storage: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension _ConditionalContent: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    internal init(storage: _ConditionalContent<TrueContent, FalseContent>.Storage) { self.storage = storage }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct EmptyView: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init() {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EmptyView: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct AnyView: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init<V>(_ view: V) where V: View {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init<V>(erasing view: V) where V: View { self.init(view) }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension AnyView: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the interface's package storage and its LocalizedStringKey, AttributedString and resource initializers are
// left out; a string literal therefore goes to init(_:) here, to init(_: LocalizedStringKey, ...) with the SDK.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(verbatim content: String) {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func == (a: Text, b: Text) -> Bool { true }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: placeholder body; the interface's Body is this property's opaque type, as here.
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension Label: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func == (lhs: Image, rhs: Image) -> Bool { true }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @available(macOS 11.0, *)
    public init(systemName: String) {}
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the iOS 26 roles `confirm` and `close` are left out.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static let destructive: ButtonRole = ButtonRole()
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static let cancel: ButtonRole = ButtonRole()
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: placeholder body; the interface's Body is this property's opaque type, as here.
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension Button: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the LocalizedStringKey and LocalizedStringResource initializers are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the LocalizedStringKey and LocalizedStringResource initializers are left out.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var data: Data
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var content: (Data.Element) -> Content
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension ForEach: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the interface's AlignmentID-based initializer and key are left out; only `center`, VStack's default, is here.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public static let center: HorizontalAlignment = HorizontalAlignment()
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct VStack<Content>: View where Content: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension VStack: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the selection initializers are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: placeholder body; the interface's Body is this property's opaque type, as here.
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension List: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @MainActor @preconcurrency public init(@ViewBuilder content: () -> Content) {}
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: placeholder body; the interface's Body is this property's opaque type, as here.
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension ProgressView: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public init() where Label == EmptyView {}
}

// MARK: Data flow

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the graph requirements `_makeProperty` and `_propertyBehaviors` are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    mutating func update()
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public mutating func update() {}
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the interface's `transaction` property and package storage, `constant(_:)`, `init(projectedValue:)` and the
// Transaction-taking initializer are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var projectedValue: Binding<Value> { self }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: DynamicProperty {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var wrappedValue: Value
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var projectedValue: Bindable<Value> { self }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the unavailable `init(wrappedValue:)` for Combine's ObservableObject is left out (no Combine stub).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observation.Observable {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the interface's internal storage, `init(initialValue:)` and the internal Observable initializer are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(wrappedValue value: Value) {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var projectedValue: Binding<Value> { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass: Sendable {
    case compact
    case regular
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UserInterfaceSizeClass: Equatable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UserInterfaceSizeClass: Hashable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the EnvironmentKey subscript is left out (no EnvironmentKey stub).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init() {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var description: String { "" }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension EnvironmentValues: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the interface's internal storage and the iOS 17 Observable-type initializers are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var wrappedValue: Value { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

// MARK: Modifiers

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    associatedtype Body: View
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    typealias Content = _ViewModifier_Content<Self>
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: the body witness the interface does not print (see the header).
    @_spi(Stub) public var body: Never { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public typealias Body = Never
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var content: Content
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    public var modifier: Modifier
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension ModifiedContent: Sendable where Content: Sendable, Modifier: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        .init(content: self, modifier: modifier)
    }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable {
    case automatic
    case visible
    case hidden
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Visibility: Sendable {}

// The modifiers below return the interfaces' opaque types; the stub's placeholder bodies return `self`.

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { self }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the two-parameter `onChange(of:initial:_:)` beside it is left out.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable { self }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @available(iOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    @available(macOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    @available(tvOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    @available(watchOS, deprecated: 100000.0, message: "Use `Tab(title:image:value:content:)` and related initializers instead")
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { self }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the Text, LocalizedStringKey and LocalizedStringResource overloads are left out.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { self }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { self }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { self }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the LocalizedStringKey, LocalizedStringResource and StringProtocol title overloads are left out.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { self }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the LocalizedStringKey, LocalizedStringResource and StringProtocol title overloads are left out.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View { self }
}

// MARK: Containers

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: the NavigationPath initializers are left out (no NavigationPath stub).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @MainActor @preconcurrency public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: placeholder body; the interface's Body is this property's opaque type, as here.
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension NavigationStack: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header). The iOS 18 TabContentBuilder
// initializers are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @available(iOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    @available(macOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    @available(tvOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    @available(watchOS, deprecated: 100000.0, message: "Use TabContentBuilder-based TabView initializers instead")
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: placeholder body; the interface's Body is this property's opaque type, as here.
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension TabView: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn() }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn() }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header). The iOS 16 initializers without
// `preferredCompactColumn:` and the iOS 17 ones without `columnVisibility:` are left out.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View where Sidebar: View, Content: View, Detail: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: placeholder body; the interface's Body is this property's opaque type, as here.
    @MainActor @preconcurrency public var body: some View { EmptyView() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension NavigationSplitView: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationSplitView {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
}

// MARK: UIKit interoperation

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: only the initializers and `rootView` are declared; the UIViewController overrides are left out.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @MainActor @preconcurrency public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @MainActor @preconcurrency @objc required dynamic public init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @MainActor @preconcurrency public var rootView: Content {
        get { fatalError() }
        set {}
    }
}

// MARK: Apps

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol Scene {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    associatedtype Body: Scene
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: @resultBuilder is the interface's @_functionBuilder, under its current name. The unavailable empty
// buildBlock() and the variadic buildBlock (whose _TupleScene is internal) are left out.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder public struct SceneBuilder {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// Stub: nonisolated, as the interface's unannotated type is (see the header). The id and title initializers are
// left out.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
    @available(macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
    @available(tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
    @available(watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
    @available(visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(makeContent:)")
    public init(@ViewBuilder content: () -> Content) {}
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    // Stub: placeholder body; the interface's Body is this property's opaque type, as here.
    @MainActor @preconcurrency public var body: some Scene { fatalError() }
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(*, unavailable)
extension WindowGroup: Sendable {}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension WindowGroup {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {}
}

// SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol App {
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    associatedtype Body: Scene
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    // SDK: iPhoneOS26.2.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
    @MainActor @preconcurrency init()
}
