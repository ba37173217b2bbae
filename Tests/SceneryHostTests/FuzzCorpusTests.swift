import Foundation
@testable import SceneryHost
import SceneryWire
import Testing

/// The committed seed corpora of the host's fuzz targets, fuzz-control-request and
/// fuzz-state-files (Fuzz/Corpus, docs/fuzzing.md). `SCENERY_FUZZ_WRITE_SEEDS=1` rewrites
/// them; otherwise the suite checks that the committed seeds are valid inputs.
@Suite("Fuzz seed corpora of the host", .serialized)
struct HostFuzzCorpusTests {
    private static let hello = WireMessage.hello(Hello(buildID: "fuzz", role: .control, pid: 4242))

    /// Control clients' byte streams: a hello, then requests as `scenectl` sends them.
    static let controlSeeds: [(String, [WireMessage])] = [
        ("list", [hello, .listWindows]),
        ("subscribe", [hello, .subscribeEvents]),
        ("close", [hello, .closeRequest(CloseRequest(windowID: 1)), .closeRequest(CloseRequest(windowID: 99))]),
        ("activate", [hello, .activateWindow(ActivateWindow(windowID: 2))]),
        ("window-event", [hello, .windowEvent(WindowEvent(windowID: 3, kind: .click, x: 4, y: 5))]),
        ("open-scene", [hello, .sceneRequest(SceneRequestMessage(action: .open, sceneID: "inspector"))]),
        ("open-value", [hello, .sceneRequest(SceneRequestMessage(action: .open, value: #"{"id":7,"tags":["a"]}"#, valueType: "Fuzz.Note"))]),
        ("open-count", [hello, .sceneRequest(SceneRequestMessage(action: .open, sceneID: "count", value: "42"))]),
        ("dismiss", [hello, .sceneRequest(SceneRequestMessage(action: .dismiss, sceneID: "note", value: #"{"id": 7}"#))]),
        ("push", [hello, .sceneRequest(SceneRequestMessage(action: .push, sceneID: "main"))]),
        ("url", [hello, .openURL(OpenURL(url: "notes://note/42?x=%20y")), .openURL(OpenURL(url: "https://example.org/a#b"))]),
        ("not-a-request", [hello, .shutdown(Shutdown(reason: .host))]),
        ("no-hello", [.listWindows]),
    ]

    /// State files as the host writes them, for the app id the target loads ("Fuzz").
    static func stateSeeds() throws -> [(String, [UInt8])] {
        [
            ("windows", try StateFiles.encodeWindows([
                .init(scene: "main", width: 640, height: 480),
                .init(scene: "note", value: #"{"id":7,"title":"Groceries"}"#, sceneStorage: ["draft": #""milk""#, "tab": "2"]),
                .init(scene: "settings"),
            ], appID: "Fuzz")),
            ("no-windows", try StateFiles.encodeWindows([], appID: "Fuzz")),
            ("app-storage", try StateFiles.encodeAppStorage(["theme": #""dark""#, "count": "3", "é ✓": "null"], appID: "Fuzz")),
        ]
    }

    @Test("The seed writer ran when asked", .enabled(if: ProcessInfo.processInfo.environment["SCENERY_FUZZ_WRITE_SEEDS"] == "1"))
    func writeSeeds() throws {
        try Self.replace("control-request", with: Self.controlSeeds.map { ($0.0, $0.1.flatMap { $0.encodeFrame() }) })
        try Self.replace("state-files", with: try Self.stateSeeds())
    }

    @Test("fuzz-control-request's seeds are the control streams above")
    func controlSeedsAreCommitted() throws {
        #expect(Set(try Self.read("control-request")) == Set(Self.controlSeeds.map { $0.1.flatMap { $0.encodeFrame() } }))
    }

    @Test("fuzz-state-files' seeds load as the host loads its files")
    func stateSeedsLoad() throws {
        #expect(Set(try Self.read("state-files")) == Set(try Self.stateSeeds().map(\.1)))
        guard case .success(let windows) = StateFiles.decodeWindows(try Self.stateSeeds()[0].1, appID: "Fuzz") else {
            Issue.record("the windows seed does not load")
            return
        }
        #expect(windows.map(\.scene) == ["main", "note", "settings"])
        #expect(windows[1].sceneStorage["draft"] == #""milk""#)
        guard case .failure(let error) = StateFiles.decodeWindows(try Self.stateSeeds()[0].1, appID: "Other") else {
            Issue.record("another app's windows load")
            return
        }
        #expect(error.message == "it belongs to the app 'Fuzz'")
    }

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

    private static func read(_ corpus: String) throws -> [[UInt8]] {
        let directory = root.appendingPathComponent(corpus)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map {
            Array(try Data(contentsOf: directory.appendingPathComponent($0)))
        }
    }

    private static func replace(_ corpus: String, with seeds: [(String, [UInt8])]) throws {
        let directory = root.appendingPathComponent(corpus)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, bytes) in seeds { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
    }
}
