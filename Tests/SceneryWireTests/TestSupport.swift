import SceneryWire
import Testing

/// A small, fast, deterministic generator (SplitMix64), so every random test replays the
/// same bytes on every run and a failure can be reproduced from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &self) }
    }
}

/// One message to test with, named so parameterized test output says which case ran.
struct Sample: Sendable, CustomTestStringConvertible {
    let label: String
    let message: WireMessage

    init(_ label: String, _ message: WireMessage) {
        self.label = label
        self.message = message
    }

    var testDescription: String { "\(message.name): \(label)" }
}

/// Every raw value of a one-byte enum that the enum accepts.
func everyCase<E: RawRepresentable>(of type: E.Type) -> [E] where E.RawValue == UInt8 {
    (UInt8.min...UInt8.max).compactMap(E.init(rawValue:))
}

/// Messages covering every case of ``WireMessage`` and every value of the enums they carry.
enum Samples {
    static let hellos: [Sample] =
        everyCase(of: PeerRole.self).map {
            Sample("\($0)", .hello(Hello(buildID: "3f2a9c0d1e", role: $0, pid: 4242)))
        } + [
            Sample("empty build id, pid 0", .hello(Hello(buildID: "", role: .host, pid: 0))),
            Sample("extreme values", .hello(Hello(protocolVersion: .max, buildID: "file-2049-1234-99-17", role: .renderer, pid: .min))),
        ]

    static let manifests: [Sample] = [
        Sample("no scenes", .sceneManifest(SceneManifest(appID: "Hello", appName: "Hello", scenes: []))),
        Sample("several scenes, titles and unicode", .sceneManifest(SceneManifest(
            appID: "org.example.Notes", appName: "Notes ✎",
            scenes: [
                SceneEntry(id: "scene-0", kind: .windowGroup, title: nil),
                SceneEntry(id: "viewer", kind: .window, title: "Fenêtre — 日本語 🌍"),
                SceneEntry(id: "settings", kind: .settings, title: ""),
                SceneEntry(id: "", kind: .windowGroup, title: "Line one\nline \"two\"\t\u{0}"),
                SceneEntry(id: "note", kind: .windowGroup, title: nil, presentedType: "Notes.Note.ID"),
            ]))),
    ] + everyCase(of: SceneKind.self).map {
        Sample("one \($0)", .sceneManifest(SceneManifest(appID: "a", appName: "b", scenes: [SceneEntry(id: "s", kind: $0, title: "t")])))
    }

    static let windows: [Sample] = [
        Sample("first window", .openWindow(OpenWindow(windowID: 1, sceneID: "WindowGroup-0"))),
        Sample("extreme id", .openWindow(OpenWindow(windowID: .max, sceneID: "ü"))),
        Sample("restored size", .openWindow(OpenWindow(windowID: 2, sceneID: "s", size: WindowSize(width: 300, height: 200)))),
        Sample("resized", .windowResized(WindowResized(windowID: 2, size: WindowSize(width: 1, height: 32767)))),
        Sample("activate", .activateWindow(ActivateWindow(windowID: 5))),
        Sample("presented value", .openWindow(OpenWindow(windowID: 3, sceneID: "note", value: "{\"id\":7}"))),
        Sample("open by id", .sceneRequest(SceneRequestMessage(action: .open, sceneID: "inspector", sourceWindowID: 1))),
        Sample("open by value", .sceneRequest(SceneRequestMessage(action: .open, value: "42", valueType: "Swift.Int", sourceWindowID: .max))),
        Sample("push", .sceneRequest(SceneRequestMessage(action: .push, sceneID: "s", value: "\"é\"", valueType: "Swift.String", sourceWindowID: 2))),
        Sample("dismiss this window", .sceneRequest(SceneRequestMessage(action: .dismiss))),
        Sample("scene storage restored", .openWindow(OpenWindow(windowID: 4, sceneID: "s", sceneStorage: [StoredEntry(key: "draft", value: "\"hi\""), StoredEntry(key: "", value: nil)]))),
        Sample("shared values", .sharedValues(SharedValues(sequence: 9, entries: [StoredEntry(key: "theme", value: "\"dark\""), StoredEntry(key: "gone", value: nil)]))),
        Sample("url from scenectl", .openURL(OpenURL(url: "notes://note/42?x=%20y"))),
        Sample("url to a window", .openURL(OpenURL(url: "", windowID: .max))),
        Sample("shared model", .sharedValues(SharedValues(scope: .sharedObject, sequence: 2, entries: [StoredEntry(key: "App.Tally", value: "{\"count\":3}")]))),
        Sample("model write", .storedValueWrite(StoredValueWrite(scope: .sharedObject, entry: StoredEntry(key: "App.Tally", value: "{}")))),
        Sample("focus", .windowEvent(WindowEvent(windowID: 1, kind: .focus))),
        Sample("click", .windowEvent(WindowEvent(windowID: 2, kind: .click, x: 10.5, y: -3))),
        Sample("frame", .framePresented(FramePresented(windowID: 3, frame: .max))),
        Sample("frame event", .hostEvent(HostEvent(kind: .framePresented, windowID: 3, sceneID: "s"))),
        Sample("navigation", .navigationChanged(WindowNavigation(windowID: 2, views: [
            NavigationViewState(kind: "stack", key: "view/0", depth: 2, titles: ["Parks", "Yosemite", "Mist Trail"]),
            NavigationViewState(kind: "tab", key: "view/1", selection: "\"home\""),
        ]))),
        Sample("clipboard", .clipboardHandOver(ClipboardHandOver(text: "copied é ✓"))),
        Sample("empty clipboard", .clipboardHandOver(ClipboardHandOver(text: ""))),
        Sample("no navigation", .navigationChanged(WindowNavigation(windowID: 2, views: []))),
        Sample("navigation event", .hostEvent(HostEvent(kind: .navigation, windowID: 2, sceneID: "s", detail: "stack view/0: Parks > Zion"))),
        Sample("window with navigation", .windowList(WindowList(appID: "Navigation", windows: [
            WindowInfo(sceneID: "scene-0", windowID: 1, rendererPID: 5, xWindowID: 7, title: "Zion",
                       navigation: [NavigationViewState(kind: "stack", key: "view", depth: 1, titles: ["Parks", "Zion"])]),
        ]))),
        Sample("no shared values", .sharedValues(SharedValues(sequence: 0, entries: []))),
        Sample("app storage write", .storedValueWrite(StoredValueWrite(scope: .app, entry: StoredEntry(key: "count", value: "3")))),
        Sample("scene storage write", .storedValueWrite(StoredValueWrite(scope: .scene, entry: StoredEntry(key: "draft", value: nil)))),
        Sample("mapped", .windowOpened(WindowOpened(windowID: 7, xWindowID: 0x40_0000, title: "Hello, world! 👋"))),
        Sample("headless", .windowOpened(WindowOpened(windowID: 0, xWindowID: 0, title: ""))),
        Sample("new title", .titleChanged(TitleChanged(windowID: 3, title: "Ünïcödé ✓"))),
        Sample("close window 9", .closeRequest(CloseRequest(windowID: 9))),
    ] + everyCase(of: CloseReason.self).flatMap { reason in
        [
            Sample("\(reason)", .windowClosed(WindowClosed(windowID: 12, reason: reason))),
            Sample("\(reason)", .shutdown(Shutdown(reason: reason))),
        ]
    }

    static let logs: [Sample] = everyCase(of: LogLevel.self).map {
        Sample("\($0)", .log(LogRecord(level: $0, message: "renderer says \($0): \u{1F600}\nsecond line")))
    } + [Sample("empty text", .log(LogRecord(level: .info, message: "")))]

    static let control: [Sample] = [
        Sample("request", .listWindows),
        Sample("no windows", .windowList(WindowList(appID: "Hello", windows: []))),
        Sample("several windows", .windowList(WindowList(appID: "Hello", windows: [
            WindowInfo(sceneID: "WindowGroup-0", windowID: 1, rendererPID: 123, xWindowID: 0x40_0000, title: "Hello"),
            WindowInfo(sceneID: "note", windowID: 2, rendererPID: 124, xWindowID: 0x40_0001, title: "Note", phase: .active, value: "7"),
            WindowInfo(sceneID: "WindowGroup-0", windowID: 2, rendererPID: 124, xWindowID: 0x60_0003, title: "Hello — 2"),
            WindowInfo(sceneID: "settings", windowID: .max, rendererPID: .max, xWindowID: 0, title: ""),
            WindowInfo(sceneID: "hung", windowID: 3, rendererPID: 125, xWindowID: 0x80_0000, title: "Hung", responding: false),
        ]))),
        Sample("no such window", .error(ErrorReply(code: "no-such-window", message: "no window 5 in Hello"))),
        Sample("empty", .error(ErrorReply(code: "", message: ""))),
    ]

    static let phases: [Sample] = [
        Sample("focused", .windowSignals(WindowSignals(windowID: 1, state: WindowState(mapped: true, iconic: false, focused: true)))),
        Sample("iconic", .windowSignals(WindowSignals(windowID: 2, state: WindowState(mapped: false, iconic: true, focused: false)))),
        Sample("subscribe", .subscribeEvents),
        Sample("window opened", .hostEvent(HostEvent(kind: .windowOpened, windowID: 4, sceneID: "WindowGroup-0"))),
    ] + [ScenePhase.background, .inactive, .active].flatMap { phase in
        [
            Sample("\(phase)", .phaseUpdate(PhaseUpdate(windowID: 3, windowPhase: phase, appPhase: .active))),
            Sample("app \(phase)", .phaseUpdate(PhaseUpdate(windowID: .max, windowPhase: .background, appPhase: phase))),
            Sample("window \(phase)", .windowList(WindowList(appID: "Hello", windows: [
                WindowInfo(sceneID: "s", windowID: 1, rendererPID: 2, xWindowID: 3, title: "t", phase: phase),
            ]))),
        ]
    } + everyCase(of: HostEvent.Kind.self).map { kind in
        Sample("\(kind)", .hostEvent(HostEvent(kind: kind, windowID: 9, sceneID: "scène", oldPhase: .inactive, newPhase: .active)))
    }

    static let supervision: [Sample] = [
        Sample("first ping", .ping(Ping(sequence: 1))),
        Sample("its answer", .pong(Pong(sequence: 1))),
        Sample("an idle answer", .pong(Pong(sequence: .max, idle: true))),
        Sample("awake again", .awake),
        Sample("last ping", .ping(Ping(sequence: .max))),
        Sample("not responding title", .windowTitleOverride(WindowTitleOverride(xWindowID: 0x40_0000, title: "Hello (Not Responding)"))),
        Sample("title back", .windowTitleOverride(WindowTitleOverride(xWindowID: .max, title: ""))),
    ]

    static let all: [Sample] = hellos + manifests + windows + logs + control + phases + supervision
}

/// Encodes `messages` as one byte stream of frames.
func stream(of messages: [WireMessage]) -> [UInt8] {
    messages.flatMap { $0.encodeFrame() }
}

/// Feeds `bytes` to a fresh decoder in chunks whose sizes `nextChunk` picks, decoding each
/// payload as soon as it is complete, and checks the stream ends cleanly.
func decodeStream(
    _ bytes: [UInt8], decoder: inout FrameDecoder, nextChunk: (Int) -> Int
) throws(WireError) -> [WireMessage] {
    var messages: [WireMessage] = []
    var offset = 0
    while offset < bytes.count {
        let size = min(max(nextChunk(bytes.count - offset), 1), bytes.count - offset)
        decoder.append(bytes[offset..<offset + size])
        offset += size
        while let payload = try decoder.nextPayload() {
            messages.append(try WireMessage(payload: payload))
        }
    }
    try decoder.checkCleanEnd()
    return messages
}

/// The bytes of a frame announcing `length`, with no payload.
func header(length: UInt32) -> [UInt8] {
    var writer = WireWriter()
    writer.write(length)
    return writer.bytes
}

/// The error `body` throws, or nil (recording an issue) if it returns.
func wireError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws(WireError) -> Void
) -> WireError? {
    do {
        try body()
        Issue.record("expected a WireError, but nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// The error decoding `payload` as a message throws, or nil (recording an issue).
func decodeError(_ payload: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> WireError? {
    wireError(sourceLocation: sourceLocation) { () throws(WireError) in
        _ = try WireMessage(payload: payload)
    }
}
