/// An alert or an action sheet as a value: a title, a message, and buttons that each answer with a result.
///
/// ```swift
/// let confirmation = Alert(
///     title: "Delete \"Apples\"?",
///     message: "This cannot be undone.",
///     buttons: [.init("Delete", role: .destructive, result: true), .init("Cancel", role: .cancel, result: false)]
/// )
/// navigator.present(alert: confirmation, route: .confirmDelete, animated: true)
///     .observeValues { outcome in if case .finished(true) = outcome { viewModel.delete() } }
/// ```
///
/// A view model can route one and be unit-tested: present it through a ``ModalNavigator`` on a headless host and tap a
/// button with ``HeadlessAlertController/simulateTap(onButtonTitled:)``.
public struct Alert<Result> {
    /// How the alert shows.
    public typealias Style = AlertStyle

    /// A button of an alert and the result it answers with.
    public struct Button {
        /// What a button does, which decides how it looks.
        public typealias Role = AlertButtonRole

        /// The button's title.
        public let title: String
        /// What the button does.
        public let role: Role
        /// The result the alert answers with when the user taps this button.
        public let result: Result

        /// Creates a button.
        ///
        /// - Parameters:
        ///   - title: The button's title.
        ///   - role: What the button does.
        ///   - result: The result the alert answers with when the user taps it.
        public init(_ title: String, role: Role = .default, result: Result) {
            self.title = title
            self.role = role
            self.result = result
        }
    }

    /// The alert's title.
    public let title: String?
    /// The text under the title.
    public let message: String?
    /// How the alert shows.
    public let style: Style
    /// The buttons, in order.
    public let buttons: [Button]

    /// Creates an alert.
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The text under the title.
    ///   - style: How the alert shows.
    ///   - buttons: The buttons, in order; at most one has the ``AlertButtonRole/cancel`` role.
    public init(title: String?, message: String? = nil, style: Style = .alert, buttons: [Button]) {
        precondition(buttons.filter { $0.role == .cancel }.count <= 1, "An alert has at most one cancel button")
        self.title = title
        self.message = message
        self.style = style
        self.buttons = buttons
    }

    /// The same alert whose buttons answer with their positions, as hosts build it.
    var indexed: Alert<Int> {
        Alert<Int>(
            title: title, message: message, style: style,
            buttons: buttons.enumerated().map { index, button in
                Alert<Int>.Button(button.title, role: button.role, result: index)
            })
    }
}

/// How an ``Alert`` shows.
public enum AlertStyle: Equatable, Sendable {
    /// A dialog in the middle of the screen (`UIAlertController.Style.alert`).
    case alert
    /// A sheet of actions from the bottom of the screen (`UIAlertController.Style.actionSheet`).
    case actionSheet
}

/// What a button of an ``Alert`` does, which decides how it looks.
public enum AlertButtonRole: Equatable, Sendable {
    /// An ordinary choice.
    case `default`
    /// The choice that changes nothing; at most one per alert.
    case cancel
    /// A choice that deletes or loses data.
    case destructive
}

extension Alert: Sendable where Result: Sendable {}

extension Alert.Button: Sendable where Result: Sendable {}
