@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// An input method that records what text fields tell it, and composes when told to.
@MainActor
final class RecordingInputMethod: InputMethodService {
    weak var client: (any InputMethodClient)?
    var events: [String] = []
    var carets: [CGRect] = []

    func clientFocused(_ client: any InputMethodClient) {
        self.client = client
        events.append("focus-in")
    }

    func clientUnfocused(_ client: any InputMethodClient) {
        guard self.client === client else { return }
        self.client = nil
        events.append("focus-out")
    }

    func caretMoved(to rect: CGRect, in client: any InputMethodClient) { carets.append(rect) }

    func reset(_ client: any InputMethodClient) { events.append("reset") }
}

/// A field over a string with an input method, and its binding shown below.
struct ComposingField: View {
    let inputMethod: RecordingInputMethod
    let secure: Bool
    @State var text = ""

    var body: some View {
        VStack(alignment: .leading) {
            if secure {
                SecureField("Secret", text: $text)
            } else {
                TextField("Name", text: $text)
            }
            Text(verbatim: "bound: \(text)")
        }
        .frame(width: 200)
        .updatingEnvironment { $0.inputMethodService = inputMethod }
    }
}

@Suite("Input methods in text fields: focus, preedit drawing, commits, caret reports (headless)")
@MainActor
struct InputMethodTests {
    private func text(_ window: ClockedWindow, _ string: String) throws -> CGRect {
        try #require(window.list.items.lazy.compactMap { item -> CGRect? in
            if case .text(let s, _, _, let frame, _) = item, s == string { frame } else { nil }
        }.first, "no text \(string) in \(window.texts)")
    }

    /// Fills one point high (the preedit underline; the caret is one point wide).
    private func underlines(_ window: ClockedWindow) -> [CGRect] {
        window.list.items.compactMap { if case .fill(let rect, _) = $0, rect.height == 1, rect.width > 1 { rect } else { nil } }
    }

    @Test("A focused field registers with the input method and reports its caret; the preedit is drawn underlined at the caret, outside the binding")
    func preeditDrawing() throws {
        let inputMethod = RecordingInputMethod()
        let w = try ClockedWindow(ComposingField(inputMethod: inputMethod, secure: false))
        let prompt = try text(w, "Name")
        w.window.click(at: CGPoint(x: prompt.midX, y: prompt.midY))
        #expect(inputMethod.events == ["focus-in"])
        let client = try #require(inputMethod.client)
        #expect(inputMethod.carets.last?.minX == prompt.minX, "the caret at the start of the empty field")

        client.setComposition("ni", cursor: 2)
        w.controller.updateViews()
        let preedit = try text(w, "ni")
        #expect(w.texts.contains("bound: "), "the preedit is not in the binding")
        #expect(!w.texts.contains("Name"), "the prompt gives way to the preedit")
        // 6.5 points a character in the fixed metrics: the underline spans the two.
        let line = try #require(underlines(w).first, "no underline")
        #expect(line.minX == preedit.minX && line.width == 13)
        #expect(line.maxY == preedit.minY + 16, "at the bottom of the line")
        #expect(inputMethod.carets.last?.minX == prompt.minX + 13, "the caret reported after the preedit's cursor")

        client.setComposition("", cursor: 0)
        client.insertComposed("你")
        w.controller.updateViews()
        #expect(w.texts.contains("bound: 你"))
        #expect(underlines(w).isEmpty)
        w.window.type("z", characters: "\u{1A}", modifiers: .control)
        #expect(w.texts.contains("bound: "), "a commit is an undoable edit")
    }

    @Test("Text after the caret is drawn after the preedit; a click abandons the composition and resets the engine")
    func preeditInsideText() throws {
        let inputMethod = RecordingInputMethod()
        let w = try ClockedWindow(ComposingField(inputMethod: inputMethod, secure: false))
        let prompt = try text(w, "Name")
        w.window.click(at: CGPoint(x: prompt.midX, y: prompt.midY))
        for character in "ab" { w.window.type(KeyEquivalent(character)) }
        w.window.type(.leftArrow)
        let client = try #require(inputMethod.client)
        client.setComposition("xy", cursor: 1)
        w.controller.updateViews()
        #expect(w.texts.contains("axyb"))
        #expect(inputMethod.carets.last?.minX == prompt.minX + 13, "the caret inside the preedit (after a and x)")
        w.window.click(at: CGPoint(x: prompt.minX + 1, y: prompt.midY))
        w.controller.updateViews()
        #expect(inputMethod.events.contains("reset"))
        #expect(w.texts.contains("ab") && !w.texts.contains("axyb"), "the abandoned preedit is gone")
        #expect(w.texts.contains("bound: ab"))
    }

    @Test("A secure field never uses the input method")
    func secureFieldBypasses() throws {
        let inputMethod = RecordingInputMethod()
        let w = try ClockedWindow(ComposingField(inputMethod: inputMethod, secure: true))
        let prompt = try text(w, "Secret")
        w.window.click(at: CGPoint(x: prompt.midX, y: prompt.midY))
        w.window.type("a")
        #expect(inputMethod.events.isEmpty)
        #expect(inputMethod.client == nil)
        #expect(inputMethod.carets.isEmpty)
    }

    /// A field between two tall blocks in a scroll view 200 points tall.
    struct ScrolledField: View {
        let inputMethod: RecordingInputMethod
        @State var text = ""
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(width: 200, height: 300)
                    TextField("Name", text: $text)
                    Color.gray.frame(width: 200, height: 300)
                }
            }
            .frame(width: 200, height: 200)
            .updatingEnvironment { $0.inputMethodService = inputMethod }
        }
    }

    @Test("The caret sent to the input method from a field in a scrolled ScrollView is where the field shows, and follows the scroll")
    func caretInScrollView() throws {
        let inputMethod = RecordingInputMethod()
        let w = try ClockedWindow(ScrolledField(inputMethod: inputMethod))
        let top = try #require(w.list.items.lazy.compactMap { item -> CGRect? in
            if case .beginClip(_, let frame) = item { frame } else { nil }
        }.first, "no scroll view clip")
        let unscrolled = try text(w, "Name")
        #expect(!top.contains(CGPoint(x: unscrolled.midX, y: unscrolled.midY)), "the field starts below the view")
        // Scroll the field (300 points down the content) into the view: 5 notches of 40.
        w.window.scroll(at: CGPoint(x: top.midX, y: top.midY), notches: CGSize(width: 0, height: 5))
        let prompt = try text(w, "Name")
        #expect(top.contains(CGPoint(x: prompt.midX, y: prompt.midY)), "the field shows: \(prompt) in \(top)")
        #expect(prompt.minY == unscrolled.minY - 200, "drawn scrolled by 200 points: \(prompt)")
        w.window.click(at: CGPoint(x: prompt.midX, y: prompt.midY))
        let caret = try #require(inputMethod.carets.last, "no caret reported")
        #expect(caret.minX == prompt.minX && caret.minY == prompt.minY, "at the field's text as drawn: \(caret) \(prompt)")
        // One notch more: the caret reported moves up with the field, by one wheel step.
        w.window.scroll(at: CGPoint(x: top.midX, y: top.midY), notches: CGSize(width: 0, height: 1))
        let moved = try #require(inputMethod.carets.last)
        #expect(moved.minY == caret.minY - 40 && moved.minX == caret.minX, "follows the scroll: \(moved) after \(caret)")
    }

    @Test("Preedit attributes: a background and a foreground over the converted segment, double and error underlines")
    func preeditAttributes() throws {
        let inputMethod = RecordingInputMethod()
        let w = try ClockedWindow(ComposingField(inputMethod: inputMethod, secure: false))
        let prompt = try text(w, "Name")
        w.window.click(at: CGPoint(x: prompt.midX, y: prompt.midY))
        let client = try #require(inputMethod.client)
        // "nihao": all underlined; "hao" (UTF-8 2..<5) highlighted as a converting segment.
        client.setComposition("nihao", cursor: 5, attributes: [
            CompositionAttribute(.underline(.single), range: 0..<5),
            CompositionAttribute(.background(rgb: 0x3584E4), range: 2..<5),
            CompositionAttribute(.foreground(rgb: 0xFFFFFF), range: 2..<5),
        ])
        w.controller.updateViews()
        let items = w.list.items
        let blue = Color(rgb: 0x3584E4), white = Color(rgb: 0xFFFFFF)
        let backgroundIndex = try #require(items.firstIndex { if case .fill(_, let c) = $0, c == blue { true } else { false } },
                                           "no background fill")
        guard case .fill(let background, _) = items[backgroundIndex] else { return }
        // 6.5 points a character: "hao" starts 13 points in and is 19.5 wide.
        #expect(background.minX == prompt.minX + 13 && background.width == 19.5, "behind hao: \(background)")
        let textIndex = try #require(items.firstIndex { if case .text(let s, _, _, _, _) = $0, s == "nihao" { true } else { false } })
        #expect(backgroundIndex < textIndex, "the background goes under the text")
        // The text again in white, clipped to the segment.
        let whiteIndex = try #require(items.firstIndex { if case .text("nihao", _, let c, _, _) = $0, c == white { true } else { false } },
                                      "no text in the foreground colour")
        guard case .beginClip(_, let clip) = items[whiteIndex - 1] else {
            Issue.record("the foreground text is not clipped: \(items[whiteIndex - 1])")
            return
        }
        #expect(clip == background)
        #expect(underlines(w).count == 1 && underlines(w).first?.width == 32.5, "one single underline under all five")

        client.setComposition("nihao", cursor: 5, attributes: [
            CompositionAttribute(.underline(.double), range: 0..<2),
            CompositionAttribute(.underline(.error), range: 2..<5),
        ])
        w.controller.updateViews()
        let lines = w.list.items.compactMap { item -> (CGRect, Color)? in
            if case .fill(let rect, let color) = item, rect.height == 1 { (rect, color) } else { nil }
        }
        let double = lines.filter { $0.0.minX == prompt.minX && $0.0.width == 13 }
        #expect(double.count == 2 && double[0].0.minY - double[1].0.minY == 2, "two lines under ni, 2 points apart: \(double)")
        let dots = lines.filter { $0.1 == Color.compositionError }
        #expect(dots.count == 5 && dots.allSatisfy { $0.0.width == 2 }, "dotted red under hao: \(dots)")
        #expect(dots.first?.0.minX == prompt.minX + 13)
    }
}
