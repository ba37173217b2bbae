/// The view behind `TextField`, `SecureField` and `TextEditor`: the field's frame (its
/// style), the prompt while empty, and the editable text, focusable, taking editing keys.
nonisolated struct TextInputView: View {
    let source: MainActorBound<TextInputSource>
    let prompt: Text?
    let isSecure: Bool
    let axis: TextInputAxis

    @State private var editor = TextInputEditor()
    @State private var revision = 0
    @FocusState private var focused: Bool
    @Environment(\.textFieldLook) private var look
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.lineLimitRange) private var lineLimit
    @Environment(\.submitActions) private var submitActions
    @Environment(\.textSelectionService) private var selectionService
    @Environment(\.inputMethodService) private var inputMethod
    @Environment(\.textInputCaretAtEndOnFocus) private var caretAtEndOnFocus

    @MainActor var body: some View {
        let editor = self.editor
        let source = self.source.value
        let revisionBinding = $revision
        _ = revision
        editor.changed = { revisionBinding.wrappedValue &+= 1 }
        editor.sync(with: source)
        editor.source = source
        let axis = resolvedAxis
        // The prompt gives way to an input method's composition too.
        let empty = editor.model.text.isEmpty && editor.composition.isEmpty
        let submit = submitActions
        let service = selectionService
        let secure = isSecure
        let focus = $focused
        let inputMethod = secure ? nil : self.inputMethod
        editor.caretAtEndOnFocus = caretAtEndOnFocus
        let content = ZStack(alignment: .topLeading) {
            if empty, let prompt {
                prompt.foregroundStyle(Color.placeholderText).lineLimit(1)
            }
            TextInputSurface(editor: MainActorBound(editor), isSecure: isSecure, axis: axis, selectionService: MainActorBound(service))
        }
        return TextFieldFrame(look: axis == .editor ? .plain : look, isFocused: focused, content: content)
            .focusable(isEnabled)
            .focusEffectDisabled(!(look == .plain || axis == .editor))
            .focused($focused)
            .onKeyPress(phases: [.down, .repeat]) { press in
                Self.handle(press, editor: editor, source: source, axis: axis, isSecure: secure, service: service, submit: {
                    Self.commit(editor: editor, source: source)
                    for action in submit { action() }
                }, unfocus: { focus.wrappedValue = false })
            }
            .onChange(of: focused, initial: true) { _, now in
                // The input method composes into the focused field (never a secure one).
                if let inputMethod {
                    if now {
                        editor.inputMethod = inputMethod
                        inputMethod.clientFocused(editor)
                    } else if editor.inputMethod != nil {
                        inputMethod.clientUnfocused(editor)
                        editor.inputMethod = nil
                        editor.reportedCaret = nil
                    }
                }
                guard now != editor.isEditing else { return }
                editor.isEditing = now
                editor.focusChanged(editing: now)
                editor.lastInput = TextInputEditor.now
                if !now { Self.commit(editor: editor, source: source) }
                editor.changed()
            }
    }

    /// The axis with the environment's line limit applied to vertical fields.
    @MainActor private var resolvedAxis: TextInputAxis {
        guard case .vertical = axis else { return axis }
        return .vertical(minLines: lineLimit?.lowerBound ?? 1, maxLines: lineLimit?.upperBound)
    }

    /// Commit: a formatted value parses the text (the value changes when it parses) and
    /// shows the value formatted again.
    @MainActor static func commit(editor: TextInputEditor, source: TextInputSource) {
        let shown = source.commit(editor.model.text)
        if shown != editor.model.text {
            var model = editor.model
            model.setText(shown)
            editor.model = model
        }
    }

    /// What a key does to the field (docs/text-input.md has the table).
    @MainActor static func handle(
        _ press: KeyPress, editor: TextInputEditor, source: TextInputSource, axis: TextInputAxis, isSecure: Bool,
        service: (any TextSelectionService)?, submit: () -> Void, unfocus: () -> Void
    ) -> KeyPress.Result {
        editor.keyTyped()
        guard let command = TextEditingCommand(press, multiline: axis != .singleLine) else { return .ignored }
        // A key the input method let through edits the text itself: the composition in
        // progress is abandoned first (the engine starts afresh).
        if !editor.composition.isEmpty { editor.abandonComposition() }
        var model = editor.model
        let before = model
        let geometry = editor.node.map { NodeCaretGeometry(node: $0) as any TextCaretGeometry }
        switch command {
        case .submit:
            submit()
            editor.changed()
            return .handled
        case .copy:
            // A secure field's text never leaves it.
            if model.hasSelection && !isSecure { service?.setText(model.selectedText, for: .clipboard) }
            return .handled
        case .cut:
            guard model.hasSelection else { return .handled }
            if !isSecure { service?.setText(model.selectedText, for: .clipboard) }
            model.insert("")
        case .paste:
            paste(from: .clipboard, editor: editor, source: source, at: nil)
            return .handled
        default:
            _ = model.apply(command, at: TextInputEditor.now, geometry: geometry)
        }
        editor.model = model
        editor.lastInput = TextInputEditor.now
        if model.text != before.text {
            editor.didEdit(source)
        } else {
            if model.hasSelection && model.selectedRange != before.selectedRange && !isSecure {
                service?.setText(model.selectedText, for: .primary)
            }
            editor.changed()
        }
        return .handled
    }

    /// Pastes the text of `selection` (later: the service answers asynchronously) in place
    /// of the selection, or at `offset` (a middle click). The text is inserted once, as
    /// one undo step.
    @MainActor static func paste(from selection: TextSelectionKind, editor: TextInputEditor, source: TextInputSource, at offset: Int?) {
        guard let service = editor.selectionService else { return }
        service.requestText(from: selection) { text in
            guard let text, !text.isEmpty else { return }
            editor.abandonComposition()
            var model = editor.model
            if let offset { model.select(anchor: offset, caret: offset) }
            model.insert(editor.axis == .singleLine ? text.replacingLineBreaks() : text)
            editor.model = model
            editor.didEdit(source)
        }
    }
}

extension String {
    /// The text with its line breaks as spaces (a paste into a single-line field).
    func replacingLineBreaks() -> String {
        // One pass over the bytes first (a long paste rarely has any line break): every
        // line break has a byte 0x0A–0x0D, or 0x85 (NEL), or 0xA8/0xA9 (U+2028, U+2029).
        var copy = self
        let mayBreak = copy.withUTF8 { bytes in
            bytes.contains { (0x0A...0x0D).contains($0) || $0 == 0x85 || $0 == 0xA8 || $0 == 0xA9 }
        }
        guard mayBreak, contains(where: { $0.isNewline }) else { return self }
        return String(map { $0.isNewline ? " " : $0 })
    }
}

extension Color {
    /// The colour of a text field's prompt while the field is empty.
    static let placeholderText = Color(white: 0, opacity: 0.35).dark(white: 1, opacity: 0.35)
    /// The selection's background while its field has the focus.
    static let focusedTextSelection = Color(red: 0, green: 0.478, blue: 1, opacity: 0.3).dark(red: 0.039, green: 0.518, blue: 1, opacity: 0.45)
    /// The selection's background while its field does not have the focus.
    static let unfocusedTextSelection = Color(white: 0, opacity: 0.12).dark(white: 1, opacity: 0.18)
}

/// The editable text inside a field: resolves to a ``TextInputNode``.
nonisolated struct TextInputSurface: View, PrimitiveView {
    let editor: MainActorBound<TextInputEditor>
    let isSecure: Bool
    let axis: TextInputAxis
    let selectionService: MainActorBound<(any TextSelectionService)?>

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let environment = context.environment
        let editor = self.editor.value
        editor.axis = axis
        editor.selectionService = selectionService.value
        let focused = environment.isFocused
        let enabled = environment.isEnabled
        // The blink runs while the field shows the focus (the window has it too).
        if focused && enabled, let graph = context.graph {
            editor.caretShown = editor.blink.update(editor: editor, now: TextInputEditor.now)
            let timelines = graph.timelines, clock = editor.blink.clock
            graph.visitAppearance(
                at: context.path.appending(.explicit("caret blink")),
                actions: AppearanceActions(onAppear: { timelines.add(clock) }, onDisappear: { timelines.remove(clock) }))
        } else {
            editor.caretShown = true
        }
        let textColor = (enabled ? environment.resolvedForeground : Color.secondary.resolve(in: environment))
        let appearance = TextInputAppearance(
            font: environment.resolvedFont,
            textColor: textColor,
            selectionColor: (focused ? Color.focusedTextSelection : Color.unfocusedTextSelection).resolve(in: environment),
            caretColor: Color.primary.resolve(in: environment),
            isFocused: focused, isEnabled: enabled, isSecure: isSecure, axis: axis,
            displayScale: environment.displayScale,
            lineSpacing: axis == .singleLine ? 0 : max(0, environment.lineSpacing),
            caretShown: editor.caretShown)
        let service = selectionService.value
        let secure = isSecure
        let node = TextInputNode(editor: editor, appearance: appearance, measurer: context.textMeasurer) {
            // A secure field's text never becomes the PRIMARY selection.
            if editor.model.hasSelection && !secure { service?.setText(editor.model.selectedText, for: .primary) }
        }
        editor.node = node
        nodes.append(node)
    }
}
