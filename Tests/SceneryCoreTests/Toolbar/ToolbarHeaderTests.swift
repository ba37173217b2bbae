@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A type that records a string the views change.
@MainActor
final class TextBox {
    var value = ""
}

extension HeadlessWindow {
    /// Types `text` one key at a time, as a keyboard would.
    func typeText(_ text: String) {
        for character in text { window.type(KeyEquivalent(character), characters: String(character)) }
    }

    /// Presses Backspace.
    func backspace() { window.type(.delete, characters: "\u{8}") }
}

@Suite("The header bar: placements, titles, subtitles, back button, truncation, right to left")
@MainActor
struct ToolbarHeaderTests {
    /// A stack whose root declares one item at each kind of placement.
    static func placements() -> some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Library")
                .toolbar {
                    ToolbarItem(placement: .navigation) { Button("Nav") {} }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                    ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                    ToolbarItem(placement: .secondaryAction) { Button("More") {} }
                    ToolbarItem(placement: .topBarLeading) { Button("Lead") {} }
                    ToolbarItem(placement: .navigationBarTrailing) { Button("Trail") {} }
                    ToolbarItem(placement: .status) { Text("Saved") }
                }
        }
    }

    @Test("Each placement lands where documented: leading, centre (title then status), trailing")
    func placementsLand() throws {
        let window = try HeadlessWindow(Self.placements())
        window.window.resize(to: Size(width: 700, height: 300))
        let frame = { (s: String) throws -> CGRect in try #require(window.textFrame(s), "no \(s)") }
        let title = try frame("Library")
        for name in ["Nav", "Cancel", "Lead", "Done", "Add", "More", "Trail", "Saved"] {
            #expect(try frame(name).maxY <= NavigationHeader.height, "\(name) is in the header")
        }
        // Leading: declaration order after the (absent) back button.
        #expect(try frame("Nav").maxX < frame("Cancel").minX)
        #expect(try frame("Cancel").maxX < frame("Lead").minX)
        #expect(try frame("Lead").maxX < title.minX)
        // Centre: the title, then the status item.
        #expect(try title.maxX < frame("Saved").minX)
        // Trailing, from the centre out: secondary, primary/trailing, confirmation.
        #expect(try frame("Saved").maxX < frame("More").minX)
        #expect(try frame("More").maxX < frame("Add").minX)
        #expect(try frame("Add").maxX < frame("Trail").minX)
        #expect(try frame("Trail").maxX < frame("Done").minX)
        #expect(try frame("Done").maxX > 650)
        #expect(try frame("Body").minY >= NavigationHeader.height)
    }

    @Test("A principal item replaces the title; toolbar(removing: .title) removes it")
    func principalReplacesTitle() throws {
        let window = try HeadlessWindow(NavigationStack {
            Text("Body").navigationTitle("Library").toolbar {
                ToolbarItem(placement: .principal) { Text("Picker") }
            }
        })
        window.window.resize(to: Size(width: 400, height: 300))
        #expect(!window.texts.contains("Library"))
        let picker = try #require(window.textFrame("Picker"))
        #expect(abs(picker.midX - 200) < 1)
        let removed = try HeadlessWindow(NavigationStack {
            Text("Body").navigationTitle("Library").toolbar(removing: .title)
        })
        #expect(!removed.texts.contains("Library"))
        #expect(removed.controller.title == "Library", "the window keeps its title")
    }

    @Test("Items come from the top view: they change on every push and pop")
    func itemsFollowTopView() throws {
        let window = try HeadlessWindow(NavigationStack {
            NavigationLink("Open", value: 1)
                .toolbar { ToolbarItem { Button("Root item") {} } }
                .navigationDestination(for: Int.self) { _ in
                    Text("Detail").toolbar { Button("Detail item") {} }
                }
        })
        #expect(window.texts.contains("Root item"))
        window.window.click(at: try #require(window.center(of: "Open")))
        #expect(window.texts.contains("Detail item"))
        #expect(!window.texts.contains("Root item"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(window.texts.contains("Root item"))
        #expect(!window.texts.contains("Detail item"))
    }

    @Test("A toolbar item's button runs its action in the declaring view's state")
    func itemActionRuns() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                NavigationStack {
                    Text("Count \(count)").toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Add") { count += 1 } }
                    }
                }
            }
        }
        let window = try HeadlessWindow(Counter())
        window.window.click(at: try #require(window.center(of: "Add")))
        #expect(window.texts.contains("Count 1"))
    }

    @Test("R86: the subtitle shows under the title in smaller secondary text; the window title stays the title")
    func subtitle() throws {
        let window = try HeadlessWindow(NavigationStack {
            Text("Body").navigationTitle("Inbox").navigationSubtitle("3 unread")
        })
        window.window.resize(to: Size(width: 400, height: 300))
        let title = try #require(window.textFrame("Inbox"))
        let subtitle = try #require(window.textFrame("3 unread"))
        #expect(subtitle.minY >= title.maxY - 0.5)
        #expect(subtitle.maxY <= NavigationHeader.height)
        #expect(subtitle.height < title.height)
        #expect(abs(subtitle.midX - 200) < 1)
        #expect(window.window.title == "Inbox")
    }

    @Test("R87: navigationBarBackButtonHidden hides the back button for that view only; pops still work")
    func backButtonHidden() throws {
        let window = try HeadlessWindow(NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationTitle("Library")
                .navigationDestination(for: Int.self) { n in
                    if n == 1 {
                        NavigationLink("Deeper", value: 2).navigationTitle("One").navigationBarBackButtonHidden()
                    } else {
                        Text("Two").navigationTitle("Two")
                    }
                }
        })
        window.window.click(at: try #require(window.center(of: "Open")))
        #expect(!window.texts.contains("Library"), "no back button labelled with the previous title")
        #expect(!window.texts.contains("‹"))
        window.window.click(at: try #require(window.center(of: "Deeper")))
        #expect(window.texts.contains("One"), "the next view has its back button again")
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(window.texts.contains("Open"), "Alt+Left still pops the view without a back button")
    }

    @Test("A narrow window truncates the centred title instead of overlapping the back button and items")
    func narrowWindowTruncates() throws {
        let window = try HeadlessWindow(NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationTitle("Library")
                .navigationDestination(for: Int.self) { _ in
                    Text("Body")
                        .navigationTitle("A very long title that cannot fit in a narrow window at all")
                        .toolbar { Button("Edit") {} }
                }
        })
        window.window.resize(to: Size(width: 320, height: 200))
        window.window.click(at: try #require(window.center(of: "Open")))
        let back = try #require(window.textFrame("Library"))
        let edit = try #require(window.textFrame("Edit"))
        let title = try #require(window.textFrame("A very long title that cannot fit in a narrow window at all"))
        #expect(title.minX >= back.maxX, "the title starts after the back button")
        #expect(title.maxX <= edit.minX, "the title ends before the item")
        #expect(title.width < 300)
    }

    @Test("Right to left: the header mirrors (back at the trailing edge, arrow pointing right) and Alt+Right goes back")
    func rightToLeft() throws {
        let window = try HeadlessWindow(NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationTitle("Library")
                .navigationDestination(for: Int.self) { _ in
                    Text("Detail").navigationTitle("Book").toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
                }
        }.environment(\.layoutDirection, .rightToLeft))
        window.window.resize(to: Size(width: 400, height: 300))
        window.window.click(at: try #require(window.center(of: "Open")))
        let back = try #require(window.textFrame("Library"))
        let add = try #require(window.textFrame("Add"))
        let title = try #require(window.textFrame("Book"))
        #expect(back.minX > title.maxX, "the back button is on the right")
        #expect(add.maxX < title.minX, "trailing items are on the left")
        #expect(window.texts.contains("›"))
        #expect(!window.texts.contains("‹"))
        window.window.type(.leftArrow, characters: "", modifiers: .option)
        #expect(window.texts.contains("Detail"), "Alt+Left does not go back right to left")
        window.window.type(.rightArrow, characters: "", modifiers: .option)
        #expect(window.texts.contains("Open"), "Alt+Right goes back")
    }

    @Test("toolbar(.hidden) removes the header while that view is on top")
    func hiddenToolbar() throws {
        let window = try HeadlessWindow(NavigationStack {
            Text("Body").navigationTitle("Library").toolbar(.hidden, for: .navigationBar)
        })
        window.window.resize(to: Size(width: 400, height: 300))
        #expect(!window.texts.contains("Library"))
        let body = try #require(window.textFrame("Body"))
        #expect(body.minY < NavigationHeader.height)
    }

    @Test("A window without a navigation stack that declares a toolbar gets a header bar at its top")
    func windowHeader() throws {
        let window = try HeadlessWindow(
            VStack { Text("Body") }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Notes")
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("New") {} } })
        window.window.resize(to: Size(width: 400, height: 300))
        let title = try #require(window.textFrame("Notes"))
        let new = try #require(window.textFrame("New"))
        #expect(title.maxY <= NavigationHeader.height)
        #expect(new.minX > 300)
        #expect(try #require(window.textFrame("Body")).minY >= NavigationHeader.height)
        let plain = try HeadlessWindow(Text("Plain").navigationTitle("Notes"))
        #expect(!plain.texts.contains("Notes"), "no toolbar, no header bar")
    }
}
