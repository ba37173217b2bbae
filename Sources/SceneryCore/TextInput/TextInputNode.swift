/// How a text input lays its text out.
enum TextInputAxis: Equatable {
    /// One line, scrolled sideways to keep the caret in view (`TextField`, `SecureField`).
    case singleLine
    /// Wrapped lines, growing downwards between `minLines` and `maxLines`, scrolled
    /// vertically beyond (`TextField(_:text:axis: .vertical)`).
    case vertical(minLines: Int, maxLines: Int?)
    /// Wrapped lines filling the frame it is given, scrolled vertically (`TextEditor`).
    case editor
}

/// What a text input's node needs from its view at resolve time.
struct TextInputAppearance {
    var font: Font
    var textColor: Color
    var selectionColor: Color
    var caretColor: Color
    var isFocused: Bool
    var isEnabled: Bool
    var isSecure: Bool
    var axis: TextInputAxis
    var displayScale: CGFloat
    /// Extra points between lines (`lineSpacing`; 0 in a single-line field).
    var lineSpacing: CGFloat = 0
    /// Whether the caret is drawn in this frame (the blink's phase).
    var caretShown: Bool
}

/// The editable text of a field or editor: measures its lines, draws the selection, the
/// text and the caret, and places the caret and selects with the pointer (click, drag,
/// double click for a word, triple click for a line, Shift-click extends).
@MainActor
final class TextInputNode: TapTargetNode {
    let editor: TextInputEditor
    let appearance: TextInputAppearance
    let measurer: any TextMeasurer
    /// Sets the PRIMARY selection after the pointer selected text.
    let selectionMade: @MainActor () -> Void

    init(editor: TextInputEditor, appearance: TextInputAppearance, measurer: any TextMeasurer, selectionMade: @escaping @MainActor () -> Void) {
        self.editor = editor
        self.appearance = appearance
        self.measurer = measurer
        self.selectionMade = selectionMade
        super.init(child: ViewNode(), isEnabled: appearance.isEnabled, action: {})
    }

    // MARK: Text shown

    /// The text drawn: the model's with the input method's composition at the caret, or
    /// one bullet per character in a secure field.
    var displayText: String {
        if appearance.isSecure { return String(repeating: "•", count: editor.model.text.count) }
        let composition = editor.composition
        guard !composition.isEmpty else { return editor.model.text }
        let model = editor.model
        return model.substring(0..<model.caret) + composition + model.substring(model.caret..<model.text.utf8.count)
    }

    /// The UTF-8 length of the composition shown at the caret.
    private var compositionLength: Int { appearance.isSecure ? 0 : editor.composition.utf8.count }

    /// The offset in ``displayText`` of a model offset (after the caret, past the composition).
    func displayOffset(_ offset: Int) -> Int {
        guard appearance.isSecure else { return offset > editor.model.caret ? offset + compositionLength : offset }
        return editor.model.substring(0..<offset).count * "•".utf8.count
    }

    /// The model offset of an offset in ``displayText`` (inside the composition: the caret).
    func modelOffset(_ offset: Int) -> Int {
        guard appearance.isSecure else {
            let caret = editor.model.caret, length = compositionLength
            if offset <= caret { return offset }
            return offset < caret + length ? caret : offset - length
        }
        let characters = offset / "•".utf8.count
        return editor.model.text.prefix(characters).utf8.count
    }

    /// Where the caret is drawn (text coordinates): at the model's caret, or inside the
    /// composition where the input method puts its cursor.
    var drawnCaretRect: CGRect {
        let caret = editor.model.caret
        guard compositionLength > 0 else { return caretRect(at: caret) }
        return measurer.caretRect(
            at: caret + editor.compositionCursor, in: displayText, font: appearance.font, width: wrapWidth, lineSpacing: appearance.lineSpacing)
    }

    /// The width lines wrap at (nil: one line).
    var wrapWidth: CGFloat? { appearance.axis == .singleLine ? nil : max(1, frame.width - 1) }

    var lineHeight: CGFloat { measurer.lineHeight(for: appearance.font) }

    /// The caret of a model offset, in the text's coordinates.
    func caretRect(at offset: Int) -> CGRect {
        measurer.caretRect(at: displayOffset(offset), in: displayText, font: appearance.font, width: wrapWidth, lineSpacing: appearance.lineSpacing)
    }

    /// The model offset nearest to a point in the text's coordinates.
    func caretOffset(at point: CGPoint) -> Int {
        modelOffset(measurer.caretOffset(at: point, in: displayText, font: appearance.font, width: wrapWidth, lineSpacing: appearance.lineSpacing))
    }

    /// The model offset one grapheme to the visual left (-1) or right (+1) of `offset`, or
    /// nil when the measurer knows no directions.
    func visualNeighbour(of offset: Int, direction: Int) -> Int? {
        measurer.visualCaretMove(
            from: displayOffset(offset), direction: direction, in: displayText, font: appearance.font, width: wrapWidth,
            lineSpacing: appearance.lineSpacing
        ).map(modelOffset)
    }

    /// The geometry the model's Up/Down and Home/End moves use.
    var geometry: any TextCaretGeometry { NodeCaretGeometry(node: self) }

    // MARK: Layout

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let font = appearance.font
        let lineHeight = lineHeight
        let spacing = appearance.lineSpacing
        let proposedWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        // The text's own size only matters without a proposed width (a long paste is not
        // measured for a field whose width is given).
        var natural: CGSize {
            editor.model.text.isEmpty
                ? CGSize(width: 0, height: lineHeight) : measurer.measure(displayText, font: font, maxWidth: nil, lineSpacing: spacing)
        }
        switch appearance.axis {
        case .singleLine:
            return CGSize(width: proposedWidth ?? natural.width + 1, height: lineHeight)
        case .vertical(let minLines, let maxLines):
            let width = proposedWidth ?? natural.width + 1
            let wrapped = editor.model.text.isEmpty
                ? lineHeight : measurer.measure(displayText, font: font, maxWidth: max(1, width - 1), lineSpacing: spacing).height
            var lines = textLineCount(height: wrapped + spacing, lineHeight: max(1, lineHeight + spacing))
            // A caret after a final line break stands on a line of its own.
            if editor.model.text.hasSuffix("\n")
                && wrapped <= textBlockHeight(lines: lines - 1, lineHeight: lineHeight, lineSpacing: spacing) { lines += 1 }
            lines = max(minLines, lines)
            if let maxLines { lines = min(lines, max(minLines, maxLines)) }
            return CGSize(width: width, height: textBlockHeight(lines: lines, lineHeight: lineHeight, lineSpacing: spacing))
        case .editor:
            let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
            return CGSize(width: proposedWidth ?? max(natural.width + 1, 100), height: height ?? max(natural.height, 100))
        }
    }

    /// The first line's baseline, and the last line's, from the text's top: a label beside
    /// the field lines up with its text, also while it is empty.
    package override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let baseline = measurer.baseline(for: appearance.font)
        if key == VerticalAlignment.firstTextBaseline.key { return baseline }
        if key == VerticalAlignment.lastTextBaseline.key { return sizeThatFits(proposal).height - lineHeight + baseline }
        return nil
    }

    // MARK: Drawing

    /// Keeps the caret inside the frame: scrolls sideways (one line) or up and down.
    private func scrollCaretIntoView() {
        let caret = drawnCaretRect
        var scroll = editor.scroll
        if appearance.axis == .singleLine {
            let textWidth = measurer.caretRect(at: displayText.utf8.count, in: displayText, font: appearance.font, width: nil).minX
            let visible = frame.width - 1
            if caret.minX - scroll.x > visible { scroll.x = caret.minX - visible }
            if caret.minX < scroll.x { scroll.x = caret.minX }
            // No empty space after the text when it is longer than the field.
            scroll.x = max(0, min(scroll.x, max(0, textWidth - visible)))
            scroll.y = 0
        } else {
            if caret.maxY - scroll.y > frame.height { scroll.y = caret.maxY - frame.height }
            if caret.minY < scroll.y { scroll.y = caret.minY }
            scroll.y = max(0, scroll.y)
            scroll.x = 0
        }
        editor.scroll = scroll
    }

    package override func draw(into list: inout DisplayList) {
        scrollCaretIntoView()
        let origin = CGPoint(x: frame.minX - editor.scroll.x, y: frame.minY - editor.scroll.y)
        list.append(.beginClip(Path(frame.insetBy(dx: -1, dy: 0)), frame: frame))
        let model = editor.model
        if model.hasSelection {
            for rect in selectionRects(model.selectedRange) {
                let placed = rect.offsetBy(dx: origin.x, dy: origin.y)
                list.append(.fill(placed, color: appearance.selectionColor))
            }
        }
        let text = displayText
        let composition = compositionAttributes
        // Colours behind parts of the composition go under the text.
        for (style, rects) in composition {
            guard case .background(let rgb) = style else { continue }
            for rect in rects { list.append(.fill(rect.offsetBy(dx: origin.x, dy: origin.y), color: Color(rgb: rgb))) }
        }
        var textItem: ((Color) -> DisplayItem)?
        if !text.isEmpty {
            if let wrap = wrapWidth {
                let size = measurer.measure(text, font: appearance.font, maxWidth: wrap, lineSpacing: appearance.lineSpacing)
                let textFrame = CGRect(x: origin.x, y: origin.y, width: frame.width, height: max(size.height, lineHeight))
                let font = appearance.font, spacing = appearance.lineSpacing
                textItem = { .text(text, font: font, color: $0, frame: textFrame, style: TextLayoutStyle(lineSpacing: spacing)) }
            } else {
                let (slice, start) = visibleSlice(of: text)
                let x = start == 0 ? 0 : measurer.caretRect(at: start, in: text, font: appearance.font, width: nil).minX
                let size = measurer.measure(slice, font: appearance.font, maxWidth: nil)
                let textFrame = CGRect(x: origin.x + x, y: origin.y, width: size.width + 1, height: max(size.height, lineHeight))
                let font = appearance.font
                textItem = { .text(slice, font: font, color: $0, frame: textFrame, style: TextLayoutStyle()) }
            }
            if let textItem { list.append(textItem(appearance.textColor)) }
        }
        let pixel = 1 / max(1, appearance.displayScale)
        let thickness = max(pixel, 1)
        for (style, rects) in composition {
            for rect in rects.map({ $0.offsetBy(dx: origin.x, dy: origin.y) }) {
                switch style {
                case .foreground(let rgb):
                    // The text again in the attribute's colour, clipped to the part it covers.
                    guard let textItem else { continue }
                    list.append(.beginClip(Path(rect), frame: rect))
                    list.append(textItem(Color(rgb: rgb)))
                    list.append(.end)
                case .underline(let kind):
                    // GTK's preedit look: lines one pixel high at the bottom of the lines.
                    let bottom = CGRect(x: rect.minX, y: rect.maxY - thickness, width: rect.width, height: thickness)
                    switch kind {
                    case .none:
                        break
                    case .single, .low:
                        list.append(.fill(bottom, color: appearance.textColor))
                    case .double:
                        list.append(.fill(bottom, color: appearance.textColor))
                        list.append(.fill(bottom.offsetBy(dx: 0, dy: -2 * thickness), color: appearance.textColor))
                    case .error:
                        // Dotted, in red, as GTK marks a spelling error.
                        var x = bottom.minX
                        while x < bottom.maxX {
                            list.append(.fill(CGRect(x: x, y: bottom.minY, width: min(2, bottom.maxX - x), height: thickness), color: Color.compositionError))
                            x += 4
                        }
                    }
                case .background:
                    break
                }
            }
        }
        let caret = drawnCaretRect
        if appearance.isFocused && appearance.isEnabled {
            reportCaret(CGRect(x: origin.x + caret.minX, y: origin.y + caret.minY, width: pixel, height: caret.height))
        }
        if appearance.isFocused && appearance.isEnabled && appearance.caretShown && !model.hasSelection {
            // One device pixel wide, on a pixel boundary.
            let x = ((origin.x + caret.minX) * appearance.displayScale).rounded(.down) / max(1, appearance.displayScale)
            list.append(.fill(CGRect(x: x, y: origin.y + caret.minY, width: pixel, height: caret.height), color: appearance.caretColor))
        }
        list.append(.end)
    }

    /// The composition's attributes with the rectangles (text coordinates) each covers: the
    /// input method's, or, when it gave none, one single underline under all of it.
    private var compositionAttributes: [(CompositionAttribute.Style, [CGRect])] {
        guard compositionLength > 0 else { return [] }
        let start = editor.model.caret
        let attributes = editor.compositionAttributes.isEmpty
            ? [CompositionAttribute(.underline(.single), range: 0..<compositionLength)] : editor.compositionAttributes
        return attributes.map { attribute in
            (attribute.style, displayRects((start + attribute.range.lowerBound)..<(start + attribute.range.upperBound)))
        }
    }

    /// Tells the window's input method where the caret is when it moved (every layout
    /// change that moves it: typing, scrolling, a window resize), so its candidate window
    /// follows the caret.
    private func reportCaret(_ rect: CGRect) {
        guard let inputMethod = editor.inputMethod, editor.reportedCaret != rect else { return }
        editor.reportedCaret = rect
        inputMethod.caretMoved(to: rect, in: editor)
    }

    /// Characters drawn on each side of the caret of a very long single line.
    static let sliceRadius = 2000

    /// The part of a single line that is drawn, with its UTF-8 start: all of it, or, when it
    /// is longer than ``sliceRadius`` characters twice over (a pasted file), the characters
    /// around the caret — a field shows a few hundred at most, and the window's painter
    /// lays out what it is given on every frame.
    func visibleSlice(of text: String) -> (String, Int) {
        guard text.utf8.count > 4 * Self.sliceRadius else { return (text, 0) }
        let caret = text.utf8.index(text.utf8.startIndex, offsetBy: displayOffset(editor.model.caret))
        let lower = text.index(caret, offsetBy: -Self.sliceRadius, limitedBy: text.startIndex) ?? text.startIndex
        let upper = text.index(caret, offsetBy: Self.sliceRadius, limitedBy: text.endIndex) ?? text.endIndex
        return (String(text[lower..<upper]), text.utf8.distance(from: text.utf8.startIndex, to: lower))
    }

    /// The rectangles (text coordinates) that cover a range of the model's text: the part
    /// of each line it spans.
    func selectionRects(_ range: Range<Int>) -> [CGRect] {
        displayRects(displayOffset(range.lowerBound)..<displayOffset(range.upperBound))
    }

    /// The rectangles (text coordinates) that cover a range of ``displayText``.
    func displayRects(_ range: Range<Int>) -> [CGRect] {
        let text = displayText
        let spacing = appearance.lineSpacing
        let start = measurer.caretRect(at: range.lowerBound, in: text, font: appearance.font, width: wrapWidth, lineSpacing: spacing)
        let end = measurer.caretRect(at: range.upperBound, in: text, font: appearance.font, width: wrapWidth, lineSpacing: spacing)
        if start.minY == end.minY {
            return [CGRect(x: min(start.minX, end.minX), y: start.minY, width: abs(end.minX - start.minX), height: start.height)]
        }
        let right = max(frame.width, start.minX)
        var rects = [CGRect(x: start.minX, y: start.minY, width: right - start.minX, height: start.height)]
        if end.minY > start.maxY {
            rects.append(CGRect(x: 0, y: start.maxY, width: frame.width, height: end.minY - start.maxY))
        }
        rects.append(CGRect(x: 0, y: end.minY, width: end.minX, height: end.height))
        return rects
    }

    // MARK: Pointer

    /// The point in the text's coordinates of a window point.
    func textPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX + editor.scroll.x, y: point.y - frame.minY + editor.scroll.y)
    }

    package override func pointerPressed(at point: CGPoint, clickCount: Int, modifiers: EventModifiers) {
        guard isEnabled else { return }
        // A click moves the caret: the composition in progress is abandoned.
        editor.abandonComposition()
        if clickCount == 1 && !modifiers.contains(.shift) && editor.pressStartsEditingAtEnd() {
            editor.dragGranularity = 1
            editor.dragOrigin = editor.model.caret..<editor.model.caret
            editor.lastInput = TextInputEditor.now
            editor.changed()
            return
        }
        let offset = caretOffset(at: textPoint(point))
        var model = editor.model
        let granularity = (clickCount - 1) % 3 + 1
        editor.dragGranularity = granularity
        switch granularity {
        case 2:
            let word = model.wordRange(at: offset)
            editor.dragOrigin = word
            model.select(anchor: word.lowerBound, caret: word.upperBound)
        case 3:
            let line = model.lineRange(at: offset)
            editor.dragOrigin = line
            model.select(anchor: line.lowerBound, caret: line.upperBound)
        default:
            if modifiers.contains(.shift) {
                model.select(anchor: model.anchor, caret: offset)
                editor.dragOrigin = model.anchor..<model.anchor
            } else {
                model.select(anchor: offset, caret: offset)
                editor.dragOrigin = offset..<offset
            }
        }
        editor.model = model
        editor.lastInput = TextInputEditor.now
        if model.hasSelection { selectionMade() }
        editor.changed()
    }

    package override func dragged(to point: CGPoint) -> Bool {
        guard isEnabled else { return true }
        let offset = caretOffset(at: textPoint(point))
        var model = editor.model
        let origin = editor.dragOrigin
        var range: Range<Int> = min(offset, origin.lowerBound)..<max(offset, origin.upperBound)
        if editor.dragGranularity == 2 {
            let word = model.wordRange(at: offset)
            range = min(word.lowerBound, origin.lowerBound)..<max(word.upperBound, origin.upperBound)
        } else if editor.dragGranularity == 3 {
            let line = model.lineRange(at: offset)
            range = min(line.lowerBound, origin.lowerBound)..<max(line.upperBound, origin.upperBound)
        }
        // The caret follows the pointer: the anchor is the far end of the origin.
        if offset < origin.lowerBound {
            model.select(anchor: range.upperBound, caret: range.lowerBound)
        } else {
            model.select(anchor: range.lowerBound, caret: range.upperBound)
        }
        guard model != editor.model else { return true }
        editor.model = model
        if model.hasSelection { selectionMade() }
        editor.changed()
        return true
    }

    /// The middle button pastes the PRIMARY selection where it points (X11's convention).
    package override func middleClicked(at point: CGPoint) -> Bool {
        guard isEnabled, let source = editor.source else { return isEnabled }
        let offset = caretOffset(at: textPoint(point))
        TextInputView.paste(from: .primary, editor: editor, source: source, at: offset)
        return true
    }

    /// A field takes no click action: pressing placed the caret.
    package override func activate() {}
}

/// The caret geometry of a text input node, for the model's vertical and line moves.
@MainActor
struct NodeCaretGeometry: TextCaretGeometry {
    let node: TextInputNode

    func caretRect(at offset: Int) -> CGRect {
        node.appearance.isSecure ? CharacterGridCaretGeometry(text: node.editor.model.text).caretRect(at: offset) : node.caretRect(at: offset)
    }

    func caretOffset(at point: CGPoint) -> Int {
        node.appearance.isSecure ? CharacterGridCaretGeometry(text: node.editor.model.text).caretOffset(at: point) : node.caretOffset(at: point)
    }

    /// Masked text is bullets, left to right: logical order.
    func visualNeighbour(of offset: Int, direction: Int) -> Int? {
        node.appearance.isSecure ? nil : node.visualNeighbour(of: offset, direction: direction)
    }
}
