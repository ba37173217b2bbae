@testable import Phases
@testable import SceneryCore
@testable import SceneryRenderer
@testable import SceneryWire
import Testing

@Suite("@Environment, scenePhase and onChange")
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
        for phase in [PhaseValue.inactive, .active, .active, .background, .inactive] {
            controller.updatePhases(window: phase, app: phase)
        }
        #expect(texts().contains("Phase: inactive"))
        #expect(texts().contains(["background → inactive", "inactive → active", "active → background", "background → inactive"].joined(separator: "\n")))
    }
}
