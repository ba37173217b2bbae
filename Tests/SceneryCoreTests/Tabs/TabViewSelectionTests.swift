@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import Testing

/// A selection kept outside the views, so tests can read and write it (observed, so a
/// change updates the tab view).
@MainActor
@Observable
final class TabSelectionBox {
    var value: Int
    init(_ value: Int) { self.value = value }
    var binding: Binding<Int> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A counter whose count lives in `@State`.
struct TabCounter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("Add to \(name)") { count += 1 }
        }
        .navigationTitle(name)
    }
}

extension HeadlessWindow {
    /// Presses `key` with `modifiers` (X11 arrow and paging keys carry `.function`).
    func press(_ key: KeyEquivalent, _ modifiers: EventModifiers) {
        window.type(key, characters: "", modifiers: modifiers)
    }

    /// Presses Alt and a digit.
    func alt(_ digit: Character) {
        window.type(KeyEquivalent(digit), characters: String(digit), modifiers: .option)
    }
}

@Suite("TabView: selection, state kept across switches, keyboard, window title")
@MainActor
struct TabViewSelectionTests {
    static func threeTabs(_ selection: TabSelectionBox) -> some View {
        TabView(selection: selection.binding) {
            Tab("Received", systemImage: "tray.and.arrow.down.fill", value: 0) { TabCounter(name: "Inbox") }
            Tab("Sent", systemImage: "tray.and.arrow.up.fill", value: 1) { TabCounter(name: "Outbox") }
            Tab("Account", systemImage: "person.crop.circle.fill", value: 2) { TabCounter(name: "Me") }
        }
    }

    @Test("R67: clicking a tab writes its value to the binding; setting the binding switches tabs")
    func selectionBothWays() throws {
        let selection = TabSelectionBox(0)
        let window = try HeadlessWindow(Self.threeTabs(selection))
        window.window.resize(to: Size(width: 500, height: 300))
        #expect(window.texts.contains("Inbox 0"))
        #expect(!window.texts.contains("Outbox 0"))
        window.window.click(at: try #require(window.center(of: "Sent")))
        #expect(selection.value == 1)
        #expect(window.texts.contains("Outbox 0"))
        #expect(!window.texts.contains("Inbox 0"))

        selection.value = 2
        window.controller.graph.setNeedsUpdate()
        window.controller.updateViews()
        #expect(window.texts.contains("Me 0"))
    }

    @Test("R67: a binding in @State drives the tab view from the outside")
    func stateBinding() throws {
        struct Host: View {
            @State var selection = 1
            var body: some View {
                VStack {
                    Button("Pick Account") { selection = 2 }
                    Text("Selected \(selection)")
                    TabView(selection: $selection) {
                        Tab("Received", systemImage: "tray", value: 0) { Text("Inbox") }
                        Tab("Sent", systemImage: "paperplane", value: 1) { Text("Outbox") }
                        Tab("Account", systemImage: "person", value: 2) { Text("Me") }
                    }
                }
            }
        }
        let window = try HeadlessWindow(Host())
        window.window.resize(to: Size(width: 500, height: 300))
        #expect(window.texts.contains("Outbox"))
        window.window.click(at: try #require(window.center(of: "Pick Account")))
        #expect(window.texts.contains("Me"))
        window.window.click(at: try #require(window.center(of: "Received")))
        #expect(window.texts.contains("Selected 0"))
        #expect(window.texts.contains("Inbox"))
    }

    @Test("R68: with duplicate values the first tab with the value is selected; an unknown value shows the first tab")
    func duplicateAndUnknownValues() throws {
        let selection = TabSelectionBox(1)
        let window = try HeadlessWindow(TabView(selection: selection.binding) {
            Tab("A", systemImage: "house", value: 0) { Text("Page A") }
            Tab("B", systemImage: "house", value: 1) { Text("Page B") }
            Tab("C", systemImage: "house", value: 1) { Text("Page C") }
        })
        window.window.resize(to: Size(width: 400, height: 200))
        #expect(window.texts.contains("Page B"))
        selection.value = 7
        window.controller.graph.setNeedsUpdate()
        window.controller.updateViews()
        #expect(window.texts.contains("Page A"))
        #expect(selection.value == 7, "the binding is left as it is")
    }

    @Test("Each tab keeps its @State while another is selected; only the selected tab is drawn")
    func stateKeptAcrossSwitches() throws {
        let window = try HeadlessWindow(TabView {
            Tab("First", systemImage: "1.circle") { TabCounter(name: "One") }
            Tab("Second", systemImage: "2.circle") { TabCounter(name: "Two") }
        })
        window.window.resize(to: Size(width: 400, height: 300))
        window.window.click(at: try #require(window.center(of: "Add to One")))
        window.window.click(at: try #require(window.center(of: "Add to One")))
        #expect(window.texts.contains("One 2"))
        window.window.click(at: try #require(window.center(of: "Second")))
        #expect(window.texts.contains("Two 0"))
        #expect(!window.texts.contains("One 2"), "the first tab is not drawn")
        window.window.click(at: try #require(window.center(of: "Add to Two")))
        window.window.click(at: try #require(window.center(of: "First")))
        #expect(window.texts.contains("One 2"))
        window.window.click(at: try #require(window.center(of: "Second")))
        #expect(window.texts.contains("Two 1"))
    }

    @Test("The window title follows the selected tab's navigationTitle")
    func titleFollowsSelection() throws {
        let selection = TabSelectionBox(0)
        let window = try HeadlessWindow(Self.threeTabs(selection))
        #expect(window.window.title == "Inbox")
        window.window.click(at: try #require(window.center(of: "Account")))
        #expect(window.window.title == "Me")
    }

    @Test("Ctrl+Tab, Ctrl+Shift+Tab, Ctrl+Page Down/Up switch tabs, wrapping; Alt+N picks the Nth")
    func keyboardShortcuts() throws {
        let selection = TabSelectionBox(0)
        let window = try HeadlessWindow(Self.threeTabs(selection))
        window.press(.tab, .control)
        #expect(selection.value == 1)
        window.press(.tab, .control)
        window.press(.tab, .control)
        #expect(selection.value == 0, "wraps after the last tab")
        window.press(.tab, [.control, .shift])
        #expect(selection.value == 2, "wraps before the first")
        window.press(.pageUp, [.control, .function])
        #expect(selection.value == 1)
        window.press(.pageDown, [.control, .function, .capsLock])
        #expect(selection.value == 2)
        window.alt("1")
        #expect(selection.value == 0)
        window.alt("3")
        #expect(selection.value == 2)
        window.alt("5")
        #expect(selection.value == 2, "no fifth tab")
        window.press(.tab, [.control, .option])
        #expect(selection.value == 2, "other modifiers are left alone")
        #expect(window.texts.contains("Me 0"))
    }

    @Test("The shortcuts work while the focus is inside a tab's content")
    func shortcutsFromFocusedContent() throws {
        let selection = TabSelectionBox(0)
        let window = try HeadlessWindow(Self.threeTabs(selection))
        window.window.resize(to: Size(width: 500, height: 300))
        for _ in 0..<4 { window.tab() }  // past the three tab buttons to "Add to Inbox"
        window.window.type(.space)
        #expect(window.texts.contains("Inbox 1"))
        window.press(.tab, .control)
        #expect(selection.value == 1)
    }

    @Test("A disabled tab is skipped by Ctrl+Tab and a click does not select it")
    func disabledTab() throws {
        let selection = TabSelectionBox(0)
        let window = try HeadlessWindow(TabView(selection: selection.binding) {
            Tab("A", systemImage: "house", value: 0) { Text("Page A") }
            Tab("B", systemImage: "house", value: 1) { Text("Page B") }.disabled(true)
            Tab("C", systemImage: "house", value: 2) { Text("Page C") }
        })
        window.window.resize(to: Size(width: 400, height: 200))
        window.window.click(at: try #require(window.center(of: "B")))
        #expect(selection.value == 0)
        window.press(.tab, .control)
        #expect(selection.value == 2)
    }

    @Test("R72: hidden tabs are not in the tab bar")
    func hiddenTabs() throws {
        let window = try HeadlessWindow(TabView {
            Tab("Shown", systemImage: "house") { Text("Page") }
            Tab("Gone", systemImage: "house") { Text("Other") }.hidden(true)
            TabSection("Section") {
                Tab("Inner", systemImage: "house") { Text("Inner page") }
            }
            .hidden()
        })
        window.window.resize(to: Size(width: 400, height: 200))
        #expect(window.texts.contains("Shown"))
        #expect(!window.texts.contains("Gone"))
        #expect(!window.texts.contains("Inner"))
    }
}

@Suite("TabView: the selected tab persists in scene storage")
@MainActor
struct TabSelectionStorageTests {
    static func tabs(_ store: StoredValueStore) -> some View {
        TabView {
            Tab("First", systemImage: "1.circle") { Text("First page") }
            Tab("Second", systemImage: "2.circle") { Text("Second page") }
        }
        .environment(\.sceneStorageStore, store)
    }

    @Test("A tab view without a binding stores its selection under scenery.navigation.tab and a new window restores it")
    func restoresSelection() throws {
        let store = StoredValueStore()
        let first = try HeadlessWindow(Self.tabs(store))
        first.window.resize(to: Size(width: 400, height: 200))
        first.window.click(at: try #require(first.center(of: "Second")))
        #expect(first.texts.contains("Second page"))
        let keys = store.values.keys.filter { $0.hasPrefix("scenery.navigation.tab ") }
        #expect(keys.count == 1, "\(store.values)")
        let second = try HeadlessWindow(Self.tabs(store))
        #expect(second.texts.contains("Second page"))
    }

    @Test("A stored value that names no tab is ignored: the first tab shows")
    func ignoresUnknownValue() throws {
        let store = StoredValueStore()
        let first = try HeadlessWindow(Self.tabs(store))
        let key = try #require(store.values.keys.first { $0.hasPrefix("scenery.navigation.tab ") } ?? {
            first.window.click(at: first.center(of: "Second") ?? .zero)
            return store.values.keys.first { $0.hasPrefix("scenery.navigation.tab ") }
        }())
        store.apply("\"no such tab\"", for: key)
        let second = try HeadlessWindow(Self.tabs(store))
        #expect(second.texts.contains("First page"))
    }
}
