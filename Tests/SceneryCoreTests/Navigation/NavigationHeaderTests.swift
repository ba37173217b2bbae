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
}
