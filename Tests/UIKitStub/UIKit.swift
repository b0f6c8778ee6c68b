// swift-format-ignore-file
// A test-only stub of the UIKit declarations that the UIKit adapters (Sources/ReactiveNavigationUIKit) and the fixtures
// use, so that scripts/typecheck-uikit.sh can typecheck them on Linux. Every declaration follows what Swift imports
// from Apple's iOS SDK headers, and cites the header in the public mirror github.com/xybp888/iOS-SDKs (the newest
// version the mirror's index holds of each header: the index keeps one copy of each header text, under the first
// SDK whose header has that text, so a header unchanged since iOS 16, 17 or 18 is cited under that version). Every
// cited header was checked against the newest SDK in the mirror, iPhoneOS27.0.sdk (iOS 27.0; its Swift interfaces
// were built by Swift 6.4): a header it holds is cited there, one it does not hold is unchanged since the version
// cited. The mirror holds no iOS 26.x SDK (no iPhoneOS26.*.sdk, nor any SDK between 18.3 and 27.0), so the iOS 26
// SDK of Swift 6.2's Xcode, the package's minimum, is not read directly: the 27.0 headers date what 26.0 changed
// (API_AVAILABLE(ios(26.0)), API_DEPRECATED(..., ios(2.0, 26.0))), and a `Stub:` note says where a 27.0 fact is
// undated. Where the SDK's Swift differs from the header's Objective-C, the citation says what Swift shows. Bodies
// are placeholders; the stub is never linked or shipped. Keep it to what the adapters and the fixtures use, plus the
// members that show SDK facts the adapters could rely on wrongly.
//
// Stub, for every declaration: Swift treats every declaration it imports from Objective-C as @preconcurrency
// (Doc: https://github.com/swiftlang/swift/blob/main/lib/AST/Decl.cpp, Decl::preconcurrency, "Imported C
// declarations always predate concurrency"); the stub marks its classes and protocols @preconcurrency, not each
// member. Swift also never warns about an unused result of an imported method; the stub marks the methods that
// return a value @discardableResult. Enumerations imported from NS_ENUM are non-frozen (a switch over them needs a
// default); the stub's enumerations are frozen, since this module is not built for library evolution.
@_exported import Foundation

/// CoreGraphics' rectangle, reduced to what `UIView.init(frame:)` needs.
// SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGGeometry.h (`struct CGRect { CGPoint origin; CGSize size; }`)
// Stub: without its fields, which the adapters do not use; a C struct of plain values, so Sendable.
public struct CGRect: Sendable {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/CoreGraphics.framework/Modules/CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface (`extension CoreFoundation::CGRect { public static var zero: CoreFoundation::CGRect { @_transparent get { return CGRect(x: 0, y: 0, width: 0, height: 0) } } }`)
    public static var zero: CGRect { CGRect() }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject <UIResponderStandardEditActions>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIResponder: NSObject {}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIView : UIResponder <NSCoding, ...>`)
// Stub: API_UNAVAILABLE(watchos) is new since the iOS 17.0 header (undated: 26.0 or 27.0); it changes nothing for iOS.
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIView: UIResponder {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (`- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`)
    public init(frame: CGRect) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`, required by NSCoding)
    public required init?(coder: NSCoder) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (`- (instancetype)init API_AVAILABLE(ios(2.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);`, not NS_DESIGNATED_INITIALIZER, so Swift shows `convenience init()`)
    // Stub: its body calls init(frame:) with a zero rectangle, as -[UIView init] does.
    public convenience override init() { self.init(frame: .zero) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (`@property(nullable, nonatomic,readonly) UIWindow *window;`)
    open var window: UIWindow? { nil }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIWindow : UIView`)
// Stub: the iOS 17.5 header (the newest before 27.0 in the mirror) marked no designated initializer, so Swift showed all
// of UIWindow's as designated; 27.0 marks initWithWindowScene: and initWithFrame: NS_DESIGNATED_INITIALIZER, which leaves
// init?(coder:) (required by NSCoding) designated and init() a convenience initializer: the same kinds Swift showed
// before, so code written for either compiles against both. When the markings came (26.0 or 27.0) is not in the mirror;
// the deprecations are dated 26.0.
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIWindow: UIView {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h (`- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);`)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h (`- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER API_DEPRECATED("Use init(windowScene:) instead.", ios(2.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0)) API_UNAVAILABLE(watchos);`)
    // Stub: Swift warns of the deprecation only where the deployment target is iOS, tvOS or visionOS 26.0 or later.
    @available(iOS, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    @available(tvOS, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    @available(visionOS, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    public override init(frame: CGRect) { super.init(frame: frame) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`, inherited by UIWindow, which does not redeclare it; required by NSCoding, so Swift keeps it a designated `required init?(coder:)`)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h (`- (instancetype)init API_DEPRECATED("Use init(windowScene:) instead.", ios(2.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0)) API_UNAVAILABLE(watchos);`, not designated: `convenience init()`)
    @available(iOS, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    @available(tvOS, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    @available(visionOS, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    // Stub: no `override`: Swift overrides designated initializers only, and UIView's init() is a convenience one.
    public convenience init() { self.init(frame: .zero) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h (`@property(nullable, nonatomic,strong) UIViewController *rootViewController API_AVAILABLE(ios(4.0));`)
    open var rootViewController: UIViewController?
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h (`- (void)makeKeyAndVisible;`)
    open func makeKeyAndVisible() {}
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h (`UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIScene : UIResponder`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIScene: UIResponder {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISceneOptions.h (`UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UISceneConnectionOptions : NSObject`; API_UNAVAILABLE(watchos) is new since the iOS 16.4 header)
    // Doc: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions (imported as UIScene.ConnectionOptions)
    @available(watchOS, unavailable)
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISceneOptions.h (`- (instancetype)init NS_UNAVAILABLE;`)
        @available(*, unavailable)
        public override init() { fatalError("unavailable") }
    }

    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h (`- (instancetype)initWithSession:(UISceneSession *)session connectionOptions:(UISceneConnectionOptions *)connectionOptions NS_DESIGNATED_INITIALIZER;`)
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h (`- (instancetype)init NS_UNAVAILABLE;`)
    @available(*, unavailable)
    public override init() { fatalError("unavailable") }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindowScene.h (`UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIWindowScene : UIScene`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIWindowScene: UIScene {}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISceneSession.h (`UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UISceneSession : NSObject <NSSecureCoding>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISceneSession.h (`- (instancetype)init NS_UNAVAILABLE;`)
    @available(*, unavailable)
    public override init() { fatalError("unavailable") }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h (`API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UISceneDelegate <NSObject>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
@objc public protocol UISceneDelegate: NSObjectProtocol {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h (`@optional - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions;`)
    @objc optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindowScene.h (`API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIWindowSceneDelegate <UISceneDelegate>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
@objc public protocol UIWindowSceneDelegate: UISceneDelegate {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindowScene.h (`@optional @property (nullable, nonatomic, strong) UIWindow *window;`)
    @objc optional var window: UIWindow? { get set }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIViewController : UIResponder <NSCoding, ...>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h (`- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`, required by NSCoding)
    public required init?(coder: NSCoder) {}
    // Doc: https://developer.apple.com/documentation/uikit/uiviewcontroller (NSObject's `init()`, inherited as a convenience initializer that passes nil for the nib name and bundle)
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h (`@property(null_resettable, nonatomic,strong) UIView *view;`, imported as `UIView!`)
    open var view: UIView! = nil
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h (`@property(nullable, nonatomic, readonly, strong) UIView *viewIfLoaded API_AVAILABLE(ios(9.0));`)
    open var viewIfLoaded: UIView? { nil }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h (`@property(nullable, nonatomic,readonly) UIViewController *presentedViewController API_AVAILABLE(ios(5.0));`)
    open var presentedViewController: UIViewController? { nil }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h (category UIPresentationController: `@property (nullable, nonatomic, readonly) UIPresentationController *presentationController API_AVAILABLE(ios(8.0));`)
    open var presentationController: UIPresentationController? { nil }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (category: `@property(nonatomic, readonly, nullable) id <UIViewControllerTransitionCoordinator> transitionCoordinator API_AVAILABLE(ios(7.0));` "The default implementation will return a transition coordinator if called during an active presentation or dismissal. Otherwise it will ask the parent view controller.")
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h (`- (void)presentViewController:(UIViewController *)viewControllerToPresent animated: (BOOL)flag completion:(void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(5.0));`: a plain block, neither NS_SWIFT_UI_ACTOR nor NS_SWIFT_SENDABLE)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h (`- (void)dismissViewControllerAnimated: (BOOL)flag completion: (void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(5.0));`: a plain block, neither NS_SWIFT_UI_ACTOR nor NS_SWIFT_SENDABLE)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UINavigationController : UIViewController`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`- (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER;`)
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;`)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`@property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;`)
    open var viewControllers: [UIViewController] = []
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`@property(nullable, nonatomic, weak) id<UINavigationControllerDelegate> delegate;`)
    weak open var delegate: (any UINavigationControllerDelegate)?
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`- (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers animated:(BOOL)animated API_AVAILABLE(ios(3.0));`)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;`)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated;`)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`- (nullable NSArray<__kindof UIViewController *> *)popToViewController:(UIViewController *)viewController animated:(BOOL)animated;`)
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`- (nullable NSArray<__kindof UIViewController *> *)popToRootViewControllerAnimated:(BOOL)animated;`)
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UINavigationControllerDelegate <NSObject>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
@objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`@optional - (void)navigationController:(UINavigationController *)navigationController willShowViewController:(UIViewController *)viewController animated:(BOOL)animated;`)
    @objc optional func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h (`@optional - (void)navigationController:(UINavigationController *)navigationController didShowViewController:(UIViewController *)viewController animated:(BOOL)animated;`)
    @objc optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

/// A typed string in UIKit (`NS_TYPED_ENUM` over `NSString`), a struct in Swift that bridges to `NSString`.
// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (`typedef NSString * UITransitionContextViewControllerKey NS_TYPED_ENUM API_UNAVAILABLE(watchos);`; API_UNAVAILABLE(watchos) is new since the iOS 16.2 header, like the other marks of this header below)
@available(watchOS, unavailable)
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (NS_TYPED_ENUM over NSString: `rawValue: String`)
    public let rawValue: String
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (NS_TYPED_ENUM: `init(rawValue: String)`)
    public init(rawValue: String) { self.rawValue = rawValue }
    // SDK: iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitioning.h (`UIKIT_EXTERN UITransitionContextViewControllerKey const UITransitionContextFromViewControllerKey NS_SWIFT_NAME(from) API_AVAILABLE(ios(7.0));`)
    // Stub: a placeholder string value.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    // SDK: iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitioning.h (`UIKIT_EXTERN UITransitionContextViewControllerKey const UITransitionContextToViewControllerKey NS_SWIFT_NAME(to) API_AVAILABLE(ios(7.0));`)
    // Stub: a placeholder string value.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (NS_TYPED_ENUM over NSString: the struct bridges to NSString)
// Stub: the bridging that the importer gives typed strings, with placeholder bodies, so that the key can appear in @objc protocols.
extension UITransitionContextViewControllerKey: _ObjectiveCBridgeable {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (bridging to NSString)
    public func _bridgeToObjectiveC() -> NSString { NSString() }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (bridging from NSString)
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout UITransitionContextViewControllerKey?) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (bridging from NSString)
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout UITransitionContextViewControllerKey?) -> Bool { false }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (bridging from NSString)
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> UITransitionContextViewControllerKey { UITransitionContextViewControllerKey(rawValue: "") }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIViewControllerTransitionCoordinatorContext <NSObject>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
@objc public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (`@property(nonatomic, readonly) BOOL initiallyInteractive API_UNAVAILABLE(watchos);`)
    var initiallyInteractive: Bool { get }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (`@property(nonatomic, readonly, getter=isInteractive) BOOL interactive API_UNAVAILABLE(watchos);`)
    var isInteractive: Bool { get }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (`@property(nonatomic, readonly, getter=isCancelled) BOOL cancelled API_UNAVAILABLE(watchos);`)
    var isCancelled: Bool { get }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (`- (nullable __kindof UIViewController *)viewControllerForKey:(UITransitionContextViewControllerKey)key;`)
    @discardableResult
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIViewControllerTransitionCoordinator <UIViewControllerTransitionCoordinatorContext>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
@objc public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (`- (BOOL)animateAlongsideTransition:(void (^ __nullable)(id <UIViewControllerTransitionCoordinatorContext>context))animation completion:(void (^ __nullable)(id <UIViewControllerTransitionCoordinatorContext>context))completion;`: plain blocks, neither NS_SWIFT_UI_ACTOR nor NS_SWIFT_SENDABLE, in 27.0 as before)
    // Doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:) (Swift shows `completion: ... = nil`)
    // Stub: a protocol requirement cannot have a default argument; the extension below supplies the call without completion.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

// Doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:) (`completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil`)
// Stub: stands in for the imported requirement's default argument.
@available(watchOS, unavailable)
extension UIViewControllerTransitionCoordinator {
    // Doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:) (the call without completion)
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITab.h (`UIKIT_EXTERN NS_SWIFT_UI_ACTOR API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos) @interface UITab : NSObject`)
// Stub: without its members, which the adapters do not use; declared for UITabBarController.tabs.
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UITab: NSObject {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITab.h (`- (instancetype)init NS_UNAVAILABLE;`)
    @available(*, unavailable)
    public override init() { fatalError("unavailable") }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UITabBarController : UIViewController <UITabBarDelegate, NSCoding>`; no designated initializer marked, so UIViewController's are inherited)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`@property(nullable, nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;` "The \"More\" navigation controller will not be returned by -viewControllers")
    open var viewControllers: [UIViewController]?
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`@property(nonatomic) NSUInteger selectedIndex;`, imported as Int)
    open var selectedIndex: Int = 0
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`@property(nonatomic, weak, nullable) id<UITabBarControllerDelegate> delegate;`)
    weak open var delegate: (any UITabBarControllerDelegate)?
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`- (void)setViewControllers:(NSArray<__kindof UIViewController *> * __nullable)viewControllers animated:(BOOL)animated;`)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`@property(nonatomic, readonly) UINavigationController *moreNavigationController API_UNAVAILABLE(tvos, visionos);` "Returns the \"More\" navigation controller, creating it if it does not already exist.")
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var moreNavigationController: UINavigationController { fatalError("stub") }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`@property (nonatomic, copy) NSArray<__kindof UITab *> *tabs API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos);` "Once set, `UITabBarController.viewControllers` and related properties and methods will not be called.")
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    open var tabs: [UITab] {
        get { [] }
        set {}
    }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`- (void)setTabs:(NSArray<UITab *> *)tabs animated:(BOOL)animated API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos);`)
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    open func setTabs(_ tabs: [UITab], animated: Bool) {}
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UITabBarControllerDelegate <NSObject>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
@objc public protocol UITabBarControllerDelegate: NSObjectProtocol {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`@optional - (void)tabBarController:(UITabBarController *)tabBarController didSelectViewController:(UIViewController *)viewController;`)
    @objc optional func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarController.h (`@optional - (void)tabBarController:(UITabBarController *)tabBarController didSelectTab:(UITab *)selectedTab previousTab:(nullable UITab *)previousTab NS_SWIFT_NAME(tabBarController(_:didSelectTab:previousTab:)) API_AVAILABLE(ios(18.0), tvos(18.0), visionos(2.0)) API_UNAVAILABLE(watchos);`)
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    @objc optional func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
}

// SDK: iPhoneOS16.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAlertController.h (`UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR @interface UIAlertController : UIViewController`)
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    // SDK: iPhoneOS16.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAlertController.h (`typedef NS_ENUM(NSInteger, UIAlertControllerStyle) { UIAlertControllerStyleActionSheet = 0, UIAlertControllerStyleAlert }`, imported as UIAlertController.Style)
    @objc public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }
    // SDK: iPhoneOS16.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAlertController.h (`+ (instancetype)alertControllerWithTitle:(nullable NSString *)title message:(nullable NSString *)message preferredStyle:(UIAlertControllerStyle)preferredStyle;`, imported as a convenience initializer)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init(nibName: nil, bundle: nil) }
    // SDK: iPhoneOS16.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAlertController.h (`- (void)addAction:(UIAlertAction *)action;`)
    open func addAction(_ action: UIAlertAction) {}
}

// SDK: iPhoneOS16.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAlertController.h (`UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR @interface UIAlertAction : NSObject <NSCopying>`)
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    // SDK: iPhoneOS16.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAlertController.h (`typedef NS_ENUM(NSInteger, UIAlertActionStyle) { UIAlertActionStyleDefault = 0, UIAlertActionStyleCancel, UIAlertActionStyleDestructive }`, imported as UIAlertAction.Style)
    @objc public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
    // SDK: iPhoneOS16.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAlertController.h (`+ (instancetype)actionWithTitle:(nullable NSString *)title style:(UIAlertActionStyle)style handler:(void (^ __nullable)(UIAlertAction *action))handler;`: a plain block, neither Sendable nor main-actor)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`UIKIT_EXTERN API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIPageViewController : UIViewController`; API_UNAVAILABLE(watchos), here and on the header's enumerations and protocols, is new since the iOS 16.4 header)
// Stub: without its designated initializers (`init(transitionStyle:navigationOrientation:options:)`, `init?(coder:)`), which the adapters do not call; it inherits UIViewController's instead.
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`typedef NS_ENUM(NSInteger, UIPageViewControllerNavigationDirection) { ...Forward, ...Reverse } API_UNAVAILABLE(watchos)`, imported as UIPageViewController.NavigationDirection)
    @available(watchOS, unavailable)
    @objc public enum NavigationDirection: Int, @unchecked Sendable {
        case forward = 0
        case reverse = 1
    }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`@property (nullable, nonatomic, weak) id <UIPageViewControllerDelegate> delegate;`)
    weak open var delegate: (any UIPageViewControllerDelegate)?
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`@property (nullable, nonatomic, weak) id <UIPageViewControllerDataSource> dataSource;`)
    weak open var dataSource: (any UIPageViewControllerDataSource)?
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`@property (nullable, nonatomic, readonly) NSArray<__kindof UIViewController *> *viewControllers;`)
    open var viewControllers: [UIViewController]? { nil }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`- (void)setViewControllers:(nullable NSArray<UIViewController *> *)viewControllers direction:(UIPageViewControllerNavigationDirection)direction animated:(BOOL)animated completion:(void (^ __nullable)(BOOL finished))completion NS_SWIFT_DISABLE_ASYNC;`: a plain block, neither NS_SWIFT_UI_ACTOR nor NS_SWIFT_SENDABLE)
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) {}
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIPageViewControllerDataSource <NSObject>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
@objc public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`@required - (nullable UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerBeforeViewController:(UIViewController *)viewController;`)
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`@required - (nullable UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerAfterViewController:(UIViewController *)viewController;`)
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIPageViewControllerDelegate <NSObject>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
@objc public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`@optional - (void)pageViewController:(UIPageViewController *)pageViewController willTransitionToViewControllers:(NSArray<UIViewController *> *)pendingViewControllers API_AVAILABLE(ios(6.0));`)
    @objc optional func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPageViewController.h (`@optional - (void)pageViewController:(UIPageViewController *)pageViewController didFinishAnimating:(BOOL)finished previousViewControllers:(NSArray<UIViewController *> *)previousViewControllers transitionCompleted:(BOOL)completed;`)
    @objc optional func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`UIKIT_EXTERN API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UISplitViewController : UIViewController`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`typedef NS_ENUM(NSInteger, UISplitViewControllerStyle) { ...Unspecified, ...DoubleColumn, ...TripleColumn } API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos)`, imported as UISplitViewController.Style; `UISplitViewControllerStyleUnspecified API_DEPRECATED_WITH_REPLACEMENT("UISplitViewControllerStyleDoubleColumn", visionos(1.0, 1.0))`)
    // Stub: a use of `.unspecified` is a deprecation warning wherever visionOS is built for.
    @available(watchOS, unavailable)
    @objc public enum Style: Int, @unchecked Sendable {
        @available(visionOS, deprecated: 1.0, renamed: "doubleColumn")
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`typedef NS_ENUM(NSInteger, UISplitViewControllerColumn) { ...Primary, ...Supplementary, ...Secondary, ...Compact, UISplitViewControllerColumnInspector API_AVAILABLE(ios(26.0)) API_UNAVAILABLE(tvos, visionos, watchos), } API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos)`, imported as UISplitViewController.Column)
    // Stub: `.inspector` is new since the iOS 18.1 header, dated iOS 26.0, so the 26 SDK has it too. Code that switches
    // over a column UIKit passes needs a default for it, as for any non-frozen imported enumeration.
    @available(watchOS, unavailable)
    @objc public enum Column: Int, @unchecked Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
        @available(iOS 26.0, *)
        @available(tvOS, unavailable)
        @available(visionOS, unavailable)
        case inspector = 4
    }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`typedef NS_ENUM(NSInteger, UISplitViewControllerDisplayMode) { ...Automatic, ...SecondaryOnly, ...OneBesideSecondary, ...OneOverSecondary, ...TwoBesideSecondary, ...TwoOverSecondary, ...TwoDisplaceSecondary, deprecated aliases } API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos)`, imported as UISplitViewController.DisplayMode)
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`UISplitViewControllerDisplayModeOneOverSecondary API_UNAVAILABLE(visionos)`, `...TwoOverSecondary API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(visionos, watchos)`, `...TwoDisplaceSecondary API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(visionos, watchos)`, as in the iOS 18.1 header)
    // Stub: without the deprecated aliases primaryHidden, allVisible and primaryOverlay (iOS 8 to 14), which the adapters do not use. Swift lets a switch match a case that is unavailable on the platform.
    @available(watchOS, unavailable)
    @objc public enum DisplayMode: Int, @unchecked Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        @available(visionOS, unavailable)
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        @available(visionOS, unavailable)
        case twoOverSecondary = 5
        @available(visionOS, unavailable)
        case twoDisplaceSecondary = 6
    }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`- (instancetype)initWithStyle:(UISplitViewControllerStyle)style NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);`)
    public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`@property (nonatomic, readonly) UISplitViewControllerStyle style API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);`)
    open var style: UISplitViewController.Style { .unspecified }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`@property (nullable, nonatomic, weak) id <UISplitViewControllerDelegate> delegate;`)
    weak open var delegate: (any UISplitViewControllerDelegate)?
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`@property (nonatomic, readonly, getter=isCollapsed) BOOL collapsed API_AVAILABLE(ios(8.0));`)
    open var isCollapsed: Bool { false }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`@property (nonatomic, readonly) UISplitViewControllerDisplayMode displayMode API_AVAILABLE(ios(8.0));`)
    open var displayMode: UISplitViewController.DisplayMode { .automatic }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`- (void)setViewController:(nullable UIViewController *)vc forColumn:(UISplitViewControllerColumn)column API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);`)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`- (nullable __kindof UIViewController *)viewControllerForColumn:(UISplitViewControllerColumn)column API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);`)
    @discardableResult
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`- (void)showColumn:(UISplitViewControllerColumn)column API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);`, imported as `show(_:)`)
    open func show(_ column: UISplitViewController.Column) {}
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UISplitViewControllerDelegate`: it still does not adopt <NSObject> in 27.0, so Swift shows no NSObjectProtocol)
@available(watchOS, unavailable)
@preconcurrency @MainActor
@objc public protocol UISplitViewControllerDelegate {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`@optional - (void)splitViewController:(UISplitViewController *)svc willChangeToDisplayMode:(UISplitViewControllerDisplayMode)displayMode API_AVAILABLE(ios(8.0));`)
    @objc optional func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`@optional - (UISplitViewControllerColumn)splitViewController:(UISplitViewController *)svc topColumnForCollapsingToProposedTopColumn:(UISplitViewControllerColumn)proposedTopColumn API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);`)
    @available(watchOS, unavailable)
    @objc optional func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`@optional - (void)splitViewControllerDidCollapse:(UISplitViewController *)svc API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);`)
    @available(watchOS, unavailable)
    @objc optional func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`@optional - (void)splitViewControllerDidExpand:(UISplitViewController *)svc API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);`)
    @available(watchOS, unavailable)
    @objc optional func splitViewControllerDidExpand(_ svc: UISplitViewController)
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`@optional - (void)splitViewController:(UISplitViewController *)svc willShowColumn:(UISplitViewControllerColumn)column API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);`)
    @available(watchOS, unavailable)
    @objc optional func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISplitViewController.h (`@optional - (void)splitViewController:(UISplitViewController *)svc willHideColumn:(UISplitViewControllerColumn)column API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);`)
    @available(watchOS, unavailable)
    @objc optional func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPresentationController.h (`UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIPresentationController : NSObject <UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment>`; API_UNAVAILABLE(watchos), here and below, is new since the iOS 17.5 header)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPresentationController.h (`- (instancetype)initWithPresentedViewController:(UIViewController *)presentedViewController presentingViewController:(nullable UIViewController *)presentingViewController NS_DESIGNATED_INITIALIZER;`)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {}
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPresentationController.h (`- (instancetype)init NS_UNAVAILABLE;`)
    @available(*, unavailable)
    public override init() { fatalError("unavailable") }
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPresentationController.h (`@property(nullable, nonatomic, weak) id <UIAdaptivePresentationControllerDelegate> delegate;`)
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPresentationController.h (`@property(nonatomic, strong, readonly) UIViewController *presentedViewController;`)
    open var presentedViewController: UIViewController { fatalError("stub") }
}

// SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPresentationController.h (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIAdaptivePresentationControllerDelegate <NSObject>`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
@objc public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    // SDK: iPhoneOS27.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPresentationController.h (`@optional - (void)presentationControllerDidDismiss:(UIPresentationController *)presentationController API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);` "Called on the delegate when the user has taken action to dismiss the presentation successfully, after all animations are finished. This is not called if the presentation is dismissed programatically.")
    @available(watchOS, unavailable)
    @objc optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

// SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIControl : UIView`)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIControl: UIView {
    // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (`typedef NS_OPTIONS(NSUInteger, UIControlEvents) {...} API_UNAVAILABLE(watchos)`, imported as the option set UIControl.Event)
    @available(watchOS, unavailable)
    public struct Event: OptionSet, Sendable {
        // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (NS_OPTIONS over NSUInteger: `rawValue: UInt`)
        public let rawValue: UInt
        // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (NS_OPTIONS: `init(rawValue: UInt)`)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (`UIControlEventTouchUpInside = 1 <<  6`)
        public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
        // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (`UIControlEventValueChanged = 1 << 12`)
        public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 12) }
        // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (`UIControlEventPrimaryActionTriggered API_AVAILABLE(ios(9.0)) = 1 << 13`)
        public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 13) }
    }
    // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (`@property(nonatomic,getter=isEnabled) BOOL enabled;`)
    open var isEnabled: Bool = true
    // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (`- (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;` "Note that the target is not retained.")
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h (`- (void)removeTarget:(nullable id)target action:(nullable SEL)action forControlEvents:(UIControlEvents)controlEvents;`)
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
}

// SDK: iPhoneOS17.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIButton : UIControl <NSCoding>`; its initWithFrame: and initWithCoder: are designated, as UIControl's)
@preconcurrency @MainActor
open class UIButton: UIControl {}
