/// A small single-line text field for the header bar: the editable title and the search
/// field. Internal and deliberately simple (the public `TextField` is separate): the caret
/// stays at the end, printable keys append their characters (`KeyPress.characters`),
/// Backspace removes the last grapheme, Return and Escape finish editing, and so does
/// losing the focus. The binding changes on every key.
///
/// It takes the focus when clicked (or reached with Tab). While it does not have the
/// focus the `.title` style draws the text as a title; the `.search` style always draws a
/// field, with the prompt when empty.
nonisolated struct HeaderTextField: View {
    enum Style { case title, search }

    let text: Binding<String>
    let prompt: String
    let style: Style
    /// Called when the field gains or loses the focus.
    var onFocusChange: (@MainActor (Bool) -> Void)? = nil
    /// When it turns false while the field has the focus, the field gives the focus up
    /// (`dismissSearch`).
    var isActive: Bool? = nil

    @FocusState private var focused: Bool

    /// The field's width in the search style.
    static let searchWidth: CGFloat = 180

    @MainActor var body: some View {
        let editing = focused
        let text = self.text
        let onFocusChange = self.onFocusChange
        let focus = $focused
        return label(editing: editing)
            .focusable()
            .focusEffectDisabled()
            .focused($focused)
            .onKeyPress(phases: [.down, .repeat]) { press in
                Self.handle(press, text: text, finish: { focus.wrappedValue = false })
            }
            .onChange(of: editing) { _, now in onFocusChange?(now) }
            .onChange(of: isActive) { _, active in
                // Dismissed from outside (dismissSearch): give the focus up.
                if active == false { focus.wrappedValue = false }
            }
            .accessibilityIdentifier(style == .search ? "search field" : "navigation title field")
    }

    /// What a key does while the field has the focus.
    @MainActor static func handle(_ press: KeyPress, text: Binding<String>, finish: () -> Void) -> KeyPress.Result {
        switch press.key {
        case .return, .escape:
            finish()
            return .handled
        case .delete:
            if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
            return .handled
        default:
            break
        }
        guard press.modifiers.isDisjoint(with: [.control, .command]), isPrintable(press.characters) else { return .ignored }
        text.wrappedValue += press.characters
        return .handled
    }

    /// Whether `characters` are text to insert (no control characters, no function keys).
    static func isPrintable(_ characters: String) -> Bool {
        !characters.isEmpty && characters.unicodeScalars.allSatisfy { scalar in
            scalar.value >= 0x20 && scalar.value != 0x7F && !(0xF700...0xF8FF).contains(scalar.value)
        }
    }

    @MainActor @ViewBuilder private func label(editing: Bool) -> some View {
        let value = text.wrappedValue
        switch style {
        case .title:
            if editing {
                HStack(spacing: 0) {
                    Text(verbatim: value).font(.headline).lineLimit(1).truncationMode(.head)
                    Self.caret
                }
                .padding(.horizontal, 6)
                .frame(height: 26)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color.fieldBackground))
                .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.accentColor, lineWidth: 2))
            } else {
                Text(verbatim: value.isEmpty ? " " : value).font(.headline).lineLimit(1)
            }
        case .search:
            HStack(spacing: 4) {
                Text(verbatim: "⌕").foregroundStyle(.secondary)
                if value.isEmpty && !editing {
                    Text(verbatim: prompt).foregroundStyle(.secondary).lineLimit(1)
                } else {
                    Text(verbatim: value).lineLimit(1).truncationMode(.head)
                }
                if editing { Self.caret }
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 8)
            .frame(width: Self.searchWidth, height: 26)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.fieldBackground))
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(editing ? Color.accentColor : Color.clear, lineWidth: 2))
        }
    }

    /// The caret: a thin bar after the text.
    private static var caret: some View {
        Rectangle().fill(Color.primary).frame(width: 1.5, height: 16)
    }
}

extension Color {
    /// The background of a header bar's text field.
    static let fieldBackground = Color(white: 0, opacity: 0.08).dark(white: 1, opacity: 0.1)
}
