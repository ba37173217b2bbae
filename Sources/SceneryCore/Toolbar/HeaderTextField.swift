/// A small single-line text field for the header bar: the editable title and the search
/// field. It edits with the same editor as `TextField` (its keys, selection, undo,
/// clipboard and input method: ``TextInputView``, in the plain style), inside the header's
/// own look; the binding changes on every key. Editing starts with the caret at the end of
/// the text; Return and Escape finish it, and so does losing the focus.
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
    /// Run, innermost first, when Return submits the field (the search field's
    /// `onSubmit(of: .search)` actions); the field's own `onSubmit` environment is not used.
    var onSubmit: [@MainActor () -> Void] = []

    @FocusState private var focused: Bool

    /// The field's width in the search style.
    static let searchWidth: CGFloat = 180

    @MainActor var body: some View {
        let editing = focused
        let onFocusChange = self.onFocusChange
        let focus = $focused
        let submitActions = onSubmit
        return look(editing: editing)
            .focused($focused)
            // Return ends editing (the shared editor submits) after the search field's
            // submit actions ran; Escape ends it too.
            .onSubmit {
                for action in submitActions { action() }
                focus.wrappedValue = false
            }
            // A header field is not a text field of the views around the header: their
            // `onSubmit(of: .text)` actions are not its own.
            .updatingEnvironment { $0.submitActions = [] }
            .onKeyPress(keys: [.escape], phases: [.down]) { _ in
                focus.wrappedValue = false
                return .handled
            }
            .onChange(of: editing) { _, now in onFocusChange?(now) }
            .onChange(of: isActive) { _, active in
                // Dismissed from outside (dismissSearch): give the focus up.
                if active == false { focus.wrappedValue = false }
            }
            .accessibilityIdentifier(style == .search ? "search field" : "navigation title field")
    }

    /// The shared text editor over the binding: plain (the header draws the frame), one
    /// line, the caret at the end when editing starts.
    @MainActor private func field(prompt: Text?) -> some View {
        TextInputView(source: MainActorBound(.text(text)), prompt: prompt, isSecure: false, axis: .singleLine)
            .textFieldStyle(.plain)
            .updatingEnvironment { $0.textInputCaretAtEndOnFocus = true }
    }

    @MainActor @ViewBuilder private func look(editing: Bool) -> some View {
        switch style {
        case .title:
            field(prompt: nil)
                .font(.headline)
                .fixedSize()
                .padding(.horizontal, 6)
                .frame(height: 26)
                .background(RoundedRectangle(cornerRadius: 6).fill(editing ? Color.fieldBackground : Color.clear))
                .overlay(RoundedRectangle(cornerRadius: 6).stroke(editing ? Color.accentColor : Color.clear, lineWidth: 2))
        case .search:
            HStack(spacing: 4) {
                Text(verbatim: "⌕").foregroundStyle(.secondary)
                field(prompt: Text(verbatim: prompt))
            }
            .padding(.horizontal, 8)
            .frame(width: Self.searchWidth, height: 26)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color.fieldBackground))
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(editing ? Color.accentColor : Color.clear, lineWidth: 2))
        }
    }
}

extension Color {
    /// The background of a header bar's text field.
    static let fieldBackground = Color(white: 0, opacity: 0.08).dark(white: 1, opacity: 0.1)
}
