@testable import SceneryCore
import Testing

/// A user model for the environment tests, and a subclass of it (R126).
@Observable
class UserModel {
    var name: String
    var score = 0
    init(name: String) { self.name = name }
}

final class MockUserModel: UserModel {}

/// The `ObservableObject` counterpart.
class Preferences: ObservableObject {
    @Published var theme: String
    init(theme: String) { self.theme = theme }
}

final class MockSettings: Preferences {}

@Suite("@Environment(Type.self) and .environment(_:) for @Observable objects (book chapter 4)", .probes)
@MainActor
struct ObservableEnvironmentTests {
    struct NameBadge: View {
        let probe: Probe
        let tag: String
        @Environment(UserModel.self) private var user
        var body: some View {
            let _ = probe.record("body \(tag)")
            let _ = { probe.log.append("\(tag) sees \(user.name)") }()
            Text(user.name)
        }
    }

    struct ScoreBadge: View {
        let probe: Probe
        @Environment(UserModel.self) private var user
        var body: some View {
            let _ = probe.record("body score")
            Text("\(user.score)")
        }
    }

    struct OptionalBadge: View {
        let probe: Probe
        let tag: String
        @Environment(UserModel.self) private var user: UserModel?
        var body: some View {
            let _ = { probe.log.append("\(tag) sees \(user?.name ?? "nil")") }()
            Text(user?.name ?? "nobody")
        }
    }

    struct Tree: View {
        let probe: Probe
        let outer: UserModel
        let inner: UserModel
        var body: some View {
            VStack {
                OptionalBadge(probe: probe, tag: "outside")
                VStack {
                    NameBadge(probe: probe, tag: "outer")
                    ScoreBadge(probe: probe)
                    VStack {
                        NameBadge(probe: probe, tag: "inner")
                    }
                    .environment(inner)
                }
                .environment(outer)
            }
        }
    }

    @Test("R120, R125: the nearest .environment(_:) wins; outside every writer the optional form reads nil")
    func nearestWriterWins() {
        let probe = Probe()
        let outer = UserModel(name: "outer model")
        let inner = MockUserModel(name: "inner model")
        _ = GraphHarness(Tree(probe: probe, outer: outer, inner: inner))
        #expect(probe.log.contains("outer sees outer model"))
        #expect(probe.log.contains("inner sees inner model"), "a subclass stored as UserModel is found by UserModel")
        #expect(probe.log.contains("outside sees nil"))
    }

    @Test("R25, R123: an environment object is observed per property: only its readers of the changed property re-run")
    func environmentObjectIsObservedPerProperty() {
        let probe = Probe()
        let outer = UserModel(name: "outer model")
        let inner = UserModel(name: "inner model")
        let harness = GraphHarness(Tree(probe: probe, outer: outer, inner: inner))
        outer.score = 3
        harness.render()
        #expect(probe.bodies("score") == 2)
        #expect(probe.bodies("outer") == 1 && probe.bodies("inner") == 1)
        outer.name = "renamed"
        harness.render()
        #expect(probe.bodies("outer") == 2)
        #expect(probe.bodies("inner") == 1, "the inner badge reads the inner model")
        #expect(probe.log.contains("outer sees renamed"))
    }

    struct Swapper: View {
        let probe: Probe
        let first: UserModel
        let second: UserModel
        @State private var useSecond = false
        var body: some View {
            let _ = { probe.actions["swap"] = { useSecond = true } }()
            VStack {
                NameBadge(probe: probe, tag: "reader")
                Bystander(probe: probe)
            }
            .environment(useSecond ? second : first)
        }
    }

    struct Bystander: View {
        let probe: Probe
        var body: some View {
            let _ = probe.record("body bystander")
            Text("bystander")
        }
    }

    @Test("R123: storing another object re-runs the views that read it, and only them")
    func swappingTheObject() {
        let probe = Probe()
        let harness = GraphHarness(Swapper(probe: probe, first: UserModel(name: "first"), second: UserModel(name: "second")))
        probe.run("swap")
        harness.render()
        #expect(probe.log.contains("reader sees second"))
        #expect(probe.bodies("reader") == 2)
        #expect(probe.bodies("bystander") == 1)
    }

    @Test("R125: the message for a missing object names its type")
    func missingObjectMessage() {
        #expect(EnvironmentObjectMessages.missingObservable(UserModel.self)
            == "No Observable object of type UserModel found. A View.environment(_:) for UserModel may be missing as an ancestor of this view.")
        #expect(EnvironmentObjectMessages.missingObservableObject(Preferences.self).hasPrefix("No ObservableObject of type Preferences found."))
    }

    @Test("R125: reading a missing @Environment(Type.self) stops the process with that message")
    func missingObservableTraps() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                struct Lonely: View {
                    @Environment(UserModel.self) private var user
                    var body: some View { Text(user.name) }
                }
                _ = GraphHarness(Lonely())
            }
        }.map { result in
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(stderr.contains("No Observable object of type UserModel found."))
        }
    }
}

@Suite("@EnvironmentObject and .environmentObject(_:) (book chapter 4)", .probes)
@MainActor
struct EnvironmentObjectTests {
    struct ThemeLabel: View {
        let probe: Probe
        let tag: String
        @EnvironmentObject private var settings: Preferences
        var body: some View {
            let _ = probe.record("body \(tag)")
            let _ = { probe.log.append("\(tag) sees \(settings.theme)") }()
            let theme = $settings.theme
            let _ = { probe.actions["\(tag) dark"] = { theme.wrappedValue = "dark" } }()
            Text(settings.theme)
        }
    }

    struct Quiet: View {
        let probe: Probe
        var body: some View {
            let _ = probe.record("body quiet")
            Text("quiet")
        }
    }

    struct AppRoot: View {
        let probe: Probe
        let settings: Preferences
        let mock: Preferences
        var body: some View {
            VStack {
                ThemeLabel(probe: probe, tag: "app")
                VStack {
                    ThemeLabel(probe: probe, tag: "nested")
                }
                .environmentObject(mock)
                Quiet(probe: probe)
            }
            .environmentObject(settings)
        }
    }

    @Test("R126, R127: environment objects flow down by type; a nearer one overrides; a subclass passed as the base is found")
    func propagation() {
        let probe = Probe()
        let settings = Preferences(theme: "light")
        let mock: Preferences = MockSettings(theme: "mock")
        _ = GraphHarness(AppRoot(probe: probe, settings: settings, mock: mock))
        #expect(probe.log.contains("app sees light"))
        #expect(probe.log.contains("nested sees mock"))
    }

    @Test("R29: a change to an environment object re-runs the views that hold it, not the others; its bindings write through")
    func environmentObjectChanges() {
        let probe = Probe()
        let settings = Preferences(theme: "light")
        let mock = MockSettings(theme: "mock")
        let harness = GraphHarness(AppRoot(probe: probe, settings: settings, mock: mock))
        probe.run("app dark")
        #expect(settings.theme == "dark")
        harness.render()
        #expect(probe.log.contains("app sees dark"))
        #expect(probe.bodies("app") == 2)
        #expect(probe.bodies("nested") == 1, "the nested label observes the mock")
        #expect(probe.bodies("quiet") == 1)
        mock.theme = "changed"
        harness.render()
        #expect(probe.bodies("nested") == 2)
        #expect(probe.bodies("app") == 2)
    }

    @Test("R125: reading a missing @EnvironmentObject stops the process with a message naming the type")
    func missingEnvironmentObjectTraps() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                struct Lonely: View {
                    @EnvironmentObject private var settings: Preferences
                    var body: some View { Text(settings.theme) }
                }
                _ = GraphHarness(Lonely())
            }
        }.map { result in
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(stderr.contains("No ObservableObject of type Preferences found."))
        }
    }
}
