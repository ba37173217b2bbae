@testable import SceneryCore
@testable import SceneryRenderer
import Testing

/// `refreshable(action:)` on the desktop: F5 and Ctrl+R while the focus is inside, an
/// indicator while the action runs, one refresh at a time, and the environment's action.
@Suite("refreshable: F5 and Ctrl+R run the action once at a time, with an indicator", .timeLimit(.minutes(10)), .probes)
@MainActor
struct RefreshableTests {
    @MainActor
    final class Probe {
        var starts = 0
        var started = Signal()
        var gate = Signal()
        var finished = Signal()
        var hasRefresh: Bool?

        func refresh() async {
            starts += 1
            started.fire()
            _ = await gate.wait()
            finished.fire()
        }
    }

    struct Oceans: View {
        let probe: Probe
        @State var selection: String?
        var body: some View {
            List(["Pacific", "Atlantic"], id: \.self, selection: $selection) { ocean in
                Text(ocean)
            }
            .refreshable { await probe.refresh() }
        }
    }

    private func shapes(_ window: HeadlessWindow) -> Int {
        window.controller.displayList.items.count { if case .shape = $0 { true } else { false } }
    }

    @Test("F5 in a focused list starts the action and shows an indicator until it returns; a second request meanwhile does not start another")
    func functionKeyRefreshes() async throws {
        let probe = Probe()
        let window = try HeadlessWindow(Oceans(probe: probe))
        window.window.setFocused(true)
        window.window.click(at: try #require(window.center(of: "Pacific")))
        let before = shapes(window)
        window.window.type(KeyEquivalent("\u{F708}"), characters: "", modifiers: .function)
        #expect(await probe.started.wait())
        window.controller.render()
        #expect(shapes(window) > before, "an indicator while the refresh runs")

        window.window.type(KeyEquivalent("r"), characters: "\u{12}", modifiers: .control)
        window.window.type(KeyEquivalent("\u{F708}"), characters: "", modifiers: .function)
        #expect(probe.starts == 1, "requests while a refresh runs join it")

        probe.gate.fire()
        #expect(await probe.finished.wait())
        // The indicator goes once the task that cleared it has run.
        await Task.yield()
        window.controller.render()
        #expect(shapes(window) == before, "no indicator after the refresh")

        probe.started = Signal()
        window.window.type(KeyEquivalent("r"), characters: "\u{12}", modifiers: .control)
        #expect(await probe.started.wait())
        #expect(probe.starts == 2, "Ctrl+R starts a new refresh once the last has finished")
    }

    struct ReloadButton: View {
        let probe: Probe
        @Environment(\.refresh) private var refresh
        var body: some View {
            let _ = { probe.hasRefresh = refresh != nil }()
            Button("Reload") {
                let refresh = refresh
                Task { await refresh?() }
            }
        }
    }

    @Test("Views inside find the action in the environment (nil outside); calling it runs the refresh")
    func environmentAction() async throws {
        let outside = Probe()
        _ = try HeadlessWindow(ReloadButton(probe: outside))
        #expect(outside.hasRefresh == false)

        let probe = Probe()
        let window = try HeadlessWindow(ReloadButton(probe: probe).refreshable { await probe.refresh() })
        #expect(probe.hasRefresh == true)
        window.window.click(at: try #require(window.center(of: "Reload")))
        #expect(await probe.started.wait())
        probe.gate.fire()
        #expect(await probe.finished.wait())
    }

    @Test("Other keys and F5 with a modifier are not refresh requests")
    func otherKeys() {
        func press(_ key: KeyEquivalent, _ modifiers: EventModifiers) -> KeyPress {
            KeyPress(phase: .down, key: key, characters: "", modifiers: modifiers)
        }
        #expect(RefreshableView<EmptyView>.isRefreshKey(press(KeyEquivalent("\u{F708}"), .function)))
        #expect(RefreshableView<EmptyView>.isRefreshKey(press(KeyEquivalent("r"), .control)))
        #expect(!RefreshableView<EmptyView>.isRefreshKey(press(KeyEquivalent("r"), [])))
        #expect(!RefreshableView<EmptyView>.isRefreshKey(press(KeyEquivalent("r"), [.control, .shift])))
        #expect(!RefreshableView<EmptyView>.isRefreshKey(press(KeyEquivalent("\u{F708}"), [.function, .control])))
        #expect(!RefreshableView<EmptyView>.isRefreshKey(press(KeyEquivalent("\u{F707}"), .function)))
    }
}
