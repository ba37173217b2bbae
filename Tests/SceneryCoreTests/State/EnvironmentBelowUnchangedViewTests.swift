import SceneryCore
import SceneryRenderer
import SceneryTesting
import Testing

/// A custom view whose value did not change keeps its body's output, but what the views
/// inside it read from the environment must still follow the environment (R35 with R118).
@Suite("Environment below an unchanged custom view")
@MainActor
struct EnvironmentBelowUnchangedViewTests {
    /// A row with only a title: equal from one parent body to the next.
    struct Row: View {
        let title: String
        var body: some View { Text(title) }
    }

    struct Parent: View {
        @State var large = false
        @State var locked = false
        var body: some View {
            VStack {
                Row(title: "Row").font(large ? .largeTitle : .body)
                Button("Grow") { large = true }
                Row(title: "Locked row").foregroundStyle(locked ? .red : .blue)
                Button("Lock") { locked = true }
                ActionRow(title: "Act").disabled(locked)
            }
        }
    }

    /// A button inside a custom view that is equal between updates.
    struct ActionRow: View {
        let title: String
        var body: some View { Button(title) {} }
    }

    func font(of string: String, in window: HeadlessWindow) -> Font? {
        for item in window.controller.displayList.items {
            if case .text(let s, let font, _, _, _) = item, s == string { return font }
        }
        return nil
    }

    func color(of string: String, in window: HeadlessWindow) -> Color? {
        for item in window.controller.displayList.items {
            if case .text(let s, _, let color, _, _) = item, s == string { return color }
        }
        return nil
    }

    @Test("R35, R118: a font written above an unchanged custom view reaches its Text")
    func fontReachesTheRow() throws {
        let window = try HeadlessWindow(Parent())
        #expect(font(of: "Row", in: window) == .body)
        window.window.click(at: try #require(window.center(of: "Grow")))
        #expect(font(of: "Row", in: window) == .largeTitle)
    }

    @Test("R35, R118: a foreground style and disabled written above unchanged custom views reach their content")
    func styleAndDisabledReachTheRows() throws {
        let window = try HeadlessWindow(Parent())
        #expect(color(of: "Locked row", in: window) == Color.blue.resolve(in: EnvironmentValues()))
        let opacityGroupsBefore = window.controller.displayList.items.filter { if case .beginOpacity = $0 { true } else { false } }.count
        window.window.click(at: try #require(window.center(of: "Lock")))
        #expect(color(of: "Locked row", in: window) == Color.red.resolve(in: EnvironmentValues()))
        let opacityGroupsAfter = window.controller.displayList.items.filter { if case .beginOpacity = $0 { true } else { false } }.count
        #expect(opacityGroupsAfter == opacityGroupsBefore + 1, "the disabled button is drawn faded")
    }
}
