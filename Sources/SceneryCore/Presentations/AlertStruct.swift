/// An alert described as a value (the older form of `alert(_:isPresented:actions:)`):
/// a title, an optional message and one or two buttons, presented with
/// `alert(isPresented:content:)` or `alert(item:content:)`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when `dismissButton` is nil).
    nonisolated public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    nonisolated public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default look.
        nonisolated public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action)
        }

        /// A cancel button labelled `label`.
        nonisolated public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled Cancel.
        nonisolated public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button for an action that destroys data.
        nonisolated public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }
    }
}

/// The buttons of an ``Alert`` value as views.
nonisolated private struct AlertStructButtons: View {
    let buttons: [Alert.Button]

    @MainActor var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            nonisolated(unsafe) let action = button.action
            SceneryCore.Button(role: button.role, action: { action?() }) { button.label }
        }
    }
}

extension View {
    /// Presents `content()` while `isPresented` is true (the older form of
    /// `alert(_:isPresented:actions:message:)`).
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return alertPresenter(
            alert.title, isPresented: isPresented,
            actions: alert.buttons.isEmpty ? nil : AlertStructButtons(buttons: alert.buttons), message: alert.message)
    }

    /// Presents the alert `content` builds for `item` while it is not nil (the older form);
    /// dismissing sets `item` to nil.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        nonisolated(unsafe) let item = item
        // Views are built on the main thread, as the item's binding is read.
        let alert = onMainActor { item.wrappedValue }.map(content)
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return alertPresenter(
            alert?.title, isPresented: isPresented,
            actions: alert.flatMap { $0.buttons.isEmpty ? nil : AlertStructButtons(buttons: $0.buttons) },
            message: alert?.message, name: "alert item")
    }
}
