@testable import Phases
@testable import SceneryCore
@testable import SceneryRenderer
@testable import SceneryWire
import Testing

@Suite("@Environment, scenePhase and onChange", .probes)
@MainActor
struct EnvironmentTests {
    struct FontReader: View {
        let probe: Probe
        @Environment(\.font) private var font
        var body: some View {
            let _ = probe.record("body reader")
            Text(font == nil ? "default" : "custom")
        }
    }

    struct FontWriter: View {
        let probe: Probe
        @State var custom = false
        var body: some View {
            let _ = { probe.actions["toggle font"] = { custom.toggle() } }()
            VStack {
                FontReader(probe: probe)
                    .environment(\.font, custom ? .title : nil)
                StateCounter(probe: probe, name: "bystander")
            }
        }
    }

    @Test("A view reading an environment value re-runs when an ancestor changes it; others do not")
    func environmentDependency() {
        let probe = Probe()
        let harness = GraphHarness(FontWriter(probe: probe))
        #expect(probe.bodies("reader") == 1)
        probe.run("toggle font")
        harness.render()
        #expect(probe.bodies("reader") == 2, "its view value is equal, but the font it read changed")
        #expect(probe.bodies("bystander") == 1)
    }

    @Test("scenePhase changes reach the view, and onChange runs once per transition, in order")
    func scenePhaseOnChange() throws {
        let controller = WindowController(content: AnyView(PhasesView()), textMeasurer: FixedTextMeasurer())
        func texts() -> [String] {
            controller.displayList.items.compactMap { if case .text(let s, _, _, _, _) = $0 { s } else { nil } }
        }
        controller.render()
        #expect(texts().contains("Phase: background"))
        for phase in [ScenePhase.inactive, .active, .active, .background, .inactive] {
            controller.updatePhases(window: phase, app: phase)
        }
        #expect(texts().contains("Phase: inactive"))
        #expect(texts().contains(["background → inactive", "inactive → active", "active → background", "background → inactive"].joined(separator: "\n")))
    }
}

private struct BadgeColorKey: EnvironmentKey {
    static var defaultValue: Color { .blue }
}

extension EnvironmentValues {
    var badgeColor: Color {
        get { self[BadgeColorKey.self] }
        set { self[BadgeColorKey.self] = newValue }
    }
}

@Suite("Environment values flow down (book chapter 4)", .probes)
@MainActor
struct EnvironmentFlowTests {
    struct Badge: View {
        let probe: Probe
        let name: String
        @Environment(\.badgeColor) private var color
        var body: some View {
            let _ = { probe.log.append("\(name) \(color)") }()
            Text(name)
        }
    }

    struct Tree: View {
        let probe: Probe
        var body: some View {
            VStack {
                Badge(probe: probe, name: "top")
                VStack {
                    Badge(probe: probe, name: "outer")
                    VStack {
                        Badge(probe: probe, name: "inner")
                    }
                    .environment(\.badgeColor, .red)
                }
                .environment(\.badgeColor, .orange)
                Badge(probe: probe, name: "sibling")
            }
        }
    }

    @Test("R118, R120, R121: a value reaches the writer's subtree only, the nearest writer wins, and without one the default")
    func nearestWriterWins() {
        let probe = Probe()
        _ = GraphHarness(Tree(probe: probe))
        #expect(probe.log.contains("top \(Color.blue)"))
        #expect(probe.log.contains("outer \(Color.orange)"))
        #expect(probe.log.contains("inner \(Color.red)"))
        #expect(probe.log.contains("sibling \(Color.blue)"))
    }
}
