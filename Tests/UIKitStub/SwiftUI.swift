// swift-format-ignore-file
// A stub of the SwiftUI declarations ReactiveNavigation's SwiftUI adapters and fixtures use, written from Apple's
// documented signatures (developer.apple.com/documentation/swiftui), so that the adapters typecheck on Linux. Nothing
// here runs: bodies are placeholders.
@_exported import Observation
import UIKit

// MARK: Views and the view builder

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

public struct Text: View {
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public var body: Never { fatalError() }
}

public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct Image: View {
    public init(systemName: String) {}
    public var body: Never { fatalError() }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
}

public struct VStack<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
}

// MARK: Data flow

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    private var storage: Value
    public var wrappedValue: Value {
        get { storage }
        set { storage = newValue }
    }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject {
        fatalError()
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { storage = wrappedValue }
    public init(_ wrappedValue: Value) { storage = wrappedValue }
}

@propertyWrapper
public struct State<Value> {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

public struct EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
}

@propertyWrapper
public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

// MARK: Modifiers

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

/// What the modifiers below return: the real ones return opaque types.
public struct _ModifiedView: View {
    public var body: Never { fatalError() }
}

public enum Visibility: Hashable, Sendable {
    case automatic
    case visible
    case hidden
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    public func tag<V: Hashable>(_ tag: V) -> some View { _ModifiedView() }

    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _ModifiedView() }

    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _ModifiedView() }

    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { _ModifiedView() }

    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _ModifiedView() }

    @available(macOS, unavailable)
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _ModifiedView() }

    public func alert<A: View, M: View, T>(
        _ title: Text,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { _ModifiedView() }

    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { _ModifiedView() }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping () -> Void
    ) -> some View { _ModifiedView() }

    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView() }
}

// MARK: Containers

public struct NavigationStack<Data, Root: View>: View {
    public init(
        path: Binding<Data>,
        @ViewBuilder root: () -> Root
    )
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}
    public var body: Never { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static let detailOnly = NavigationSplitViewVisibility()
    public static let doubleColumn = NavigationSplitViewVisibility()
    public static let all = NavigationSplitViewVisibility()
    public static let automatic = NavigationSplitViewVisibility()
}

public struct NavigationSplitViewColumn: Hashable, Sendable {
    public static let sidebar = NavigationSplitViewColumn()
    public static let content = NavigationSplitViewColumn()
    public static let detail = NavigationSplitViewColumn()
}

public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {}
    public var body: Never { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {}
}

// MARK: UIKit interoperation

@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public var rootView: Content { fatalError() }
}

// MARK: Apps

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension Never: Scene {}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    init()
}
