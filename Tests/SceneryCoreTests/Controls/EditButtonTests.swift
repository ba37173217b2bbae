@testable import SceneryCore
@testable import SceneryRenderer
import Testing

@Suite("EditButton and the window's edit mode")
@MainActor
struct EditButtonTests {
    struct Editing: View {
        @Environment(\.editMode) private var editMode
        var body: some View {
            Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing")
        }
    }

    struct Oceans: View {
        @State private var selection = Set<String>()
        var body: some View {
            NavigationStack {
                List(["Pacific", "Atlantic"], id: \.self, selection: $selection) { Text($0) }
                    .navigationTitle("Oceans")
                    .toolbar { EditButton() }
                Editing()
            }
        }
    }

    @Test("An EditButton in the toolbar reads Edit; clicking it turns the window's edit mode on (Done) and off again")
    func togglesEditMode() throws {
        let window = try HeadlessWindow(Oceans())
        #expect(window.texts.contains("Edit") && window.texts.contains("not editing"))
        window.window.click(at: try #require(window.center(of: "Edit")))
        #expect(window.texts.contains("Done") && window.texts.contains("editing"), "\(window.texts)")
        #expect(!window.texts.contains("Edit"))
        window.window.click(at: try #require(window.center(of: "Done")))
        #expect(window.texts.contains("Edit") && window.texts.contains("not editing"))
    }

    @Test("A view can set the edit mode through the environment; a view given no edit mode gets a disabled button")
    func environmentBinding() throws {
        struct Setter: View {
            @Environment(\.editMode) private var editMode
            var body: some View {
                VStack {
                    Button("Start") { editMode?.wrappedValue = .active }
                    EditButton()
                }
            }
        }
        let window = try HeadlessWindow(Setter())
        window.window.click(at: try #require(window.center(of: "Start")))
        #expect(window.texts.contains("Done"))

        let without = try HeadlessWindow(EditButton().environment(\.editMode, nil))
        let edit = try #require(without.center(of: "Edit"))
        #expect(without.controller.displayList.items.contains { if case .beginOpacity = $0 { true } else { false } }, "drawn disabled")
        without.window.click(at: edit)
        #expect(without.texts == ["Edit"])
    }

    @Test("EditMode.isEditing is true for active and transient")
    func isEditing() {
        #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
}
