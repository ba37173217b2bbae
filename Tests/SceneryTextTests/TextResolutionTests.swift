import FoundationEssentials
@testable import SceneryCore
import SceneryFoundation
import SceneryTesting
import Testing

@Suite("Text: localized keys, Markdown, styled runs")
@MainActor
struct TextResolutionTests {
    func resolve(_ text: Text, in environment: EnvironmentValues = EnvironmentValues()) -> (text: ResolvedText, font: Font, color: Color) {
        TextResolver(environment: environment).resolve(text)
    }

    /// The runs as `"characters: style"` strings.
    func runs(_ resolved: ResolvedText) -> [String] {
        let bytes = Array(resolved.string.utf8)
        return resolved.runs.map { run in
            String(decoding: bytes[run.range], as: UTF8.self) + ": " + run.style.description
        }
    }

    @Test("A string literal is read as inline Markdown: bold, italic, code, links in the tint colour")
    func literalMarkdown() {
        let resolved = resolve(Text("**Bold** and _italic_, `code`, [link](https://example.com)"))
        #expect(resolved.text.string == "Bold and italic, code, link")
        #expect(runs(resolved.text) == [
            "Bold: size 13 weight 700",
            "italic: size 13 weight 400 italic",
            "code: size 13 weight 400 family monospace",
            "link: \(Color.accentColor.resolve(in: EnvironmentValues())) link https://example.com",
        ])
    }

    @Test("Text(verbatim:) and Text(someString) show Markdown characters as written; LocalizedStringKey(someString) reads them")
    func verbatimIsNotMarkdown() {
        let variable = "**not bold**"
        #expect(resolve(Text(verbatim: "**x**")).text == ResolvedText(string: "**x**"))
        #expect(resolve(Text(variable)).text == ResolvedText(string: "**not bold**"))
        #expect(runs(resolve(Text(LocalizedStringKey(variable))).text).isEmpty)
        #expect(resolve(Text(LocalizedStringKey(variable))).font.weight == .bold, "one style throughout is the text's own font")
    }

    @Test("A key with values and no Markdown resolves to one plain string, the one its parts give")
    func formattedPlainKeys() {
        let texts: [Text] = [
            Text("Row \(7)"), Text("\(3.5) and \("x") at \(UInt(2))"), Text("\(42)%"), Text("Count: \(-1)   Shared: \(0)"),
        ]
        for text in texts {
            let resolved = resolve(text)
            #expect(resolved.text.string == TextResolver(environment: EnvironmentValues()).plainString(of: text))
            #expect(resolved.text.runs.isEmpty)
            #expect(resolved.font == EnvironmentValues().resolvedFont)
        }
        #expect(resolve(Text("Row \(7)")).text.string == "Row 7")
        // A value with styling, or a translation with Markdown, keeps its runs.
        let styled = resolve(Text("Row \(Text("seven").bold())"))
        #expect(styled.text.string == "Row seven")
        #expect(runs(styled.text) == ["seven: size 13 weight 700"])
        let tables = ["de": ["Row %lld": "Zeile **%lld**"]]
        let translated = resolve(Text("Row \(7)"), in: environment(tables, locale: "de"))
        #expect(translated.text.string == "Zeile 7")
        #expect(runs(translated.text) == ["7: size 13 weight 700"])
    }

    @Test("V13, V15: A key is looked up for the environment's locale and falls back to itself")
    func lookup() {
        let tables = ["de": ["Hello, %@!": "Hallo, %@!", "Tree": "Baum"], "fr": ["Tree": "Arbre"]]
        #expect(resolve(Text("Tree"), in: environment(tables, locale: "de")).text.string == "Baum")
        #expect(resolve(Text("Tree"), in: environment(tables, locale: "fr")).text.string == "Arbre")
        #expect(resolve(Text("Tree"), in: environment(tables, locale: "it")).text.string == "Tree")
        #expect(resolve(Text("Hello, \("Ada")!"), in: environment(tables, locale: "de")).text.string == "Hallo, Ada!")
        #expect(resolve(Text("Hello, \("Ada")!")).text.string == "Hello, Ada!", "no localizer: the key, formatted")
        #expect(resolve(Text(verbatim: "Tree"), in: environment(tables, locale: "de")).text.string == "Tree")
    }

    @Test("A translation's Markdown is read; interpolated strings are not Markdown; numbers use the translation's specifiers")
    func translatedMarkdownAndValues() {
        let tables = ["": ["%lld new messages from %@": "%2$@ sent **%1$lld** new messages"]]
        let resolved = resolve(Text("\(3) new messages from \("*Ada*")"), in: environment(tables))
        #expect(resolved.text.string == "*Ada* sent 3 new messages")
        #expect(runs(resolved.text) == ["3: size 13 weight 700"])
        let percent = resolve(Text("\(50)% done"))
        #expect(percent.text.string == "50% done")
        #expect(resolve(Text("100% literal")).text.string == "100% literal", "a literal without values is not a format")
    }

    @Test("V14: Text(verbatim:) and Text(aString) are never localized; Text(LocalizedStringKey(aString)) is")
    func variablesAreNotLocalized() {
        let tables = ["de": ["Tree": "Baum"]]
        let word = "Tree"
        #expect(resolve(Text(verbatim: "Tree"), in: environment(tables, locale: "de")).text.string == "Tree")
        #expect(resolve(Text(word), in: environment(tables, locale: "de")).text.string == "Tree")
        #expect(resolve(Text(LocalizedStringKey(word)), in: environment(tables, locale: "de")).text.string == "Baum")
    }

    @Test("V16: An interpolated Text keeps its style inside the localized string")
    func interpolatedText() {
        let name = Text("Ada").bold()
        let resolved = resolve(Text("Hello, \(name)"))
        #expect(resolved.text.string == "Hello, Ada")
        #expect(runs(resolved.text) == ["Ada: size 13 weight 700"])
        let image = resolve(Text("Tap \(Image(systemName: "plus")) to add"))
        #expect(image.text.string == "Tap \u{FFFC} to add")
        #expect(runs(image.text) == ["\u{FFFC}: image symbol plus"])
    }

    @Test("Text + Text keeps each part's modifiers; the outer modifier fills in what the parts leave unset")
    func concatenation() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let resolved = resolve((Text("a").foregroundColor(red).bold() + Text("b")).foregroundColor(blue))
        #expect(resolved.text.string == "ab")
        #expect(runs(resolved.text) == ["a: size 13 weight 700 \(red)", "b: \(blue)"])
        let italicTail = resolve(Text("plain ") + Text("slanted").italic())
        #expect(runs(italicTail.text) == ["slanted: size 13 weight 400 italic"])
    }

    @Test("Text modifiers on a whole text set its font and colour (no runs), on top of the environment's")
    func uniformModifiers() {
        let resolved = resolve(Text("Title").font(.title).bold().foregroundColor(.secondary))
        #expect(resolved.text.runs.isEmpty)
        #expect(resolved.font == Font.title.bold())
        #expect(resolved.color == Color.secondary.resolve(in: EnvironmentValues()))
        var boldEnvironment = EnvironmentValues()
        boldEnvironment.fontAdjustments.weight = .bold
        #expect(resolve(Text("x").font(.title), in: boldEnvironment).font == Font.title.bold(), "a view-level bold() applies to the text's font")
        let decorated = resolve(Text("struck").strikethrough().underline(color: .red))
        #expect(runs(decorated.text) == ["struck: underline \(Color.red.resolve(in: EnvironmentValues())) strikethrough"])
    }

    @Test("V17: An attributed string's attributes take priority over the text's modifiers")
    func attributedPriority() throws {
        var attributed = try AttributedString(markdown: "**strong** rest")
        let rest = attributed.characters.index(attributed.startIndex, offsetBy: 7)..<attributed.endIndex
        attributed[rest].foregroundColor = .green
        attributed[rest].underlineStyle = .single
        let resolved = resolve(Text(attributed).fontWeight(.light).foregroundColor(.red))
        #expect(runs(resolved.text) == [
            "strong: size 13 weight 700 \(Color.red.resolve(in: EnvironmentValues()))",
            " : size 13 weight 300 \(Color.red.resolve(in: EnvironmentValues()))",
            "rest: size 13 weight 300 \(Color.green.resolve(in: EnvironmentValues())) underline",
        ])
    }

    @Test("The display list carries the runs; a plain text has none")
    func displayList() {
        let snapshot = LayoutSnapshot(of: Text("a **b**"))
        #expect(snapshot.displayList.contains("text \"a b\""))
        #expect(snapshot.displayList.contains("[2..<3 size 13 weight 700]"))
        #expect(!LayoutSnapshot(of: Text("plain")).displayList.contains("["))
    }

    @Test("navigationTitle with a key is the localized string without its Markdown")
    func navigationTitle() {
        let tables = ["de": ["**Settings**": "**Einstellungen**"]]
        let root = resolveSingle(
            Text("x").navigationTitle("**Settings**"),
            context: ResolveContext(environment: environment(tables, locale: "de"), textMeasurer: FixedTextMeasurer()))
        _ = layoutWindow(root, in: CGSize(width: 100, height: 100))
        #expect(SceneryCore.navigationTitle(of: root) == "Einstellungen")
    }
}

@Suite("Scene titles given as keys")
@MainActor
struct SceneTitleTests {
    @Test("WindowGroup and Window keep a literal title as a key for the renderer to localize; a string variable is kept as it is")
    func sceneTitles() {
        let variable = "Plain"
        let scenes = collectScenes(SceneTitleApp(variable: variable).body)
        #expect(scenes.map(\.title) == ["Notes: 3", "Inspector", "Plain"])
        #expect(scenes.map(\.titleKey) == ["Notes: \(3)", "Inspector", nil])
        let tables = ["": ["Notes: %lld": "Notizen: %lld", "Inspector": "Informationen"]]
        #expect(scenes.compactMap(\.titleKey).map { Text($0).plainString(in: environment(tables)) } == ["Notizen: 3", "Informationen"])
    }
}

@MainActor
private struct SceneTitleApp {
    let variable: String
    @SceneBuilder var body: some Scene {
        WindowGroup("Notes: \(3)") { Text("notes") }
        Window("Inspector", id: "inspector") { Text("inspector") }
        WindowGroup(variable, id: "plain") { Text("plain") }
    }
}
