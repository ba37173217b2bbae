@testable import SceneryCore
@testable import SceneryHeadless
@testable import SceneryRenderer
import FoundationEssentials
import Testing

/// A city on a stack: Codable, so a path of cities is saved.
struct SavedCity: Hashable, Codable {
    var name: String
}

/// A value that is not Codable: a path holding it is not saved.
private struct Unsaved: Hashable {
    var name: String
}

/// A stack with its own state (`init(root:)`): links to two cities, each city links on.
private struct OwnStateStack: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Go Oslo", value: SavedCity(name: "Oslo"))
                NavigationLink("Go Rome", value: SavedCity(name: "Rome"))
                NavigationLink("Go Unsaved", value: Unsaved(name: "u"))
                NavigationLink("Go Page") { Text("Page").navigationTitle("Page") }
            }
            .navigationTitle("Cities")
            .navigationDestination(for: SavedCity.self) { city in
                VStack {
                    Text("City \(city.name)")
                    NavigationLink("Next", value: SavedCity(name: city.name + "+"))
                    NavigationLink("Go Page") { Text("Page").navigationTitle("Page") }
                }
                .navigationTitle(city.name)
            }
            .navigationDestination(for: Unsaved.self) { value in
                Text("Unsaved \(value.name)").navigationTitle("Unsaved")
            }
        }
    }
}

/// A stack bound to the view's `NavigationPath` state; the probe sees the state's count.
private struct BoundPathStack: View {
    let probe: Probe
    @State private var path = NavigationPath()
    @State private var tick = 0
    var body: some View {
        let _ = probe.record("count \(path.count)")
        let _ = probe.record("tick \(tick)")
        let _ = { probe.actions["tick"] = { tick += 1 } }()
        NavigationStack(path: $path) {
            Text("Root").navigationTitle("Cities")
                .navigationDestination(for: SavedCity.self) { city in Text("City \(city.name)").navigationTitle(city.name) }
                .navigationDestination(for: Int.self) { number in Text("Number \(number)").navigationTitle("\(number)") }
        }
    }
}

/// A stack bound to an array of cities.
private struct BoundArrayStack: View {
    let probe: Probe
    @State private var path: [SavedCity] = []
    var body: some View {
        let _ = probe.record("cities \(path.map(\.name).joined(separator: ","))")
        let _ = { probe.actions["assign"] = { path = [SavedCity(name: "Lima"), SavedCity(name: "Quito")] } }()
        NavigationStack(path: $path) {
            Text("Root").navigationTitle("Cities")
                .navigationDestination(for: SavedCity.self) { city in Text("City \(city.name)").navigationTitle(city.name) }
        }
    }
}

/// A window over the headless backend with a scene storage store (what a renderer gets
/// from the host) and a router recording the window requests.
@MainActor
private struct StoredWindow {
    let backend = HeadlessBackend()
    let controller: WindowController
    let store: StoredValueStore
    var requests: [SceneRequest] { recorder.requests }
    private let recorder = RequestRecorder()

    init<V: View>(_ view: V, values: [String: String] = [:], presentedTypes: Set<String> = []) throws {
        store = StoredValueStore(values: values)
        var environment = EnvironmentValues()
        environment.sceneStorageStore = store
        let recorder = self.recorder
        environment.sceneRequestRouter = SceneRequestRouter(send: { recorder.requests.append($0) }, presentedTypes: presentedTypes)
        // No animation frames run here: the navigation slide is turned off (as in HeadlessWindow).
        let content = view.transaction { $0.disablesAnimations = true }
        controller = WindowController(content: AnyView(content), environment: environment, textMeasurer: FixedTextMeasurer())
        try controller.open(on: backend, appID: "test", title: "test")
    }

    var window: SceneryHeadless.HeadlessWindow { backend.windows[0] }

    var texts: [String] {
        controller.displayList.items.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } }
    }

    func click(_ label: String) throws {
        window.click(at: try #require(center(of: label), "no \(label) on screen: \(texts)"))
    }

    func center(of string: String) -> CGPoint? {
        for item in controller.displayList.items {
            if case .text(let s, _, _, let frame, _) = item, s == string { return CGPoint(x: frame.midX, y: frame.midY) }
        }
        return nil
    }

    /// The texts the front-most presentation (a menu) draws.
    var presentedTexts: [String] {
        controller.surfaces.last.map { PresentingWindow.texts(in: $0.displayList) } ?? []
    }

    /// Clicks the text `label` in the front-most presentation's window.
    func clickPresented(_ label: String) throws {
        let surface = try #require(controller.surfaces.last, "nothing is presented")
        let point = try #require(PresentingWindow.center(of: label, in: surface.displayList), "no \(label) in the menu")
        try #require(backend.secondaryWindows.last).click(at: point)
    }

    /// The saved stack paths (the window's scene storage entries for stacks).
    var savedPaths: [String: String] {
        store.values.filter { $0.key.hasPrefix(NavigationStatePersistence.keyPrefix) }
    }
}

@MainActor
private final class RequestRecorder {
    var requests: [SceneRequest] = []
}

/// The JSON text a saved path of `elements` has.
@MainActor
private func savedText(_ elements: [any Hashable]) throws -> String {
    try NavigationStatePersistence.encode(elements).get()
}

@Suite("Navigation across processes: paths saved in scene storage, restored before the first frame, summaries, new-window links", .probes)
@MainActor
struct NavigationStateTests {
    @Test("R96: each push and pop saves the path's CodableRepresentation under the stack's key; back at the root the key is removed")
    func pushesAreSaved() throws {
        let window = try StoredWindow(OwnStateStack())
        #expect(window.savedPaths.isEmpty, "nothing is saved at the root")
        try window.click("Go Oslo")
        let (key, text) = try #require(window.savedPaths.first)
        #expect(key.hasPrefix("scenery.navigation.stack "))
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(text.utf8))
        #expect(NavigationPath(decoded) == NavigationPath([SavedCity(name: "Oslo")]))
        #expect(text.contains("SavedCity"), "the representation names the type: \(text)")
        try window.click("Next")
        let two = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(try #require(window.savedPaths[key]).utf8))
        #expect(NavigationPath(two) == NavigationPath([SavedCity(name: "Oslo"), SavedCity(name: "Oslo+")]))
        window.window.pressBackButton(at: .zero)
        window.window.pressBackButton(at: .zero)
        #expect(window.texts.contains("Go Oslo"))
        #expect(window.savedPaths.isEmpty, "\(window.savedPaths)")
    }

    @Test("R95: a window opened with a saved path shows its top view in the first frame (init(root:)), and the back button still works")
    func ownStateRestored() throws {
        let saved = try savedText([SavedCity(name: "Rome"), SavedCity(name: "Rome+")])
        let original = try StoredWindow(OwnStateStack())
        try original.click("Go Rome")
        let key = try #require(original.savedPaths.keys.first)

        let window = try StoredWindow(OwnStateStack(), values: [key: saved])
        #expect(window.texts.contains("City Rome+"), "\(window.texts)")
        #expect(window.controller.title == "Rome+")
        #expect(window.texts.contains("Rome"), "the back button names the view below")
        window.window.pressBackButton(at: .zero)
        #expect(window.texts.contains("City Rome"))
        #expect(window.controller.title == "Rome")
        window.window.pressBackButton(at: .zero)
        #expect(window.texts.contains("Go Rome"))
    }

    @Test("R95: a stack bound to a NavigationPath gets the restored path through its binding: the view's @State holds it")
    func boundPathRestored() throws {
        let probe = Probe()
        let key = try storageKey(of: BoundPathStack(probe: Probe()))
        let saved = try savedText([SavedCity(name: "Oslo"), 7])
        let window = try StoredWindow(BoundPathStack(probe: probe), values: [key: saved])
        #expect(window.texts.contains("Number 7"), "\(window.texts)")
        #expect(window.controller.title == "7")
        #expect(probe.log.last(where: { $0.hasPrefix("count") }) == "count 2", "\(probe.log)")
    }

    @Test("R95: a stack bound to an array of Codable values is saved and restored through its binding")
    func boundArrayRestored() throws {
        let probe = Probe()
        let original = try StoredWindow(BoundArrayStack(probe: probe))
        probe.run("assign")
        original.controller.updateViews()
        let (key, text) = try #require(original.savedPaths.first)

        let restoredProbe = Probe()
        let window = try StoredWindow(BoundArrayStack(probe: restoredProbe), values: [key: text])
        #expect(window.texts.contains("City Quito"), "\(window.texts)")
        #expect(restoredProbe.log.last == "cities Lima,Quito", "\(restoredProbe.log)")
    }

    @Test("R97: views pushed by destination-view links are not saved; only the values below them are")
    func viewPushesLeftOut() throws {
        let window = try StoredWindow(OwnStateStack())
        try window.click("Go Oslo")
        let key = try #require(window.savedPaths.keys.first)
        let before = window.savedPaths[key]
        try window.click("Go Page")
        #expect(window.texts.contains("Page"))
        #expect(window.savedPaths[key] == before, "a view push does not change what is saved")

        let restored = try StoredWindow(OwnStateStack(), values: window.savedPaths)
        #expect(restored.texts.contains("City Oslo"), "only the value part comes back: \(restored.texts)")
    }

    @Test("R96: a path with a non-Codable value is not saved (its key is removed), with one warning, never a crash")
    func nonCodableNotSaved() throws {
        var window: StoredWindow?
        let warnings = try captureWarnings {
            let opened = try StoredWindow(OwnStateStack())
            window = opened
            try opened.click("Go Oslo")
            #expect(opened.savedPaths.count == 1)
            opened.window.pressBackButton(at: .zero)
            try opened.click("Go Unsaved")
            #expect(opened.texts.contains("Unsaved u"))
            #expect(opened.savedPaths.isEmpty, "\(opened.savedPaths)")
            opened.window.pressBackButton(at: .zero)
            try opened.click("Go Unsaved")
        }
        let about = warnings.filter { $0.contains("Unsaved") }
        #expect(about.count <= 1, "\(warnings)")
        #expect(window?.savedPaths.isEmpty == true)
    }

    @Test("Issue 11 part 8: corrupt saved text restores to the root with one warning naming the key and the problem")
    func corruptRestoresRoot() throws {
        let key = try storageKey(of: OwnStateStack())
        var window: StoredWindow?
        let warnings = try captureWarnings {
            window = try StoredWindow(OwnStateStack(), values: [key: "[\"SceneryCoreTests.SavedCity\""])
        }
        #expect(window?.texts.contains("Go Oslo") == true)
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains(key) == true)
        #expect(warnings.first?.contains("the stack starts at its root") == true)
    }

    @Test("Issue 11 part 8: a saved path whose type was renamed restores to the root with one warning naming the type")
    func renamedTypeRestoresRoot() throws {
        let key = try storageKey(of: OwnStateStack())
        let renamed = try savedText([SavedCity(name: "Oslo")]).replacing("SavedCity", with: "FormerCity")
        var window: StoredWindow?
        let warnings = try captureWarnings {
            window = try StoredWindow(OwnStateStack(), values: [key: renamed])
        }
        #expect(window?.texts.contains("Go Oslo") == true)
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("FormerCity") == true, "\(warnings)")
        // The stale value is replaced by the root's (removed) as soon as the stack saves.
        #expect(window?.savedPaths.isEmpty == true)
    }

    @Test("A path of 10,000 values is saved, decodes, and restores; an update that does not change it does not encode it again")
    func tenThousandValues() throws {
        let elements: [any Hashable] = (0..<10_000).map { $0 }
        let clock = ContinuousClock()
        var text = ""
        let encoding = try clock.measure { text = try savedText(elements) }
        #expect(text.utf8.count < StoredValueStore.maximumValueSize, "\(text.utf8.count) bytes")
        var decoded: NavigationPath.CodableRepresentation?
        let decoding = try clock.measure {
            decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(text.utf8))
        }
        #expect(NavigationPath(try #require(decoded)) == NavigationPath(0..<10_000))
        print("10,000 Ints: \(text.utf8.count) bytes, encoded in \(encoding), decoded in \(decoding)")

        let probe = Probe()
        let key = try storageKey(of: BoundPathStack(probe: Probe()))
        let window = try StoredWindow(BoundPathStack(probe: probe), values: [key: text])
        #expect(window.texts.contains("Number 9999"))
        #expect(probe.log.last(where: { $0.hasPrefix("count") }) == "count 10000")
        // Unchanged: the model compares and does not encode (the saved text stays the
        // same object; a write would go through the store).
        var writes = 0
        window.store.onWrite = { _, _ in writes += 1 }
        probe.run("tick")
        window.controller.updateViews()
        #expect(probe.log.last == "tick 1", "the view around the stack ran again")
        #expect(writes == 0)
        window.window.pressBackButton(at: .zero)
        #expect(writes == 1)
        #expect(window.texts.contains("Number 9998"))
    }

    @Test("R47: the saved text is the CodableRepresentation's JSON: it decodes to the same path, whatever the strings hold")
    func savedTextDecodes() throws {
        let tricky: [any Hashable] = [
            "quote \" backslash \\ slash / newline \n tab \t bell \u{7} é 漢 🌲", 42, SavedCity(name: "\"Rome\""), 2.5,
        ]
        let text = try savedText(tricky)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(text.utf8))
        var expected = NavigationPath()
        for element in tricky { expected.append(element) }
        #expect(NavigationPath(decoded) == expected)
        let reference = try JSONEncoder().encode(try #require(expected.codable))
        #expect(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: reference) == decoded)
    }

    @Test("A changed path reuses the saved parts of the elements it shares with the last one: a push encodes one element")
    func pushEncodesOneElement() throws {
        var fragments: [SavedFragment] = []
        _ = try NavigationStatePersistence.encode([1, 2], reusing: &fragments).get()
        #expect(fragments.count == 2)
        // Mark the first element's part: a save that reuses it shows the mark.
        fragments[0].json = #""Swift.Int","100""#
        let pushed = try NavigationStatePersistence.encode([1, 2, 3], reusing: &fragments).get()
        #expect(pushed == #"["Swift.Int","3","Swift.Int","2","Swift.Int","100"]"#)
        let replaced = try NavigationStatePersistence.encode([1, 5], reusing: &fragments).get()
        #expect(replaced == #"["Swift.Int","5","Swift.Int","100"]"#)
        #expect(fragments.count == 2)
    }

    @Test("R95: saved state is restored once per window: a stack that leaves and comes back starts at its root")
    func restoredOnce() throws {
        struct Toggled: View {
            let probe: Probe
            @State private var shown = true
            var body: some View {
                let _ = { probe.actions["toggle"] = { shown.toggle() } }()
                VStack {
                    if shown { OwnStateStack() }
                }
            }
        }
        let probe = Probe()
        let original = try StoredWindow(Toggled(probe: Probe()))
        try original.click("Go Oslo")
        let saved = original.savedPaths

        let window = try StoredWindow(Toggled(probe: probe), values: saved)
        #expect(window.texts.contains("City Oslo"))
        probe.run("toggle")
        window.controller.updateViews()
        // Gone: back at the root its key is not touched (no stack saves it).
        #expect(!window.texts.contains("City Oslo"))
        window.store.apply(saved.values.first, for: saved.keys.first!)
        probe.run("toggle")
        window.controller.updateViews()
        #expect(window.texts.contains("Go Oslo"), "a stack that comes back is not restored again: \(window.texts)")
    }

    @Test("The window's navigation summary lists each stack's titles, bottom first, and changes with pushes and pops")
    func summaries() throws {
        let window = try StoredWindow(OwnStateStack())
        var reported: [[NavigationStateRegistry.Summary]] = []
        window.controller.onNavigationChanged = { reported.append($0) }
        #expect(window.controller.navigationSummaries.map(\.titles) == [["Cities"]])
        try window.click("Go Oslo")
        try window.click("Next")
        let summary = try #require(window.controller.navigationSummaries.first)
        #expect(summary.kind == "stack")
        #expect(summary.depth == 2)
        #expect(summary.titles == ["Cities", "Oslo", "Oslo+"])
        #expect(reported.last?.first?.titles == ["Cities", "Oslo", "Oslo+"])
        window.window.pressBackButton(at: .zero)
        #expect(window.controller.navigationSummaries.first?.titles == ["Cities", "Oslo"])
    }

    @Test("A middle click on a value link whose type a WindowGroup presents asks for a window presenting the value; the stack does not change")
    func middleClickOpensWindow() throws {
        let window = try StoredWindow(OwnStateStack(), presentedTypes: [String(reflecting: SavedCity.self)])
        window.window.pressMiddleButton(at: try #require(window.center(of: "Go Rome")))
        #expect(window.requests == [SceneRequest(action: .open, value: #"{"name":"Rome"}"#, valueType: String(reflecting: SavedCity.self))])
        #expect(window.texts.contains("Go Rome"), "the stack stays at its root")
        // A type no group presents: nothing.
        window.window.pressMiddleButton(at: try #require(window.center(of: "Go Unsaved")))
        #expect(window.requests.count == 1)
        // Not over a link: nothing.
        window.window.pressMiddleButton(at: CGPoint(x: 1, y: 1))
        #expect(window.requests.count == 1)
    }

    @Test("R98: a right click on a value link whose type a WindowGroup presents offers Open in New Window, which asks for the value's window; other links offer nothing")
    func contextMenuOpensWindow() throws {
        let window = try StoredWindow(OwnStateStack(), presentedTypes: [String(reflecting: SavedCity.self)])
        window.window.pressSecondaryButton(at: try #require(window.center(of: "Go Rome")))
        #expect(window.presentedTexts == ["Open in New Window"])
        try window.clickPresented("Open in New Window")
        #expect(window.requests == [SceneRequest(action: .open, value: #"{"name":"Rome"}"#, valueType: String(reflecting: SavedCity.self))])
        #expect(window.backend.secondaryWindows.isEmpty, "picking the item closes the menu")
        #expect(window.texts.contains("Go Rome"), "the stack stays at its root")
        // A type no group presents, and a destination-view link: no menu.
        window.window.pressSecondaryButton(at: try #require(window.center(of: "Go Unsaved")))
        #expect(window.backend.secondaryWindows.isEmpty)
        window.window.pressSecondaryButton(at: try #require(window.center(of: "Go Page")))
        #expect(window.backend.secondaryWindows.isEmpty)
        // An app without value-presenting groups: no menu on any link.
        let plain = try StoredWindow(OwnStateStack())
        plain.window.pressSecondaryButton(at: try #require(plain.center(of: "Go Rome")))
        #expect(plain.backend.secondaryWindows.isEmpty)
        #expect(plain.requests.isEmpty)
    }

    /// The key a stack is saved under in a window of `view`.
    private func storageKey<V: View>(of view: V) throws -> String {
        let window = try StoredWindow(view)
        return try #require(window.controller.navigationSummaries.first.map { NavigationStatePersistence.keyPrefix + $0.key })
    }
}
