public import FoundationEssentials

/// A control that shows editable text.
///
/// A `String` binding changes as the person types; a value bound with a format style
/// changes when the edit is committed (Return, or the field losing the focus), and only
/// when the text parses — otherwise the field shows the last valid value again. The
/// title (or `prompt`) is shown in the placeholder colour while the field is empty.
/// docs/text-input.md lists the editing keys and the mouse gestures.
nonisolated public struct TextField<Label: View>: View {
    let label: Label
    let prompt: Text?
    let source: MainActorBound<TextInputSource>
    let axis: Axis

    init(label: Label, prompt: Text?, source: TextInputSource, axis: Axis = .horizontal) {
        self.label = label
        self.prompt = prompt
        nonisolated(unsafe) let source = source
        self.source = MainActorBound(source)
        self.axis = axis
    }

    /// Creates a text field bound to `text`, with a view as its label and an optional prompt.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), prompt: prompt, source: .text(text))
    }

    /// Creates a text field bound to `text` that grows along `axis` (vertically: wrapped
    /// lines, as many as the text needs within the line limit).
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(label: label(), prompt: prompt, source: .text(text), axis: axis)
    }

    /// Creates a text field for a value that `format` converts to and from text.
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(label: label(), prompt: prompt, source: .formatted(value, format: format))
    }

    /// The field; in a form, its label in the form's label column and the field in the
    /// control column (the title is the label, a prompt given besides it the placeholder).
    @MainActor public var body: some View {
        let inputAxis: TextInputAxis = axis == .vertical ? .vertical(minLines: 1, maxLines: nil) : .singleLine
        FormRow(
            label: label,
            content: TextInputView(source: source, prompt: prompt, isSecure: false, axis: inputAxis),
            formContent: TextInputView(source: source, prompt: formPrompt(label: label, prompt: prompt), isSecure: false, axis: inputAxis),
            alignment: .firstTextBaseline, labelOutsideForm: false)
    }
}

/// A field's placeholder in a form: none when the prompt is only the title repeated (a
/// field made with a title and no prompt), since the title is the row's label there.
@MainActor func formPrompt<Label: View>(label: Label, prompt: Text?) -> Text? {
    guard let prompt, let title = label as? Text, title == prompt else { return prompt }
    return nil
}

extension TextInputSource {
    /// A value converted by a format style: committed when the text parses.
    static func formatted<F: ParseableFormatStyle>(_ binding: Binding<F.FormatInput>, format: F) -> TextInputSource where F.FormatOutput == String {
        nonisolated(unsafe) let binding = binding, format = format
        return TextInputSource(
            read: { format.format(binding.wrappedValue) },
            live: nil,
            commit: { text in
                if let value = try? format.parseStrategy.parse(text) { binding.wrappedValue = value }
                return format.format(binding.wrappedValue)
            })
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a localized title, shown as its placeholder.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(label: Text(titleKey), prompt: Text(titleKey), source: .text(text))
    }

    /// Creates a text field with a title shown as it is, as its placeholder.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(label: Text(title), prompt: Text(title), source: .text(text))
    }

    /// Creates a text field with a localized title and a prompt (the placeholder; the
    /// title alone when the prompt is nil).
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(titleKey), prompt: prompt ?? Text(titleKey), source: .text(text))
    }

    /// Creates a text field with a title shown as it is and a prompt.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(title), prompt: prompt ?? Text(title), source: .text(text))
    }

    /// Creates a text field that grows along `axis` (vertically: wrapped lines, within
    /// the line limit: `.lineLimit(3...5)`).
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(label: Text(titleKey), prompt: Text(titleKey), source: .text(text), axis: axis)
    }

    /// Creates a text field with a title shown as it is that grows along `axis`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(label: Text(title), prompt: Text(title), source: .text(text), axis: axis)
    }

    /// Creates a text field with a prompt that grows along `axis`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(titleKey), prompt: prompt ?? Text(titleKey), source: .text(text), axis: axis)
    }

    /// Creates a text field with a title shown as it is and a prompt that grows along `axis`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(title), prompt: prompt ?? Text(title), source: .text(text), axis: axis)
    }

    /// Creates a text field for a value that `format` converts to and from text; the value
    /// changes on commit, when the text parses.
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(label: Text(titleKey), prompt: prompt ?? Text(titleKey), source: .formatted(value, format: format))
    }

    /// Creates a text field with a title shown as it is for a formatted value.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(label: Text(title), prompt: prompt ?? Text(title), source: .formatted(value, format: format))
    }
}

/// A text field whose text is drawn masked (one • per character): a password.
///
/// Its text is never copied to the clipboard or the PRIMARY selection (copy and cut do
/// nothing; paste works), never logged, and never measured or drawn as itself (only the
/// bullets are), so it never reaches the remembered text layouts.
nonisolated public struct SecureField<Label: View>: View {
    let label: Label
    let prompt: Text?
    let source: MainActorBound<TextInputSource>

    /// Creates a secure field bound to `text`, with a view as its label.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.prompt = prompt
        nonisolated(unsafe) let source = TextInputSource.text(text)
        self.source = MainActorBound(source)
    }

    /// The field; in a form, its label in the form's label column (the title is the label,
    /// a prompt given besides it the placeholder).
    @MainActor public var body: some View {
        FormRow(
            label: label,
            content: TextInputView(source: source, prompt: prompt, isSecure: true, axis: .singleLine),
            formContent: TextInputView(source: source, prompt: formPrompt(label: label, prompt: prompt), isSecure: true, axis: .singleLine),
            alignment: .firstTextBaseline, labelOutsideForm: false)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a localized title, shown as its placeholder.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: Text(titleKey)) { Text(titleKey) }
    }

    /// Creates a secure field with a title shown as it is.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: Text(title)) { Text(title) }
    }

    /// Creates a secure field with a localized title and a prompt.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt ?? Text(titleKey)) { Text(titleKey) }
    }

    /// Creates a secure field with a title shown as it is and a prompt.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt ?? Text(title)) { Text(title) }
    }
}

/// A view that edits long text: several wrapped lines filling its frame, scrolled
/// vertically when the text is taller. Return inserts a line break.
nonisolated public struct TextEditor: View {
    let source: MainActorBound<TextInputSource>

    /// Creates an editor bound to `text`.
    nonisolated public init(text: Binding<String>) {
        nonisolated(unsafe) let source = TextInputSource.text(text)
        self.source = MainActorBound(source)
    }

    /// The editor.
    @MainActor public var body: some View {
        TextInputView(source: source, prompt: nil, isSecure: false, axis: .editor)
    }
}
