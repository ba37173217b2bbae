import Scenery
@testable import SceneryCore
import SceneryTesting
import Testing

private struct Note: Codable, Hashable {
    var id: Int
    var title: String
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes", id: "notes") { Text("List") }
        WindowGroup(id: "note", for: Note.self) { @MainActor $note in Text(note?.title ?? "none") }
        Window("Inspector", id: "inspector") { Text("Inspector") }
            .defaultSize(width: 300, height: 200)
            .windowResizability(.contentSize)
            .defaultPosition(.topTrailing)
            .defaultLaunchBehavior(.presented)
            .restorationBehavior(.disabled)
            .handlesExternalEvents(matching: ["notes://inspector"])
        Settings { Text("Settings") }
    }
}

@Suite("Scene declarations: what App.body tells the host and renderers")
@MainActor
struct SceneDeclarationTests {
    @Test("R2/R3: scenes side by side are all declared, in order, with their kinds and ids")
    func sideBySide() {
        let scenes = collectScenes(NotesApp().body)
        #expect(scenes.map(\.id) == ["notes", "note", "inspector", "Settings"])
        #expect(scenes.map(\.kind) == [.windowGroup, .windowGroup, .window, .settings])
        #expect(scenes.map(\.title) == ["Notes", nil, "Inspector", "Settings"])
        #expect(scenes[1].presentation?.name == String(reflecting: Note.self))
        #expect(scenes[0].presentation == nil)
    }

    @Test("R9: a custom scene that bundles scenes declares exactly what inlining it would (Apple's sample MyAlternativeScene)")
    func customScenes() {
        // Verbatim A2: on Linux `#if os(macOS)` drops Settings.
        #expect(collectScenes(MyAlternativeScene()).map(\.kind) == [.windowGroup])
        let adapted = collectScenes(MyLinuxApp().body)
        #expect(adapted.map(\.kind) == [.windowGroup, .settings])
        #expect(adapted.map(\.id) == ["WindowGroup-0", "Settings"])
        // Verbatim A3 has no scene on Linux.
        #expect(collectScenes(MyRefactoredApp().body).isEmpty)
    }

    @Test("R15: scene modifiers apply to the scenes inside them; the defaults follow SwiftUI")
    func modifiers() {
        let scenes = collectScenes(NotesApp().body)
        let inspector = scenes[2]
        #expect(inspector.defaultSize == CGSize(width: 300, height: 200))
        #expect(inspector.resizability == .contentSize)
        #expect(inspector.defaultPosition == .topTrailing)
        #expect(inspector.launchBehavior == .presented)
        #expect(inspector.restorationBehavior == .disabled)
        #expect(inspector.externalEventMatching == ["notes://inspector"])
        // Untouched scenes keep the defaults: `.automatic` resizability is `.contentSize`
        // for Settings and `.contentMinSize` elsewhere.
        #expect(scenes[0].defaultSize == nil && scenes[0].launchBehavior == .automatic)
        #expect(scenes[0].effectiveResizability == .contentMinSize)
        #expect(scenes[3].effectiveResizability == .contentSize)
    }

    @Test("R7: an environment value set on a scene reaches every view of its windows; the nearest writer wins")
    func sceneEnvironment() throws {
        struct FontName: View {
            @Environment(\.font) var font
            var body: some View { Text(font == .largeTitle ? "large" : font == .caption ? "caption" : "other") }
        }
        let scenes = collectScenes(
            WindowGroup { FontName() }
                .environment(\.font, .caption)
                .environment(\.font, .largeTitle))
        #expect(HeadlessSnapshot(of: scenes[0].makeRootView(presentedValue: nil)).text("caption") != nil)
        let outer = collectScenes(WindowGroup { FontName() }.environment(\.font, .largeTitle))
        #expect(HeadlessSnapshot(of: outer[0].makeRootView(presentedValue: nil)).text("large") != nil)
    }

    @Test("A value-presenting group decodes its window's value; a missing or undecodable value is nil")
    func presentedValues() throws {
        let scene = collectScenes(NotesApp().body)[1]
        let json = try PresentedValueCoding.encode(Note(id: 7, title: "Groceries")).get()
        #expect(json == #"{"id":7,"title":"Groceries"}"#, "sorted keys, no spaces")
        #expect(HeadlessSnapshot(of: scene.makeRootView(presentedValue: json)).text("Groceries") != nil)
        #expect(HeadlessSnapshot(of: scene.makeRootView(presentedValue: nil)).text("none") != nil)
        // The host checks values before a window opens: canonical form, or a clear error.
        let presentation = try #require(scene.presentation)
        #expect(try presentation.canonicalize(#"{ "title": "Groceries", "id": 7 }"#).get() == json)
        guard case .failure(let error) = presentation.canonicalize(#"{"id":"seven"}"#) else {
            Issue.record("an undecodable value was accepted")
            return
        }
        #expect(error.message.contains("is not a JSON") && error.message.contains("Note"), "\(error.message)")
    }

    @Test("A group with a default value presents it when a window opens without one")
    func defaultValue() {
        let scenes = collectScenes(WindowGroup(for: Int.self) { @MainActor $number in Text("Number \(number)") } defaultValue: { 42 })
        #expect(HeadlessSnapshot(of: scenes[0].makeRootView(presentedValue: nil)).text("Number 42") != nil)
        #expect(HeadlessSnapshot(of: scenes[0].makeRootView(presentedValue: "5")).text("Number 5") != nil)
    }

    @Test("R13: window actions read from the environment send their requests to the window's router")
    func actionsReachTheRouter() throws {
        var sent: [SceneRequest] = []
        let router = SceneRequestRouter { sent.append($0) }
        var environment = EnvironmentValues()
        environment.sceneRequestRouter = router
        environment.openWindow(id: "inspector")
        environment.openWindow(value: Note(id: 1, title: "a"))
        environment.pushWindow(id: "notes")
        environment.dismissWindow()
        environment.dismissWindow(id: "note")
        environment.dismissWindow(value: 3)
        environment.dismiss()
        environment.openSettings()
        #expect(environment.supportsMultipleWindows)
        #expect(sent == [
            SceneRequest(action: .open, sceneID: "inspector"),
            SceneRequest(action: .open, value: #"{"id":1,"title":"a"}"#, valueType: String(reflecting: Note.self)),
            SceneRequest(action: .push, sceneID: "notes"),
            SceneRequest(action: .dismiss),
            SceneRequest(action: .dismiss, sceneID: "note"),
            SceneRequest(action: .dismiss, value: "3", valueType: "Swift.Int"),
            SceneRequest(action: .dismiss),
            SceneRequest(action: .open, sceneID: "Settings"),
        ])
        // One router per window: the actions compare equal, so views reading them are not
        // re-run for nothing.
        #expect(environment.openWindow == environment.openWindow)
    }
}
