#if canImport(UIKit) && !os(watchOS)
    import Signals
    import ReactiveNavigation
    import UIKit

    /// Wraps an ``Action`` as the target of a UIKit control, such as a button's tap.
    ///
    /// ```swift
    /// submitButton.reactive.pressed = CocoaAction(viewModel.submit)
    /// ```
    ///
    /// Each time the control sends its action, the action is applied to the input made from the sender and started;
    /// a tap while the action is disabled or executing is rejected as by ``Action/apply(_:)``. ``isEnabled`` and
    /// ``isExecuting`` follow the action's, and change only on the main thread.
    ///
    /// > Important: Keep the target alive as long as the control may send it. A control does not retain its targets
    /// > ("Note that the target is not retained.", SDK: UIControl.h), so a `CocoaAction` passed straight to
    /// > `addTarget(_:action:for:)` and kept nowhere else goes away at once and never runs. `reactive.pressed` keeps
    /// > the action it is given; with `addTarget(_:action:for:)`, store the target, such as in a property of the
    /// > screen:
    /// >
    /// > ```swift
    /// > let signUp = CocoaAction<UIButton>(viewModel.signUp)  // a stored property
    /// > signUpButton.addTarget(signUp, action: CocoaAction<UIButton>.selector, for: .primaryActionTriggered)
    /// > ```
    @MainActor
    public final class CocoaAction<Sender>: NSObject {
        /// The selector to register with `addTarget(_:action:for:)`, along with a target that something else keeps
        /// alive: the control does not retain it.
        public nonisolated static var selector: Selector {
            #selector(CocoaAction<Sender>.execute(_:))
        }

        /// Whether the action is enabled; changes on the main thread.
        public let isEnabled: Property<Bool>

        /// Whether the action is executing; changes on the main thread.
        public let isExecuting: Property<Bool>

        private let perform: (Sender) -> Void

        /// Creates a target that applies `action` to the input `inputTransform` makes from the sender.
        ///
        /// - Parameters:
        ///   - action: The action to apply; kept alive by this target.
        ///   - inputTransform: Makes the action's input from the control that sent the action.
        public init<Input, Output, Error>(
            _ action: Action<Input, Output, Error>,
            _ inputTransform: @escaping (Sender) -> Input
        ) {
            perform = { sender in action.apply(inputTransform(sender)).start() }
            isEnabled = Property(
                initial: action.isEnabled.value, then: action.isEnabled.producer.observe(on: UIScheduler()))
            isExecuting = Property(
                initial: action.isExecuting.value, then: action.isExecuting.producer.observe(on: UIScheduler()))
            super.init()
        }

        /// Creates a target that applies an action without input.
        ///
        /// - Parameter action: The action to apply; kept alive by this target.
        public convenience init<Output, Error>(_ action: Action<Void, Output, Error>) {
            self.init(action) { _ in }
        }

        /// Creates a target that applies `action` to the same `input` each time.
        ///
        /// - Parameters:
        ///   - action: The action to apply; kept alive by this target.
        ///   - input: The input of every application.
        public convenience init<Input, Output, Error>(_ action: Action<Input, Output, Error>, input: Input) {
            self.init(action) { _ in input }
        }

        /// Applies the action with the input made from `sender`, and starts it. Senders of another type are ignored.
        ///
        /// - Parameter sender: The control that sent the action.
        @objc public func execute(_ sender: Any) {
            guard let sender = sender as? Sender else { return }
            perform(sender)
        }
    }

    extension UIControl: ReactiveExtensionsProvider {}

    extension Reactive where Base: UIButton {
        /// The action the button applies when pressed (`primaryActionTriggered`); the button is enabled only while
        /// the action is.
        ///
        /// ```swift
        /// loginButton.reactive.pressed = CocoaAction(viewModel.logIn)
        /// ```
        ///
        /// Setting a new action, or `nil`, replaces the previous one and ends its enabled binding. The button keeps
        /// the action it is given.
        @MainActor
        public var pressed: CocoaAction<Base>? {
            get { PressedAction.current(of: base)?.target as? CocoaAction<Base> }
            nonmutating set { PressedAction.install(newValue, on: base, selector: CocoaAction<Base>.selector) }
        }
    }

    /// The action installed as a control's `pressed` target, with the binding of the control's enabled state.
    @MainActor
    final class PressedAction: NSObject {
        /// The key of the associated object that holds a control's pressed action: the address of a byte allocated
        /// once and never freed, so it is unique and stable.
        private static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

        let target: NSObject
        let selector: Selector
        let enabledBinding: Disposable?

        private init(target: NSObject, selector: Selector, enabledBinding: Disposable?) {
            self.target = target
            self.selector = selector
            self.enabledBinding = enabledBinding
        }

        /// The pressed action installed on `control`, if any.
        static func current(of control: UIControl) -> PressedAction? {
            objc_getAssociatedObject(control, key) as? PressedAction
        }

        /// Replaces the pressed action of `control` with `action`, binding the control's enabled state to it.
        static func install<Sender>(_ action: CocoaAction<Sender>?, on control: UIControl, selector: Selector) {
            if let previous = current(of: control) {
                control.removeTarget(previous.target, action: previous.selector, for: .primaryActionTriggered)
                previous.enabledBinding?.dispose()
            }
            guard let action else {
                objc_setAssociatedObject(control, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                return
            }
            control.addTarget(action, action: selector, for: .primaryActionTriggered)
            let isEnabled = control.reactive.makeBindingTarget(on: MainActor.shared) { control, isEnabled in
                control.isEnabled = isEnabled
            }
            let binding = isEnabled <~ action.isEnabled
            let installed = PressedAction(target: action, selector: selector, enabledBinding: binding)
            objc_setAssociatedObject(control, key, installed, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
#endif
