@testable import SceneryCore
@testable import SceneryHost
import SceneryWire
import Testing

@MainActor
private func scene(_ id: String, _ kind: SceneKind, launch: SceneLaunchBehavior = .automatic) -> SceneDeclaration {
    var declaration = SceneDeclaration(id: id, kind: kind, title: nil) { _ in AnyView(EmptyView()) }
    declaration.launchBehavior = launch
    return declaration
}

@Suite("Which scenes open a window at launch")
@MainActor
struct LaunchScenesTests {
    @Test("D2: the first WindowGroup opens; other groups and Settings wait to be asked")
    func primaryOnly() {
        let launching = HostProcess.launchScenes([scene("main", .windowGroup), scene("other", .windowGroup), scene("Settings", .settings)])
        #expect(launching.map(\.id) == ["main"])
    }

    @Test("R5: a Window declared first is the primary scene; Settings never opens by itself")
    func windowFirst() {
        #expect(HostProcess.launchScenes([scene("Settings", .settings), scene("w", .window), scene("g", .windowGroup)]).map(\.id) == ["w"])
        #expect(HostProcess.launchScenes([scene("Settings", .settings)]).isEmpty)
    }

    @Test("R15: .presented opens a scene at launch as well; .suppressed keeps even the primary closed")
    func launchBehaviours() {
        let launching = HostProcess.launchScenes([
            scene("main", .windowGroup, launch: .suppressed), scene("tools", .window, launch: .presented),
            scene("Settings", .settings, launch: .presented),
        ])
        #expect(launching.map(\.id) == ["tools", "Settings"])
    }
}
