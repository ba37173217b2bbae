import FoundationEssentials
public import Observation

/// An `@Observable` model placed on a scene with `environment(_:)`, shared by every window
/// of the app **by value**: each renderer holds its own instance; a change in one window is
/// encoded as JSON, ordered by the host and applied in every other window, which decodes a
/// fresh instance and hands it to its views (see docs/scenes.md, "Shared and stored values").
@MainActor
package final class SharedObjectSlot {
    /// The name the host orders changes under: the model's type.
    package let key: String
    /// The instance this window's views see now.
    package private(set) var object: AnyObject
    /// The environment entry the views depend on.
    package let dependency: AnyKeyPath
    private let encode: @MainActor (AnyObject) -> String?
    private let decode: @MainActor (String) -> AnyObject?
    private var lastJSON: String?
    /// Sends a change on (the renderer: to the host).
    package var onChange: (@MainActor (String) -> Void)?

    init<T: AnyObject & Observable & Codable>(_ object: T) {
        key = String(reflecting: T.self)
        self.object = object
        dependency = \EnvironmentValues.[environmentObject: .observable(T.self)]
        encode = { object in (object as? T).flatMap { try? PresentedValueCoding.encode($0).get() } }
        decode = { text in try? PresentedValueCoding.decode(T.self, from: text).get() }
        lastJSON = encode(object)
    }

    /// Looks for a change this window made: the renderer calls it after every event-loop
    /// turn that handled something (a click, a task, a message). The model is encoded and
    /// compared with what was last sent or received; a difference goes to the host.
    ///
    /// (Observation cannot watch a model through its `Codable` conformance: with
    /// `@Observable`, the synthesised encoding reads the backing storage, which Observation
    /// does not track.)
    package func checkForChange() {
        guard let json = encode(object), json != lastJSON else { return }
        lastJSON = json
        onChange?(json)
    }

    /// Applies a value the host ordered: a new instance decoded from it replaces this
    /// window's (unless it is what this window already shows). Returns whether it did.
    package func apply(_ json: String) -> Bool {
        guard json != lastJSON, let decoded = decode(json) else { return false }
        object = decoded
        lastJSON = json
        return true
    }
}

extension Scene {
    /// Places an `@Observable` model in the environment of every window of this scene, as
    /// SwiftUI does — shared **by value**: every window's process holds a copy, and a change
    /// made in one window reaches the others through the scene host, which orders the
    /// writes. The model must be `Codable` to cross processes (with `@Observable`, list
    /// the stored properties in `CodingKeys` as `_name = "name"`).
    public func environment<T: AnyObject & Observable & Codable>(_ object: T) -> some Scene {
        _SharedObjectScene(content: self, slot: { SharedObjectSlot(object) }, type: T.self)
    }

    /// A model that is not `Codable` cannot be shared between windows' processes.
    @available(*, unavailable, message: "a model placed on a scene is shared between windows, each in its own process, so it must be Codable (with @Observable, declare CodingKeys such as `case _count = \"count\"`)")
    public func environment<T: AnyObject & Observable>(_ object: T) -> some Scene {
        fatalError("unavailable")
    }
}

/// A scene with a shared model in the environment of its windows.
public struct _SharedObjectScene<Content: Scene, T: AnyObject & Observable & Codable>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: Content
    let slot: @MainActor () -> SharedObjectSlot
    let type: T.Type

    package func collect(into declarations: inout [SceneDeclaration]) {
        let start = declarations.count
        SceneryCore.collect(content, into: &declarations)
        let slot = self.slot()
        for index in declarations.indices[start...] {
            declarations[index].sharedObjects.append(slot)
            declarations[index].environment.append { $0[environmentObject: .observable(T.self)] = slot.object }
        }
    }
}
