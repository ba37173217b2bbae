@testable import SceneryCore
import SceneryTesting
import Testing

/// Book rules on identity (R8, R10, R12, R14, R117) and environment (R119, R122, R128)
/// that the view graph already implements, each proven by state surviving or being reset,
/// or by body counts.
@Suite("Identity and environment rules (Thinking in SwiftUI, chapters 2 and 5)", .probes)
@MainActor
struct IdentityRuleTests {
    /// `HStack { counter; if flag { Text } }` with the flag in the parent's state.
    struct Optional: View {
        let probe: Probe
        @State var flag = false
        var body: some View {
            let _ = { probe.actions["toggle"] = { flag.toggle() } }()
            HStack {
                StateCounter(probe: probe, name: "first")
                if flag { Text("second") }
            }
        }
    }

    @Test("R8: an optional sibling appearing and disappearing leaves the first child's node (and state) in place")
    func optionalSibling() {
        let probe = Probe()
        let harness = GraphHarness(Optional(probe: probe))
        probe.run("first")
        harness.render()
        #expect(probe.values["first"] == 1)
        probe.run("toggle")
        harness.render()
        probe.run("toggle")
        harness.render()
        #expect(probe.values["first"] == 1, "the first child was rebuilt")
        #expect(harness.graph.liveNodes.count == 2, "Optional and the one StateCounter")
    }

    /// A ternary inside one view: the same view with another string.
    struct Ternary: View {
        let probe: Probe
        @State var c = false
        var body: some View {
            let _ = { probe.actions["flip"] = { c.toggle() } }()
            StateCounter(probe: probe, name: c ? "A" : "B")
        }
    }

    @Test("R10: a ternary inside a view's arguments keeps the same node; only its input changes")
    func ternaryKeepsIdentity() {
        let probe = Probe()
        let harness = GraphHarness(Ternary(probe: probe))
        probe.run("B")
        harness.render()
        probe.run("flip")
        harness.render()
        #expect(probe.values["A"] == 1, "the state of the one node survived the flip")
    }

    struct SameIDs: View {
        let probe: Probe
        var body: some View {
            VStack {
                StateCounter(probe: probe, name: "x").id(1)
                StateCounter(probe: probe, name: "y").id(1)
            }
        }
    }

    @Test("R12: two siblings with the same .id are two nodes with independent state")
    func siblingsWithEqualIDs() {
        let probe = Probe()
        let harness = GraphHarness(SameIDs(probe: probe))
        probe.run("x")
        probe.run("x")
        harness.render()
        #expect(probe.values["x"] == 2)
        #expect(probe.values["y"] == 0)
    }

    struct ConditionalModifier: View {
        let probe: Probe
        @State var highlighted = false
        let viaIf: Bool
        var body: some View {
            let _ = { probe.actions["highlight"] = { highlighted.toggle() } }()
            let counter = StateCounter(probe: probe, name: "wrapped")
            if viaIf {
                // An `applyIf`-style modifier: two branches, two identities.
                if highlighted { counter.padding() } else { counter }
            } else {
                counter.background(highlighted ? Color.yellow : Color.clear)
            }
        }
    }

    @Test("R14: a conditional modifier written with if resets the wrapped view's state; a conditional value does not")
    func conditionalModifiers() {
        for viaIf in [true, false] {
            let probe = Probe()
            let harness = GraphHarness(ConditionalModifier(probe: probe, viaIf: viaIf))
            probe.run("wrapped")
            harness.render()
            probe.run("highlight")
            harness.render()
            #expect(probe.values["wrapped"] == (viaIf ? 0 : 1), viaIf ? "if/else is two identities" : "a changing value is one identity")
        }
    }

    struct Changes: View {
        let probe: Probe
        @State var value = 0
        var body: some View {
            let _ = { probe.actions["bump"] = { value += 1 } }()
            Text("\(value)")
                .onAppear { probe.log.append("appear") }
                .onChange(of: value) { old, new in probe.log.append("change \(old)->\(new)") }
                .onChange(of: value, initial: true) { old, new in probe.log.append("initial \(old)->\(new)") }
        }
    }

    @Test("R117: onAppear runs when the node is created; onChange not on the first render but on each change; initial: true also first")
    func appearAndChange() {
        let probe = Probe()
        let harness = GraphHarness(Changes(probe: probe))
        #expect(probe.log.contains("appear"))
        #expect(!probe.log.contains { $0.hasPrefix("change") })
        #expect(probe.log.contains("initial 0->0"))
        probe.run("bump")
        harness.render()
        probe.run("bump")
        harness.render()
        #expect(probe.log.filter { $0.hasPrefix("change") } == ["change 0->1", "change 1->2"])
        #expect(probe.log.filter { $0 == "appear" }.count == 1)
    }

    @Test("R119: .font(_:) and .environment(\\.font, _) build the same modifier type")
    func fontIsAnEnvironmentWrite() {
        // On a view; `Text` has a `font(_:)` of its own that returns `Text`, as in SwiftUI.
        let viaFont = VStack { Text("a") }.font(.title)
        let viaEnvironment = VStack { Text("a") }.environment(\.font, .title)
        #expect(type(of: viaFont) == type(of: viaEnvironment))
        #expect(type(of: Text("a").font(.title)) == Text.self)
    }
}

// MARK: R122 and R128: derived environment reads and custom styles

private struct LevelKey: EnvironmentKey {
    static var defaultValue: Int { 1 }
}

extension EnvironmentValues {
    fileprivate var level: Int {
        get { self[LevelKey.self] }
        set { self[LevelKey.self] = newValue }
    }
}

extension Int {
    fileprivate var isHigh: Bool { self > 10 }
}

/// A style protocol set through the environment, as the book's badge styles are.
protocol BadgeStyle: Sendable {
    func label(_ text: String) -> String
}

struct DefaultBadgeStyle: BadgeStyle {
    func label(_ text: String) -> String { "(\(text))" }
}

struct FancyBadgeStyle: BadgeStyle {
    func label(_ text: String) -> String { "★\(text)★" }
}

private struct BadgeStyleKey: EnvironmentKey {
    static var defaultValue: any BadgeStyle { DefaultBadgeStyle() }
}

extension EnvironmentValues {
    fileprivate var badgeStyle: any BadgeStyle {
        get { self[BadgeStyleKey.self] }
        set { self[BadgeStyleKey.self] = newValue }
    }
}

extension View {
    fileprivate func badgeStyle(_ style: any BadgeStyle) -> some View { environment(\.badgeStyle, style) }
}

private struct Badge: View {
    let text: String
    @Environment(\.badgeStyle) var style
    var body: some View { Text(style.label(text)) }
}

@Suite("Environment rules: derived reads and styles", .probes)
@MainActor
struct EnvironmentRuleTests {
    struct HighReader: View {
        let probe: Probe
        @Environment(\.level.isHigh) var isHigh
        var body: some View {
            let _ = probe.record("body high")
            Text(isHigh ? "high" : "low")
        }
    }

    struct LevelRoot: View {
        let probe: Probe
        @State var level = 1
        var body: some View {
            let _ = { probe.actions["level"] = { level = probe.values["next"] ?? 0 } }()
            HighReader(probe: probe).environment(\.level, level)
        }
    }

    @Test("R122: a view reading a derived environment value re-runs only when the derived value changes")
    func derivedRead() {
        let probe = Probe()
        let harness = GraphHarness(LevelRoot(probe: probe))
        #expect(probe.bodies("high") == 1)
        probe.values["next"] = 2
        probe.run("level")
        harness.render()
        #expect(probe.bodies("high") == 1, "1 → 2: still not high, no re-render")
        probe.values["next"] = 20
        probe.run("level")
        harness.render()
        #expect(probe.bodies("high") == 2, "2 → 20: high now, re-rendered")
    }

    @Test("R128: a style set on a container reaches every view inside it that reads it; views outside keep the default")
    func customStyle() {
        let snapshot = HeadlessSnapshot(of: VStack {
            HStack {
                Badge(text: "a")
                Badge(text: "b")
            }
            .badgeStyle(FancyBadgeStyle())
            Badge(text: "c")
        })
        #expect(snapshot.text("★a★") != nil && snapshot.text("★b★") != nil)
        #expect(snapshot.text("(c)") != nil)
    }
}
