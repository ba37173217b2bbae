/// The content of an alert or a confirmation dialog window, laid out as GNOME's message
/// dialogs are: the title (bold) and the message centred above a row of buttons of equal
/// width, the cancel button first (on the left, on the right in right-to-left text) and
/// the others in the order declared. The first button without a role is the default: it is
/// drawn prominent and Return presses it; Escape presses the cancel button (or, with none,
/// dismisses). Every button dismisses the alert after its action.
nonisolated struct AlertContent: View {
    let title: Text?
    let message: AnyView?
    let actions: AnyView?
    /// A confirmation dialog adds a Cancel button when its actions have none.
    let addsCancel: Bool
    @State private var keys = AlertKeyActions()
    @Environment(\.dismiss) private var dismiss

    @MainActor var body: some View {
        let keys = self.keys
        let dismiss = self.dismiss
        VStack(spacing: 18) {
            VStack(spacing: 8) {
                if let title { title.font(.headline).multilineTextAlignment(.center) }
                if let message { message.font(.body).multilineTextAlignment(.center) }
            }
            AlertButtonRow {
                if let actions { actions } else { Button("OK") {} }
                if addsCancel { AlertImplicitCancel() }
            }
        }
        .padding(24)
        .frame(minWidth: 300)
        .buttonStyle(AlertButtonStyle())
        .environment(\.alertKeyActions, keys)
        .onKeyPress(keys: [.return, .escape], phases: .down) { press in
            guard press.modifiers.subtracting([.function, .numericPad, .capsLock]).isEmpty else { return .ignored }
            if press.key == .return {
                guard let action = keys.defaultAction else { return .ignored }
                action()
            } else if let cancel = keys.cancelAction {
                cancel()
            } else {
                dismiss()
            }
            return .handled
        }
    }
}

/// A confirmation dialog's Cancel button when its actions declare none (SwiftUI adds one).
nonisolated private struct AlertImplicitCancel: View {
    @Environment(\.alertKeyActions) private var keys

    @MainActor var body: some View {
        if keys?.hasDeclaredCancel == false {
            Button("Cancel", role: .cancel) {}.environment(\.alertImplicitButton, true)
        }
    }
}

/// The Return and Escape actions of one alert: its buttons register as they resolve, in
/// the order declared.
@MainActor
final class AlertKeyActions: Equatable {
    private struct Entry {
        weak var token: AlertButtonToken?
        var order: Int
        var role: ButtonRole?
        var implicit: Bool
        var action: @MainActor () -> Void
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextOrder = 0

    nonisolated init() {}

    nonisolated static func == (a: AlertKeyActions, b: AlertKeyActions) -> Bool { a === b }

    /// Records (or updates) the button of `token`.
    func register(_ token: AlertButtonToken, role: ButtonRole?, implicit: Bool, action: @escaping @MainActor () -> Void) {
        let id = ObjectIdentifier(token)
        let order = entries[id]?.order ?? nextOrder
        if entries[id] == nil { nextOrder += 1 }
        entries[id] = Entry(token: token, order: order, role: role, implicit: implicit, action: action)
    }

    private var live: [Entry] {
        entries = entries.filter { $0.value.token != nil }
        return entries.values.sorted { $0.order < $1.order }
    }

    /// Whether the button of `token` is the default one (the first without a role).
    func isDefault(_ token: AlertButtonToken) -> Bool {
        live.first { $0.role == nil }?.token === token
    }

    /// What Return does: the default button (none when every button has a role: Return
    /// never presses a destructive button by itself).
    var defaultAction: (@MainActor () -> Void)? { live.first { $0.role == nil }?.action }

    /// What Escape does: the cancel button's action.
    var cancelAction: (@MainActor () -> Void)? { live.first { $0.role == .cancel }?.action }

    /// Whether the actions declared a cancel button themselves.
    var hasDeclaredCancel: Bool { live.contains { $0.role == .cancel && !$0.implicit } }
}

/// Identifies one alert button across updates.
@MainActor
final class AlertButtonToken {
    nonisolated init() {}
}

/// The buttons of an alert: each runs its action, then dismisses the alert, and is drawn
/// bordered (the default one prominent).
nonisolated struct AlertButtonStyle: PrimitiveButtonStyle {
    @MainActor func makeBody(configuration: Configuration) -> some View {
        AlertActionButton(configuration: configuration)
    }
}

nonisolated private struct AlertActionButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @State private var token = AlertButtonToken()
    @Environment(\.alertKeyActions) private var keys
    @Environment(\.alertImplicitButton) private var implicit
    @Environment(\.dismiss) private var dismiss

    @MainActor var body: some View {
        let configuration = self.configuration
        let dismiss = self.dismiss
        let action: @MainActor () -> Void = {
            configuration.trigger()
            dismiss()
        }
        keys?.register(token, role: configuration.role, implicit: implicit, action: action)
        let isDefault = keys?.isDefault(token) ?? false
        let rank = configuration.role == .cancel ? 0 : 1
        return Group {
            if isDefault {
                Button(role: configuration.role, action: action) { configuration.label.frame(maxWidth: .infinity) }
                    .buttonStyle(.borderedProminent)
            } else {
                Button(role: configuration.role, action: action) { configuration.label.frame(maxWidth: .infinity) }
                    .buttonStyle(.bordered)
            }
        }
        .layoutValue(key: AlertButtonRank.self, value: rank)
    }
}

/// Where a button goes in an alert's row: cancel (0) before the others (1).
struct AlertButtonRank: LayoutValueKey {
    static let defaultValue = 1
}

/// An alert's buttons side by side, all as wide as the widest, ordered by
/// ``AlertButtonRank`` (stable, so the others keep their declared order).
nonisolated struct AlertButtonRow: Layout {
    let spacing: CGFloat = 12

    private func ordered(_ subviews: Subviews) -> [LayoutSubview] {
        subviews.enumerated().sorted { a, b in
            let ra = a.element[AlertButtonRank.self], rb = b.element[AlertButtonRank.self]
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let count = CGFloat(subviews.count)
        let natural = widest * count + spacing * (count - 1)
        let width = max(natural, proposal.width.map { $0.isFinite ? $0 : natural } ?? natural)
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let views = ordered(subviews)
        guard !views.isEmpty else { return }
        let count = CGFloat(views.count)
        let width = max(0, (bounds.width - spacing * (count - 1)) / count)
        var x = bounds.minX
        for view in views {
            view.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width + spacing
        }
    }
}

private struct AlertKeyActionsKey: EnvironmentKey {
    static var defaultValue: AlertKeyActions? { nil }
}

private struct AlertImplicitButtonKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The alert whose buttons are being resolved.
    var alertKeyActions: AlertKeyActions? {
        get { self[AlertKeyActionsKey.self] }
        set { self[AlertKeyActionsKey.self] = newValue }
    }

    /// Set on a button the alert adds itself (a confirmation dialog's Cancel).
    var alertImplicitButton: Bool {
        get { self[AlertImplicitButtonKey.self] }
        set { self[AlertImplicitButtonKey.self] = newValue }
    }
}
