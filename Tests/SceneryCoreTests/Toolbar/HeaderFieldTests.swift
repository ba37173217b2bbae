@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("The header bar's fields: the editable title and the search field", .probes)
@MainActor
struct HeaderFieldTests {
    struct Renaming: View {
        let probe: Probe
        @State var name = "Draft"
        var body: some View {
            let _ = { probe.actions["rename"] = { name = "Renamed" } }()
            NavigationStack {
                Text("Name is \(name)").navigationTitle($name)
            }
        }
    }

    @Test("R85: clicking the title edits it; typing updates the binding and the window title; Return ends")
    func editableTitle() throws {
        let probe = Probe()
        let window = try HeadlessWindow(Renaming(probe: probe))
        window.window.resize(to: Size(width: 400, height: 300))
        #expect(window.window.title == "Draft")
        window.window.click(at: try #require(window.center(of: "Draft")))
        window.typeText(" 2")
        #expect(window.texts.contains("Name is Draft 2"), "the binding updates as the person types")
        #expect(window.window.title == "Draft 2")
        window.backspace()
        window.backspace()
        window.typeText("é")
        #expect(window.texts.contains("Name is Drafté"), "Backspace removes the last character")
        window.window.type(.return, characters: "\r")
        window.typeText("x")
        #expect(window.texts.contains("Name is Drafté"), "after Return, keys no longer edit the title")
        probe.run("rename")
        window.controller.updateViews()
        #expect(window.texts.contains("Renamed"), "an external change shows in the header")
        #expect(window.window.title == "Renamed")
    }

    @Test("R85: Escape and a click elsewhere end editing too")
    func escapeEndsEditing() throws {
        let window = try HeadlessWindow(Renaming(probe: Probe()))
        window.window.resize(to: Size(width: 400, height: 300))
        window.window.click(at: try #require(window.center(of: "Draft")))
        window.window.type(.escape, characters: "\u{1B}")
        window.typeText("x")
        #expect(window.window.title == "Draft")
        window.window.click(at: try #require(window.center(of: "Draft")))
        window.typeText("y")
        window.window.click(at: CGPoint(x: 200, y: 200))
        window.typeText("z")
        #expect(window.window.title == "Drafty")
    }

    struct Trails: View {
        let box: TextBox
        @State var query = ""
        var body: some View {
            NavigationStack {
                Results(query: query)
                    .navigationTitle("Trails")
                    .searchable(text: $query, prompt: "Find a trail")
            }
        }
    }

    struct Results: View {
        let query: String
        @Environment(\.isSearching) var isSearching
        @Environment(\.dismissSearch) var dismissSearch
        var body: some View {
            VStack {
                ForEach(["Oak", "Elm", "Ash"].filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                Text(isSearching ? "searching" : "idle")
                Button("Stop") { dismissSearch() }
            }
        }
    }

    @Test("R66: the search field sits at the trailing edge with its prompt; typing updates the binding")
    func searchTyping() throws {
        let window = try HeadlessWindow(Trails(box: TextBox()))
        window.window.resize(to: Size(width: 500, height: 300))
        let prompt = try #require(window.textFrame("Find a trail"))
        #expect(prompt.minX > 500 - HeaderTextField.searchWidth - 10)
        #expect(prompt.maxY <= NavigationHeader.height)
        #expect(window.texts.contains("idle"))
        window.window.click(at: try #require(window.center(of: "Find a trail")))
        #expect(window.texts.contains("searching"), "isSearching is true while the field has the focus")
        window.typeText("Ek")
        window.backspace()
        window.typeText("lm")
        #expect(window.texts.contains("Elm"))
        #expect(!window.texts.contains("Oak"))
        window.window.click(at: try #require(window.center(of: "Stop")))
        #expect(window.texts.contains("Oak"), "dismissSearch clears the text")
        #expect(window.texts.contains("idle"))
        window.typeText("q")
        #expect(window.texts.contains("Oak"), "the field no longer has the focus")
    }

    @Test("R66: the default prompt is “Search”")
    func defaultPrompt() throws {
        struct Plain: View {
            @State var query = ""
            var body: some View { NavigationStack { Text("Body").searchable(text: $query) } }
        }
        let window = try HeadlessWindow(Plain())
        #expect(window.texts.contains("Search"))
    }

    @Test("The header fields edit with TextField's editor: the caret moves, Ctrl+A selects all, Ctrl+Z undoes")
    func sharedEditor() throws {
        let window = try HeadlessWindow(Renaming(probe: Probe()))
        window.window.resize(to: Size(width: 400, height: 300))
        window.window.click(at: try #require(window.center(of: "Draft")))
        // The caret starts at the end; Home and typing insert at the start.
        window.window.type(.home)
        window.typeText("A ")
        #expect(window.window.title == "A Draft")
        // Select all and type over it, then undo.
        window.window.type("a", characters: "\u{01}", modifiers: .control)
        window.typeText("New")
        #expect(window.window.title == "New")
        window.window.type("z", characters: "\u{1A}", modifiers: .control)
        #expect(window.window.title == "A Draft", "undo restores the text typed over")
    }
    /// Records what each submit action saw: the search text when Return was pressed.
    final class Submissions {
        var search: [String] = []
        var text: [String] = []
    }

    struct SubmittingSearch: View {
        let submissions: Submissions
        @State var query = ""
        @State var note = ""
        var body: some View {
            let submissions = self.submissions
            NavigationStack {
                VStack {
                    TextField("Note", text: $note)
                    Text("Results for \(query)")
                }
                .navigationTitle("Trails")
                .searchable(text: $query, prompt: "Find a trail")
                .onSubmit(of: .search) { submissions.search.append(query) }
            }
            .onSubmit(of: .text) { submissions.text.append(note) }
        }
    }

    @Test("onSubmit(of: .search) runs on Return in the header's search field, with the text typed; .text actions do not, and a text field does not run .search ones")
    func searchSubmit() throws {
        let submissions = Submissions()
        let window = try HeadlessWindow(SubmittingSearch(submissions: submissions))
        window.window.resize(to: Size(width: 500, height: 300))
        window.window.click(at: try #require(window.center(of: "Find a trail")))
        window.typeText("Elm")
        #expect(submissions.search.isEmpty, "typing does not submit")
        window.window.type(.return, characters: "\r")
        #expect(submissions.search == ["Elm"], "Return in the search field submits the search once")
        #expect(submissions.text.isEmpty, "the search field does not run onSubmit(of: .text) actions")
        #expect(window.texts.contains("Results for Elm"))
        // A text field submits .text actions only.
        window.window.click(at: try #require(window.center(of: "Note")))
        window.typeText("hi")
        window.window.type(.return, characters: "\r")
        #expect(submissions.text == ["hi"], "Return in the text field submits it")
        #expect(submissions.search == ["Elm"], "a text field does not run onSubmit(of: .search) actions")
    }
}
