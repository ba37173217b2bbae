@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

@Suite("NavigationStack: the header and keyboard")
@MainActor
struct NavigationHeaderTests {
    private static func stack() -> some View {
        NavigationStack {
            VStack {
                Text("Body")
                NavigationLink("Open", value: 1)
            }
            .navigationTitle("Library")
            .navigationDestination(for: Int.self) { Text("Book \($0)").navigationTitle("Book") }
        }
    }

    @Test("The header is a bar at the top with the title centred; the content starts below it")
    func headerLayout() throws {
        let window = try HeadlessWindow(Self.stack())
        window.window.resize(to: Size(width: 400, height: 300))
        let title = try #require(window.textFrame("Library"))
        let body = try #require(window.textFrame("Body"))
        #expect(title.maxY <= NavigationHeader.height)
        #expect(abs(title.midX - 200) < 1)
        #expect(body.minY >= NavigationHeader.height)
    }

    @Test("The back button sits at the leading edge of the bar, labelled with the previous title")
    func backButtonPlacement() throws {
        let window = try HeadlessWindow(Self.stack())
        window.window.resize(to: Size(width: 400, height: 300))
        window.window.click(at: try #require(window.center(of: "Open")))
        let back = try #require(window.textFrame("Library"))
        let title = try #require(window.textFrame("Book"))
        #expect(back.maxY <= NavigationHeader.height)
        #expect(back.minX < title.minX)
        #expect(back.minX < 40)
    }

    @Test("A focused link activates with Return, as a button does")
    func returnActivatesFocusedLink() throws {
        let window = try HeadlessWindow(Self.stack())
        window.tab()
        window.window.type(.return, characters: "\r")
        #expect(window.texts.contains("Book 1"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(window.texts.contains("Body"))
    }

    @Test("Escape pops when no view inside takes it; a view's own Escape handler comes first")
    func escapePops() throws {
        let window = try HeadlessWindow(Self.stack())
        window.window.click(at: try #require(window.center(of: "Open")))
        window.window.type(.escape, characters: "\u{1B}")
        #expect(window.texts.contains("Body"))

        let tally = Tally()
        let inner = try HeadlessWindow(NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationDestination(for: Int.self) { _ in
                    Button("Focus me") {}
                        .onKeyPress(.escape) { tally.count += 1; return .handled }
                }
        })
        inner.window.click(at: try #require(inner.center(of: "Open")))
        inner.tab()  // the back button in the header
        inner.tab()  // "Focus me"
        inner.window.type(.escape, characters: "\u{1B}")
        #expect(tally.count == 1)
        #expect(inner.texts.contains("Focus me"))
    }

    @Test("Alt+Left with another modifier (Ctrl+Alt+Left) is left alone")
    func otherModifiersIgnored() throws {
        let window = try HeadlessWindow(Self.stack())
        window.window.click(at: try #require(window.center(of: "Open")))
        window.window.type(.leftArrow, characters: "", modifiers: [.option, .control])
        #expect(window.texts.contains("Book 1"))
    }

    @Test("A path of 10,000 values shows its top value, and going back shows the one below")
    func longPath() throws {
        let path = (1...10_000).map { $0 }
        struct Stack: View {
            @State var path: [Int]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root").navigationDestination(for: Int.self) { Text("Number \($0)") }
                }
            }
        }
        let window = try HeadlessWindow(Stack(path: path))
        #expect(window.texts.contains("Number 10000"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(window.texts.contains("Number 9999"))
    }
}
