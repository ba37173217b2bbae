// fuzz-control-request: what the scene host does with the bytes a control client
// (`scenectl`) sends on its control socket, short of acting on them.
//
// Input: the client's byte stream. It is read as the host's control server reads it: split
// into frames (FrameDecoder with the wire's limits), each frame decoded (WireMessage), the
// first required to be a hello that passes the control handshake; every later message is
// then parsed and routed as the host answers it: scene requests through SceneRouter
// (scene lookup, the presented value checked and made canonical as JSON), URLs through
// parseExternalURL and SceneRouter's URL routing, window requests by id.
//
// Checked: nothing traps, every reply the host would send can be framed, and a decision
// names only scenes and windows that exist.
@testable import SceneryHost
import SceneryCore
import SceneryPlatform
import SceneryWire

/// The value type of the value-presenting group below.
private struct Note: Codable, Hashable {
    var id: Int
    var title: String?
    var tags: [String]?
}

nonisolated(unsafe) private let scenes: [SceneRouter.Scene] = [
    SceneRouter.Scene(id: "main", kind: .windowGroup),
    SceneRouter.Scene(
        id: "note", kind: .windowGroup, presentedType: "Fuzz.Note",
        canonicalize: { text in
            PresentedValueCoding.type(Note.self).canonicalize(text).mapError { SceneRouter.Failure(code: "bad-value", message: $0.message) }
        },
        urlConditions: ["notes://note/"]),
    SceneRouter.Scene(
        id: "count", kind: .windowGroup, presentedType: "Swift.Int",
        canonicalize: { text in
            PresentedValueCoding.type(Int.self).canonicalize(text).mapError { SceneRouter.Failure(code: "bad-value", message: $0.message) }
        }),
    SceneRouter.Scene(id: "inspector", kind: .window, urlConditions: ["*"]),
    SceneRouter.Scene(id: "settings", kind: .settings),
]
nonisolated(unsafe) private let router = SceneRouter(scenes: scenes)
nonisolated(unsafe) private let windows: [SceneRouter.Window] = [
    SceneRouter.Window(windowID: 1, sceneID: "main"),
    SceneRouter.Window(windowID: 2, sceneID: "note", value: #"{"id":7}"#),
    SceneRouter.Window(windowID: 3, sceneID: "count", value: "42"),
    SceneRouter.Window(windowID: 4, sceneID: "settings"),
]

private func checkDecision(_ decision: SceneRouter.Decision) {
    if let open = decision.open { precondition(scenes.contains { $0.id == open.sceneID }, "opens an unknown scene \(open.sceneID)") }
    for id in decision.close + (decision.activate.map { [$0] } ?? []) {
        precondition(windows.contains { $0.windowID == id }, "acts on an unknown window \(id)")
    }
}

private func window(_ id: UInt64) -> WireMessage {
    windows.contains { $0.windowID == id } ? .listWindows : .error(ErrorReply(code: "no-such-window", message: "no window \(id) in Fuzz"))
}

/// The reply the host's `answer` gives, decided the way it decides: a message that is no
/// control request is refused, the others are switched over exhaustively, as the host does.
private func answer(_ message: WireMessage) -> WireMessage {
    guard let request = ControlRequest(message) else {
        return .error(ErrorReply(code: "unsupported", message: "\(message.name) is not a control request"))
    }
    switch request {
    case .listWindows, .subscribeEvents:
        return .listWindows
    case .closeRequest(let request):
        return window(request.windowID)
    case .activateWindow(let request):
        return window(request.windowID)
    case .windowEvent(let event):
        return window(event.windowID)
    case .openURL(let request):
        let canonical: String
        switch parseExternalURL(request.url) {
        case .success(let url): canonical = url.absoluteString
        case .failure(let error): return .error(ErrorReply(code: "bad-url", message: error.message))
        }
        switch router.route(url: canonical, windows: windows) {
        case .success(.window(let id)): return window(id)
        case .success(.newWindow(let sceneID)):
            precondition(scenes.contains { $0.id == sceneID }, "routes a URL to an unknown scene \(sceneID)")
            return .listWindows
        case .failure(let failure): return .error(ErrorReply(code: failure.code, message: failure.message))
        }
    case .sceneRequest(var request):
        request.sourceWindowID = 0
        switch router.route(request, windows: windows) {
        case .success(let decision):
            checkDecision(decision)
            return .listWindows
        case .failure(let failure):
            return .error(ErrorReply(code: failure.code, message: failure.message))
        }
    }
}

// Also named as libFuzzer names it: its runtime keeps a `main` (unused here) that refers to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzControlRequest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let stream = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var decoder = FrameDecoder()
    decoder.append(stream)
    var greeted = false
    while true {
        let payload: [UInt8]
        do {
            guard let next = try decoder.nextPayload() else { break }
            payload = next
        } catch {
            return 0  // the host closes the connection
        }
        let message: WireMessage
        do {
            message = try WireMessage(payload: payload)
        } catch {
            return 0  // likewise
        }
        if !greeted {
            guard case .hello(let hello) = message else { return 0 }
            do {
                try hello.validate(expectedRole: .control, buildID: BuildIdentity.current, requireSameBuild: false)
            } catch {
                _ = WireMessage.error(ErrorReply(code: "handshake", message: error.message)).encodeFrame()
                return 0
            }
            greeted = true
            continue
        }
        if case .subscribeEvents = message { continue }
        let reply = answer(message).encodePayload()
        precondition(reply.count <= Frame.maximumMessageSize, "a reply of \(reply.count) bytes cannot be sent")
    }
    return 0
}
