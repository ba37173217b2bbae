import FoundationEssentials
@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("Text input: caret blink, vertical fields, TextEditor, middle-click paste, disabled fields")
@MainActor
struct TextInputBehaviourTests {
    private func type(_ window: ClockedWindow, _ string: String) {
        for character in string {
            if character == "\n" { window.window.type(.return, characters: "\r") } else { window.window.type(KeyEquivalent(character)) }
        }
    }

    private func frame(of string: String, in window: ClockedWindow) throws -> CGRect {
        try #require(window.list.items.lazy.compactMap { item -> CGRect? in
            if case .text(let s, _, _, let frame, _) = item, s == string { frame } else { nil }
        }.first, "no text \(string) in \(window.texts)")
    }

    @Test("The caret blinks on a 1.2 s cycle (0.8 s shown), restarts shown at input and stays shown after 10 s idle")
    func blinkPhases() {
        #expect(CaretBlink.phase(sinceInput: 0) == (true, 0.8))
        #expect(CaretBlink.phase(sinceInput: 0.9) == (false, 1.2))
        #expect(CaretBlink.phase(sinceInput: 1.3).shown)
        #expect(CaretBlink.phase(sinceInput: 9.5) == (false, 9.6))
        #expect(CaretBlink.phase(sinceInput: 9.9) == (true, 10), "the last wake-up is at the timeout")
        #expect(CaretBlink.phase(sinceInput: 10) == (true, nil), "solid, and no more wake-ups")
    }

    @Test("A focused field asks the window's timer for the next blink; an unfocused one for nothing")
    func blinkUsesTimelineTimer() throws {
        struct Field: View {
            @State var text = ""
            @State var other = ""
            var body: some View {
                VStack {
                    TextField("Blink", text: $text)
                    TextField("Other", text: $other).disabled(true)
                    Button("Elsewhere") {}
                }.frame(width: 200)
            }
        }
        let w = try ClockedWindow(Field())
        #expect(w.controller.graph.timelines.count == 0)
        let prompt = try frame(of: "Blink", in: w)
        w.window.click(at: CGPoint(x: prompt.midX, y: prompt.midY))
        #expect(w.controller.graph.timelines.count == 1)
        let next = try #require(w.controller.graph.timelines.nextDate)
        let wait = next.timeIntervalSinceNow
        #expect(wait > 0.5 && wait <= 0.8, "the caret hides 0.8 s after the click, in \(wait) s")
        w.window.type(.tab, characters: "\t")
        #expect(w.controller.graph.timelines.count == 0, "no wake-ups once the field lost the focus to the button")
    }

    @Test("A vertical field grows a line per line of text up to its line limit")
    func verticalFieldGrows() throws {
        struct Notes: View {
            @State var text = ""
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: 1)
                    TextField("Notes", text: $text, axis: .vertical)
                        .lineLimit(1...3)
                        .textFieldStyle(.plain)
                    Color.red.frame(height: 1)
                }
                .frame(width: 200)
            }
        }
        let w = try ClockedWindow(Notes())
        let prompt = try frame(of: "Notes", in: w)
        // The field's height: between the two red rules.
        let rule = { (w: ClockedWindow) -> CGFloat in
            let rules = w.list.items.compactMap { item -> CGRect? in
                if case .fill(let r, let c) = item, c == Color.red.light { r } else if case .shape(_, .fill, let c, let r) = item, c == Color.red.light { r } else { nil }
            }
            return rules.count == 2 ? rules[1].minY - rules[0].maxY : -1
        }
        let oneLine = rule(w)
        #expect(oneLine == 16)
        w.window.click(at: CGPoint(x: prompt.midX, y: prompt.midY))
        type(w, "a\nb")
        #expect(w.texts.contains("a\nb"), "Return inserts a line break in a vertical field")
        #expect(rule(w) == oneLine + 16, "two lines of 16 points")
        type(w, "\nc\nd\ne")
        #expect(rule(w) == oneLine + 32, "at most three lines")
    }

    @Test("TextEditor: Return breaks the line, Up and Down move between lines")
    func textEditorLines() throws {
        struct Editor: View {
            @State var text = "abc\ndef"
            var body: some View {
                VStack {
                    TextEditor(text: $text).frame(width: 200, height: 100)
                    Text(verbatim: "[\(text)]")
                }
            }
        }
        let w = try ClockedWindow(Editor())
        let text = try frame(of: "abc\ndef", in: w)
        // Click after "de" on the second line, go up, and type.
        w.window.click(at: CGPoint(x: text.minX + 13, y: text.minY + 24))
        w.window.type(.upArrow)
        type(w, "X")
        #expect(w.texts.contains("[abXc\ndef]"))
        w.window.type(.downArrow)
        type(w, "\n")
        #expect(w.texts.contains("[abXc\ndef\n]"))
    }

    @Test("A middle click over a field pastes the PRIMARY selection where it points")
    func middleClickPastes() throws {
        let selections = MemorySelections()
        selections.texts[.primary] = "PRIMARY"
        struct Field: View {
            let selections: MemorySelections
            @State var text = "abcd"
            var body: some View {
                VStack {
                    TextField("Field", text: $text)
                    Text(verbatim: "[\(text)]")
                }
                .frame(width: 200)
                .updatingEnvironment { $0.textSelectionService = selections }
            }
        }
        let w = try ClockedWindow(Field(selections: selections))
        let text = try frame(of: "abcd", in: w)
        w.window.pressMiddleButton(at: CGPoint(x: text.minX + 13, y: text.midY))
        #expect(w.texts.contains("[abPRIMARYcd]"))
    }

    @Test("A disabled field draws its text in the secondary colour and takes no input")
    func disabledField() throws {
        struct Field: View {
            @State var text = "fixed"
            var body: some View {
                VStack {
                    TextField("Field", text: $text).disabled(true)
                    Text(verbatim: "[\(text)]")
                }
                .frame(width: 200)
            }
        }
        let w = try ClockedWindow(Field())
        let text = try frame(of: "fixed", in: w)
        #expect(w.list.items.contains { if case .text("fixed", _, let c, _, _) = $0 { c == Color.secondary.light } else { false } })
        w.window.click(at: CGPoint(x: text.midX, y: text.midY))
        type(w, "x")
        #expect(w.texts.contains("[fixed]"))
    }

    @Test("In the dark appearance the field's background and text use their dark colours")
    func darkField() throws {
        struct Field: View {
            @State var text = "night"
            var body: some View {
                TextField("Field", text: $text).frame(width: 200).environment(\.colorScheme, .dark)
            }
        }
        let w = try ClockedWindow(Field())
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(w.list.items.contains { if case .text("night", _, let c, _, _) = $0 { c == Color.primary.resolve(in: dark) } else { false } })
        #expect(w.list.items.contains { if case .shape(_, .fill, let c, _) = $0 { c == Color.textFieldBackground.resolve(in: dark) } else { false } })
    }
}
