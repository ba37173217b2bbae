import SceneryShared
import SceneryWire

/// Decides what a scene request (`openWindow`, `pushWindow`, `dismissWindow`,
/// `openSettings`, `scenectl open`) does, given the app's scenes and its open windows.
///
/// A pure value, like ``PhaseTracker``: the host performs the decision. The rules (see
/// docs/scenes.md):
///
/// * `Window` and `Settings` scenes have at most one window: opening one that is open
///   brings it forward.
/// * A value-presenting `WindowGroup` has at most one window per value (compared by
///   canonical JSON): opening an equal value brings that window forward.
/// * Any other `WindowGroup` opens a new window each time.
/// * `push` is `open` followed by closing the requesting window.
/// * `dismiss` closes the requesting window, every window of a scene, or the windows
///   presenting a value.
struct SceneRouter {
    /// A scene as the router needs it.
    struct Scene {
        var id: String
        var kind: SceneKind
        /// The presented type's name, for value-presenting groups.
        var presentedType: String?
        /// Checks a JSON value against the presented type; returns its canonical form.
        var canonicalize: ((String) -> Result<String, Failure>)?
        /// `handlesExternalEvents(matching:)`: URL prefixes (`*`: every URL); nil if unsaid.
        var urlConditions: Set<String>? = nil
    }

    /// Where a URL goes.
    enum URLDestination: Equatable {
        /// Deliver it to this open window (and bring the window forward).
        case window(UInt64)
        /// Open a window of this scene and deliver it there.
        case newWindow(sceneID: String)
    }

    /// An open window as the router needs it.
    struct Window: Equatable {
        var windowID: UInt64
        var sceneID: String
        var value: String?
    }

    /// What to do.
    struct Decision: Equatable {
        /// Open a new window of this scene, presenting this value.
        var open: (sceneID: String, value: String?)?
        /// Bring this window forward.
        var activate: UInt64?
        /// Close these windows.
        var close: [UInt64] = []

        static func == (a: Decision, b: Decision) -> Bool {
            a.open?.sceneID == b.open?.sceneID && a.open?.value == b.open?.value
                && a.activate == b.activate && a.close == b.close
        }
    }

    /// A request the app cannot carry out, with a code and a message for a person.
    struct Failure: Error, Equatable {
        var code: String
        var message: String
    }

    let scenes: [Scene]

    func route(_ request: SceneRequestMessage, windows: [Window]) -> Result<Decision, Failure> {
        switch request.action {
        case .open:
            return open(request, windows: windows)
        case .push:
            guard request.sourceWindowID != 0 else {
                return .failure(Failure(code: "bad-request", message: "pushWindow replaces the window that asks; a control client has none (use open)"))
            }
            return open(request, windows: windows).map { decision in
                var decision = decision
                if decision.activate != request.sourceWindowID { decision.close.append(request.sourceWindowID) }
                return decision
            }
        case .dismiss:
            return dismiss(request, windows: windows)
        }
    }

    private func open(_ request: SceneRequestMessage, windows: [Window]) -> Result<Decision, Failure> {
        let target: (scene: Scene, value: String?)
        switch resolve(request) {
        case .success(let resolved): target = resolved
        case .failure(let failure): return .failure(failure)
        }
        let existing = windows.first { window in
            guard window.sceneID == target.scene.id else { return false }
            switch target.scene.kind {
            case .window, .settings: return true
            case .windowGroup: return target.value != nil && window.value == target.value
            }
        }
        if let existing { return .success(Decision(activate: existing.windowID)) }
        return .success(Decision(open: (target.scene.id, target.value)))
    }

    private func dismiss(_ request: SceneRequestMessage, windows: [Window]) -> Result<Decision, Failure> {
        if request.sceneID == nil && request.value == nil {
            guard request.sourceWindowID != 0 else {
                return .failure(Failure(code: "bad-request", message: "dismiss names no scene and no window (use close WINDOW)"))
            }
            return .success(Decision(close: [request.sourceWindowID]))
        }
        let target: (scene: Scene, value: String?)
        switch resolve(request) {
        case .success(let resolved): target = resolved
        case .failure(let failure): return .failure(failure)
        }
        let closing = windows.filter { window in
            window.sceneID == target.scene.id && (target.value == nil || window.value == target.value)
        }
        return .success(Decision(close: closing.map(\.windowID)))
    }

    /// Routes a URL: to the first scene whose `handlesExternalEvents` conditions match it
    /// (a condition matches when it is `*` or a prefix of the URL) — its newest window, or
    /// a new one — else to a new window of the first `WindowGroup` that declares no
    /// conditions, as SwiftUI does.
    func route(url: String, windows: [Window]) -> Result<URLDestination, Failure> {
        let matching = scenes.first { scene in
            scene.urlConditions?.contains { $0 == "*" || (!$0.isEmpty && url.hasPrefix($0)) } ?? false
        }
        if let scene = matching {
            if let newest = windows.filter({ $0.sceneID == scene.id }).map(\.windowID).max() {
                return .success(.window(newest))
            }
            return .success(.newWindow(sceneID: scene.id))
        }
        if let group = scenes.first(where: { $0.kind == .windowGroup && $0.urlConditions == nil }) {
            return .success(.newWindow(sceneID: group.id))
        }
        return .failure(Failure(code: "no-handler", message: "no scene handles \(EchoedInput.quote(url)) (no handlesExternalEvents(matching:) condition matches, and no WindowGroup takes other URLs)"))
    }

    /// Finds the scene a request names (by id, or by the value's type) and canonicalises
    /// its value.
    private func resolve(_ request: SceneRequestMessage) -> Result<(scene: Scene, value: String?), Failure> {
        let scene: Scene
        if let id = request.sceneID {
            guard let found = scenes.first(where: { $0.id == id }) else {
                let known = scenes.map(\.id).joined(separator: ", ")
                return .failure(Failure(code: "no-such-scene", message: "no scene with id '\(EchoedInput.quote(id))' (the app declares: \(known))"))
            }
            scene = found
        } else if let type = request.valueType {
            guard let found = scenes.first(where: { $0.presentedType == type }) else {
                return .failure(Failure(code: "no-such-scene", message: "no WindowGroup presents values of type \(EchoedInput.quote(type))"))
            }
            scene = found
        } else {
            return .failure(Failure(code: "bad-request", message: "the request names neither a scene nor a value"))
        }
        guard let value = request.value else { return .success((scene, nil)) }
        guard let presentedType = scene.presentedType, let canonicalize = scene.canonicalize else {
            return .failure(Failure(code: "bad-value", message: "scene '\(scene.id)' does not present values; open it without one"))
        }
        if let type = request.valueType, type != presentedType {
            return .failure(Failure(code: "bad-value", message: "scene '\(scene.id)' presents \(presentedType), not \(EchoedInput.quote(type))"))
        }
        switch canonicalize(value) {
        case .success(let canonical): return .success((scene, canonical))
        case .failure(let failure): return .failure(failure)
        }
    }
}
