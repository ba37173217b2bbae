@testable import SceneryHost
import SceneryWire
import Testing

/// The app of these tests: a main group, a value-presenting group of Ints, a unique
/// window and the settings scene.
@MainActor private let router = SceneRouter(scenes: [
    SceneRouter.Scene(id: "main", kind: .windowGroup),
    SceneRouter.Scene(id: "note", kind: .windowGroup, presentedType: "Swift.Int") { text in
        guard let number = Int(text.filter { !$0.isWhitespace }) else {
            return .failure(SceneRouter.Failure(code: "bad-value", message: "'\(text)' is not a JSON Swift.Int"))
        }
        return .success(String(number))
    },
    SceneRouter.Scene(id: "inspector", kind: .window),
    SceneRouter.Scene(id: "Settings", kind: .settings),
])

private func open(_ scene: String?, value: String? = nil, type: String? = nil, from source: UInt64 = 1) -> SceneRequestMessage {
    SceneRequestMessage(action: .open, sceneID: scene, value: value, valueType: type, sourceWindowID: source)
}

@Suite("Routing window actions (openWindow, pushWindow, dismissWindow)")
@MainActor
struct SceneRouterTests {
    let windows = [
        SceneRouter.Window(windowID: 1, sceneID: "main"),
        SceneRouter.Window(windowID: 2, sceneID: "main"),
        SceneRouter.Window(windowID: 3, sceneID: "note", value: "7"),
        SceneRouter.Window(windowID: 4, sceneID: "inspector"),
    ]

    @Test("R4: openWindow(id:) of a WindowGroup opens another window each time")
    func groupOpensNewWindows() throws {
        let decision = try router.route(open("main"), windows: windows).get()
        #expect(decision == SceneRouter.Decision(open: ("main", nil)))
    }

    @Test("R5: opening a Window scene that is open brings its window forward; a closed one opens")
    func uniqueWindow() throws {
        #expect(try router.route(open("inspector"), windows: windows).get() == SceneRouter.Decision(activate: 4))
        let without = windows.filter { $0.sceneID != "inspector" }
        #expect(try router.route(open("inspector"), windows: without).get() == SceneRouter.Decision(open: ("inspector", nil)))
    }

    @Test("R12: openSettings opens the Settings window once, then brings it forward")
    func settingsIsSingle() throws {
        #expect(try router.route(open("Settings"), windows: windows).get() == SceneRouter.Decision(open: ("Settings", nil)))
        let withSettings = windows + [SceneRouter.Window(windowID: 9, sceneID: "Settings")]
        #expect(try router.route(open("Settings"), windows: withSettings).get() == SceneRouter.Decision(activate: 9))
    }

    @Test("openWindow(value:) finds the group by the value's type; an equal value brings its window forward")
    func valuePresentingGroup() throws {
        #expect(try router.route(open(nil, value: "7", type: "Swift.Int"), windows: windows).get() == SceneRouter.Decision(activate: 3))
        // Equal after canonicalisation (the JSON text differs only in spacing).
        #expect(try router.route(open("note", value: " 7 "), windows: windows).get() == SceneRouter.Decision(activate: 3))
        #expect(try router.route(open(nil, value: "8", type: "Swift.Int"), windows: windows).get() == SceneRouter.Decision(open: ("note", "8")))
        // Without a value, a value-presenting group opens a window each time.
        #expect(try router.route(open("note"), windows: windows).get() == SceneRouter.Decision(open: ("note", nil)))
    }

    @Test("Unknown scenes, unpresented types and undecodable values are refused with a clear message")
    func refusals() {
        guard case .failure(let unknown) = router.route(open("nope"), windows: windows) else { Issue.record("accepted"); return }
        #expect(unknown.code == "no-such-scene")
        #expect(unknown.message.contains("nope") && unknown.message.contains("main, note, inspector, Settings"))

        guard case .failure(let type) = router.route(open(nil, value: "\"a\"", type: "Swift.String"), windows: windows) else { Issue.record("accepted"); return }
        #expect(type.message == "no WindowGroup presents values of type Swift.String")

        guard case .failure(let bad) = router.route(open("note", value: "\"seven\""), windows: windows) else { Issue.record("accepted"); return }
        #expect(bad.code == "bad-value" && bad.message.contains("seven"))

        guard case .failure(let plain) = router.route(open("main", value: "1"), windows: windows) else { Issue.record("accepted"); return }
        #expect(plain.message.contains("does not present values"))

        guard case .failure(let mismatch) = router.route(open("note", value: "1", type: "Swift.Double"), windows: windows) else { Issue.record("accepted"); return }
        #expect(mismatch.message == "scene 'note' presents Swift.Int, not Swift.Double")
    }

    @Test("A client's scene id, type name or URL is quoted in an error to at most 64 characters, with an ellipsis")
    func refusalsQuoteBoundedInput() {
        let long = String(repeating: "x", count: 100_000)
        let quoted = String(repeating: "x", count: 64) + "…"
        guard case .failure(let unknown) = router.route(open(long), windows: windows) else { Issue.record("accepted"); return }
        #expect(unknown.message == "no scene with id '\(quoted)' (the app declares: main, note, inspector, Settings)")

        guard case .failure(let type) = router.route(open(nil, value: "1", type: long), windows: windows) else { Issue.record("accepted"); return }
        #expect(type.message == "no WindowGroup presents values of type \(quoted)")

        guard case .failure(let mismatch) = router.route(open("note", value: "1", type: long), windows: windows) else { Issue.record("accepted"); return }
        #expect(mismatch.message == "scene 'note' presents Swift.Int, not \(quoted)")

        let url = "app://" + long
        let noGroup = SceneRouter(scenes: [SceneRouter.Scene(id: "inspector", kind: .window)])
        guard case .failure(let unrouted) = noGroup.route(url: url, windows: []) else { Issue.record("accepted"); return }
        #expect(unrouted.message.hasPrefix("no scene handles \(url.prefix(64))… ("))

        // Control characters, which could forge log lines, are replaced; short text is whole.
        guard case .failure(let forged) = router.route(open("a\nb"), windows: windows) else { Issue.record("accepted"); return }
        #expect(forged.message.hasPrefix("no scene with id 'a\u{FFFD}b' ("))
    }

    @Test("R13/R100: pushWindow opens the new window and closes the one that asked")
    func push() throws {
        let request = SceneRequestMessage(action: .push, sceneID: "inspector", sourceWindowID: 2)
        let without = windows.filter { $0.sceneID != "inspector" }
        #expect(try router.route(request, windows: without).get() == SceneRouter.Decision(open: ("inspector", nil), close: [2]))
        // Pushing to a window that is already open brings it forward and still replaces the caller.
        #expect(try router.route(request, windows: windows).get() == SceneRouter.Decision(activate: 4, close: [2]))
        // A control client has no window to replace.
        #expect((try? router.route(SceneRequestMessage(action: .push, sceneID: "main"), windows: windows).get()) == nil)
    }

    @Test("R13: dismissWindow closes the calling window, a scene's windows, or the window presenting a value")
    func dismiss() throws {
        #expect(try router.route(SceneRequestMessage(action: .dismiss, sourceWindowID: 2), windows: windows).get() == SceneRouter.Decision(close: [2]))
        #expect(try router.route(SceneRequestMessage(action: .dismiss, sceneID: "main", sourceWindowID: 4), windows: windows).get() == SceneRouter.Decision(close: [1, 2]))
        #expect(try router.route(SceneRequestMessage(action: .dismiss, value: "7", valueType: "Swift.Int", sourceWindowID: 1), windows: windows).get() == SceneRouter.Decision(close: [3]))
        #expect(try router.route(SceneRequestMessage(action: .dismiss, sceneID: "note", value: "8", sourceWindowID: 1), windows: windows).get() == SceneRouter.Decision(close: []))
        #expect((try? router.route(SceneRequestMessage(action: .dismiss), windows: windows).get()) == nil)
    }
}

@Suite("Routing URLs (handlesExternalEvents, onOpenURL)")
@MainActor
struct URLRoutingTests {
    let router = SceneRouter(scenes: [
        SceneRouter.Scene(id: "main", kind: .windowGroup),
        SceneRouter.Scene(id: "note", kind: .windowGroup, urlConditions: ["notes://note/"]),
        SceneRouter.Scene(id: "inspector", kind: .window, urlConditions: ["notes://inspect"]),
    ])

    @Test("A URL goes to the newest window of the first scene whose condition is a prefix of it")
    func matchingScene() throws {
        let windows = [SceneRouter.Window(windowID: 2, sceneID: "note"), SceneRouter.Window(windowID: 5, sceneID: "note"), SceneRouter.Window(windowID: 1, sceneID: "main")]
        #expect(try router.route(url: "notes://note/42", windows: windows).get() == .window(5))
        #expect(try router.route(url: "notes://inspector", windows: windows).get() == .newWindow(sceneID: "inspector"))
    }

    @Test("Without a matching scene a URL opens a window of the first group that declares no conditions")
    func fallback() throws {
        #expect(try router.route(url: "notes://elsewhere", windows: []).get() == .newWindow(sceneID: "main"))
        #expect(try router.route(url: "https://example.com", windows: [SceneRouter.Window(windowID: 1, sceneID: "main")]).get() == .newWindow(sceneID: "main"))
    }

    @Test("`*` matches every URL; with no group to fall back to, an unmatched URL is refused")
    func wildcardAndRefusal() throws {
        let star = SceneRouter(scenes: [SceneRouter.Scene(id: "all", kind: .window, urlConditions: ["*"])])
        #expect(try star.route(url: "x:y", windows: []).get() == .newWindow(sceneID: "all"))
        let none = SceneRouter(scenes: [SceneRouter.Scene(id: "only", kind: .window, urlConditions: ["a://"])])
        guard case .failure(let failure) = none.route(url: "b://c", windows: []) else { Issue.record("accepted"); return }
        #expect(failure.code == "no-handler" && failure.message.contains("b://c"))
    }

    @Test("A second launch recognises its URL argument (scheme:rest), not options or plain words")
    func urlArguments() {
        #expect(HostProcess.urlArgument(["/bin/app", "notes://note/1"]) == "notes://note/1")
        #expect(HostProcess.urlArgument(["/bin/app", "mailto:a@b.c"]) == "mailto:a@b.c")
        #expect(HostProcess.urlArgument(["/bin/app", "--install-desktop-file"]) == nil)
        #expect(HostProcess.urlArgument(["/bin/app", ":nope", "plain"]) == nil)
        #expect(HostProcess.urlArgument(["notes://argv0-is-not-an-argument"]) == nil)
    }

    @Test("Desktop files name the schemes of the conditions and quote Exec arguments")
    func desktopEntry() {
        #expect(DesktopEntry.schemes(in: ["notes://note/", "*", "Notes:x", "mailto:", "://bad", "1x:y"]) == ["notes", "mailto"])
        let entry = DesktopEntry(appID: "My App", name: "app", executable: "/opt/my apps/app", setsAppID: true, schemes: ["notes"])
        #expect(entry.text.contains("Exec=env SCENERY_APP_ID=\"My App\" \"/opt/my apps/app\" %u"))
        #expect(entry.text.contains("MimeType=x-scheme-handler/notes;"))
    }
}
