#if canImport(SwiftUI) && canImport(Observation)
    import ReactiveNavigation
    import SwiftUI

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    extension View {
        /// Presents what `state` presents over this view: its sheet, full-screen cover or alert, with SwiftUI's
        /// write-backs (a sheet swiped down, an alert's button tapped) going back to the state as the user's
        /// dismissals.
        ///
        /// ```swift
        /// RootView().presentations(coordinator.presentations)
        /// ```
        ///
        /// - Parameter state: The state a ``ModalNavigator`` drives.
        /// - Returns: The view with the presentations attached.
        public func presentations(_ state: PresentationState) -> some View {
            modifier(PresentationsModifier(state))
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private struct PresentationsModifier: ViewModifier {
        @Bindable private var state: PresentationState

        init(_ state: PresentationState) {
            self.state = state
        }

        func body(content: Content) -> some View {
            covers(of: content.sheet(item: $state.sheet) { ScreenView($0) })
                .alert(title, isPresented: isAlertPresented(style: .alert), presenting: state.alert) { screen in
                    buttons(of: screen)
                } message: { screen in
                    message(of: screen)
                }
                .confirmationDialog(
                    title, isPresented: isAlertPresented(style: .actionSheet), presenting: state.alert
                ) { screen in
                    buttons(of: screen)
                } message: { screen in
                    message(of: screen)
                }
        }

        @ViewBuilder private func covers(of content: some View) -> some View {
            #if canImport(UIKit)
                content.fullScreenCover(item: $state.fullScreenCover) { ScreenView($0) }
            #else
                // macOS has no full-screen covers; a cover is shown as a sheet there.
                content.sheet(item: $state.fullScreenCover) { ScreenView($0) }
            #endif
        }

        private var title: Text {
            Text(state.alert?.alert?.title ?? "")
        }

        private func isAlertPresented(style: AlertStyle) -> Binding<Bool> {
            let state = state
            return Binding { @MainActor in
                state.alert?.alert?.style == style
            } set: { @MainActor isPresented in
                if !isPresented { state.alert = nil }
            }
        }

        @ViewBuilder private func buttons(of screen: ViewScreen) -> some View {
            let buttons = screen.alert?.buttons ?? []
            ForEach(buttons.indices, id: \.self) { index in
                Button(buttons[index].title, role: role(of: buttons[index].role)) {
                    screen.answer(buttons[index].result)
                }
            }
        }

        @ViewBuilder private func message(of screen: ViewScreen) -> some View {
            if let message = screen.alert?.message { Text(message) }
        }

        private func role(of role: AlertButtonRole) -> ButtonRole? {
            switch role {
            case .default: nil
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }
    }
#endif
